import type { appAreaMessages as en } from '../en/app-area';
import type { Translation } from '../catalogue-types';

export const appAreaMessages: Translation<typeof en> = {
  header: {
    workspaceSwitcher: 'Arbeitsbereich wechseln',
    currentWorkspace: (name) => `Arbeitsbereich: ${name}. Arbeitsbereich wechseln`,
    workspacesLabel: 'Deine Arbeitsbereiche',
    activeWorkspace: 'Aktiv',
    commandButton: 'Suchen oder springen…',
    commandButtonLabel: 'Befehlsleiste öffnen',
    userMenu: (name) => `Kontomenü von ${name}`,
    profile: 'Profil',
    admin: 'Admin-Dashboard',
  },
  shortcut: {
    mac: '⌘K',
    other: 'Strg K',
  },
  commandBar: {
    title: 'Befehlsleiste',
    description:
      'Finde Einstellungen, Aktionen, Arbeitsbereiche und Datensätze. Mit den Pfeiltasten bewegen, mit Enter öffnen.',
    inputLabel: 'Befehle suchen',
    placeholder: 'Befehl eingeben oder suchen…',
    empty: (query) => `Nichts passt zu „${query}“.`,
    close: 'Befehlsleiste schließen',
    groups: {
      pages: 'Gehe zu',
      actions: 'Aktionen',
      settings: 'Einstellungen',
      workspaces: 'Arbeitsbereich wechseln',
      datasets: 'Datensätze',
    },
    pages: {
      home: 'Startseite',
      playground: 'Playground',
      marketplace: 'Marketplace',
    },
    actions: {
      invite: 'Teammitglieder einladen',
      inviteKeywords: 'personen mitglieder hinzufügen team kollegen e-mail people',
      connect: 'Datenstrom verbinden',
      connectKeywords: 'integration datenströme slack notion github importieren',
      toDark: 'Zum dunklen Design wechseln',
      toLight: 'Zum hellen Design wechseln',
      themeKeywords: 'design darstellung dunkel hell modus farbe',
      playgroundKeywords: 'hochladen csv json daten erkunden diagramm',
      marketplaceKeywords: 'integrationen apps installieren entdecken',
      homeKeywords: 'assistent checkliste start willkommen',
    },
    switchTo: (name) => `Zu ${name} wechseln`,
    switched: (name) => `Zu ${name} gewechselt`,
    switchFailed: 'Der Arbeitsbereich konnte nicht gewechselt werden. Bitte versuche es erneut.',
    datasetsLoading: 'Datensätze werden geladen…',
    datasetsFailed: 'Datensätze konnten nicht geladen werden',
    datasetRows: (rows) => `${rows} Zeilen`,
  },
  home: {
    assistantLabel: 'Tessera-Assistent',
    workspaceLine: (name) => `Wir arbeiten in ${name}.`,
    prompt:
      'Womit fangen wir an? Bring mir eine Datei, ein Teammitglied oder einen Datenstrom, und wir sehen, was er uns erzählt.',
    followUpLabel: 'Stell eine Frage oder spring irgendwohin',
    followUpPlaceholder: 'Versuch „Personen“, „verbinden“ oder den Namen eines Datensatzes…',
    followUpHint: 'Öffnet die Befehlsleiste. Drücke Strg K (⌘K auf dem Mac) überall in der App.',
  },
  checklist: {
    title: 'Erste Schritte',
    description: 'Ein paar Schritte, um diesen Arbeitsbereich zu deinem zu machen.',
    progress: (done, total) => `${done} von ${total} erledigt`,
    progressLabel: 'Fortschritt der ersten Schritte',
    allDone: 'Alles bereit! Dein Arbeitsbereich ist eingerichtet.',
    done: 'Erledigt',
    todo: 'Offen',
    loadFailed: 'Deine Checkliste konnte nicht geladen werden',
    missing: (fields) => `Es fehlt noch: ${fields}.`,
    profileFields: { fullName: 'vollständiger Name', professionalRole: 'Rolle', profileName: 'Profilname' },
    items: {
      profile: {
        title: 'Vervollständige dein Profil',
        description:
          'Füge deinen vollständigen Namen, deine Rolle und einen Profilnamen hinzu, damit dein Team weiß, wer du bist.',
      },
      teammate: {
        title: 'Lade ein Teammitglied ein',
        description: 'Tessera ist gemeinsam besser: Lade jemanden in diesen Arbeitsbereich ein.',
      },
      'data-stream': {
        title: 'Verbinde einen Datenstrom',
        description: 'Hol Daten aus den Tools, die dein Team schon nutzt.',
      },
      avatar: {
        title: 'Lege einen Avatar für den Arbeitsbereich fest',
        description: 'Gib dem Arbeitsbereich ein Bild, das dein Team wiedererkennt.',
      },
      dataset: {
        title: 'Erkunde deinen ersten Datensatz',
        description: 'Lade im Playground eine CSV- oder JSON-Datei hoch und sieh dir an, was sie enthält.',
      },
    },
  },
  marketplace: {
    title: 'Marketplace',
    description: 'Entdecke und installiere neue Funktionen für deinen Arbeitsbereich',
    summary: (connected, total) => `${connected} von ${total} in diesem Arbeitsbereich verbunden`,
    connected: 'Verbunden',
    notConnected: 'Nicht verbunden',
    comingSoon: 'Demnächst',
    connect: 'Verbinden',
    manage: 'Verwalten',
    connectName: (name) => `${name} verbinden`,
    manageName: (name) => `${name} verwalten`,
    loadFailed: 'Es konnte nicht geladen werden, welche Integrationen verbunden sind',
  },
};

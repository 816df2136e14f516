import type { dsmMessages as en } from '../en/dsm';
import type { Translation } from '../catalogue-types';

export const dsmMessages: Translation<typeof en> = {
  title: 'Designsystem',
  description:
    'Das lebendige Handbuch der Oberfläche von Tessera: jede Grundkomponente mit ihren Varianten und Zuständen, in beiden Designs.',
  intro:
    'Jedes Beispiel wird zweimal nebeneinander gezeigt: einmal im Design der Seite, das dem Designschalter in der Navigation folgt, und einmal im dunklen Design.',
  contents: 'Auf dieser Seite',
  preview: {
    light: 'Helles Design',
    dark: 'Dunkles Design',
  },
  sections: {
    button: {
      title: 'Schaltfläche',
      description:
        'Aktionen. Eine Standardschaltfläche pro Ansicht; Kontur und Ghost für den Rest, destruktiv für das, was sich nicht rückgängig machen lässt. Ein Link, der wie eine Schaltfläche aussieht, erhält buttonVariants() als Klasse.',
      variants: 'Varianten',
      sizes: 'Größen',
      states: 'Zustände',
      onMedia: 'Auf Fotos und Videos',
      default: 'Standard',
      secondary: 'Sekundär',
      outline: 'Kontur',
      ghost: 'Ghost',
      link: 'Link',
      destructive: 'Destruktiv',
      inverse: 'Invertiert',
      inverseOutline: 'Invertierte Kontur',
      small: 'Klein',
      large: 'Groß',
      iconOnly: 'Element hinzufügen',
      disabled: 'Deaktiviert',
      busy: 'Wird gespeichert…',
      asLink: 'Link im Stil einer Schaltfläche',
    },
    input: {
      title: 'Eingabefeld und Beschriftung',
      description:
        'Einzeiliger Text. Jedes Eingabefeld hat eine sichtbare Beschriftung; Hilfe- und Fehlertext sind über aria-describedby damit verknüpft, und ein ungültiges Feld setzt aria-invalid.',
      name: 'Name des Workspaces',
      namePlaceholder: 'Acme Studio',
      email: 'E-Mail',
      emailHelp: 'Wir verwenden sie nur für deine Anmeldung.',
      invalid: 'Profilname',
      invalidValue: 'Al',
      invalidError: 'Der Name muss mindestens 3 Zeichen lang sein',
      disabled: 'Workspace-ID',
      disabledValue: 'ws_4f2a91',
      file: 'Avatarbild',
    },
    textarea: {
      title: 'Textbereich',
      description:
        'Mehrzeiliger Text mit einer sichtbaren Beschriftung und einer optionalen Zeichenanzahl, die als Beschreibung vorgelesen wird.',
      label: 'Nachricht',
      placeholder: 'Was sollten wir wissen?',
      count: (left) => `Noch ${left} Zeichen`,
      disabled: 'Archivierte Notiz',
      disabledValue: 'Diese Notiz ist schreibgeschützt.',
    },
    select: {
      title: 'Auswahl',
      description:
        'Eine Wahl aus einer kurzen, festen Liste, optional gruppiert. Öffnet sich mit Leertaste, Eingabetaste oder den Pfeiltasten; tippe, um zu einer Option zu springen.',
      label: 'Teamgröße',
      placeholder: 'Größe wählen',
      small: 'Kleine Teams',
      large: 'Große Teams',
      options: [
        { value: 'solo', label: 'Nur ich' },
        { value: '2-10', label: '2 bis 10 Personen' },
        { value: '11-50', label: '11 bis 50 Personen' },
        { value: '51-200', label: '51 bis 200 Personen' },
        { value: '200+', label: 'Mehr als 200' },
      ],
      disabled: 'Region',
      disabledPlaceholder: 'Von deinem Administrator festgelegt',
    },
    combobox: {
      title: 'Kombinationsfeld',
      description:
        'Ein Textfeld mit einer gefilterten Liste von Vorschlägen (WAI-ARIA-Combobox). Pfeiltasten, Pos1 und Ende bewegen durch die Liste, die Eingabetaste wählt aus, Escape leert das Feld und sagt es an.',
      label: 'Stadt',
      placeholder: 'Stadt eingeben oder auswählen',
      help: (max) => `Wähle einen Vorschlag oder gib deinen eigenen ein, bis zu ${max} Zeichen.`,
      strictLabel: 'Büro',
      strictHelp: 'Nur aufgeführte Büros können gewählt werden.',
      cleared: 'Formular geleert',
      value: (value) => `Wert: ${value || '(leer)'}`,
      options: [
        { value: 'amsterdam', label: 'Amsterdam' },
        { value: 'berlin', label: 'Berlin' },
        { value: 'lisbon', label: 'Lissabon' },
        { value: 'montreal', label: 'Montreal' },
        { value: 'nairobi', label: 'Nairobi' },
        { value: 'osaka', label: 'Osaka' },
        { value: 'santiago', label: 'Santiago' },
        { value: 'vancouver', label: 'Vancouver' },
      ],
    },
    switch: {
      title: 'Schalter',
      description:
        'Eine Ein/Aus-Einstellung, die sofort gilt. Benannt durch ihre Beschriftung; die Leertaste schaltet sie um.',
      on: 'Feedback-E-Mails erhalten',
      off: 'Wöchentliche Zusammenfassung',
      disabled: 'Kalenderzugriff (nur Organisationen)',
    },
    dialog: {
      title: 'Dialog',
      description:
        'Eine modale Aufgabe. Der Fokus wandert hinein und bleibt dort, Escape oder die Schließen-Schaltfläche schließt ihn, und der Fokus kehrt zur Schaltfläche zurück, die ihn geöffnet hat.',
      open: 'Benutzer einladen',
      heading: 'Personen einladen',
      body: 'Sie erhalten eine E-Mail mit einem Link, um diesem Workspace beizutreten.',
      emails: 'E-Mail-Adressen',
      emailsHelp: 'Trenne mehrere Adressen durch Kommas.',
      cancel: 'Abbrechen',
      send: 'Einladung senden',
      close: 'Schließen',
    },
    dropdownMenu: {
      title: 'Dropdown-Menü',
      description:
        'Ein Menü mit Aktionen hinter einer Schaltfläche. Pfeiltasten bewegen, Eingabe- oder Leertaste führen einen Eintrag aus, Escape schließt es und gibt den Fokus zurück.',
      open: 'Optionen',
      iconTrigger: 'Aktionen für Ada Lovelace',
      account: 'Ada Lovelace',
      copyEmail: 'E-Mail kopieren',
      copyShortcut: '⌘C',
      manageAccess: 'Zugriff verwalten',
      editAccess: 'Zugriff bearbeiten',
      notify: 'E-Mail-Benachrichtigungen',
      role: 'Rolle',
      roles: [
        { value: 'admin', label: 'Admin' },
        { value: 'editor', label: 'Bearbeiter' },
        { value: 'collaborator', label: 'Mitwirkender' },
      ],
      more: 'Mehr',
      archive: 'Archivieren',
      remove: 'Aus dem Workspace entfernen',
    },
    card: {
      title: 'Karte',
      description:
        'Eine Gruppe zusammengehöriger Inhalte und Aktionen: ein Kopfbereich mit Titel, Beschreibung und optionaler Aktion, dann Inhalt und Fußbereich.',
      heading: 'Linear',
      body: 'Synchronisiere Issues und Projekte in deine Datenströme.',
      status: 'Verbunden',
      detail: 'Zuletzt vor 5 Minuten in 2 Workspaces synchronisiert.',
      manage: 'Verwalten',
      disconnect: 'Trennen',
    },
    badge: {
      title: 'Badge',
      description:
        'Ein kurzer Status oder eine Kennzeichnung. Nie der einzige Träger der Bedeutung: Der Text sagt es.',
      default: 'Inhaber',
      secondary: 'Bearbeiter',
      outline: 'Demnächst',
      destructive: 'Überfällig',
    },
    breadcrumb: {
      title: 'Brotkrümelnavigation',
      description:
        'Wo diese Seite liegt. Ein Navigationsbereich namens Brotkrümelnavigation; die aktuelle Seite ist mit aria-current markiert, und die Trennzeichen sind vor Screenreadern verborgen.',
      label: 'Brotkrümelnavigation',
      darkLabel: 'Brotkrümelnavigation (dunkles Design)',
      home: 'Start',
      manual: 'Designsystem',
      current: 'Brotkrümelnavigation',
    },
    tabs: {
      title: 'Tabs',
      description:
        'Ansichten eines Themas, eine nach der anderen. Die Pfeiltasten wechseln zwischen Tabs; die Tabulatortaste springt in den Bereich.',
      label: 'Kontobereiche',
      items: [
        { value: 'profile', label: 'Profil', body: 'Dein Name und wie andere dich in Tessera sehen.' },
        {
          value: 'links',
          label: 'Links',
          body: 'Links zu Website, LinkedIn, GitHub und Twitter, die in deinem Profil angezeigt werden.',
        },
        { value: 'emails', label: 'E-Mails', body: 'Wähle, welche E-Mails Tessera dir schicken darf.' },
      ],
    },
    avatar: {
      title: 'Avatar',
      description:
        'Ein Bild einer Person oder eines Workspaces. Das Bild braucht einen Alternativtext; bis es geladen ist oder falls es fehlschlägt, stehen Initialen an seiner Stelle.',
      imageAlt: 'Tessera-Workspace',
      people: ['Ada Lovelace', 'Grace Hopper', 'alan.turing@tessera.app'],
    },
    toast: {
      title: 'Toast',
      description:
        'Kurze Rückmeldung nach einer Aktion, 3 Sekunden unten rechts, höflich angesagt. Erfolg, Fehler, Warnung und Info.',
      success: 'Erfolg',
      error: 'Fehler',
      warning: 'Warnung',
      info: 'Info',
      successMessage: 'Name des Workspaces erfolgreich aktualisiert',
      errorMessage: 'Der Name des Workspaces konnte nicht aktualisiert werden',
      warningMessage: 'Angemeldet, aber die Sitzung konnte nicht erstellt werden',
      infoMessage: 'Bitte vervollständige dein Profil',
    },
    skeleton: {
      title: 'Skeleton',
      description:
        'Ein Platzhalter in der Form des Inhalts, der gerade lädt. Vor Screenreadern verborgen; kombiniere ihn mit einem Ladestatus.',
      loading: 'Mitgliederliste wird geladen…',
    },
    spinner: {
      title: 'Ladeanzeige',
      description:
        'Unbestimmter Fortschritt für eine kurze Wartezeit, angesagt über ihre Statusbeschriftung.',
      label: 'Wird geladen…',
      busy: 'Wird gesendet…',
    },
  },
};

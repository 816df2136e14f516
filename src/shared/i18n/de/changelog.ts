import type { changelogMessages as en } from '../en/changelog';
import type { Translation } from '../catalogue-types';

export const changelogMessages: Translation<typeof en> = {
  '0.5.0': {
    title: 'Deine Einstellungen, wie du sie willst',
    changes: [
      'Allgemeine Einstellungen: helles oder dunkles Design, sechs Sprachen und deine Zeitzone, in deinem Konto gespeichert und sofort angewendet.',
      'Apps: Verbinde Linear, Notion, Figma, Zoom und Slack mit deinem eigenen Konto; durchsuche sie beim Tippen.',
      'Tastenkürzel listet jedes Tastenkürzel auf, angefangen mit Strg+K (⌘K) für die Befehlsleiste.',
      'Früher Zugang und Freunde einladen: Nimm am Programm teil oder lade jemanden per E-Mail zur Registrierung ein.',
    ],
  },
  '0.4.0': {
    title: 'Workspace-Einstellungen',
    changes: [
      'Übersicht: Benenne deinen Workspace um und lade sein Bild hoch.',
      'Personen: Lade Teammitglieder per E-Mail ein, gib ihnen Rollen und verwalte ihren Zugriff.',
      'Abrechnung, Tarife und Datenströme, verbunden für den ganzen Workspace.',
    ],
  },
  '0.3.0': {
    title: 'Sicherere Konten',
    changes: [
      'Zwei-Faktor-Anmeldung mit einer Authentifizierungs-App und Backup-Codes.',
      'Beim Zurücksetzen des Passworts werden alle Sitzungen abgemeldet, und du bekommst eine Benachrichtigung.',
      'Grenzen für wiederholte Anmeldeversuche, die dich nie aus deinem eigenen Konto aussperren.',
    ],
  },
  '0.2.0': {
    title: 'Konten',
    changes: [
      'Registriere dich mit deiner E-Mail-Adresse oder mit Google und setze ein vergessenes Passwort per E-Mail zurück.',
      'Das Onboarding fragt nach deinem Namen und deiner Rolle und bringt dich dann zu deinem Workspace.',
    ],
  },
  '0.1.0': {
    title: 'Hallo, Tessera',
    changes: [
      'Die öffentliche Website: Startseite, Manifest, Team, Datenschutz, AGB und Cookies, in hellem und dunklem Design.',
      'Schick uns Feedback von jeder Seite aus.',
    ],
  },
};

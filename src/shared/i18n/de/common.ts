import type { commonMessages as en } from '../en/common';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const commonMessages: Translation<typeof en> = {
  appName: 'Tessera',
  skipToContent: 'Zum Inhalt springen',
  loading: 'Wird geladen…',
  nav: {
    label: 'Hauptmenü',
    home: 'Tessera-Startseite',
    manifesto: 'Manifest',
    ourTeam: 'Unser Team',
    signup: 'Registrieren',
    login: 'Anmelden',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
  },
  footer: {
    label: 'Fußzeile',
    privacy: 'Datenschutzerklärung',
    terms: 'Nutzungsbedingungen',
    cookies: 'Cookies',
    feedback: 'Feedback',
    designSystem: 'Designsystem',
    early: 'Früher Zugang',
    demo: 'Demo',
    marketplace: 'Marketplace',
    copyright: (year) => `© ${year} Tessera. Alle Rechte vorbehalten.`,
  },
  theme: {
    toggle: 'Design wechseln',
    light: 'Hell',
    dark: 'Dunkel',
    switchToDark: 'Zum dunklen Design wechseln',
    switchToLight: 'Zum hellen Design wechseln',
  },
  errors: {
    pageError: 'Seitenfehler',
    somethingWentWrong: 'Etwas ist schiefgelaufen',
    tryAgain: 'Erneut versuchen',
    goHome: 'Zur Startseite',
    unexpected: 'Ein unerwarteter Fehler ist aufgetreten',
    tooManyAttempts: (seconds) =>
      `Zu viele Versuche. Bitte warte ${seconds} ${plural('de', seconds, { one: 'Sekunde', other: 'Sekunden' })} und versuche es dann erneut.`,
    tooManyAttemptsLater: 'Zu viele Versuche. Bitte versuche es später erneut.',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundBody: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  },
  confirm: {
    cancel: 'Abbrechen',
    close: 'Schließen',
  },
  search: {
    clear: 'Suche löschen',
    noResults: (query) => `Keine Treffer für „${query}“.`,
  },
  pager: {
    pageOf: (page, pages) => `Seite ${page} von ${pages}`,
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
  },
  cookieBanner: {
    label: 'Cookie-Einwilligung',
    text: 'Tessera verwendet nur die Cookies, die nötig sind, um dich angemeldet zu halten und diese Auswahl zu speichern.',
    learnMore: 'Mehr über Cookies erfahren',
    accept: 'Akzeptieren',
    decline: 'Ablehnen',
  },
};

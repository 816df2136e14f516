import type { commonMessages as en } from '../en/common';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const commonMessages: Translation<typeof en> = {
  appName: 'Tessera',
  skipToContent: 'Vai al contenuto',
  loading: 'Caricamento…',
  nav: {
    label: 'Principale',
    home: 'Home di Tessera',
    manifesto: 'Manifesto',
    ourTeam: 'Il nostro team',
    signup: 'Registrati',
    login: 'Accedi',
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
  },
  footer: {
    label: 'Piè di pagina',
    privacy: 'Informativa sulla privacy',
    terms: 'Termini di servizio',
    cookies: 'Cookie',
    feedback: 'Feedback',
    designSystem: 'Design system',
    early: 'Accesso anticipato',
    demo: 'Demo',
    marketplace: 'Marketplace',
    copyright: (year) => `© ${year} Tessera. Tutti i diritti riservati.`,
  },
  theme: {
    toggle: 'Cambia tema',
    light: 'Chiaro',
    dark: 'Scuro',
    switchToDark: 'Passa al tema scuro',
    switchToLight: 'Passa al tema chiaro',
  },
  errors: {
    pageError: 'Errore della pagina',
    somethingWentWrong: 'Qualcosa è andato storto',
    tryAgain: 'Riprova',
    goHome: 'Vai alla home',
    unexpected: 'Si è verificato un errore imprevisto',
    tooManyAttempts: (seconds) =>
      `Troppi tentativi. Attendi ${seconds} ${plural('it', seconds, { one: 'secondo', other: 'secondi' })} e riprova.`,
    tooManyAttemptsLater: 'Troppi tentativi. Riprova più tardi.',
    notFoundTitle: 'Pagina non trovata',
    notFoundBody: 'La pagina che cerchi non esiste o è stata spostata.',
  },
  confirm: {
    cancel: 'Annulla',
    close: 'Chiudi',
  },
  search: {
    clear: 'Cancella la ricerca',
    noResults: (query) => `Nessun risultato per «${query}».`,
  },
  pager: {
    pageOf: (page, pages) => `Pagina ${page} di ${pages}`,
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
  },
  cookieBanner: {
    label: 'Consenso ai cookie',
    text: 'Tessera usa solo i cookie necessari per mantenere l’accesso e ricordare questa scelta.',
    learnMore: 'Scopri di più sui cookie',
    accept: 'Accetta',
    decline: 'Rifiuta',
  },
};

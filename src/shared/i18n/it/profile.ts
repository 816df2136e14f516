import type { profileMessages as en } from '../en/profile';
import type { Translation } from '../catalogue-types';

export const profileMessages: Translation<typeof en> = {
  description: 'Come ti vedono i tuoi compagni di squadra.',
  name: {
    title: 'Nome del profilo',
    label: 'Nome del profilo',
    hint: 'Da 3 a 50 caratteri: lettere, numeri, spazi, trattini e punti.',
    updated: 'Nome del profilo aggiornato',
  },
  about: {
    title: 'Su di te',
    description: 'Il tuo nome completo e di cosa ti occupi, come li vedono i tuoi compagni di squadra.',
    updated: 'Profilo aggiornato',
  },
  avatar: {
    title: 'Il tuo avatar',
    description: 'Mostrato nella pagina Persone e nell’intestazione dell’app.',
    alt: (name) => `Avatar di ${name}`,
    upload: 'Carica il tuo avatar',
    change: 'Cambia il tuo avatar',
    remove: 'Rimuovi',
    removing: 'Rimozione...',
    uploading: 'Caricamento...',
    updated: 'Avatar aggiornato correttamente',
    removed: 'Avatar rimosso',
    failed: 'Impossibile caricare l’avatar',
    recommended: 'Dimensione consigliata: almeno 256×256 px. PNG, JPEG, WebP o GIF, fino a 5 MB.',
  },
  links: {
    title: 'Link',
    description:
      'Mostrati accanto al tuo nome nella pagina Persone. Per LinkedIn, GitHub e X basta il tuo nome utente.',
    labels: { website: 'Sito web', linkedin: 'LinkedIn', github: 'GitHub', twitter: 'Twitter / X' },
    placeholders: {
      website: 'https://esempio.it',
      linkedin: 'https://www.linkedin.com/in/il-tuo-nome',
      github: 'octocat',
      twitter: '@octocat',
    },
    sites: { website: 'Sito web', linkedin: 'LinkedIn', github: 'GitHub', twitter: 'X' },
    saved: 'Link salvati',
    failed: 'Impossibile salvare i link',
    notUrl: 'Inserisci un indirizzo web, ad esempio https://esempio.it',
    notHttps: 'Usa un indirizzo che inizi con https://',
    tooLong: (max) => `Un link può avere al massimo ${max} caratteri.`,
    wrongHost: (site, hosts) => `Usa un indirizzo ${site} (${hosts}) o solo il tuo nome utente.`,
    badHandle: (site) => `Questo non è un nome utente ${site} valido.`,
    noPage: (site) => `Aggiungi il percorso della tua pagina ${site}, o solo il tuo nome utente.`,
    memberLink: (name, site) => `${name} su ${site}`,
    memberWebsite: (name) => `Sito web di ${name}`,
    memberLinks: (name) => `Link di ${name}`,
  },
  emails: {
    title: 'Preferenze email',
    feedback: 'Ricevi email sul feedback',
    feedbackHint:
      'Un’email per confermare che abbiamo ricevuto il feedback che hai inviato dopo aver effettuato l’accesso.',
    on: 'Riceverai email sul feedback',
    off: 'Non riceverai più email sul feedback',
    failed: 'Impossibile salvare la tua preferenza email',
  },
  save: 'Salva',
  saving: 'Salvataggio...',
  account: { title: 'Account', email: 'Email' },
  feedbackMail: {
    subject: 'Abbiamo ricevuto il tuo feedback',
    intro: 'Grazie per il tuo feedback. È arrivato al team di Tessera, e leggiamo ogni messaggio.',
    quoted: 'Hai scritto:',
    action: 'Apri Tessera',
    manage: 'Disattiva queste email nelle impostazioni del profilo',
    reason:
      'Hai ricevuto questa email perché hai inviato un feedback a Tessera dopo aver effettuato l’accesso e le email sul feedback sono attive.',
  },
};

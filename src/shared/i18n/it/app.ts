import type { appMessages as en } from '../en/app';
import type { Translation } from '../catalogue-types';

export const appMessages: Translation<typeof en> = {
  header: {
    label: 'App',
    home: 'Home dell’app Tessera',
    settings: 'Impostazioni',
    workspace: 'Impostazioni dello spazio di lavoro',
    logout: 'Esci',
    signedInAs: (name) => `Accesso effettuato come ${name}`,
  },
  home: {
    title: 'Home',
    greeting: (name) => `Benvenuto, ${name}`,
    intro: 'Il tuo co-creatore giocoso per trasformare dati grezzi o sparsi in informazioni e modelli di IA.',
    workspaceHeading: 'Il tuo spazio di lavoro',
    workspaceLabel: 'Spazio di lavoro',
  },
  profile: {
    title: 'Profilo',
    description: 'Come ti vedono i tuoi colleghi.',
    nameHeading: 'Nome del profilo',
    nameLabel: 'Nome del profilo',
    nameHint: 'Da 3 a 50 caratteri: lettere, numeri, spazi, trattini e punti.',
    save: 'Salva',
    saving: 'Salvataggio...',
    updated: 'Nome del profilo aggiornato',
    accountHeading: 'Account',
    email: 'Email',
    role: 'Ruolo',
    noRole: 'Non impostato',
  },
};

import type { memberMessages as en } from '../en/members';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const memberMessages: Translation<typeof en> = {
  notFound: 'Questa persona non è un membro del tuo spazio di lavoro.',
  noLongerMember: 'Non sei più membro di questo spazio di lavoro. Ricarica la pagina per continuare.',
  changeRoleOutranked: 'Puoi cambiare solo il ruolo dei membri con un ruolo inferiore al tuo.',
  grantRoleTooHigh: 'Puoi assegnare solo un ruolo inferiore al tuo.',
  removeOutranked: 'Puoi rimuovere solo i membri con un ruolo inferiore al tuo.',
  lastOwnerDemote:
    'Uno spazio di lavoro deve avere almeno un Proprietario. Rendi prima Proprietario qualcun altro.',
  lastOwnerRemove:
    'Uno spazio di lavoro deve avere almeno un Proprietario, quindi il suo ultimo Proprietario non può essere rimosso.',
  lastOwnerLeave:
    'Sei l’unico Proprietario di questo spazio di lavoro. Rendi Proprietario qualcun altro prima di uscire.',
  transferToSelf: 'Sei già Proprietario. Scegli un altro membro a cui cedere lo spazio di lavoro.',
  confirmUnavailable:
    'Per trasferire la proprietà dobbiamo confermare che sei tu. Prima imposta una password o attiva l’autenticazione a due fattori nelle impostazioni del tuo account.',
  passwordRequired: 'Inserisci la tua password per confermare il trasferimento.',
  codeRequired:
    'Inserisci un codice della tua app di autenticazione, o un codice di backup, per confermare il trasferimento.',
  wrongPassword: 'La password non è corretta. Riprova.',
  wrongCode:
    'Il codice non è corretto. Inserisci il codice attuale della tua app di autenticazione o un codice di backup non ancora usato.',
  noPasswordUseCode:
    'Il tuo account non ha una password. Conferma invece con un codice della tua app di autenticazione.',
  noTwoFactorUsePassword:
    'L’autenticazione a due fattori non è attiva sul tuo account. Conferma invece con la tua password.',
  filters: {
    search: 'Il testo di ricerca può contenere al massimo 100 caratteri.',
    role: 'Scegli un filtro per ruolo: all, owner, admin, editor o collaborator.',
    lastActive: 'Scegli un filtro per ultima attività: all, today, 7d o 30d.',
    page: 'La pagina deve essere un numero intero da 1 a 10000.',
    unknown: 'I filtri non sono validi.',
  },
  people: {
    description:
      'Tutte le persone di questo spazio di lavoro, il loro ruolo e quando sono state attive l’ultima volta.',
    searchLabel: 'Cerca persone',
    searchPlaceholder: 'Cerca persone...',
    roleFilter: 'Ruolo',
    lastActiveFilter: 'Ultima attività',
    allRoles: 'Tutti i ruoli',
    lastActive: { all: 'Tutte', today: 'Oggi', '7d': 'Ultimi 7 giorni', '30d': 'Ultimi 30 giorni' },
    roles: {
      owner: 'Proprietario',
      admin: 'Amministratore',
      editor: 'Editor',
      collaborator: 'Collaboratore',
    },
    roleDescriptions: {
      owner: 'Controllo completo, inclusi fatturazione, membri e ruoli',
      admin: 'Gestisce impostazioni e membri',
      editor: 'Crea, modifica e collabora',
      collaborator: 'Visualizza e commenta',
    },
    you: '(Tu)',
    owner: 'Proprietario',
    never: 'Mai',
    lastActiveLabel: 'Ultima attività',
    roleOf: (name) => `Ruolo di ${name}`,
    actions: (name) => `Azioni per ${name}`,
    copyEmail: 'Copia l’email',
    copyFailed: 'Impossibile copiare l’indirizzo email.',
    makeOwner: 'Rendi Proprietario…',
    remove: 'Rimuovi dallo spazio di lavoro',
    leave: 'Esci dallo spazio di lavoro',
    roleChanged: (name, role) => `${name} ora è ${role}`,
    roleChangeFailed: 'Impossibile cambiare il ruolo.',
    removeTitle: (name) => `Rimuovere ${name}?`,
    removeBody: (workspace) => `Perde subito l’accesso a ${workspace}. Potrai invitarlo di nuovo più tardi.`,
    removing: 'Rimozione...',
    removed: (name) => `${name} è stato rimosso`,
    removeFailed: 'Impossibile rimuovere il membro.',
    leaveTitle: (workspace) => `Uscire da ${workspace}?`,
    leaveBody: 'Perdi subito l’accesso; qualcuno dovrà invitarti per farti tornare.',
    leaving: 'Uscita...',
    left: (workspace) => `Sei uscito da ${workspace}`,
    leaveFailed: 'Impossibile uscire dallo spazio di lavoro.',
    transferTitle: (name) => `Rendere ${name} Proprietario?`,
    transferBody:
      'Otterrà il controllo completo dello spazio di lavoro, inclusa la fatturazione. Tu diventerai Amministratore. Conferma che sei tu.',
    password: 'La tua password',
    code: 'Oppure un codice a due fattori',
    codeHint: 'Un codice della tua app di autenticazione o un codice di backup.',
    transfer: 'Trasferisci la proprietà',
    transferring: 'Trasferimento...',
    transferred: (name) => `${name} ora è Proprietario e tu sei Amministratore`,
    transferFailed: 'Impossibile trasferire la proprietà.',
    count: (count) => `${count} ${plural('it', count, { one: 'persona', other: 'persone' })}`,
    noMatches: 'Nessuno corrisponde a questi filtri.',
    clearFilters: 'Cancella i filtri',
    loadFailed: 'Impossibile caricare le persone',
    membersHeading: 'Membri',
  },
  mail: {
    someone: 'Un membro dello spazio di lavoro',
    aWorkspace: 'uno spazio di lavoro',
    removed: {
      subject: (workspace) => `Sei stato rimosso da ${workspace}`,
      intro: (remover, workspace) =>
        `${remover} ti ha rimosso da ${workspace} su Tessera. Non hai più accesso al suo lavoro, ai suoi membri né alle sue impostazioni.`,
      noOtherWorkspace:
        'Ora non fai parte di nessun altro spazio di lavoro, ma il tuo account Tessera resta: puoi ancora accedere, creare uno spazio di lavoro tutto tuo o unirti a uno quando qualcuno ti invita.',
      action: 'Apri Tessera',
      outro:
        'Se pensi che sia un errore, chiedi a un Proprietario o a un Amministratore dello spazio di lavoro di invitarti di nuovo.',
      reason: 'Hai ricevuto questa email perché sei stato rimosso da uno spazio di lavoro su Tessera.',
    },
    ownership: {
      subject: (workspace) => `Ora sei il Proprietario di ${workspace}`,
      intro: (previousOwner, workspace) =>
        `${previousOwner} ti ha affidato ${workspace} su Tessera e ora è Amministratore.`,
      meaning:
        'Come Proprietario hai il controllo completo dello spazio di lavoro, inclusi fatturazione, membri e ruoli. Puoi anche affidarlo a qualcun altro o eliminarlo.',
      action: 'Apri le impostazioni dello spazio di lavoro',
      outro: (workspace) =>
        `Se si apre un altro spazio di lavoro, passa a ${workspace} dal menu degli spazi di lavoro.`,
      reason: 'Hai ricevuto questa email perché ti è stato affidato uno spazio di lavoro su Tessera.',
    },
  },
};

import type { Translation } from '../catalogue-types';
import type { securityMessages as en } from '../en/security';
import { plural } from '../plural';

export const securityMessages: Translation<typeof en> = {
  confirm: {
    password: 'Password',
    code: 'Codice dell’app di autenticazione o di backup',
    passwordRequired: 'Inserisci la password per confermare.',
    codeRequired: 'Inserisci un codice della tua app di autenticazione o un codice di backup.',
  },
  twoFactor: {
    title: 'Autenticazione a due fattori',
    description:
      'Chiede un codice di un’app di autenticazione, oltre alla password o a Google, a ogni accesso.',
    on: 'Attiva',
    off: 'Disattiva',
    loadFailed: 'Impossibile caricare le impostazioni dell’autenticazione a due fattori.',
    backupCodesLeft: (count) =>
      plural('it', count, {
        one: `Resta ${count} codice di backup.`,
        other: `Restano ${count} codici di backup.`,
      }),
    turnOn: 'Attiva l’autenticazione a due fattori',
    turnOff: 'Disattiva l’autenticazione a due fattori',
    regenerate: 'Nuovi codici di backup',
    forgetDevices: 'Dimentica tutti i dispositivi attendibili',
    forgetDevicesHelp: (count) =>
      count === 0
        ? 'Al momento nessun dispositivo salta il codice.'
        : `${count} ${plural('it', count, { one: 'dispositivo salta', other: 'dispositivi saltano' })} il codice per 30 giorni dopo aver scelto "Considera attendibile questo dispositivo".`,
    devicesForgotten: 'A ogni dispositivo attendibile verrà chiesto un codice al prossimo accesso.',
    enrol: {
      title: 'Attiva l’autenticazione a due fattori',
      passwordIntro: 'Inserisci la password per iniziare.',
      emailIntro:
        'Il tuo account accede con Google e non ha una password, quindi confermiamo che sei tu con un codice inviato al tuo indirizzo email.',
      sendEmailCode: 'Inviami un codice',
      emailCodeSent: (email) => `Abbiamo inviato un codice di 6 cifre a ${email}. È valido per 15 minuti.`,
      emailCode: 'Codice dell’email',
      start: 'Continua',
      scan: 'Scansiona questo codice QR con un’app di autenticazione (come 1Password, Google Authenticator o Authy).',
      qrAlt: 'Codice QR per aggiungere Tessera a un’app di autenticazione',
      manual: 'Oppure inserisci questa chiave a mano:',
      code: 'Codice dell’app',
      confirm: 'Attiva',
      cancel: 'Annulla',
      enabled: 'L’autenticazione a due fattori è attiva.',
    },
    codes: {
      title: 'I tuoi codici di backup',
      intro:
        'Ogni codice ti fa accedere una volta se perdi l’app di autenticazione. Conservali in un posto sicuro: non verranno mostrati di nuovo.',
      download: 'Scarica',
      copy: 'Copia',
      copied: 'Codici di backup copiati.',
      done: 'Li ho salvati',
      fileName: 'tessera-codici-di-backup.txt',
      fileHeading: 'Codici di backup di Tessera. Ogni codice funziona una volta.',
      regenerateTitle: 'Nuovi codici di backup',
      regenerateIntro: 'I vecchi codici di backup smettono di funzionare appena vengono creati quelli nuovi.',
      regenerateAction: 'Crea nuovi codici',
    },
    disable: {
      title: 'Disattiva l’autenticazione a due fattori',
      intro: 'Per accedere basteranno la password o Google. I dispositivi attendibili vengono dimenticati.',
      action: 'Disattiva',
      disabled: 'L’autenticazione a due fattori è disattivata.',
    },
    errors: {
      alreadyOn: 'L’autenticazione a due fattori è già attiva sul tuo account.',
      notOn: 'L’autenticazione a due fattori non è attiva sul tuo account.',
      notStarted:
        'Ricomincia l’attivazione dell’autenticazione a due fattori: la configurazione non è stata trovata o è scaduta.',
      confirmEmailFirst: 'Conferma il tuo indirizzo email prima di attivare l’autenticazione a due fattori.',
      hasPassword: 'Il tuo account ha una password: inseriscila per attivare l’autenticazione a due fattori.',
      emailCodeRequired: 'Inserisci il codice che ti abbiamo inviato via email.',
      wrongEmailCode: 'Il codice non è corretto o è scaduto. Chiedine uno nuovo.',
      wrongCode: 'Il codice non è corretto. Inserisci il codice attuale della tua app di autenticazione.',
      codeFormat: 'Inserisci il codice di 6 cifre della tua app di autenticazione.',
      qrFailed: 'Impossibile disegnare il codice QR. Inserisci la chiave a mano.',
      copyFailed: 'Copia non riuscita. Seleziona i codici e copiali tu.',
    },
  },
  deletion: {
    title: 'Elimina account',
    description:
      'Elimina il tuo account, il tuo profilo e le tue impostazioni, e ogni spazio di lavoro di cui sei l’unico membro. L’operazione è irreversibile.',
    action: 'Elimina il mio account',
    loadFailed: 'Non siamo riusciti a verificare se il tuo account può essere eliminato.',
    dialogTitle: 'Eliminare il tuo account?',
    soleWorkspaces: (names) => `Questi spazi di lavoro verranno eliminati insieme all’account: ${names}.`,
    confirmLabel: (email) => `Scrivi il tuo indirizzo email (${email}) per confermare`,
    confirmMismatch: 'Scrivi il tuo indirizzo email esattamente come mostrato per confermare.',
    submit: 'Elimina il mio account per sempre',
    blocked: (names) =>
      `Sei l’unico Proprietario di ${names}, dove ci sono altri membri. Nomina un altro Proprietario nella pagina Persone (passa prima a quello spazio di lavoro) oppure rimuovi gli altri membri, poi elimina il tuo account.`,
    openPeople: 'Apri la pagina Persone',
    deleted: 'Il tuo account è stato eliminato.',
  },
  exportData: {
    title: 'Scarica i miei dati',
    description:
      'Un file JSON con tutto ciò che Tessera conserva su di te: profilo, impostazioni, spazi di lavoro e ruoli, sessioni, dispositivi, feedback e i dataset che hai caricato (i loro dettagli, non il contenuto).',
    action: 'Scarica i miei dati',
    preparing: 'Preparazione del file...',
    failed: 'Impossibile scaricare i tuoi dati. Riprova tra poco.',
  },
  mail: {
    resetPassword: 'Reimposta la password',
    twoFactorEnabled: {
      subject: 'L’autenticazione a due fattori è attiva sul tuo account Tessera',
      intro: (when) =>
        `L’autenticazione a due fattori è stata attivata sul tuo account Tessera il ${when}. D’ora in poi l’accesso chiede un codice della tua app di autenticazione.`,
      notYou: 'Se non sei stato tu, reimposta la password e controlla subito il tuo account:',
      action: 'Controlla il tuo account',
      reason:
        'Ricevi questa email perché le impostazioni di sicurezza del tuo account Tessera sono cambiate.',
    },
    twoFactorDisabled: {
      subject: 'L’autenticazione a due fattori è disattivata sul tuo account Tessera',
      intro: (when) =>
        `L’autenticazione a due fattori è stata disattivata sul tuo account Tessera il ${when}. L’accesso non chiede più un codice.`,
      notYou: 'Se non sei stato tu, reimposta la password e riattiva l’autenticazione a due fattori:',
      action: 'Controlla il tuo account',
      reason:
        'Ricevi questa email perché le impostazioni di sicurezza del tuo account Tessera sono cambiate.',
    },
    emailCode: {
      subject: 'Il tuo codice di conferma Tessera',
      purpose: {
        'two-factor': 'Hai chiesto di attivare l’autenticazione a due fattori sul tuo account Tessera.',
        deletion: 'Hai chiesto di eliminare il tuo account Tessera.',
        'sign-in-method': 'Hai chiesto di aggiungere una password al tuo account Tessera.',
      },
      intro: (code) => `Il tuo codice di conferma è ${code}. Funziona una volta, per 15 minuti.`,
      notYou:
        'Se non l’hai chiesto tu, qualcuno potrebbe aver effettuato l’accesso al tuo account: esci dalle altre sessioni nella pagina Account.',
      action: 'Apri le impostazioni dell’account',
      reason: 'Ricevi questa email perché una modifica al tuo account Tessera doveva essere confermata.',
    },
    accountDeleted: {
      subject: 'Il tuo account Tessera è stato eliminato',
      intro: (when) =>
        `Il tuo account Tessera e gli spazi di lavoro di cui eri l’unico membro sono stati eliminati il ${when}. Tutte le sessioni sono state chiuse.`,
      outro: 'Ci dispiace vederti andare via. Puoi tornare quando vuoi.',
      action: 'Visita Tessera',
      reason: 'Ricevi questa email perché l’account Tessera di questo indirizzo è stato eliminato.',
    },
  },
};

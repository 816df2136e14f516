import type { dsmMessages as en } from '../en/dsm';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const dsmMessages: Translation<typeof en> = {
  title: 'Design system',
  description:
    'Il manuale vivo dell’interfaccia di Tessera: ogni componente di base con le sue varianti e i suoi stati, in entrambi i temi.',
  intro:
    'Ogni esempio è disegnato due volte, uno accanto all’altro: una nel tema della pagina, che segue il selettore del tema nella navigazione, e una nel tema scuro.',
  contents: 'In questa pagina',
  preview: {
    light: 'Tema chiaro',
    dark: 'Tema scuro',
  },
  sections: {
    button: {
      title: 'Pulsante',
      description:
        'Azioni. Un pulsante predefinito per vista; contorno e ghost per il resto, distruttivo per ciò che non si può annullare. Un link che sembra un pulsante usa buttonVariants() come classe.',
      variants: 'Varianti',
      sizes: 'Dimensioni',
      states: 'Stati',
      onMedia: 'Su foto e video',
      default: 'Predefinito',
      secondary: 'Secondario',
      outline: 'Contorno',
      ghost: 'Ghost',
      link: 'Link',
      destructive: 'Distruttivo',
      inverse: 'Inverso',
      inverseOutline: 'Contorno inverso',
      small: 'Piccolo',
      large: 'Grande',
      iconOnly: 'Aggiungi elemento',
      disabled: 'Disattivato',
      busy: 'Salvataggio…',
      asLink: 'Link con stile da pulsante',
    },
    input: {
      title: 'Campo di testo ed etichetta',
      description:
        'Testo su una riga. Ogni campo ha un’etichetta visibile; aiuto ed errore sono collegati con aria-describedby, e un campo non valido imposta aria-invalid.',
      name: 'Nome dello spazio di lavoro',
      namePlaceholder: 'Studio Acme',
      email: 'Email',
      emailHelp: 'La usiamo solo per farti accedere.',
      invalid: 'Nome del profilo',
      invalidValue: 'Al',
      invalidError: 'Il nome deve contenere almeno 3 caratteri',
      disabled: 'ID dello spazio di lavoro',
      disabledValue: 'ws_4f2a91',
      file: 'Immagine dell’avatar',
    },
    textarea: {
      title: 'Area di testo',
      description:
        'Testo su più righe, con un’etichetta visibile e un contatore di caratteri facoltativo letto come descrizione.',
      label: 'Messaggio',
      placeholder: 'Cosa dovremmo sapere?',
      count: (left) =>
        `${left} ${plural('it', left, { one: 'carattere rimanente', other: 'caratteri rimanenti' })}`,
      disabled: 'Nota archiviata',
      disabledValue: 'Questa nota è di sola lettura.',
    },
    select: {
      title: 'Selettore',
      description:
        'Una scelta da un elenco breve e fisso, con gruppi facoltativi. Si apre con Spazio, Invio o le frecce; digita per saltare a un’opzione.',
      label: 'Dimensione del team',
      placeholder: 'Scegli una dimensione',
      small: 'Team piccoli',
      large: 'Team grandi',
      options: [
        { value: 'solo', label: 'Solo io' },
        { value: '2-10', label: 'Da 2 a 10 persone' },
        { value: '11-50', label: 'Da 11 a 50 persone' },
        { value: '51-200', label: 'Da 51 a 200 persone' },
        { value: '200+', label: 'Più di 200' },
      ],
      disabled: 'Regione',
      disabledPlaceholder: 'Impostata dal tuo amministratore',
    },
    combobox: {
      title: 'Casella combinata',
      description:
        'Un campo di testo con un elenco filtrato di suggerimenti (combobox WAI-ARIA). Le frecce, Home e Fine scorrono l’elenco, Invio sceglie, Esc svuota il campo e lo annuncia.',
      label: 'Città',
      placeholder: 'Scrivi o scegli una città',
      help: (max) => `Scegli un suggerimento o scrivi il tuo, fino a ${max} caratteri.`,
      strictLabel: 'Ufficio',
      strictHelp: 'Si possono scegliere solo gli uffici in elenco.',
      cleared: 'Modulo svuotato',
      value: (value) => `Valore: ${value || '(vuoto)'}`,
      options: [
        { value: 'amsterdam', label: 'Amsterdam' },
        { value: 'berlin', label: 'Berlino' },
        { value: 'lisbon', label: 'Lisbona' },
        { value: 'montreal', label: 'Montréal' },
        { value: 'nairobi', label: 'Nairobi' },
        { value: 'osaka', label: 'Osaka' },
        { value: 'santiago', label: 'Santiago' },
        { value: 'vancouver', label: 'Vancouver' },
      ],
    },
    switch: {
      title: 'Interruttore',
      description:
        'Un’impostazione attiva/disattiva che si applica subito. Ha il nome della sua etichetta; Spazio la commuta.',
      on: 'Ricevi le email di feedback',
      off: 'Riepilogo settimanale',
      disabled: 'Accesso al calendario (solo organizzazioni)',
    },
    dialog: {
      title: 'Finestra di dialogo',
      description:
        'Un’attività modale. Il focus entra e resta all’interno, Esc o il pulsante di chiusura la chiudono e il focus torna al pulsante che l’ha aperta.',
      open: 'Invita utenti',
      heading: 'Invita persone',
      body: 'Riceveranno un’email con un link per unirsi a questo spazio di lavoro.',
      emails: 'Indirizzi email',
      emailsHelp: 'Separa più indirizzi con virgole.',
      cancel: 'Annulla',
      send: 'Invia l’invito',
      close: 'Chiudi',
    },
    dropdownMenu: {
      title: 'Menu a discesa',
      description:
        'Un menu di azioni dietro un pulsante. Le frecce spostano, Invio o Spazio eseguono una voce, Esc chiude e restituisce il focus.',
      open: 'Opzioni',
      iconTrigger: 'Azioni per Ada Lovelace',
      account: 'Ada Lovelace',
      copyEmail: 'Copia l’email',
      copyShortcut: '⌘C',
      manageAccess: 'Gestisci l’accesso',
      editAccess: 'Modifica l’accesso',
      notify: 'Notifiche via email',
      role: 'Ruolo',
      roles: [
        { value: 'admin', label: 'Amministratore' },
        { value: 'editor', label: 'Editor' },
        { value: 'collaborator', label: 'Collaboratore' },
      ],
      more: 'Altro',
      archive: 'Archivia',
      remove: 'Rimuovi dallo spazio di lavoro',
    },
    card: {
      title: 'Scheda',
      description:
        'Un gruppo di contenuti e azioni correlati: un’intestazione con titolo, descrizione e un’azione facoltativa, poi contenuto e piè di pagina.',
      heading: 'Linear',
      body: 'Sincronizza issue e progetti nei tuoi flussi di dati.',
      status: 'Collegato',
      detail: 'Ultima sincronizzazione 5 minuti fa in 2 spazi di lavoro.',
      manage: 'Gestisci',
      disconnect: 'Scollega',
    },
    badge: {
      title: 'Badge',
      description: 'Uno stato o un’etichetta breve. Mai l’unico portatore di significato: lo dice il testo.',
      default: 'Proprietario',
      secondary: 'Editor',
      outline: 'Prossimamente',
      destructive: 'Scaduto',
    },
    breadcrumb: {
      title: 'Percorso di navigazione',
      description:
        'Dove si trova questa pagina. Un’area di navigazione chiamata Percorso di navigazione; la pagina attuale è segnata con aria-current e i separatori sono nascosti agli screen reader.',
      label: 'Percorso di navigazione',
      darkLabel: 'Percorso di navigazione (tema scuro)',
      home: 'Home',
      manual: 'Design system',
      current: 'Percorso di navigazione',
    },
    tabs: {
      title: 'Schede',
      description:
        'Viste di uno stesso argomento, una alla volta. Le frecce passano da una scheda all’altra; Tab entra nel pannello.',
      label: 'Sezioni dell’account',
      items: [
        { value: 'profile', label: 'Profilo', body: 'Il tuo nome e come ti vedono gli altri in Tessera.' },
        {
          value: 'links',
          label: 'Link',
          body: 'Link a sito web, LinkedIn, GitHub e Twitter mostrati sul tuo profilo.',
        },
        { value: 'emails', label: 'Email', body: 'Scegli quali email può inviarti Tessera.' },
      ],
    },
    avatar: {
      title: 'Avatar',
      description:
        'L’immagine di una persona o di uno spazio di lavoro. L’immagine richiede un testo alternativo; finché non si carica, o se non riesce, compaiono le iniziali.',
      imageAlt: 'Spazio di lavoro Tessera',
      people: ['Ada Lovelace', 'Grace Hopper', 'alan.turing@tessera.app'],
    },
    toast: {
      title: 'Notifica',
      description:
        'Un breve riscontro dopo un’azione, in basso a destra per 3 secondi, annunciato in modo discreto. Successo, errore, avviso e informazione.',
      success: 'Successo',
      error: 'Errore',
      warning: 'Avviso',
      info: 'Informazione',
      successMessage: 'Nome dello spazio di lavoro aggiornato',
      errorMessage: 'Impossibile aggiornare il nome dello spazio di lavoro',
      warningMessage: 'Accesso effettuato, ma la creazione della sessione non è riuscita',
      infoMessage: 'Completa il tuo profilo',
    },
    skeleton: {
      title: 'Skeleton',
      description:
        'Un segnaposto con la forma del contenuto in caricamento. Nascosto agli screen reader; abbinalo a uno stato di caricamento.',
      loading: 'Caricamento dell’elenco dei membri…',
    },
    spinner: {
      title: 'Indicatore di caricamento',
      description:
        'Avanzamento indeterminato per una breve attesa, annunciato tramite la sua etichetta di stato.',
      label: 'Caricamento…',
      busy: 'Invio…',
    },
  },
};

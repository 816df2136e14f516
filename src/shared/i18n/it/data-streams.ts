import type { dataStreamsMessages as en } from '../en/data-streams';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const dataStreamsMessages: Translation<typeof en> = {
  description:
    'Collega gli strumenti in cui lavora il tuo team, così i loro dati confluiscono in questo spazio di lavoro.',
  searchLabel: 'Cerca flussi di dati',
  searchPlaceholder: 'Cerca flussi di dati...',
  connect: 'Collega',
  connected: 'Collegato',
  comingSoon: 'Prossimamente',
  connectedIn: (names) => `Collegato in: ${names}`,
  connectName: (name) => `Collega ${name}`,
  loadFailed: 'Impossibile caricare i flussi di dati',
  readOnly: 'Solo i Proprietari e gli Amministratori possono collegare o scollegare i flussi di dati.',
  count: (count) => `${count} ${plural('it', count, { one: 'flusso di dati', other: 'flussi di dati' })}`,
  webhook: {
    createTitle: (service) => `Connetti ${service}`,
    createDescription: (service) =>
      `Tessera crea un indirizzo webhook per ${service}; ogni evento inviato diventa una riga del dataset.`,
    name: 'Nome del flusso',
    datasetName: 'Nome del dataset',
    defaultDataset: (service) => `Eventi ${service}`,
    theirSecret: (service) => `Incolla il segreto di firma di ${service}`,
    theirSecretHint: 'Puoi anche aggiungerlo più tardi rinnovando il segreto.',
    create: 'Crea flusso',
    creating: 'Creazione...',
    cancel: 'Annulla',
    createdTitle: (service) => `Flusso ${service} creato`,
    createdDescription: (service) => `Aggiungi questo indirizzo webhook nelle impostazioni di ${service}.`,
    url: 'URL del webhook',
    secret: 'Segreto',
    secretOnce: 'Copia il segreto ora: non verrà mostrato di nuovo.',
    docs: (service) => `Come aggiungere un webhook in ${service}`,
    copy: 'Copia',
    copied: 'Copiato',
    copyFailed: 'Impossibile copiare. Seleziona il testo e copialo tu.',
    done: 'Fatto',
    lastData: (when) => `Ultimi dati: ${when}`,
    noData: 'Ancora nessun dato',
    manage: 'Gestisci',
    manageName: (service) => `Gestisci i flussi di ${service}`,
    manageTitle: (service) => `Flussi di ${service}`,
    manageDescription: 'Ogni flusso alimenta un dataset.',
    addAnother: 'Aggiungi un altro flusso',
    status: { active: 'Attivo', paused: 'In pausa', failing: 'Con errori' },
    rows: (count) => `${count} ${plural('it', count, { one: 'riga ricevuta', other: 'righe ricevute' })}`,
    dataset: (name) => `Dataset: ${name}`,
    lastErrors: 'Ultimi errori',
    noErrors: 'Nessun errore.',
    reasons: {
      unsigned: 'Non firmato',
      'bad-signature': 'Firma errata',
      stale: 'Troppo vecchio (ripetuto o in ritardo)',
      malformed: 'Illeggibile',
      'rejected-rows': 'Righe rifiutate',
      'dataset-unreadable': 'Dataset illeggibile',
      'too-large': 'Troppo grande',
      failed: 'Non riuscito',
      'refused-address': 'Indirizzo non consentito (privato o locale)',
      'http-error': 'La fonte ha risposto con un errore',
      timeout: 'La fonte ha impiegato troppo tempo',
      unparsable: 'Non è CSV, JSON né .xlsx',
    },
    facts: {
      datasetBytes: (size) => `il dataset occuperebbe ${size}`,
      announcedBytes: (size) => `la fonte ha annunciato ${size}`,
      overBytes: (size) => `più di ${size}`,
      datasetRows: (rows) => `il dataset avrebbe ${rows} righe`,
      columns: (columns) => `${columns} colonne`,
      unmappedEvents: (shown, count) =>
        `${shown} ${plural('it', count, { one: 'evento non è stato mappato', other: 'eventi non sono stati mappati' })}`,
      refusedRows: (shown, count, first) =>
        `${shown} ${plural('it', count, { one: 'riga rifiutata', other: 'righe rifiutate' })}; la prima: ${first}`,
      redirects: (count) => `più di ${count} reindirizzamenti`,
      busy: 'il flusso era occupato con altri lotti a ogni tentativo',
      serverBusy: 'Tessera era occupato con altro lavoro; la prossima sincronizzazione riproverà',
      paused: 'il flusso è stato messo in pausa durante la sincronizzazione',
      datasetDeleted: 'il dataset è stato eliminato durante la sincronizzazione',
      noAnswer: 'la fonte non ha risposto in tempo',
      scheme: 'sono ammessi solo http e https',
      unresolved: (host) => `${host} non si risolve`,
      privateAddress: (host, address) => `${host} si risolve in ${address}, un indirizzo privato o locale`,
      otherArchive: 'un archivio che non è una cartella di lavoro .xlsx',
      nul: 'il file contiene caratteri NUL (binario?)',
      notJson: 'JSON non valido',
      notArray: 'JSON che non è un array di oggetti',
      noRows: 'nessuna riga',
    },
    pause: 'Metti in pausa',
    resume: 'Riprendi',
    rotate: 'Rinnova segreto',
    rotateTitle: (name) => `Rinnovare il segreto di ${name}?`,
    rotateBody: 'Il vecchio segreto smette subito di funzionare: inserisci quello nuovo nel servizio.',
    newSecretTitle: 'Nuovo segreto',
    pendingTitle: 'Segreto in attesa di conferma',
    pendingBody: (fingerprint, at) =>
      `Un token di verifica è arrivato il ${at} (impronta ${fingerprint}). Le consegne sono rifiutate finché un Owner o un Admin non lo conferma.`,
    pendingHint:
      'Confermalo solo se hai appena creato l’abbonamento nel servizio. Altrimenti chiedi al servizio di inviarlo di nuovo: il nuovo lo sostituisce.',
    confirmPending: 'Conferma segreto',
    confirmPendingTitle: (name) => `Confermare il segreto di ${name}?`,
    confirmPendingBody: (fingerprint) =>
      `Le consegne firmate con il token ${fingerprint} saranno accettate. Poi incolla il token nel passaggio di verifica del servizio.`,
    confirmedTitle: 'Token di verifica',
    delete: 'Elimina',
    deleting: 'Eliminazione...',
    deleteTitle: (name) => `Eliminare ${name}?`,
    deleteBody: (dataset) =>
      `Il flusso non riceve più dati. Il dataset “${dataset}” resta, con tutte le sue righe.`,
    deleted: 'Flusso eliminato',
    failed: 'Impossibile salvare la modifica. Riprova.',
    loadFailed: 'Impossibile caricare questo flusso',
  },
  push: {
    createDescription: (service) =>
      `Tessera crea un indirizzo che riceve le righe di ${service} via push HTTP; ogni riga inviata diventa una riga del dataset.`,
    defaultDataset: (service) => `Dati ${service}`,
    cannotPull: {
      'google-drive':
        'Tessera non può ancora leggere Google Drive: l’API di Google richiede un accesso (OAuth) che Tessera non fa. Un Apps Script o un’automazione può inviare qui le righe di un foglio.',
      miro: 'Tessera non può ancora leggere le lavagne Miro: l’API REST di Miro richiede un accesso (OAuth) che Tessera non fa. Uno script che legge le tue lavagne può inviare qui i loro elementi come righe.',
      sketch:
        'Tessera non può leggere i documenti Sketch: Sketch non offre alcuna API da cui Tessera possa leggere. Un tuo script o plugin può inviare righe qui.',
      amplitude:
        'Tessera non può ancora leggere da Amplitude: le sue API Export e Dashboard richiedono la chiave API e la chiave segreta del tuo progetto. Uno script che le chiama può inviare qui le righe.',
      mixpanel:
        'Tessera non può ancora leggere da Mixpanel: la sua API Export richiede un account di servizio. Uno script che la chiama può inviare qui le righe.',
    },
    howTo:
      'Invia righe a questo indirizzo da uno script o da un’automazione, con una chiave API dello spazio di lavoro con ambito streams:write nell’intestazione Authorization. Non serve alcun segreto: la chiave autorizza.',
    apiKeys: 'Crea una chiave API',
    createdTitle: (service) => `Flusso ${service} creato`,
    url: 'URL di push',
    example: 'Esempio di corpo della richiesta (JSON; va bene anche CSV)',
  },
  pull: {
    title: 'Importa da un URL',
    description:
      'Tessera scarica un file CSV, JSON (un array di oggetti) o .xlsx da un indirizzo, secondo una pianificazione o quando sincronizzi, e aggiunge le sue righe a un set di dati.',
    add: 'Aggiungi un’importazione da URL',
    createTitle: 'Importa da un URL',
    url: 'URL del file',
    urlHint: 'Un indirizzo http o https di un file CSV, JSON o .xlsx, fino a 20 MB.',
    defaultName: 'Importazione da URL',
    defaultDataset: 'Dati importati',
    mode: 'A ogni sincronizzazione',
    modes: { append: 'Aggiunge le sue righe al set di dati', replace: 'Sostituisce il set di dati' },
    schedule: 'Pianificazione',
    schedules: { hourly: 'Ogni ora', daily: 'Ogni giorno', manual: 'Solo quando sincronizzi' },
    headerName: 'Nome dell’intestazione di autenticazione (facoltativo)',
    headerValue: 'Valore dell’intestazione di autenticazione',
    headerHint: 'Inviata a ogni importazione, salvata cifrata e mai più mostrata.',
    headerBoth: 'Indica sia il nome dell’intestazione sia il valore, oppure nessuno dei due.',
    edit: 'Modifica',
    editName: (name: string) => `Modifica ${name}`,
    editTitle: 'Modifica importazione da URL',
    keepUrl: (url: string) =>
      `Lascia vuoto per mantenere l’indirizzo attuale (${url}, mostrato senza la sua query).`,
    keepHeaderValue: 'Lascia vuoto per mantenere il valore attuale.',
    save: 'Salva le modifiche',
    saving: 'Salvataggio...',
    saved: 'Modifiche salvate',
    created: 'Importazione da URL creata',
    none: 'Ancora nessuna importazione da URL.',
    source: (url: string) => `Fonte: ${url}`,
    withHeader: (name: string) => `(con l’intestazione ${name})`,
    scheduleIs: (schedule: string) => `Pianificazione: ${schedule}`,
    syncNow: 'Sincronizza ora',
    syncing: 'Sincronizzazione...',
    stored: (count: number) =>
      `Ultima sincronizzazione: ${count} ${plural('it', count, { one: 'riga salvata', other: 'righe salvate' })}`,
    unchanged: 'Ultima sincronizzazione: niente di nuovo',
    superseded:
      'Ultima sincronizzazione: la sorgente è stata modificata durante l’esecuzione, quindi non è stato salvato nulla',
    wholeFileAgain:
      '(il file è cambiato prima della sua fine, quindi tutte le sue righe sono state aggiunte di nuovo)',
    failedWith: (reason: string) => `Ultima sincronizzazione non riuscita: ${reason}`,
    syncFailed: 'Impossibile avviare la sincronizzazione. Riprova.',
  },
  /** The streams API's answers and refusals (issue 24). */
  api: {
    notFound: 'Nessun flusso di dati con questo nome in questo spazio di lavoro.',
    nameInvisible:
      'Il nome del flusso non può contenere caratteri di controllo o di formattazione invisibili.',
    notEditable:
      'Questo flusso di dati non si può modificare: solo le importazioni da URL e le query PostgreSQL, e mai in un altro tipo.',
    secretAgain:
      'Inserisci di nuovo il segreto: un valore di intestazione o una password salvati restano solo per la stessa intestazione e lo stesso indirizzo.',
    paused: 'Questo flusso di dati è in pausa: riprendilo per ricevere dati.',
    tooMany: (maximum: number) =>
      `Uno spazio di lavoro ha al massimo ${maximum} flussi di dati: eliminane uno prima.`,
    tooManyRows: (maximum: number) =>
      `Invia al massimo ${maximum} righe per richiesta: dividile su più richieste.`,
    jsonOrCsv: 'Invia le righe come JSON ({ "rows": [...] }) o come CSV (text/csv).',
    unknownCharset: (charset: string) =>
      `Tessera non può leggere testo nel set di caratteri «${charset}». Invia il CSV in UTF-8 o indica un set di caratteri come windows-1252.`,
    badIdempotencyKey: 'L’intestazione Idempotency-Key deve avere da 1 a 200 caratteri ASCII visibili.',
    idempotencyKeyReused:
      'Questa Idempotency-Key è già stata usata con un altro corpo: invia ogni nuovo lotto con una nuova chiave.',
    secretNeeded: 'Incolla il segreto di firma mostrato dal servizio.',
    noSecretToRotate: 'Questo flusso non ha un segreto da rinnovare.',
    noPendingSecret: 'Nessun segreto ricevuto attende conferma per questo flusso.',
    pendingSecretChanged:
      'È arrivato un altro segreto dopo che questo è stato mostrato: controlla la nuova impronta e conferma di nuovo.',
    wrongKind: 'Questo flusso non riceve righe in questo modo.',
    noService: 'Questo servizio non può ancora inviare webhook a Tessera.',
    noPushService:
      'Un flusso push indica solo un servizio che non invia webhook e che non è ancora in arrivo.',
    rejectedDelivery: 'Non è stato possibile verificare questa consegna.',
    notAnObject: 'non è un oggetto colonna → valore',
    nested: (column: string) =>
      `colonna «${column}»: i valori annidati non vengono salvati; invia testo, un numero, true/false o null`,
    numberTooLarge: (column: string) =>
      `colonna «${column}»: il numero è troppo grande per essere salvato; invialo come testo`,
    tooLong: (column: string, maximum: number) =>
      `colonna «${column}»: una cella contiene al massimo ${maximum} caratteri`,
    tooManyColumns: (maximum: number) => `più di ${maximum} colonne`,
    badColumnName: (maximum: number) => `un nome di colonna è vuoto o supera i ${maximum} caratteri`,
    datasetDeleted:
      'Il dataset del flusso è stato eliminato mentre queste righe venivano salvate: inviale di nuovo per iniziarne uno nuovo.',
    datasetUnreadable:
      'Impossibile leggere il file del dataset del flusso: elimina il dataset per iniziarne uno nuovo.',
    datasetFull:
      'Il dataset del flusso supererebbe i 20 MB: iniziane uno nuovo o usa la modalità di sostituzione.',
    datasetRowsFull: (maximum: number) =>
      `Il dataset del flusso supererebbe le ${maximum} righe: iniziane uno nuovo o usa la modalità di sostituzione.`,
    busy: 'Questo flusso sta elaborando un altro lotto. Riprova tra qualche secondo.',
    badUrl: 'Indica un indirizzo http o https.',
    urlCredentials: 'Metti le credenziali nell’intestazione di autenticazione, non nell’indirizzo.',
    notPull: 'Solo un flusso di importazione da URL può essere sincronizzato.',
  },
};

import type { dataStreamsMessages as en } from '../en/data-streams';
import type { Translation } from '../catalogue-types';

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
  disconnectName: (name) => `${name} è collegato. Scollegalo`,
  disconnectTitle: (name) => `Scollegare ${name}?`,
  disconnectBody: (workspace) =>
    `I suoi dati smettono di arrivare in ${workspace} per tutti i membri dello spazio di lavoro. Potrai ricollegarlo più tardi.`,
  disconnect: 'Scollega',
  disconnecting: 'Scollegamento...',
  connectedToast: (name) => `${name} collegato`,
  disconnectedToast: (name) => `${name} scollegato`,
  failed: 'Impossibile salvare la modifica. Riprova.',
  loadFailed: 'Impossibile caricare i flussi di dati',
  readOnly: 'Solo i Proprietari e gli Amministratori possono collegare o scollegare i flussi di dati.',
  count: (count) => `${count} ${count === 1 ? 'flusso di dati' : 'flussi di dati'}`,
  /** The streams API's answers and refusals (issue 24). */
  api: {
    notFound: 'Nessun flusso di dati con questo nome in questo spazio di lavoro.',
    paused: 'Questo flusso di dati è in pausa: riprendilo per ricevere dati.',
    tooMany: (maximum: number) =>
      `Uno spazio di lavoro ha al massimo ${maximum} flussi di dati: eliminane uno prima.`,
    tooManyRows: (maximum: number) =>
      `Invia al massimo ${maximum} righe per richiesta: dividile su più richieste.`,
    jsonOrCsv: 'Invia le righe come JSON ({ "rows": [...] }) o come CSV (text/csv).',
    badIdempotencyKey: 'L’intestazione Idempotency-Key deve avere da 1 a 200 caratteri ASCII visibili.',
    secretNeeded: 'Incolla il segreto di firma mostrato dal servizio.',
    noSecretToRotate: 'Questo flusso non ha un segreto da rinnovare.',
    wrongKind: 'Questo flusso non riceve righe in questo modo.',
    noService: 'Questo servizio non può ancora inviare webhook a Tessera.',
    rejectedDelivery: 'Non è stato possibile verificare questa consegna.',
    notAnObject: 'non è un oggetto colonna → valore',
    nested: (column: string) =>
      `colonna «${column}»: i valori annidati non vengono salvati; invia testo, un numero, true/false o null`,
    tooLong: (column: string, maximum: number) =>
      `colonna «${column}»: una cella contiene al massimo ${maximum} caratteri`,
    tooManyColumns: (maximum: number) => `più di ${maximum} colonne`,
    badColumnName: (maximum: number) => `un nome di colonna è vuoto o supera i ${maximum} caratteri`,
    datasetUnreadable:
      'Impossibile leggere il file del dataset del flusso: elimina il dataset per iniziarne uno nuovo.',
    datasetFull:
      'Il dataset del flusso supererebbe i 20 MB: iniziane uno nuovo o usa la modalità di sostituzione.',
    busy: 'Questo flusso sta elaborando un altro lotto. Riprova tra qualche secondo.',
  },
};

import type { apiKeysMessages as en } from '../en/api-keys';
import type { Translation } from '../catalogue-types';

export const apiKeysMessages: Translation<typeof en> = {
  description:
    'Consenti al tuo software di accedere ai modelli e ai dataset di questo workspace con una chiave segreta.',
  onlyManagers: 'Solo Owner e Admin possono gestire le chiavi API.',
  create: 'Crea chiave API',
  createTitle: 'Crea una chiave API',
  createDescription: 'Scegli cosa può fare la chiave. Vedrai il suo segreto una sola volta.',
  name: 'Nome',
  namePlaceholder: 'Calcolo notturno',
  scopes: 'Permessi',
  scopeLabels: {
    'models:predict': 'Prevedere con i modelli',
    'datasets:read': 'Leggere il profilo dei dataset',
  },
  scopeHints: {
    'models:predict': 'POST /api/v1/models/:id/predictions',
    'datasets:read': 'GET /api/v1/datasets/:id',
  },
  expiry: 'Scade il (facoltativo)',
  expiryHint:
    'La chiave smette di funzionare all’inizio di quel giorno. Lascia vuoto per una chiave senza scadenza.',
  cancel: 'Annulla',
  creating: 'Creazione…',
  secretTitle: 'Copia la tua nuova chiave API',
  secretWarning:
    'È l’unica volta che il segreto viene mostrato. Conservalo in un posto sicuro; non potrai rivederlo.',
  secretLabel: 'Segreto',
  copy: 'Copia',
  copied: 'Copiato',
  copyFailed: 'Copia non riuscita: seleziona il segreto e copialo a mano.',
  done: 'Fatto',
  listTitle: 'Chiavi',
  empty: 'Ancora nessuna chiave API. Creane una per chiamare l’API dal tuo software.',
  loadError: 'Non è stato possibile caricare le chiavi API.',
  retry: 'Riprova',
  columns: {
    name: 'Nome',
    scopes: 'Permessi',
    prefix: 'Chiave',
    created: 'Creata',
    lastUsed: 'Ultimo uso',
    expires: 'Scade',
    state: 'Stato',
  },
  createdBy: (name: string, date: string) => `${date} da ${name}`,
  never: 'Mai',
  noExpiry: 'Mai',
  active: 'Attiva',
  expired: 'Scaduta',
  revokedOn: (date: string) => `Revocata il ${date}`,
  revoke: 'Revoca',
  revokeLabel: (name: string) => `Revoca ${name}`,
  revokeTitle: (name: string) => `Revocare ${name}?`,
  revokeDescription: 'Il software che usa questa chiave perde subito l’accesso. Non si può annullare.',
  revoking: 'Revoca in corso…',
  revoked: 'Chiave revocata.',
  created: 'Chiave creata.',
  examplesTitle: 'Chiamare l’API',
  examplesDescription:
    'Sostituisci gli id e la chiave con i tuoi. L’API è descritta in OpenAPI all’indirizzo',
  predictExample: 'Prevedere con un modello',
  datasetExample: 'Leggere il profilo di un dataset',
  api: {
    notFound: 'Questa chiave API non esiste in questo workspace.',
    tooMany: (maximum: number) =>
      `Un workspace ha al massimo ${maximum} chiavi API utilizzabili: revocane prima una.`,
    expiryPast: 'Scegli una scadenza nel futuro.',
    missingKey: 'Invia una chiave API come Authorization: Bearer <chiave>.',
    invalidKey: 'Questa chiave API è sconosciuta, revocata o scaduta.',
    scope: (scope: string) => `Questa chiave API non ha il permesso ${scope}.`,
    modelNotFound: 'Questo modello non esiste nel workspace di questa chiave.',
    modelNotReady: 'Questo modello non è ancora pronto per prevedere.',
    tooManyCells: (maximum: number) =>
      `Invia al massimo ${maximum} celle per chiamata: dividi le righe in più chiamate.`,
    datasetNotFound: 'Questo dataset non esiste nel workspace di questa chiave.',
    badCell: (row: number, column: string, expected: string) =>
      `rows[${row}], colonna «${column}»: era atteso ${expected}.`,
    expected: { number: 'un numero', date: 'una data', boolean: 'un valore sì/no' },
    busy: 'Le previsioni sono occupate. Riprova tra qualche secondo.',
  },
};

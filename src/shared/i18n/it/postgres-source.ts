import type { postgresSourceMessages as en } from '../en/postgres-source';
import type { Translation } from '../catalogue-types';

export const postgresSourceMessages: Translation<typeof en> = {
  queryRefused: {
    empty: 'Inserisci una query.',
    'too-long': 'La query è troppo lunga: al massimo 10.000 caratteri.',
    unterminated: 'Un apice, un nome tra virgolette o un commento non viene mai chiuso.',
    'multiple-statements': 'Inserisci una sola istruzione: togli ciò che segue il punto e virgola.',
    'unbalanced-parentheses': 'Le parentesi non corrispondono.',
    'not-a-query': 'Inserisci una query che legge dati: SELECT, WITH … SELECT, VALUES o TABLE.',
    'data-modifying':
      'La query non può modificare dati (INSERT, UPDATE, DELETE, MERGE). Metti tra virgolette una colonna con questo nome.',
    'select-into': 'SELECT … INTO crea una tabella: seleziona le righe senza INTO.',
    'locking-clause': 'La query non può bloccare righe (FOR UPDATE, FOR SHARE).',
    parameters: 'La query non può avere parametri ($1): scrivi i valori.',
  },
  errors: {
    'query-refused': 'La query non è una sola istruzione di sola lettura.',
    'host-refused': 'Tessera non può connettersi a questo host.',
    'connection-refused': 'Nessuno ha accettato la connessione su questo host e porta.',
    'connection-timeout': 'Il database non ha risposto in tempo.',
    'connection-failed': 'La connessione al database si è interrotta.',
    'tls-unavailable': 'Il server non offre una connessione cifrata (TLS).',
    'tls-untrusted':
      'Il certificato del server non è attendibile o è di un altro host: controlla l’host, aggiungi il certificato della CA che lo ha firmato o scegli «Cifrata, certificato non verificato» se ti fidi della rete.',
    'auth-failed': 'Il database ha rifiutato questo utente o questa password.',
    'database-not-found': 'Sul server non c’è un database con questo nome.',
    'read-only-violation': 'La query ha provato a modificare dati; una sorgente legge soltanto.',
    'permission-denied': 'Questo utente non può leggere ciò che la query chiede.',
    'statement-timeout': 'La query è durata più del consentito.',
    'too-large':
      'Le righe superano ciò che una sincronizzazione può portare: seleziona meno colonne o righe.',
    'query-failed': 'Il database non è riuscito a eseguire la query.',
    aborted: 'La sincronizzazione è stata fermata.',
    failed: 'La lettura della sorgente non è riuscita.',
  },
  form: {
    title: 'Query PostgreSQL',
    description:
      'Tessera esegue una query di sola lettura sul tuo database PostgreSQL, secondo una pianificazione o alla sincronizzazione, e aggiunge le sue righe a un dataset.',
    add: 'Aggiungi una query PostgreSQL',
    none: 'Ancora nessuna query PostgreSQL.',
    defaultName: 'Query PostgreSQL',
    defaultDataset: 'Risultati della query',
    host: 'Host',
    port: 'Porta',
    database: 'Database',
    user: 'Utente',
    password: 'Password',
    passwordHint: 'Conservata cifrata e mai più mostrata. Lascia vuoto se il server non ne chiede una.',
    ssl: 'Connessione',
    sslModes: {
      'verify-full': 'Cifrata, certificato verificato',
      require: 'Cifrata, certificato non verificato',
      disable: 'Non cifrata',
    },
    query: 'Query',
    queryHint:
      'Un solo SELECT, eseguito in sola lettura per al massimo 30 s; si conservano fino a 100.000 righe.',
    badPort: 'Inserisci una porta da 1 a 65535.',
    created: 'Query PostgreSQL creata',
    editTitle: 'Modifica query PostgreSQL',
    keepPassword: 'Lascia vuoto per mantenere la password attuale.',
    caCertificate: 'Certificato CA (facoltativo)',
    caCertificateHint:
      'Per un certificato firmato dall’autorità della tua azienda o del tuo provider cloud: incolla il suo certificato PEM (-----BEGIN CERTIFICATE-----) o un pacchetto di più certificati. Solo queste autorità sono allora considerate attendibili; il nome host viene comunque verificato.',
  },
  caCertificateRefused: {
    'too-long': 'Il certificato CA è troppo lungo: al massimo 256 KB.',
    'not-certificates':
      'Incolla uno o più certificati PEM, ciascuno da -----BEGIN CERTIFICATE----- a -----END CERTIFICATE----- (nessuna chiave privata).',
  },
  truncated: (rows: string) => `Sono state tenute solo le prime ${rows} righe: filtra o aggrega.`,
};

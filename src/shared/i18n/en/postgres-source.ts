import type { CaCertificateRefusal, SourceErrorReason, SourceQueryRefusal } from '../../postgres-source';

/** A PostgreSQL source's query refusals and sync failures (issue 24, docs/decisions/055-postgres-source.md). */
export const postgresSourceMessages = {
  queryRefused: {
    empty: 'Enter a query.',
    'too-long': 'The query is too long: keep it under 10,000 characters.',
    unterminated: 'A quote, quoted name or comment is never closed.',
    'multiple-statements': 'Enter one statement only: remove what follows the semicolon.',
    'unbalanced-parentheses': 'The parentheses do not match.',
    'not-a-query': 'Enter a query that reads data: SELECT, WITH … SELECT, VALUES or TABLE.',
    'data-modifying':
      'The query may not change data (INSERT, UPDATE, DELETE, MERGE). Quote a column so named.',
    'select-into': 'SELECT … INTO creates a table: select the rows without INTO.',
    'locking-clause': 'The query may not lock rows (FOR UPDATE, FOR SHARE).',
    parameters: 'The query may not have parameters ($1): write the values in.',
  } satisfies Record<SourceQueryRefusal, string>,
  errors: {
    'query-refused': 'The query is not one read-only statement.',
    'host-refused': 'Tessera may not connect to this host.',
    'connection-refused': 'Nothing accepted the connection at this host and port.',
    'connection-timeout': 'The database did not answer in time.',
    'connection-failed': 'The connection to the database broke.',
    'tls-unavailable': 'The server does not offer an encrypted connection (TLS).',
    'tls-untrusted':
      'The server’s certificate is not trusted or is for another host: check the host, add the CA certificate that signed it, or choose “Encrypted, certificate not checked” if you trust the network.',
    'auth-failed': 'The database refused this user or password.',
    'database-not-found': 'No database of this name on the server.',
    'read-only-violation': 'The query tried to change data; a source only reads.',
    'permission-denied': 'This user may not read what the query asks for.',
    'statement-timeout': 'The query ran longer than allowed.',
    'too-large': 'The rows are larger than a sync may bring: select fewer columns or rows.',
    'query-failed': 'The database could not run the query.',
    aborted: 'The sync was stopped.',
    failed: 'Reading the source failed.',
  } satisfies Record<SourceErrorReason, string>,
  /** The Data Streams screen's PostgreSQL sources: the section and its dialog. */
  form: {
    title: 'PostgreSQL query',
    description:
      'Tessera runs one read-only query against your PostgreSQL database, on a schedule or when you sync, and adds its rows to a dataset.',
    add: 'Add a PostgreSQL query',
    none: 'No PostgreSQL queries yet.',
    defaultName: 'PostgreSQL query',
    defaultDataset: 'Query results',
    host: 'Host',
    port: 'Port',
    database: 'Database',
    user: 'User',
    password: 'Password',
    passwordHint: 'Stored encrypted and never shown again. Leave empty if the server asks for none.',
    ssl: 'Connection',
    sslModes: {
      'verify-full': 'Encrypted, certificate checked',
      require: 'Encrypted, certificate not checked',
      disable: 'Not encrypted',
    },
    query: 'Query',
    queryHint: 'One SELECT, run read-only with a 30 s time limit; at most 100,000 rows are kept.',
    badPort: 'Enter a port from 1 to 65535.',
    created: 'PostgreSQL query created',
    editTitle: 'Edit PostgreSQL query',
    keepPassword: 'Leave empty to keep the current password.',
    caCertificate: 'CA certificate (optional)',
    caCertificateHint:
      'For a certificate signed by your company’s or your cloud provider’s authority: paste its PEM certificate (-----BEGIN CERTIFICATE-----), or a bundle of several. Only these authorities are then trusted; the host name is still checked.',
  },
  caCertificateRefused: {
    'too-long': 'The CA certificate is too long: keep it under 256 KB.',
    'not-certificates':
      'Paste one or more PEM certificates, each from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE----- (no private key).',
  } satisfies Record<CaCertificateRefusal, string>,
  truncated: (rows: string) => `Only the first ${rows} rows were kept: filter or aggregate.`,
} as const;

import { isIP, type Socket } from 'node:net';
import { checkServerIdentity, type ConnectionOptions } from 'node:tls';
import pg from 'pg';
import {
  maxSourceBytes,
  maxSourceRows,
  sourceConnectTimeoutMs,
  validateSourceQuery,
  type PostgresSourceConfig,
} from '../../../../shared/postgres-source';
import { sendCancelRequest } from './cancel-request';
import { distinctColumnNames } from './column-names';
import { sourceFailure, toSourceError, type PostgresSourceError } from './source-error';
import { sourceTypes, sourceValueType, type SourceValue, type SourceValueType } from './source-values';

export type ReadSourceOptions = {
  /** The address to connect to for the host: the outgoing-request guard, which throws for a refused one. */
  resolveHost: (host: string) => Promise<string>;
  signal?: AbortSignal;
  /** Rows kept at most (1 to `maxSourceRows`); one more is read to know whether there were more. */
  rowCap: number;
  statementTimeoutMs: number;
  connectTimeoutMs?: number;
  /** Bytes the server may send for the query at most (`maxSourceBytes` unless given): past it, `too-large`. */
  maxBytes?: number;
};

export type SourceColumn = { name: string; type: SourceValueType };

export type SourceRows = {
  columns: SourceColumn[];
  rows: Record<string, SourceValue>[];
  /** True when the query had more than `rowCap` rows: only the first `rowCap` are here. */
  truncated: boolean;
};

/** How long past its statement timeout a query may take before Tessera drops the connection itself. */
const deadlineGraceMs = 5_000;
const endTimeoutMs = 2_000;

/**
 * The transaction a source's query runs in: read-only, bounded in time, and with the settings the validator and
 * the value parsers assume (standard strings, ISO dates in UTC, exact floats, hex bytea). Numbers only, checked.
 */
function transactionStart(statementTimeoutMs: number): string {
  return [
    'BEGIN TRANSACTION READ ONLY',
    `SET LOCAL statement_timeout = ${statementTimeoutMs}`,
    `SET LOCAL idle_in_transaction_session_timeout = ${statementTimeoutMs + deadlineGraceMs}`,
    'SET LOCAL standard_conforming_strings = on',
    "SET LOCAL TimeZone = 'UTC'",
    "SET LOCAL DateStyle = 'ISO, YMD'",
    "SET LOCAL IntervalStyle = 'iso_8601'",
    'SET LOCAL extra_float_digits = 3',
    "SET LOCAL bytea_output = 'hex'",
  ].join(';\n');
}

function checkedOptions(options: ReadSourceOptions) {
  const {
    rowCap,
    statementTimeoutMs,
    connectTimeoutMs = sourceConnectTimeoutMs,
    maxBytes = maxSourceBytes,
  } = options;
  const whole = (value: number, max: number) => Number.isInteger(value) && value >= 1 && value <= max;
  if (
    !whole(rowCap, maxSourceRows) ||
    !whole(statementTimeoutMs, 3_600_000) ||
    !whole(connectTimeoutMs, 600_000) ||
    !whole(maxBytes, 1024 * 1024 * 1024)
  )
    throw new RangeError(
      'readPostgresSource: rowCap, maxBytes and the timeouts must be whole numbers in range',
    );
  return { rowCap, statementTimeoutMs, connectTimeoutMs, maxBytes };
}

async function resolvedAddress(host: string, resolveHost: ReadSourceOptions['resolveHost']): Promise<string> {
  const refused = sourceFailure('host-refused');
  try {
    const address = await resolveHost(host);
    if (isIP(address) === 0) throw refused;
    return address;
  } catch {
    throw refused;
  }
}

/**
 * The connection's TLS (shared/postgres-source.ts `sourceSslModes`): the client connects to the address the guard
 * resolved, so the certificate is checked against the host as the user entered it, name or address. The CA
 * certificate counts only for `verify-full`.
 */
function tlsOptions({ host, ssl, caCertificate }: PostgresSourceConfig): ConnectionOptions | false {
  if (ssl === 'disable') return false;
  const servername = isIP(host) ? undefined : host;
  if (ssl === 'require') return { rejectUnauthorized: false, servername };
  return {
    rejectUnauthorized: true,
    servername,
    // The source's own CA certificate(s), when it has them, in place of Node's public authorities (libpq's
    // `sslrootcert`): the chain must lead to one of them, and the name is checked all the same.
    ...(caCertificate ? { ca: caCertificate } : {}),
    checkServerIdentity: (_, cert) => checkServerIdentity(host, cert),
  };
}

/**
 * Runs a PostgreSQL source's query once and reads its rows (docs/decisions/055-postgres-source.md): one
 * connection to the address `resolveHost` gives, a read-only transaction with a statement timeout, the query
 * validated and then sent alone through the extended protocol as `SELECT * FROM (<query>) AS source LIMIT
 * <rowCap + 1>`, rolled back and closed whatever happens. Aborting `signal` cancels the query on the server and
 * closes the connection. Every failure is a `PostgresSourceError`; nothing is logged.
 */
export async function readPostgresSource(
  config: PostgresSourceConfig,
  options: ReadSourceOptions,
): Promise<SourceRows> {
  const { rowCap, statementTimeoutMs, connectTimeoutMs, maxBytes } = checkedOptions(options);
  const check = validateSourceQuery(config.query);
  if (!check.ok) throw sourceFailure('query-refused', check.reason);
  const abortedError = () => sourceFailure('aborted');
  if (options.signal?.aborted) throw abortedError();
  const address = await resolvedAddress(config.host, options.resolveHost);
  if (options.signal?.aborted) throw abortedError();

  const client = new pg.Client({
    host: address,
    port: config.port,
    database: config.database,
    user: config.user,
    password: config.password,
    ssl: tlsOptions(config),
    application_name: 'tessera-stream',
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // A connection that breaks after the read must not crash the process; what breaks during it rejects the read.
  client.on('error', () => {});

  const state: { stopped: PostgresSourceError | null; done: boolean } = { stopped: null, done: false };
  let stop: (error: PostgresSourceError) => void = () => {};
  const stopping = new Promise<never>((_, reject) => {
    stop = (error) => {
      if (state.stopped || state.done) return;
      state.stopped = error;
      const backend = client as unknown as { processID: number | null; secretKey: number | null };
      if (backend.processID !== null && backend.secretKey !== null)
        sendCancelRequest(address, config.port, backend.processID, backend.secretKey);
      reject(error);
    };
  });
  stopping.catch(() => {});
  const onAbort = () => stop(abortedError());
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const until = <T>(work: Promise<T>) => Promise.race([work, stopping]);

  let connected = false;
  let deadline: NodeJS.Timeout | undefined;
  try {
    await until(client.connect());
    connected = true;
    // The driver holds the whole result (and each row whole) in memory: count what arrives and stop past the
    // budget, before one huge value can fill the process.
    let received = 0;
    socketOf(client).on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) stop(sourceFailure('too-large'));
    });
    deadline = setTimeout(
      () => stop(sourceFailure('statement-timeout')),
      statementTimeoutMs + deadlineGraceMs,
    );
    await until(client.query(transactionStart(statementTimeoutMs)));
    const result = await until(
      client.query<SourceValue[]>({
        text: `SELECT * FROM (\n${check.sql}\n) AS source LIMIT $1`,
        values: [rowCap + 1],
        rowMode: 'array',
        types: sourceTypes,
      }),
    );
    const names = distinctColumnNames(result.fields.map((field) => field.name));
    const columns = result.fields.map((field, at) => ({
      name: names[at]!,
      type: sourceValueType(field.dataTypeID),
    }));
    const kept = result.rows.slice(0, rowCap);
    const rows = kept.map((values) =>
      Object.fromEntries(names.map((name, at) => [name, values[at] ?? null])),
    );
    return { columns, rows, truncated: result.rows.length > rowCap };
  } catch (error) {
    throw state.stopped ?? toSourceError(error, config.password);
  } finally {
    clearTimeout(deadline);
    options.signal?.removeEventListener('abort', onAbort);
    if (connected && !state.stopped) await until(client.query('ROLLBACK')).catch(() => {});
    state.done = true;
    await closed(client, connected);
  }
}

/** The driver's socket (`connection.stream`, TLS or not; not in `pg`'s types). */
const socketOf = (client: pg.Client) =>
  (client as unknown as { connection: { stream: Socket } }).connection.stream;

/**
 * Ends the connection: a connection still being made is dropped; an open one says goodbye (the driver drops it
 * when a query still runs), and is dropped when the server has not closed it in a little while.
 */
async function closed(client: pg.Client, connected: boolean): Promise<void> {
  if (!connected) {
    socketOf(client).destroy();
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), endTimeoutMs);
  });
  const ended = client.end().then(
    () => false,
    () => false,
  );
  if (await Promise.race([ended, gaveUp])) socketOf(client).destroy();
  clearTimeout(timer);
}

// A PostgreSQL source read from the local PostgreSQL (TEST_DATABASE_URL; `bash .ci/run` sets it), in a throwaway
// database, and from a stand-in server for what the local one cannot show (a refused password, a silent host).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PostgresSourceConfig } from '../../../../shared/postgres-source';
import { startFakePostgres } from '../../../test/fake-postgres-server';
import { adminQuery } from '../../../test/global-setup';
import { readPostgresSource, type ReadSourceOptions } from './read-source';
import { PostgresSourceError } from './source-error';

const adminUrl = process.env.TEST_DATABASE_URL;
const skipNote = adminUrl ? '' : ' — SKIPPED: set TEST_DATABASE_URL to run it (bash .ci/run does)';
if (!adminUrl) console.warn(`PostgreSQL source test${skipNote}`);

/** The outgoing-request guard of the tests: the source's host name and 127.0.0.1 reach 127.0.0.1, nothing else. */
const allowLoopbackOnly = async (host: string) => {
  if (host === 'source.db.test' || host === '127.0.0.1') return '127.0.0.1';
  throw new Error(`refused: ${host}`);
};

/** The failure of a read, as the runner would see it. */
async function failureOf(read: Promise<unknown>): Promise<PostgresSourceError> {
  const error = await read.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PostgresSourceError);
  return error as PostgresSourceError;
}

const waitFor = async (condition: () => Promise<boolean>) => {
  for (let tries = 0; tries < 200 && !(await condition()); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await condition()).toBe(true);
};

describe.skipIf(!adminUrl && !process.env.CI)(`reading a PostgreSQL source${skipNote}`, () => {
  const database = `tessera_pgsource_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  const source = (query: string, overrides: Partial<PostgresSourceConfig> = {}): PostgresSourceConfig => ({
    host: 'source.db.test',
    port: 5432,
    database,
    user: 'postgres',
    password: '',
    ssl: 'disable',
    query,
    schedule: 'manual',
    ...overrides,
  });
  const options = (overrides: Partial<ReadSourceOptions> = {}): ReadSourceOptions => ({
    resolveHost: allowLoopbackOnly,
    rowCap: 1000,
    statementTimeoutMs: 5_000,
    ...overrides,
  });
  const read = (
    query: string,
    overrides: Partial<PostgresSourceConfig> = {},
    how: Partial<ReadSourceOptions> = {},
  ) => readPostgresSource(source(query, overrides), options(how));

  beforeAll(async () => {
    await adminQuery(adminUrl!, `create database ${database}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`
      create table kinds (
        id int primary key, big bigint, exact numeric(30, 10), ratio float8, small real, yes boolean, label text,
        day date, at timestamp, at_zone timestamptz, doc json, docb jsonb, raw bytea, ident uuid, span interval,
        tags text[]
      );
      insert into kinds values
        (1, 9007199254740993, 12345678901234567890.0123456789, 0.1, 1.5, true, 'first', '2024-02-29',
         '2024-02-29 13:14:15.123456', '2024-02-29 13:14:15+02', '{"a": [1, 2]}', '{"b": 1}', '\\xdeadbeef',
         'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', '1 day 2 hours', '{x,y}'),
        (2, null, null, 'NaN', null, false, null, null, 'infinity', null, null, null, null, null, null, null);
      create table events (id int);
      create sequence ticket;
      create function remember() returns int language sql volatile as
        $$ insert into events values (1) returning 1 $$;
    `);
  });

  afterAll(async () => {
    await admin?.end();
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
  });

  it('reads each type without loss: exact numbers as text, ISO dates in UTC, json as its text, bytea as hex', async () => {
    const result = await read('SELECT * FROM kinds ORDER BY id');
    expect(result.truncated).toBe(false);
    expect(result.columns.map((column) => [column.name, column.type])).toEqual([
      ['id', 'integer'],
      ['big', 'bigint'],
      ['exact', 'numeric'],
      ['ratio', 'float'],
      ['small', 'float'],
      ['yes', 'boolean'],
      ['label', 'text'],
      ['day', 'date'],
      ['at', 'timestamp'],
      ['at_zone', 'timestamptz'],
      ['doc', 'json'],
      ['docb', 'json'],
      ['raw', 'bytea'],
      ['ident', 'text'],
      ['span', 'text'],
      ['tags', 'text'],
    ]);
    expect(result.rows).toEqual([
      {
        id: 1,
        big: '9007199254740993',
        exact: '12345678901234567890.0123456789',
        ratio: 0.1,
        small: 1.5,
        yes: true,
        label: 'first',
        day: '2024-02-29',
        at: '2024-02-29T13:14:15.123456',
        at_zone: '2024-02-29T11:14:15Z',
        doc: '{"a": [1, 2]}',
        docb: '{"b": 1}',
        raw: '\\xdeadbeef',
        ident: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
        span: 'P1DT2H',
        tags: '{x,y}',
      },
      {
        id: 2,
        big: null,
        exact: null,
        ratio: 'NaN',
        small: null,
        yes: false,
        label: null,
        day: null,
        at: 'infinity',
        at_zone: null,
        doc: null,
        docb: null,
        raw: null,
        ident: null,
        span: null,
        tags: null,
      },
    ]);
  });

  it('keeps every column when names repeat, and runs WITH, VALUES, TABLE and dollar quotes holding semicolons', async () => {
    const repeated = await read('SELECT 1 AS a, 2 AS a, 3 AS a_2');
    expect(repeated.rows).toEqual([{ a: 1, a_3: 2, a_2: 3 }]);
    expect((await read("SELECT $$a; DROP TABLE kinds$$ AS note, 'b;' AS other;")).rows).toEqual([
      { note: 'a; DROP TABLE kinds', other: 'b;' },
    ]);
    expect((await read('WITH two AS (SELECT 2 AS n) SELECT n FROM two -- done')).rows).toEqual([{ n: 2 }]);
    expect((await read("VALUES (1, 'x')")).rows).toEqual([{ column1: 1, column2: 'x' }]);
    expect((await read('TABLE events')).rows).toEqual([]);
  });

  it('keeps at most rowCap rows, in the query’s order, and says when there were more', async () => {
    const cut = await read('SELECT n FROM generate_series(1, 10) AS n ORDER BY n DESC', {}, { rowCap: 3 });
    expect(cut).toMatchObject({ rows: [{ n: 10 }, { n: 9 }, { n: 8 }], truncated: true });
    const whole = await read('SELECT n FROM generate_series(1, 10) AS n', {}, { rowCap: 10 });
    expect(whole.rows).toHaveLength(10);
    expect(whole.truncated).toBe(false);
  });

  it('refuses writes at run time in the read-only transaction: a writing function, nextval, lifting read-only', async () => {
    for (const query of [
      'SELECT remember()',
      "SELECT nextval('ticket')",
      "SELECT set_config('transaction_read_only', 'off', true), remember()",
    ]) {
      const error = await failureOf(read(query));
      expect(error.reason).toBe('read-only-violation');
    }
    const { rows } = await admin.query('select count(*)::int as count from events');
    expect(rows).toEqual([{ count: 0 }]);
    expect((await admin.query('select last_value, is_called from ticket')).rows).toEqual([
      { last_value: '1', is_called: false },
    ]);
  });

  it('refuses a query the validator refuses before resolving the host', async () => {
    const resolveHost = vi.fn(allowLoopbackOnly);
    for (const [query, refusal] of [
      ['SELECT 1; DROP TABLE kinds', 'multiple-statements'],
      ['WITH d AS (DELETE FROM kinds RETURNING *) SELECT * FROM d', 'data-modifying'],
      ['SELECT * FROM kinds FOR UPDATE', 'locking-clause'],
      ['SELECT 1 /* x */; DELETE FROM kinds', 'multiple-statements'],
    ] as const) {
      const error = await failureOf(read(query, {}, { resolveHost }));
      expect([error.reason, error.queryRefusal]).toEqual(['query-refused', refusal]);
    }
    expect(resolveHost).not.toHaveBeenCalled();
    expect((await admin.query('select count(*)::int as count from kinds')).rows).toEqual([{ count: 2 }]);
  });

  it('stops a query past its statement timeout, also one that tries to lift it', async () => {
    const error = await failureOf(read('select pg_sleep(10)', {}, { statementTimeoutMs: 200 }));
    expect(error.reason).toBe('statement-timeout');
    expect(error.sqlState).toBe('57014');
    const lifted = "select set_config('statement_timeout', '0', true), pg_sleep(10)";
    expect((await failureOf(read(lifted, {}, { statementTimeoutMs: 200 }))).reason).toBe('statement-timeout');
  });

  it('stops reading past the byte budget, before huge values fill the process', async () => {
    const huge = "SELECT repeat('x', 1000000) AS blob FROM generate_series(1, 20)";
    const error = await failureOf(read(huge, {}, { maxBytes: 2_000_000 }));
    expect(error.reason).toBe('too-large');
    expect((await read(huge, {}, { maxBytes: 30_000_000 })).rows).toHaveLength(20);
  });

  it('says what the server refused: an unknown table, a missing database, an unknown user', async () => {
    const unknownTable = await failureOf(read('SELECT * FROM nowhere'));
    expect([unknownTable.reason, unknownTable.message]).toEqual([
      'query-failed',
      'relation "nowhere" does not exist',
    ]);
    const noDatabase = await failureOf(read('SELECT 1', { database: `${database}_missing` }));
    expect(noDatabase.reason).toBe('database-not-found');
    const noUser = await failureOf(read('SELECT 1', { user: 'tessera_nobody', password: 'Secret-pass-42' }));
    expect(noUser.reason).toBe('auth-failed');
    expect(noUser.message).not.toContain('Secret-pass-42');
  });

  it('refuses TLS the server does not offer when the source requires it', async () => {
    const error = await failureOf(read('SELECT 1', { ssl: 'require' }));
    expect(error.reason).toBe('tls-unavailable');
  });

  it('cancels the query and closes the connection when the sync is aborted', async () => {
    const controller = new AbortController();
    const reading = read(
      'select pg_sleep(30)',
      {},
      { signal: controller.signal, statementTimeoutMs: 60_000 },
    );
    const running = async () => {
      const { rows } = await admin.query(
        "select count(*)::int as count from pg_stat_activity where datname = $1 and application_name = 'tessera-stream' and query like '%pg_sleep%'",
        [database],
      );
      return rows[0].count as number;
    };
    await waitFor(async () => (await running()) === 1);
    controller.abort();
    expect((await failureOf(reading)).reason).toBe('aborted');
    await waitFor(async () => (await running()) === 0);

    const resolveHost = vi.fn(allowLoopbackOnly);
    const before = await failureOf(read('SELECT 1', {}, { signal: AbortSignal.abort(), resolveHost }));
    expect(before.reason).toBe('aborted');
    expect(resolveHost).not.toHaveBeenCalled();
  });

  it('leaves no connection open after reads that succeeded or failed', async () => {
    await waitFor(async () => {
      const { rows } = await admin.query(
        "select count(*)::int as count from pg_stat_activity where datname = $1 and application_name = 'tessera-stream'",
        [database],
      );
      return rows[0].count === 0;
    });
  });
});

describe('reading a PostgreSQL source from hosts that misbehave', () => {
  const config = (port: number, password = 'Correct-Horse-9'): PostgresSourceConfig => ({
    host: '127.0.0.1',
    port,
    database: 'app',
    user: 'reader',
    password,
    ssl: 'disable',
    query: 'SELECT 1',
    schedule: 'daily',
  });
  const options: ReadSourceOptions = {
    resolveHost: allowLoopbackOnly,
    rowCap: 10,
    statementTimeoutMs: 1_000,
  };

  it('never connects to a host the guard refuses, nor to a name the guard gives back unresolved', async () => {
    const fake = await startFakePostgres({ kind: 'silent' });
    try {
      const refused = await failureOf(
        readPostgresSource({ ...config(fake.port), host: '10.0.0.7' }, options),
      );
      expect(refused.reason).toBe('host-refused');
      const unresolved = await failureOf(
        readPostgresSource(config(fake.port), { ...options, resolveHost: async () => 'localhost' }),
      );
      expect(unresolved.reason).toBe('host-refused');
      expect(fake.connections).toBe(0);
    } finally {
      await fake.close();
    }
  });

  it('reports a refused password as auth-failed, without the password, even when the server echoes it', async () => {
    const fake = await startFakePostgres({
      kind: 'refuse-password',
      message: 'password authentication failed for user "reader" (got "Correct-Horse-9")',
    });
    try {
      const error = await failureOf(readPostgresSource(config(fake.port), options));
      expect(fake.passwordsReceived).toEqual(['Correct-Horse-9']);
      expect(error.reason).toBe('auth-failed');
      expect(error.sqlState).toBe('28P01');
      expect(error.message).toBe('password authentication failed for user "reader" (got "[redacted]")');
      expect(JSON.stringify(error)).not.toContain('Correct-Horse-9');
      expect(String(error.stack)).not.toContain('Correct-Horse-9');
    } finally {
      await fake.close();
    }
  });

  it('checks the certificate before sending the password (verify-full), and only encrypts with require', async () => {
    const fake = await startFakePostgres({ kind: 'refuse-password', message: 'no', tls: true });
    try {
      // A self-signed certificate is not trusted, for the host name or for the address: no password leaves.
      for (const host of ['source.db.test', '127.0.0.1']) {
        const untrusted = await failureOf(
          readPostgresSource({ ...config(fake.port), host, ssl: 'verify-full' }, options),
        );
        expect(untrusted.reason).toBe('tls-untrusted');
      }
      expect(fake.passwordsReceived).toEqual([]);
      // `require` encrypts without checking: the password goes, over TLS, to whoever answered.
      const refused = await failureOf(readPostgresSource({ ...config(fake.port), ssl: 'require' }, options));
      expect(refused.reason).toBe('auth-failed');
      expect(fake.passwordsReceived).toEqual(['Correct-Horse-9']);
    } finally {
      await fake.close();
    }
  });

  it('trusts a server signed by the source’s own CA certificate for verify-full, for its names only', async () => {
    // The stand-in's certificate is self-signed with CA:TRUE and names DNS:source.db.test and IP:127.0.0.1
    // (`openssl x509 -in src/server/test/fake-postgres-tls.crt -noout -ext subjectAltName`), so given as the
    // source's CA it is the authority of its own certificate.
    const caCertificate = readFileSync(
      new URL('../../../test/fake-postgres-tls.crt', import.meta.url),
      'utf8',
    );
    const fake = await startFakePostgres({ kind: 'refuse-password', message: 'no', tls: true });
    // Another name that leads to the same server: the certificate does not name it.
    const resolveHost = async (host: string) =>
      host === 'other.db.test' ? '127.0.0.1' : allowLoopbackOnly(host);
    try {
      const elsewhere = await failureOf(
        readPostgresSource(
          { ...config(fake.port), host: 'other.db.test', ssl: 'verify-full', caCertificate },
          { ...options, resolveHost },
        ),
      );
      expect(elsewhere.reason).toBe('tls-untrusted');
      expect(fake.passwordsReceived).toEqual([]);
      // The CA counts only where it is given: the same server without it is refused as before.
      const withoutCa = await failureOf(
        readPostgresSource({ ...config(fake.port), host: 'source.db.test', ssl: 'verify-full' }, options),
      );
      expect(withoutCa.reason).toBe('tls-untrusted');
      expect(fake.passwordsReceived).toEqual([]);
      // Trusted for the name and the address it names: the password goes, over TLS (and is refused here).
      for (const host of ['source.db.test', '127.0.0.1']) {
        const refused = await failureOf(
          readPostgresSource({ ...config(fake.port), host, ssl: 'verify-full', caCertificate }, options),
        );
        expect(refused.reason, host).toBe('auth-failed');
      }
      expect(fake.passwordsReceived).toEqual(['Correct-Horse-9', 'Correct-Horse-9']);
    } finally {
      await fake.close();
    }
  });

  it('reports a host that never answers as a connection timeout', async () => {
    const fake = await startFakePostgres({ kind: 'silent' });
    try {
      const error = await failureOf(
        readPostgresSource(config(fake.port), { ...options, connectTimeoutMs: 300 }),
      );
      expect(error.reason).toBe('connection-timeout');
      expect(fake.connections).toBe(1);
    } finally {
      await fake.close();
    }
  });

  it('stops waiting for a host that never answers when the sync is aborted', async () => {
    const fake = await startFakePostgres({ kind: 'silent' });
    try {
      const controller = new AbortController();
      const reading = readPostgresSource(config(fake.port), {
        ...options,
        connectTimeoutMs: 60_000,
        signal: controller.signal,
      });
      await waitFor(async () => fake.connections === 1);
      controller.abort();
      expect((await failureOf(reading)).reason).toBe('aborted');
    } finally {
      await fake.close();
    }
  });

  it('reports a port nothing listens on as a refused connection', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const error = await failureOf(readPostgresSource(config(port), options));
    expect(error.reason).toBe('connection-refused');
    expect(error.message).not.toContain('127.0.0.1');
  });
});

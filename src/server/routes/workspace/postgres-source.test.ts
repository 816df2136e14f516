import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CreatedStream } from '../../../shared/data-streams';
import { postgresSourceMessages } from '../../../shared/i18n/en/postgres-source';
import { auditLog } from '../../db/schema/index';
import { dataStreamCalls } from '../../test/data-stream-calls';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app';

/** The local PostgreSQL (trust authentication): a throwaway database with one table, dropped after. */
const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const sourceDatabase = `tessera_source_${randomBytes(6).toString('hex')}`;
/** Trust authentication takes any password: it is given so the test can look for it everywhere. */
const password = 'pa55-w0rd-never-shown';

const onSource = async (statements: string[]) => {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${sourceDatabase}` });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${sourceDatabase}`);
  await admin.end();
  await onSource([
    'CREATE TABLE orders (id integer, region text, amount numeric)',
    "INSERT INTO orders VALUES (1, 'North', 10.5), (2, 'South', 12)",
  ]);
});
afterAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${sourceDatabase} WITH (FORCE)`);
  await admin.end();
});

const helpers = (context: () => TestApp) => {
  const { call, detail, syncNow, dataset } = dataStreamCalls(context);
  const sourceBody = (body: Record<string, unknown> = {}) => ({
    kind: 'postgres',
    name: 'Orders',
    datasetName: `Orders ${randomBytes(3).toString('hex')}`,
    host: '127.0.0.1',
    port: 5432,
    database: sourceDatabase,
    user: 'postgres',
    password,
    ssl: 'disable',
    query: 'SELECT id, region, amount FROM orders ORDER BY id',
    schedule: 'manual',
    ...body,
  });
  const create = async (cookie: string, body: Record<string, unknown> = {}) => {
    const response = await call(cookie, 'POST', '/streams', sourceBody(body));
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as CreatedStream;
  };
  return { call, sourceBody, create, detail, syncNow, dataset };
};

describeOnEachDatabase(
  'PostgreSQL source streams',
  (context) => {
    const { call, sourceBody, create, detail, syncNow, dataset } = helpers(context);

    it('creates a source without ever returning or auditing its password', async () => {
      const owner = await signedUpOwner(context());
      const created = await create(owner.cookie);
      expect(created.secret).toBeNull();
      expect(created.endpoint).toBe(`postgres://postgres@127.0.0.1:5432/${sourceDatabase}`);
      expect(created.stream).toMatchObject({ kind: 'postgres', service: null, mode: 'append' });
      expect(created.stream.postgres).toEqual({
        host: '127.0.0.1',
        port: 5432,
        database: sourceDatabase,
        user: 'postgres',
        ssl: 'disable',
        query: 'SELECT id, region, amount FROM orders ORDER BY id',
        schedule: 'manual',
        hasPassword: true,
      });
      expect(created.stream.pull).toMatchObject({ schedule: 'manual', lastPull: null, headerName: null });
      const synced = await syncNow(owner.cookie, created.stream.id);
      const list = await (await call(owner.cookie, 'GET', '')).text();
      const audit = await context().database.db.select().from(auditLog);
      const everything = JSON.stringify([created, synced, list, audit]);
      expect(everything).not.toContain(password);
      expect(audit.find((row) => row.action === 'stream.create')?.details).toMatchObject({
        kind: 'postgres',
        source: { host: '127.0.0.1', database: sourceDatabase, hasPassword: true },
      });
    });

    it('refuses bad input with 400 and the field, a refused query in words', async () => {
      const owner = await signedUpOwner(context());
      const bad: [Record<string, unknown>, string][] = [
        [{ host: '/var/run/postgresql' }, 'host'],
        [{ port: 70_000 }, 'port'],
        [{ database: '' }, 'database'],
        [{ ssl: 'maybe' }, 'ssl'],
        [{ schedule: 'weekly' }, 'schedule'],
        [{ query: 'SELECT 1; DROP TABLE orders' }, 'query'],
        [{ query: 'DELETE FROM orders' }, 'query'],
      ];
      for (const [body, field] of bad) {
        const response = await call(owner.cookie, 'POST', '/streams', sourceBody(body));
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(
          ((await response.json()) as { error: { field?: string } }).error.field,
          JSON.stringify(body),
        ).toBe(field);
      }
      const refused = await call(
        owner.cookie,
        'POST',
        '/streams',
        sourceBody({ query: 'SELECT 1; SELECT 2' }),
      );
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        postgresSourceMessages.queryRefused['multiple-statements'],
      );
    });

    it('stores the rows on "Sync now", appends on the next sync, replaces in replace mode', async () => {
      const owner = await signedUpOwner(context());
      const { stream } = await create(owner.cookie);
      const first = await syncNow(owner.cookie, stream.id);
      expect(first.pull?.lastPull).toMatchObject({ outcome: 'stored', accepted: 2, rejected: 0 });
      expect(first).toMatchObject({ status: 'active', rowsReceived: 2 });
      expect((await dataset(owner.cookie, first.datasetId!)).rowCount).toBe(2);
      const second = await syncNow(owner.cookie, stream.id);
      expect((await dataset(owner.cookie, second.datasetId!)).rowCount).toBe(4);

      const replacing = await create(owner.cookie, { mode: 'replace', query: 'SELECT id FROM orders' });
      const once = await syncNow(owner.cookie, replacing.stream.id);
      expect((await dataset(owner.cookie, once.datasetId!)).rowCount).toBe(2);
      const twice = await syncNow(owner.cookie, replacing.stream.id);
      expect((await dataset(owner.cookie, twice.datasetId!)).rowCount).toBe(2);
    });

    it('notes a failing query with its reason and turns failing', async () => {
      const owner = await signedUpOwner(context());
      const { stream } = await create(owner.cookie, { query: 'SELECT * FROM no_such_table' });
      const failed = await syncNow(owner.cookie, stream.id);
      expect(failed.status).toBe('failing');
      expect(failed.pull?.lastPull).toMatchObject({ outcome: 'failed', reason: 'failed' });
      expect(failed.errors[0]?.detail).toContain('no_such_table');
    });

    it('keeps the first 100,000 rows of a larger result and says the rest were cut', async () => {
      const owner = await signedUpOwner(context());
      const { stream } = await create(owner.cookie, {
        mode: 'replace',
        query: 'SELECT n, n % 7 AS bucket FROM generate_series(1, 100001) AS n ORDER BY n',
      });
      const synced = await syncNow(owner.cookie, stream.id);
      expect(synced.pull?.lastPull).toMatchObject({ outcome: 'stored', accepted: 100_000, rejected: 0 });
      expect(synced.rowsReceived).toBe(100_000);
      expect(synced.errors[0]).toMatchObject({
        reason: 'too-large',
        detail: null,
        fact: { code: 'truncated', count: 100_000 },
      });
      const stored = await dataset(owner.cookie, synced.datasetId!);
      expect(stored.rowCount).toBe(100_000);
    });

    it('a scheduled source is queued once by the tick and its rows stored', async () => {
      const owner = await signedUpOwner(context());
      const { stream } = await create(owner.cookie, { schedule: 'hourly' });
      expect(await context().deps.streamPulls.tick()).toBe(1);
      expect(await context().deps.streamPulls.tick()).toBe(0);
      for (;;) {
        const current = await detail(owner.cookie, stream.id);
        if (current.pull?.lastPull) {
          expect(current.pull.lastPull).toMatchObject({ outcome: 'stored', accepted: 2 });
          expect(Date.parse(current.pull.nextSyncAt!)).toBeGreaterThan(Date.now() + 50 * 60_000);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });

    it('is 404 to another workspace and 403 to an Editor', async () => {
      const owner = await signedUpOwner(context());
      const stranger = await signedUpOwner(context());
      const { stream } = await create(owner.cookie);
      expect((await call(stranger.cookie, 'GET', `/streams/${stream.id}`)).status).toBe(404);
      expect((await call(stranger.cookie, 'POST', `/streams/${stream.id}/sync`)).status).toBe(404);
      const editor = await teammate(context(), owner.workspace.id, 'editor');
      expect((await call(editor.cookie, 'POST', '/streams', sourceBody())).status).toBe(403);
      expect((await call(editor.cookie, 'POST', `/streams/${stream.id}/sync`)).status).toBe(403);
    });
  },
  { STREAMS_ALLOW_PRIVATE_ADDRESSES: 'true' },
);

describeOnEachDatabase(
  'PostgreSQL source streams without the operator’s permission for private addresses',
  (context) => {
    const { create, syncNow } = helpers(context);

    it('refuses to connect to a local address and says why', async () => {
      const owner = await signedUpOwner(context());
      const { stream } = await create(owner.cookie);
      const refused = await syncNow(owner.cookie, stream.id);
      expect(refused.status).toBe('failing');
      expect(refused.errors[0]).toMatchObject({ reason: 'refused-address' });
      expect(refused.pull?.lastPull).toMatchObject({ outcome: 'failed', reason: 'refused-address' });
      expect(refused.rowsReceived).toBe(0);
    });
  },
);

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { CreatedStream, StreamSummary } from '../../../shared/data-streams';
import { dataStreamsMessages } from '../../../shared/i18n/messages/data-streams';
import { auditLog, dataStreams } from '../../db/schema/index';
import { dataStreamCalls } from '../../test/data-stream-calls';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app';

/** A local file server: two CSV files behind an optional key; it remembers each request's path and headers. */
const files: Record<string, string> = { '/a.csv': 'n,label\n1,one\n2,two\n', '/b.csv': 'n,label\n3,three\n' };
const requests: { path: string; key: string | undefined }[] = [];
/** `/slow.csv` answers only once released, and says when it was asked; remembers each request's If-None-Match. */
let slowAsked: () => void = () => {};
let releaseSlow: () => void = () => {};
const conditionals: (string | undefined)[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]!;
    conditionals.push(request.headers['if-none-match']);
    if (path === '/slow.csv') {
      slowAsked();
      releaseSlow = () =>
        response.writeHead(200, { 'content-type': 'text/csv', etag: '"slow"' }).end('n\n9\n');
      return;
    }
    requests.push({ path: request.url ?? '', key: request.headers['x-api-key'] as string | undefined });
    const body = files[path];
    if (body === undefined) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/csv', etag: `"${path}"` }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const headerValue = 'k3y-value-never-shown';
const password = 'pa55-w0rd-never-shown';

const helpers = (context: () => TestApp) => {
  const { call, detail, settled, syncNow, dataset } = dataStreamCalls(context);
  const create = async (cookie: string, body: Record<string, unknown>) => {
    const response = await call(cookie, 'POST', '/streams', { name: 'Source', datasetName: 'Rows', ...body });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as CreatedStream;
  };
  const edit = async (cookie: string, id: string, body: Record<string, unknown>) => {
    const response = await call(cookie, 'PATCH', `/streams/${id}`, body);
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { stream: StreamSummary }).stream;
  };
  const storedSource = async (id: string) => {
    const [row] = await context()
      .database.db.select({ config: dataStreams.config })
      .from(dataStreams)
      .where(eq(dataStreams.id, id));
    return (row!.config as { source: Record<string, unknown> }).source;
  };
  return { call, create, edit, detail, settled, syncNow, dataset, storedSource };
};

const urlPull = (body: Record<string, unknown> = {}) => ({
  kind: 'url',
  url: `${base}/a.csv?token=abc`,
  header: { name: 'X-Api-Key', value: headerValue },
  schedule: 'manual',
  ...body,
});

const postgresSource = (body: Record<string, unknown> = {}) => ({
  kind: 'postgres',
  host: '127.0.0.1',
  port: 5432,
  database: 'postgres',
  user: 'postgres',
  password,
  ssl: 'disable',
  query: 'SELECT 1 AS n',
  schedule: 'manual',
  ...body,
});

describeOnEachDatabase(
  'Editing a source',
  (context) => {
    const { call, create, edit, detail, settled, syncNow, dataset, storedSource } = helpers(context);

    it('changes a URL pull’s name, mode and schedule and keeps its address and header value when left out', async () => {
      const owner = await signedUpOwner(context());
      const { stream } = await create(owner.cookie, urlPull());
      expect((await syncNow(owner.cookie, stream.id)).pull?.lastPull).toMatchObject({ accepted: 2 });

      const edited = await edit(owner.cookie, stream.id, {
        kind: 'url',
        name: 'Renamed',
        mode: 'replace',
        schedule: 'hourly',
      });
      expect(edited).toMatchObject({ name: 'Renamed', mode: 'replace' });
      expect(edited.pull).toMatchObject({ schedule: 'hourly', headerName: 'X-Api-Key' });
      expect(edited.pull?.nextSyncAt).not.toBeNull();

      requests.length = 0;
      const again = await syncNow(owner.cookie, stream.id);
      // The same source: the query and the header's value were kept, and the ETag still says nothing is new.
      expect(requests).toEqual([{ path: '/a.csv?token=abc', key: headerValue }]);
      expect(again.pull?.lastPull).toMatchObject({ outcome: 'unchanged' });

      const manual = await edit(owner.cookie, stream.id, {
        kind: 'url',
        name: 'Renamed',
        mode: 'replace',
        schedule: 'manual',
      });
      expect(manual.pull?.nextSyncAt).toBeNull();

      const audit = await context()
        .database.db.select()
        .from(auditLog)
        .where(eq(auditLog.action, 'stream.update'));
      expect(audit.length).toBeGreaterThanOrEqual(2);
      const everything = JSON.stringify([edited, manual, audit, await detail(owner.cookie, stream.id)]);
      expect(everything).not.toContain(headerValue);
      expect(everything).not.toContain('token=abc');
    });

    it('a new address or a removed header is read whole on the next sync', async () => {
      const owner = await signedUpOwner(context());
      const { stream } = await create(owner.cookie, urlPull({ mode: 'replace' }));
      await syncNow(owner.cookie, stream.id);
      await edit(owner.cookie, stream.id, {
        kind: 'url',
        name: 'Source',
        mode: 'replace',
        schedule: 'manual',
        url: `${base}/b.csv`,
        header: null,
      });
      requests.length = 0;
      const synced = await syncNow(owner.cookie, stream.id);
      expect(requests).toEqual([{ path: '/b.csv', key: undefined }]);
      expect(synced.pull).toMatchObject({ headerName: null, lastPull: { outcome: 'stored', accepted: 1 } });
      expect((await dataset(owner.cookie, synced.datasetId!)).rowCount).toBe(1);
    });

    it('a pull that ran across an edit leaves no ETag of the old address on the new one', async () => {
      const owner = await signedUpOwner(context());
      const { stream } = await create(owner.cookie, urlPull({ url: `${base}/slow.csv`, header: undefined }));
      const asked = new Promise<void>((resolve) => (slowAsked = resolve));
      expect((await call(owner.cookie, 'POST', `/streams/${stream.id}/sync`)).status).toBe(202);
      await asked;
      await edit(owner.cookie, stream.id, {
        kind: 'url',
        name: 'Source',
        mode: 'append',
        schedule: 'manual',
        url: `${base}/b.csv`,
      });
      releaseSlow();
      await settled(owner.cookie, stream.id);
      conditionals.length = 0;
      await syncNow(owner.cookie, stream.id);
      expect(conditionals).toEqual([undefined]);
    });

    it('a URL pull that ran across an edit of its source stores nothing and shows no error; the new source syncs', async () => {
      const owner = await signedUpOwner(context());
      const { stream } = await create(owner.cookie, urlPull({ header: undefined }));
      expect((await syncNow(owner.cookie, stream.id)).rowsReceived).toBe(2);
      const same = { kind: 'url', name: 'Source', mode: 'append', schedule: 'manual' };
      await edit(owner.cookie, stream.id, { ...same, url: `${base}/slow.csv` });
      const asked = new Promise<void>((resolve) => (slowAsked = resolve));
      expect((await call(owner.cookie, 'POST', `/streams/${stream.id}/sync`)).status).toBe(202);
      await asked;
      // Edited while the old sync still reads /slow.csv (its row "9" must never arrive).
      await edit(owner.cookie, stream.id, { ...same, url: `${base}/b.csv` });
      releaseSlow();
      const after = await settled(owner.cookie, stream.id);
      expect(after.pull?.lastPull).toMatchObject({ outcome: 'superseded', accepted: 0, reason: null });
      expect(after).toMatchObject({ status: 'active', rowsReceived: 2, errors: [] });
      expect((await dataset(owner.cookie, after.datasetId!)).rowCount).toBe(2);

      const synced = await syncNow(owner.cookie, stream.id);
      expect(synced.pull?.lastPull).toMatchObject({ outcome: 'stored', accepted: 1 });
      expect(synced.rowsReceived).toBe(3);
      expect((await dataset(owner.cookie, synced.datasetId!)).rowCount).toBe(3);
    });

    it('a PostgreSQL query that ran across an edit of its source stores nothing and shows no error', async () => {
      const owner = await signedUpOwner(context());
      // The old query waits for a lock this test holds, so the edit lands while it runs.
      const key = Math.floor(Math.random() * 1_000_000_000);
      const holder = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [key]);
        const { stream } = await create(
          owner.cookie,
          postgresSource({ query: `SELECT 9 AS n FROM pg_advisory_xact_lock_shared(${key})` }),
        );
        expect((await call(owner.cookie, 'POST', `/streams/${stream.id}/sync`)).status).toBe(202);
        await vi.waitFor(
          async () => {
            const waiting = await holder.query(
              `select 1 from pg_locks where locktype = 'advisory' and not granted and objid = $1`,
              [key],
            );
            expect(waiting.rowCount).toBe(1);
          },
          { timeout: 30_000, interval: 50 },
        );
        const { password: _left, ...withoutPassword } = postgresSource({ query: 'SELECT 1 AS n' });
        await edit(owner.cookie, stream.id, { ...withoutPassword, name: 'Query', mode: 'append' });
        await holder.query('select pg_advisory_unlock($1)', [key]);
        const after = await settled(owner.cookie, stream.id);
        expect(after.pull?.lastPull).toMatchObject({ outcome: 'superseded', accepted: 0 });
        expect(after).toMatchObject({ status: 'active', rowsReceived: 0, datasetId: null, errors: [] });

        const synced = await syncNow(owner.cookie, stream.id);
        expect(synced.pull?.lastPull).toMatchObject({ outcome: 'stored', accepted: 1 });
        expect(synced.rowsReceived).toBe(1);
      } finally {
        await holder.end();
      }
    });

    it('keeps a PostgreSQL source’s password when none is sent, and runs the new query', async () => {
      const owner = await signedUpOwner(context());
      const { stream } = await create(owner.cookie, postgresSource());
      const sealed = (await storedSource(stream.id)).sealedPassword;
      const { password: _left, ...withoutPassword } = postgresSource({ query: 'SELECT 2 AS n, 3 AS m' });
      const edited = await edit(owner.cookie, stream.id, {
        ...withoutPassword,
        name: 'Query',
        mode: 'append',
      });
      expect(edited.postgres).toMatchObject({ query: 'SELECT 2 AS n, 3 AS m', hasPassword: true });
      expect((await storedSource(stream.id)).sealedPassword).toBe(sealed);
      const synced = await syncNow(owner.cookie, stream.id);
      expect(synced.pull?.lastPull).toMatchObject({ outcome: 'stored', accepted: 1 });

      const cleared = await edit(owner.cookie, stream.id, {
        ...postgresSource({ password: '' }),
        name: 'Query',
        mode: 'append',
      });
      expect(cleared.postgres?.hasPassword).toBe(false);
      const audit = await context()
        .database.db.select()
        .from(auditLog)
        .where(eq(auditLog.action, 'stream.update'));
      expect(JSON.stringify([edited, cleared, audit])).not.toContain(password);
    });

    it('never sends a kept secret somewhere new: another origin, header name or database server needs it again', async () => {
      const owner = await signedUpOwner(context());
      const { stream } = await create(owner.cookie, urlPull());
      const same = { kind: 'url', name: 'Source', mode: 'append', schedule: 'manual' };
      const elsewhere = base.replace('127.0.0.1', 'localhost');
      for (const body of [
        { ...same, url: `${elsewhere}/a.csv` },
        { ...same, header: { name: 'X-Other-Key' } },
        { ...same, url: `${elsewhere}/a.csv`, header: { name: 'X-Api-Key' } },
      ]) {
        const refused = await call(owner.cookie, 'PATCH', `/streams/${stream.id}`, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(await refused.json(), JSON.stringify(body)).toMatchObject({
          error: { field: 'header', message: dataStreamsMessages.api.secretAgain },
        });
      }
      // The same origin and header name keep it; a new value goes anywhere.
      await edit(owner.cookie, stream.id, { ...same, url: `${base}/b.csv` });
      await edit(owner.cookie, stream.id, {
        ...same,
        url: `${elsewhere}/a.csv`,
        header: { name: 'X-Api-Key', value: 'another-value' },
      });

      const source = await create(owner.cookie, postgresSource());
      const { password: _left, ...withoutPassword } = postgresSource();
      for (const change of [
        { host: 'localhost' },
        { port: 5433 },
        { user: 'reader' },
        { database: 'other' },
      ]) {
        const refused = await call(owner.cookie, 'PATCH', `/streams/${source.stream.id}`, {
          ...withoutPassword,
          ...change,
          name: 'Query',
          mode: 'append',
        });
        expect(refused.status, JSON.stringify(change)).toBe(400);
        expect(await refused.json()).toMatchObject({ error: { field: 'password' } });
      }
    });

    it('refuses what cannot be changed: bad input 400, another kind or a webhook 409, an Editor 403, another workspace 404', async () => {
      const owner = await signedUpOwner(context());
      const { stream } = await create(owner.cookie, urlPull());
      const same = { kind: 'url', name: 'Source', mode: 'append', schedule: 'manual' };
      const bad = [
        { ...same, name: '' },
        { ...same, schedule: 'weekly' },
        { ...same, url: 'ftp://example.test/a.csv' },
        { ...same, header: { name: 'Host', value: 'x' } },
        { ...same, datasetName: 'Other' },
      ];
      for (const body of bad) {
        expect(
          (await call(owner.cookie, 'PATCH', `/streams/${stream.id}`, body)).status,
          JSON.stringify(body),
        ).toBe(400);
      }
      // A new header name with no value has nothing to send.
      const pushed = await create(owner.cookie, urlPull({ header: undefined }));
      const noValue = await call(owner.cookie, 'PATCH', `/streams/${pushed.stream.id}`, {
        ...same,
        header: { name: 'X-Other' },
      });
      expect(noValue.status).toBe(400);
      expect(((await noValue.json()) as { error: { field?: string } }).error.field).toBe('header');

      const otherKind = await call(owner.cookie, 'PATCH', `/streams/${stream.id}`, {
        ...postgresSource(),
        name: 'x',
        mode: 'append',
      });
      expect(otherKind.status).toBe(409);
      expect(((await otherKind.json()) as { error: { message: string } }).error.message).toBe(
        dataStreamsMessages.api.notEditable,
      );
      const hook = await create(owner.cookie, { kind: 'webhook', service: 'github' });
      expect((await call(owner.cookie, 'PATCH', `/streams/${hook.stream.id}`, same)).status).toBe(409);

      const editor = await teammate(context(), owner.workspace.id, 'editor');
      expect((await call(editor.cookie, 'PATCH', `/streams/${stream.id}`, same)).status).toBe(403);
      const stranger = await signedUpOwner(context());
      expect((await call(stranger.cookie, 'PATCH', `/streams/${stream.id}`, same)).status).toBe(404);
      expect((await detail(owner.cookie, stream.id)).name).toBe('Source');
    });
  },
  { STREAMS_ALLOW_PRIVATE_ADDRESSES: 'true' },
);

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CreatedStream } from '../../../shared/data-streams';
import { auditLog } from '../../db/schema/index';
import { dataStreamCalls } from '../../test/data-stream-calls';
import { syncStreamNow } from '../../services/streams/pull/sync-now';
import { useRowsTaskLimit } from '../../services/streams/row-batches';
import { signedUpOwner } from '../../test/invitation-helpers';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app';
import { maxPullBytes } from '../../../shared/data-streams';

/** A local file server: `files` by path, each with its ETag; counts requests and remembers the last headers. */
const files = new Map<string, { body: string | Buffer; etag?: string }>();
const requests: { path: string; headers: Record<string, string | string[] | undefined> }[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', headers: request.headers });
    if (request.url === '/protected.csv' && request.headers['x-api-key'] !== 'k3y-value') {
      response.writeHead(401);
      return response.end();
    }
    const file = files.get(request.url ?? '');
    if (!file) {
      response.writeHead(404);
      return response.end();
    }
    if (file.etag && request.headers['if-none-match'] === file.etag) {
      response.writeHead(304, { etag: file.etag });
      return response.end();
    }
    response.writeHead(200, {
      'content-type': request.url?.endsWith('.json') ? 'application/json' : 'text/csv',
      ...(file.etag ? { etag: file.etag } : {}),
    });
    response.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const helpers = (context: () => TestApp) => {
  const { call, detail, syncNow, dataset } = dataStreamCalls(context);
  const create = async (cookie: string, body: Record<string, unknown>) => {
    const response = await call(cookie, 'POST', '/streams', {
      kind: 'url',
      name: 'Sales sheet',
      datasetName: 'Sales',
      schedule: 'manual',
      ...body,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as CreatedStream;
  };
  return { call, create, detail, syncNow, dataset };
};

describeOnEachDatabase(
  'URL pull streams',
  (context) => {
    const { call, create, detail, syncNow, dataset } = helpers(context);

    it('refuses bad input with 4xx, and never returns the header value', async () => {
      const owner = await signedUpOwner(context());
      const bad = [
        { url: 'ftp://example.test/file.csv' },
        { url: 'not a url' },
        { url: 'https://user:pass@example.test/file.csv' },
        { url: `${base}/a.csv`, schedule: 'weekly' },
        { url: `${base}/a.csv`, header: { name: 'Host', value: 'x' } },
        { url: `${base}/a.csv`, header: { name: 'X-Key', value: 'a\r\nInjected: 1' } },
        { url: `${base}/a.csv`, header: { name: 'X-Key' } },
        { url: `${base}/a.csv`, header: { name: 'Expect', value: '100-continue' } },
        { url: `${base}/a.csv`, header: { name: 'Proxy-Authorization', value: 'x' } },
        { url: `${base}/a.csv`, header: { name: 'X-Key', value: 'tab\tok but \u0001 not' } },
        { url: `${base}/a.csv`, header: { name: 'X-Key', value: 'caf\u00e9' } },
      ];
      for (const body of bad) {
        const response = await call(owner.cookie, 'POST', '/streams', {
          kind: 'url',
          name: 'Bad',
          datasetName: 'Bad',
          ...body,
        });
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
      const created = await create(owner.cookie, {
        url: `${base}/protected.csv?token=abc`,
        header: { name: 'X-Api-Key', value: 'k3y-value' },
      });
      const text = JSON.stringify(created) + JSON.stringify(await detail(owner.cookie, created.stream.id));
      expect(text).not.toContain('k3y-value');
      expect(text).not.toContain('token=abc');
      expect(created.stream.pull).toMatchObject({
        url: `${base}/protected.csv`,
        headerName: 'X-Api-Key',
        schedule: 'manual',
        lastPull: null,
      });
      const audit = await context().database.db.select().from(auditLog);
      expect(JSON.stringify(audit)).not.toContain('k3y-value');
    });

    it('pulls a CSV, appends a changed one, stores nothing on a 304, and sends the header', async () => {
      const owner = await signedUpOwner(context());
      files.set('/sales.csv', { body: 'region,amount\nNorth,10\nSouth,12\n', etag: '"v1"' });
      const { stream } = await create(owner.cookie, { url: `${base}/sales.csv` });

      const first = await syncNow(owner.cookie, stream.id);
      expect(first.pull?.lastPull).toMatchObject({ outcome: 'stored', accepted: 2 });
      expect(first).toMatchObject({ status: 'active', rowsReceived: 2 });
      expect((await dataset(owner.cookie, first.datasetId!)).rowCount).toBe(2);

      // Unchanged: the ETag is sent back, the source answers 304, nothing is stored but the sync is noted.
      const unchanged = await syncNow(owner.cookie, stream.id);
      expect(requests.at(-1)?.headers['if-none-match']).toBe('"v1"');
      expect(unchanged.pull?.lastPull).toMatchObject({ outcome: 'unchanged' });
      expect(unchanged.rowsReceived).toBe(2);

      files.set('/sales.csv', { body: 'region,amount,city\nEast,7,Lyon\n', etag: '"v2"' });
      const second = await syncNow(owner.cookie, stream.id);
      expect(second.pull?.lastPull).toMatchObject({ outcome: 'stored', accepted: 1 });
      const grown = await dataset(owner.cookie, second.datasetId!);
      expect(grown).toMatchObject({ rowCount: 3, columnCount: 3 });

      files.set('/protected.csv', { body: 'a\n1\n' });
      const guarded = await create(owner.cookie, {
        url: `${base}/protected.csv`,
        header: { name: 'X-Api-Key', value: 'k3y-value' },
        datasetName: 'Protected',
      });
      const pulled = await syncNow(owner.cookie, guarded.stream.id);
      expect(pulled.pull?.lastPull).toMatchObject({ outcome: 'stored', accepted: 1 });
    });

    it('replaces in replace mode and reads a JSON array of objects, listing bad rows', async () => {
      const owner = await signedUpOwner(context());
      files.set('/items.json', { body: JSON.stringify([{ id: 1 }, { id: 2 }, 'nope', { id: { deep: 1 } }]) });
      const { stream } = await create(owner.cookie, { url: `${base}/items.json`, mode: 'replace' });
      const first = await syncNow(owner.cookie, stream.id);
      expect(first.pull?.lastPull).toMatchObject({ outcome: 'stored', accepted: 2, rejected: 2 });
      files.set('/items.json', { body: JSON.stringify([{ id: 3 }]) });
      const second = await syncNow(owner.cookie, stream.id);
      expect((await dataset(owner.cookie, second.datasetId!)).rowCount).toBe(1);
    });

    it('notes a run its rows’ thread could not take in time as Tessera busy, not as the source’s fault', async () => {
      const owner = await signedUpOwner(context());
      files.set('/slow.json', { body: JSON.stringify(Array.from({ length: 5_000 }, (_, id) => ({ id }))) });
      const { stream } = await create(owner.cookie, { url: `${base}/slow.json`, mode: 'replace' });
      useRowsTaskLimit(1);
      try {
        const failed = await syncNow(owner.cookie, stream.id);
        expect(failed.pull?.lastPull).toMatchObject({ outcome: 'failed', reason: 'failed' });
        expect(failed.errors[0]).toMatchObject({
          reason: 'failed',
          detail: null,
          fact: { code: 'serverBusy' },
        });
      } finally {
        useRowsTaskLimit();
      }
      expect((await syncNow(owner.cookie, stream.id)).pull?.lastPull).toMatchObject({ outcome: 'stored' });
    });

    it('imports a pulled CSV with a bad row whole, the anomaly listed by row, in replace and append mode', async () => {
      const owner = await signedUpOwner(context());
      // The third record lacks a field: kept, padded with an empty cell, and listed in the import report.
      files.set('/ragged.csv', {
        body: 'region,amount,units\r\nNorth,10,1\r\nSouth,12,2\r\nEast,7\r\nWest,9,4\r\n',
      });
      for (const mode of ['replace', 'append']) {
        const { stream } = await create(owner.cookie, { url: `${base}/ragged.csv`, mode, datasetName: mode });
        const pulled = await syncNow(owner.cookie, stream.id);
        expect(pulled.pull?.lastPull).toMatchObject({ outcome: 'stored', accepted: 4, rejected: 0 });
        expect(pulled).toMatchObject({ status: 'active', rowsReceived: 4 });
        const stored = await dataset(owner.cookie, pulled.datasetId!);
        expect(stored).toMatchObject({ rowCount: 4, columnCount: 3 });
        expect(stored.report.anomalies).toEqual([
          expect.objectContaining({ kind: 'short-row', row: 3, action: 'padded', expected: 3, found: 2 }),
        ]);
      }
    });

    it('notes a pulled CSV the data core cannot read (a header alone) once, as unparsable', async () => {
      const owner = await signedUpOwner(context());
      files.set('/header-only.csv', { body: 'region,amount\r\n' });
      const { stream } = await create(owner.cookie, { url: `${base}/header-only.csv`, mode: 'replace' });
      const pulled = await syncNow(owner.cookie, stream.id);
      expect(pulled.pull?.lastPull).toMatchObject({ outcome: 'failed', reason: 'unparsable' });
      expect(pulled).toMatchObject({ status: 'failing', datasetId: null });
      expect(pulled.errors.map((error) => error.reason)).toEqual(['unparsable']);
      // Worded when read, in the reader's language: no English sentence kept.
      expect(pulled.errors[0]).toMatchObject({
        detail: null,
        fact: { code: 'unreadable', error: { code: 'no-rows' } },
      });
    });

    it('reads escapes in pulled JSON as a CSV’s bytes are read: NUL refused once as unparsable, half a pair as U+FFFD', async () => {
      const owner = await signedUpOwner(context());
      // The escapes as a server sends them (JSON text), not the characters they stand for.
      files.set('/nul-name.json', { body: String.raw`[{"a\u0000b":"1"}]` });
      files.set('/nul-cell.json', { body: String.raw`[{"a":"x\u0000y"}]` });
      for (const name of ['nul-name', 'nul-cell']) {
        const { stream } = await create(owner.cookie, { url: `${base}/${name}.json`, datasetName: name });
        const pulled = await syncNow(owner.cookie, stream.id);
        expect(pulled.pull?.lastPull).toMatchObject({ outcome: 'failed', reason: 'unparsable' });
        expect(pulled.errors.map(({ reason, detail, fact }) => ({ reason, detail, fact }))).toEqual([
          { reason: 'unparsable', detail: null, fact: { code: 'nul' } },
        ]);
      }
      files.set('/half-pair.json', { body: String.raw`[{"\ud800c":"1","d":"e\udc00"}]` });
      const { stream } = await create(owner.cookie, { url: `${base}/half-pair.json`, datasetName: 'Half' });
      const pulled = await syncNow(owner.cookie, stream.id);
      expect(pulled.pull?.lastPull).toMatchObject({ outcome: 'stored', accepted: 1 });
      expect(pulled.errors).toEqual([]);
      const stored = await dataset(owner.cookie, pulled.datasetId!);
      expect(stored.profile.columns.map((column) => column.name)).toEqual(['\uFFFDc', 'd']);
      expect(stored.preview).toMatchObject({ names: ['\uFFFDc', 'd'], columns: [['1'], ['e\uFFFD']] });
    });

    it('appends a pulled CSV with new columns under the union of both, and stores nothing for the same body', async () => {
      const owner = await signedUpOwner(context());
      files.set('/grow.csv', { body: '\uFEFFid,name\r\n1,Ada\r\n2,"Lin, Bo"\r\n' });
      const { stream } = await create(owner.cookie, { url: `${base}/grow.csv` });
      const first = await syncNow(owner.cookie, stream.id);
      expect(first.pull?.lastPull).toMatchObject({ outcome: 'stored', accepted: 2 });

      // No ETag: the same bytes again are fetched, found identical by their digest, and store nothing.
      const fetchedBefore = requests.length;
      const same = await syncNow(owner.cookie, stream.id);
      expect(requests.length).toBe(fetchedBefore + 1);
      expect(same.pull?.lastPull).toMatchObject({ outcome: 'unchanged', accepted: 0 });
      expect(same.rowsReceived).toBe(2);
      expect((await dataset(owner.cookie, first.datasetId!)).rowCount).toBe(2);

      files.set('/grow.csv', { body: 'id,city,name\n3,Lyon,Cy\n' });
      const grown = await syncNow(owner.cookie, stream.id);
      expect(grown.pull?.lastPull).toMatchObject({ outcome: 'stored', accepted: 1 });
      expect(grown.rowsReceived).toBe(3);
      const stored = await dataset(owner.cookie, grown.datasetId!);
      expect(stored).toMatchObject({ rowCount: 3, columnCount: 3 });
      expect(stored.profile.columns.map((column) => column.name)).toEqual(['id', 'name', 'city']);
      expect(stored.preview.columns).toEqual([
        ['1', '2', '3'],
        ['Ada', 'Lin, Bo', 'Cy'],
        ['', '', 'Lyon'],
      ]);
    });

    it('appends to a first file that ended without a line break, each row its own', async () => {
      const owner = await signedUpOwner(context());
      files.set('/open-end.csv', { body: 'region,amount\nNorth,10\nSouth,12' });
      const { stream } = await create(owner.cookie, { url: `${base}/open-end.csv` });
      const first = await syncNow(owner.cookie, stream.id);
      expect(first.pull?.lastPull).toMatchObject({ outcome: 'stored', accepted: 2 });
      files.set('/open-end.csv', { body: 'region,amount\nEast,7\nWest,8\n' });
      const second = await syncNow(owner.cookie, stream.id);
      expect(second.rowsReceived).toBe(4);
      const stored = await dataset(owner.cookie, second.datasetId!);
      expect(stored.rowCount).toBe(4);
      expect(stored.preview.columns[0]).toEqual(['North', 'South', 'East', 'West']);
    });

    it('appends only the new records of a CSV that grew from its end (a growing log or export)', async () => {
      const owner = await signedUpOwner(context());
      const v1 = 'id,name\r\n1,Ada\r\n2,"Lin, Bo"\r\n';
      files.set('/log.csv', { body: v1 });
      const { stream } = await create(owner.cookie, { url: `${base}/log.csv` });
      expect((await syncNow(owner.cookie, stream.id)).rowsReceived).toBe(2);

      const v2 = `${v1}3,Cy\r\n4,"Di\r\nDo"\r\n`;
      files.set('/log.csv', { body: v2 });
      const grown = await syncNow(owner.cookie, stream.id);
      expect(grown.pull?.lastPull).toMatchObject({ outcome: 'stored', accepted: 2, appended: 'new-records' });
      expect(grown.rowsReceived).toBe(4);
      const stored = await dataset(owner.cookie, grown.datasetId!);
      expect(stored.rowCount).toBe(4);
      expect(stored.preview.columns).toEqual([
        ['1', '2', '3', '4'],
        ['Ada', 'Lin, Bo', 'Cy', 'Di\r\nDo'],
      ]);

      // A first file that ended without a line break, then grew: its last record stays one record.
      files.set('/tail.csv', { body: 'region,amount\nNorth,10\nSouth,12' });
      const tail = await create(owner.cookie, { url: `${base}/tail.csv`, datasetName: 'Tail' });
      await syncNow(owner.cookie, tail.stream.id);
      files.set('/tail.csv', { body: 'region,amount\nNorth,10\nSouth,12\nEast,7\n' });
      const more = await syncNow(owner.cookie, tail.stream.id);
      expect(more.pull?.lastPull).toMatchObject({ accepted: 1, appended: 'new-records' });
      expect((await dataset(owner.cookie, more.datasetId!)).preview.columns[0]).toEqual([
        'North',
        'South',
        'East',
      ]);
    });

    it('appends a changed CSV that does not start with the previous one whole, and the last sync says so', async () => {
      const owner = await signedUpOwner(context());
      files.set('/export.csv', { body: 'id,n\n1,10\n2,20\n' });
      const { stream } = await create(owner.cookie, { url: `${base}/export.csv` });
      await syncNow(owner.cookie, stream.id);
      // The last record was edited and one added: not a grown file, so all of its records are added again.
      files.set('/export.csv', { body: 'id,n\n1,10\n2,25\n3,30\n' });
      const changed = await syncNow(owner.cookie, stream.id);
      expect(changed.pull?.lastPull).toMatchObject({
        outcome: 'stored',
        accepted: 3,
        appended: 'whole-file',
      });
      expect(changed.rowsReceived).toBe(5);
      expect((await dataset(owner.cookie, changed.datasetId!)).rowCount).toBe(5);
    });

    it('notes failures with their reason and turns failing, then active after a good sync', async () => {
      const owner = await signedUpOwner(context());
      // The file server outlives each database's suite: the file is gone again here.
      files.delete('/missing.csv');
      const { stream } = await create(owner.cookie, { url: `${base}/missing.csv` });
      const missing = await syncNow(owner.cookie, stream.id);
      expect(missing.status).toBe('failing');
      expect(missing.pull?.lastPull).toMatchObject({ outcome: 'failed', reason: 'http-error' });
      expect(missing.errors[0]).toMatchObject({ reason: 'http-error', detail: 'HTTP 404', fact: null });

      files.set('/missing.csv', { body: Buffer.alloc(maxPullBytes + 10, 'a') });
      const big = await syncNow(owner.cookie, stream.id);
      expect(big.pull?.lastPull).toMatchObject({ outcome: 'failed', reason: 'too-large' });
      expect(big.errors[0]).toMatchObject({
        reason: 'too-large',
        detail: null,
        fact: { code: 'overBytes', bytes: maxPullBytes },
      });

      files.set('/missing.csv', { body: 'x,y\n1,2\n' });
      const good = await syncNow(owner.cookie, stream.id);
      expect(good.status).toBe('active');
      const audit = await context().database.db.select().from(auditLog);
      expect(audit.filter((row) => row.action === 'stream.sync-failed').length).toBeGreaterThanOrEqual(2);
    });

    it('answers 409 to "Sync now" on a paused stream or another kind, 404 for another workspace', async () => {
      const owner = await signedUpOwner(context());
      const stranger = await signedUpOwner(context());
      const { stream } = await create(owner.cookie, { url: `${base}/sales.csv` });
      expect((await call(stranger.cookie, 'POST', `/streams/${stream.id}/sync`)).status).toBe(404);
      expect((await call(stranger.cookie, 'GET', `/streams/${stream.id}`)).status).toBe(404);
      await call(owner.cookie, 'POST', `/streams/${stream.id}/pause`);
      const paused = await call(owner.cookie, 'POST', `/streams/${stream.id}/sync`);
      expect(paused.status).toBe(409);
      const push = await call(owner.cookie, 'POST', '/streams', {
        kind: 'push',
        name: 'P',
        datasetName: 'P',
      });
      const pushId = ((await push.json()) as CreatedStream).stream.id;
      expect((await call(owner.cookie, 'POST', `/streams/${pushId}/sync`)).status).toBe(409);
    });

    it('a scheduled pull is queued once by the tick, a paused one skipped', async () => {
      const owner = await signedUpOwner(context());
      files.set('/hourly.csv', { body: 'n\n1\n' });
      const { stream } = await create(owner.cookie, { url: `${base}/hourly.csv`, schedule: 'hourly' });
      const { stream: paused } = await create(owner.cookie, { url: `${base}/hourly.csv`, schedule: 'daily' });
      await call(owner.cookie, 'POST', `/streams/${paused.id}/pause`);
      const before = requests.length;
      expect(await context().deps.streamPulls.tick()).toBe(1);
      expect(await context().deps.streamPulls.tick()).toBe(0);
      for (;;) {
        const current = await detail(owner.cookie, stream.id);
        if (current.pull?.lastPull) {
          expect(current.pull.lastPull).toMatchObject({ outcome: 'stored', accepted: 1 });
          expect(Date.parse(current.pull.nextSyncAt!)).toBeGreaterThan(Date.now() + 50 * 60_000);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(requests.length).toBe(before + 1);
    });
  },
  { STREAMS_ALLOW_PRIVATE_ADDRESSES: 'true' },
);

describeOnEachDatabase(
  'URL pull streams without the operator’s permission for private addresses',
  (context) => {
    const { call, create, syncNow } = helpers(context);

    it('"Sync now" again while a run waits queues nothing more, and is limited per stream', async () => {
      const owner = await signedUpOwner(context());
      const { stream } = await create(owner.cookie, { url: `${base}/waiting.csv` });
      const queued: string[] = [];
      const streamPulls = { enqueue: async (id: string) => void queued.push(id) };
      const { db } = context().database;
      await syncStreamNow({ db, streamPulls }, owner.workspace.id, stream.id);
      await syncStreamNow({ db, streamPulls }, owner.workspace.id, stream.id);
      expect(queued).toEqual([stream.id]);

      const { limiters } = context().deps;
      await limiters.streamSyncsByStream.consume(`${owner.workspace.id}|${stream.id}`, 30);
      const limited = await call(owner.cookie, 'POST', `/streams/${stream.id}/sync`);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBeTruthy();
    });

    it('refuses to pull from a local address and says why', async () => {
      const owner = await signedUpOwner(context());
      files.set('/local.csv', { body: 'a\n1\n' });
      const before = requests.length;
      const { stream } = await create(owner.cookie, { url: `${base}/local.csv` });
      const refused = await syncNow(owner.cookie, stream.id);
      expect(refused.status).toBe('failing');
      expect(refused.errors[0]).toMatchObject({
        reason: 'refused-address',
        detail: null,
        fact: { code: 'privateAddress', host: '127.0.0.1', address: '127.0.0.1' },
      });
      expect(refused.pull?.lastPull).toMatchObject({ outcome: 'failed', reason: 'refused-address' });
      expect(requests.length).toBe(before);
    });
  },
);

// Pulls share the queue fairly (docs/decisions/058): several run at once per instance, at most one per workspace
// (the others wait their turn and still run), and the run limit really stops a source that never ends its body.
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { CreatedStream, StreamDetail } from '../../../../shared/data-streams';
import { withCookie } from '../../../test/auth-helpers';
import { signedUpOwner } from '../../../test/invitation-helpers';
import { describeOnEachDatabase, jsonRequest, type TestApp } from '../../../test/test-app';
import { streamPullsOf } from '../../../test/stream-pulls';
import { syncStreamNow } from './sync-now';

/** Requests seen, by path; responses held open until the test ends them; sockets closed by the client. */
const seen: string[] = [];
const held = new Map<string, ServerResponse>();
const closed = new Set<string>();
let open = 0;
let mostOpenOfA = 0;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '';
    seen.push(path);
    response.writeHead(200, { 'content-type': 'text/csv' });
    if (path.startsWith('/fast/')) return response.end('id,value\n1,2\n');
    // Held: the header row and one record, then nothing until the test ends it (or ever, for /stall/).
    response.write('id,value\n1,2\n');
    if (path.startsWith('/held/a')) mostOpenOfA = Math.max(mostOpenOfA, ++open);
    response.on('close', () => {
      closed.add(path);
      if (path.startsWith('/held/a')) open -= 1;
    });
    held.set(path, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const response of held.values()) response.destroy();
  return new Promise((resolve) => server.close(resolve));
});

const helpers = (context: () => TestApp) => {
  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    context().app.request(
      `/api/workspace/data-streams${path}`,
      withCookie(cookie, jsonRequest(method, body)),
    );
  const create = async (cookie: string, path: string) => {
    const response = await call(cookie, 'POST', '/streams', {
      kind: 'url',
      name: path,
      datasetName: path,
      schedule: 'manual',
      url: `${base}${path}`,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as CreatedStream).stream.id;
  };
  const detail = async (cookie: string, id: string) =>
    ((await (await call(cookie, 'GET', `/streams/${id}`)).json()) as { stream: StreamDetail }).stream;
  /** The stream once its run's result is noted. */
  const synced = async (cookie: string, id: string) => {
    let stream: StreamDetail | undefined;
    await vi.waitFor(
      async () => {
        stream = await detail(cookie, id);
        expect(stream.pull?.syncing).toBe(false);
      },
      { timeout: 30_000, interval: 100 },
    );
    return stream!;
  };
  const syncNow = async (cookie: string, id: string) =>
    expect((await call(cookie, 'POST', `/streams/${id}/sync`)).status).toBe(202);
  return { create, detail, synced, syncNow };
};

describeOnEachDatabase(
  'pull queue fairness',
  (context) => {
    const { create, detail, synced, syncNow } = helpers(context);

    it('another workspace pulls while one workspace’s slow source runs; that workspace’s next pull waits its turn', async () => {
      // Paths of this run's own (the server is shared by both databases' runs).
      const run = Math.random().toString(36).slice(2, 8);
      const [a1, a2] = [`/held/a-${run}-1.csv`, `/held/a-${run}-2.csv`];
      mostOpenOfA = 0;
      const a = await signedUpOwner(context());
      const b = await signedUpOwner(context());
      const first = await create(a.cookie, a1);
      const second = await create(a.cookie, a2);
      const other = await create(b.cookie, `/fast/b-${run}.csv`);
      await syncNow(a.cookie, first);
      await vi.waitFor(() => expect(held.has(a1)).toBe(true), { timeout: 30_000 });
      // Queued in this order: the second pull of workspace A is taken before B's.
      await syncNow(a.cookie, second);
      await syncNow(b.cookie, other);
      const fast = await synced(b.cookie, other);
      expect(fast.pull?.lastPull).toMatchObject({ outcome: 'stored', accepted: 1 });
      // A's first pull still runs, and its second has not started: one pull per workspace at a time.
      expect(closed.has(a1)).toBe(false);
      expect(seen).not.toContain(a2);
      expect((await detail(a.cookie, second)).pull?.syncing).toBe(true);
      held.get(a1)!.end();
      expect((await synced(a.cookie, first)).pull?.lastPull).toMatchObject({ outcome: 'stored' });
      // Its turn came: the second pull ran, not dropped.
      await vi.waitFor(() => expect(held.has(a2)).toBe(true), { timeout: 30_000 });
      held.get(a2)!.end();
      expect((await synced(a.cookie, second)).pull?.lastPull).toMatchObject({ outcome: 'stored' });
      expect(mostOpenOfA).toBe(1);
    });
  },
  { STREAMS_ALLOW_PRIVATE_ADDRESSES: 'true' },
);

describeOnEachDatabase(
  'the pull run limit',
  (context) => {
    const { create, synced } = helpers(context);

    it('stops a source that never ends its body: the connection is closed and the stream notes a timeout', async () => {
      const app = context();
      const owner = await signedUpOwner(app);
      const path = `/stall/${Math.random().toString(36).slice(2, 8)}.csv`;
      const id = await create(owner.cookie, path);
      // A queue of its own with a short run limit (the app's is 2 minutes and is not started here).
      const pulls = streamPullsOf(app, { runLimitMs: 300 });
      try {
        await syncStreamNow({ db: app.database.db, streamPulls: pulls }, owner.workspace.id, id);
        const stream = await synced(owner.cookie, id);
        expect(stream.pull?.lastPull).toMatchObject({ outcome: 'failed', reason: 'timeout' });
        expect(stream.status).toBe('failing');
        await vi.waitFor(() => expect(closed.has(path)).toBe(true), { timeout: 10_000 });
      } finally {
        await pulls.stop({ graceMs: 0 });
      }
    });
  },
  { STREAMS_ALLOW_PRIVATE_ADDRESSES: 'true' },
);

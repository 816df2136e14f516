// One pull per workspace at a time across instances (docs/decisions/058, 065): two instances on one PostgreSQL
// database, each taking pulls from the shared queue, never run two pulls of the same workspace at once; every pull
// still runs. Runs on PostgreSQL (the embedded database has one instance, whose turn is in-process).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreatedStream, StreamDetail } from '../../../../shared/data-streams';
import { openDatabase, type Database } from '../../../db/client';
import { withCookie } from '../../../test/auth-helpers';
import { signedUpOwner } from '../../../test/invitation-helpers';
import { createTestApp, databaseTargets, jsonRequest, type TestApp } from '../../../test/test-app';
import { streamPullsOf } from '../../../test/stream-pulls';
import type { StreamPulls } from './pull-queue';
import { workspaceTurns } from './workspace-turn';

/** Requests of workspace A's sources open at once, and the most ever open; each answered after a short hold. */
let openOfA = 0;
let mostOpenOfA = 0;
const answered: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '';
    openOfA += 1;
    mostOpenOfA = Math.max(mostOpenOfA, openOfA);
    response.writeHead(200, { 'content-type': 'text/csv' });
    response.write('id,value\n');
    // Held long enough for the other instance to take a pull meanwhile; the hold is no assertion.
    setTimeout(() => {
      openOfA -= 1;
      answered.push(path);
      response.end('1,2\n');
    }, 400);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe.skipIf(!databaseTargets.includes('postgres'))('pulls of one workspace on two instances', () => {
  let app: TestApp;
  let second: Database;
  let instances: StreamPulls[] = [];

  beforeAll(async () => {
    app = await createTestApp('postgres', { STREAMS_ALLOW_PRIVATE_ADDRESSES: 'true' });
    second = await openDatabase({ url: app.env.DATABASE_URL, dataDir: app.env.DATA_DIR });
    instances = [app.database, second].map((database) => streamPullsOf(app, { database }));
    // One after the other: both making pg-boss's queue at the same instant can deadlock (a start-up matter).
    for (const pulls of instances) await pulls.start();
  });
  afterAll(async () => {
    await Promise.all(instances.map((pulls) => pulls.stop({ graceMs: 0 })));
    await second?.close();
    await app?.close();
  });

  it('two instances asking one workspace’s turn at the same instant: exactly one runs, the other waits', async () => {
    const turns = [workspaceTurns(app.database), workspaceTurns(second)];
    const workspaceId = crypto.randomUUID();
    let release: () => void = () => {};
    const holding = new Promise<void>((resolve) => (release = resolve));
    let ran = 0;
    const work = async () => {
      ran += 1;
      await holding;
    };
    const asks = turns.map((inTurn) => inTurn(workspaceId, work));
    // The instance that did not get the turn is told at once (it does not block); the other runs until released.
    expect(await Promise.race(asks)).toEqual({ ran: false });
    await vi.waitFor(() => expect(ran).toBe(1));
    release();
    const results = await Promise.all(asks);
    expect(results.filter((result) => result.ran)).toHaveLength(1);
    expect(ran).toBe(1);
    // Once the turn is given back, another instance gets it.
    expect(await turns[1]!(workspaceId, async () => 'next')).toEqual({ ran: true, value: 'next' });
  });

  it('never runs two pulls of one workspace at once on the two instances, and every pull runs', async () => {
    const owner = await signedUpOwner(app);
    const call = (method: string, path: string, body?: unknown) =>
      app.app.request(
        `/api/workspace/data-streams${path}`,
        withCookie(owner.cookie, jsonRequest(method, body)),
      );
    const run = Math.random().toString(36).slice(2, 8);
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await call('POST', '/streams', {
        kind: 'url',
        name: `Source ${index}`,
        datasetName: `Rows ${index}`,
        schedule: 'manual',
        url: `${base}/a-${run}-${index}.csv`,
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as CreatedStream).stream.id);
    }
    mostOpenOfA = 0;
    // Queued on both instances at once, alternately: each takes up to three at the same instant.
    await Promise.all(ids.map((id, index) => instances[index % 2]!.enqueue(id)));
    await vi.waitFor(
      async () => {
        for (const id of ids) {
          const response = await call('GET', `/streams/${id}`);
          const { stream } = (await response.json()) as { stream: StreamDetail };
          expect(stream.pull?.lastPull).toMatchObject({ outcome: 'stored', accepted: 1 });
        }
      },
      { timeout: 90_000, interval: 250 },
    );
    expect(mostOpenOfA).toBe(1);
  }, 120_000);
});

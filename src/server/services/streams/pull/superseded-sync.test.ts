// A sync that read a source which an edit then replaced stores nothing (docs/decisions/065): checked under the
// stream row's lock in the transaction that would store the rows, so an edit that lands after the sync read its
// source (here: while the new version is being written) is never undone by the old sync's rows.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { CreatedStream, StreamSummary } from '../../../../shared/data-streams';
import { datasets } from '../../../db/schema/index';
import { withCookie } from '../../../test/auth-helpers';
import type { ObjectStore } from '../../../storage/object-store';
import { spoolDirOf } from '../../../storage/spool';
import { dataStreamCalls } from '../../../test/data-stream-calls';
import { signedUpOwner } from '../../../test/invitation-helpers';
import { holdingStreamLock } from '../../../test/stream-lock-holder';
import { describeOnEachDatabase, type TestApp } from '../../../test/test-app';
import { streamPullsOf } from '../../../test/stream-pulls';
import { maxBusyRuns } from './pull-queue';
import { runPull, type PullDeps } from './run-pull';
import { syncStreamNow } from './sync-now';

const files: Record<string, string> = { '/old.csv': 'n\n1\n2\n', '/new.csv': 'n\n3\n' };
/** The paths the file server was asked for, in order. */
const requested: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? '');
    const body = files[request.url ?? ''];
    if (body === undefined) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/csv' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** What a scheduled pull runs with, on the test app's database, with the given storage in place of its own. */
const pullDeps = (app: TestApp, storage: ObjectStore): PullDeps => ({
  db: app.database.db,
  kind: app.database.kind,
  storage,
  spoolDir: spoolDirOf(app.env.DATA_DIR),
  secretBox: app.deps.secretBox,
  policy: { allowPrivate: true },
  insights: app.deps.datasetInsights,
});

describeOnEachDatabase(
  'A sync superseded by an edit',
  (context) => {
    const { call, detail, dataset } = dataStreamCalls(context);
    /** A URL stream named `name` (its dataset too) reading `path` of the test's file server, synced by hand. */
    const urlStream = async (cookie: string, name: string, path: string) => {
      const created = await call(cookie, 'POST', '/streams', {
        kind: 'url',
        name,
        datasetName: name,
        schedule: 'manual',
        url: `${base}${path}`,
      });
      expect(created.status).toBe(201);
      return ((await created.json()) as CreatedStream).stream;
    };
    /** The owner's edit of a URL stream (named `name`) to read `/new.csv`; the stream as it answers. */
    const pointAtNewFile = async (cookie: string, streamId: string, name: string) => {
      const response = await call(cookie, 'PATCH', `/streams/${streamId}`, {
        kind: 'url',
        name,
        mode: 'append',
        schedule: 'manual',
        url: `${base}/new.csv`,
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { stream: StreamSummary }).stream;
    };

    it('an edit that lands while the old sync writes its version: nothing of the old sync is stored, no error', async () => {
      const app = context();
      const owner = await signedUpOwner(app);
      const stream = await urlStream(owner.cookie, 'Export', '/old.csv');
      const edit = () => pointAtNewFile(owner.cookie, stream.id, 'Export');
      // The app's storage, with the edit made while a dataset version is being written (after the sync read its
      // source and passed every early check, before its rows are committed).
      let editing: Promise<unknown> | undefined;
      const storage: ObjectStore = {
        ...app.deps.storage,
        put: async (bucket, name, contentType, body) => {
          await app.deps.storage.put(bucket, name, contentType, body);
          if (bucket === 'datasets' && editing === undefined) await (editing = edit());
        },
      };
      const lastPull = await runPull(pullDeps(app, storage), stream.id, new AbortController().signal);
      expect(editing).toBeDefined();
      expect(lastPull).toMatchObject({ outcome: 'superseded', accepted: 0 });
      const after = await detail(owner.cookie, stream.id);
      expect(after).toMatchObject({ status: 'active', rowsReceived: 0, datasetId: null, errors: [] });
      expect(after.pull?.lastPull).toMatchObject({ outcome: 'superseded' });
      expect(after.pull?.url).toBe(`${base}/new.csv`);

      // The new source is what the next sync stores.
      const next = await runPull(pullDeps(app, app.deps.storage), stream.id, new AbortController().signal);
      expect(next).toMatchObject({ outcome: 'stored', accepted: 1 });
      const stored = await detail(owner.cookie, stream.id);
      expect((await dataset(owner.cookie, stored.datasetId!)).rowCount).toBe(1);
    });

    it('a sync that waited its whole time for another instance holding the stream notes no error and is tried again', async ({
      skip,
    }) => {
      const app = context();
      // The lock between instances is PostgreSQL's (the embedded database has one process).
      if (app.database.kind !== 'postgres') skip();
      const owner = await signedUpOwner(app);
      const stream = await urlStream(owner.cookie, 'Busy', '/old.csv');
      await holdingStreamLock(app, stream.id, async () => {
        const run = runPull(pullDeps(app, app.deps.storage), stream.id, new AbortController().signal);
        await expect(run).rejects.toMatchObject({ status: 429 });
      });
      expect(await detail(owner.cookie, stream.id)).toMatchObject({ status: 'active', errors: [] });
      const again = await runPull(pullDeps(app, app.deps.storage), stream.id, new AbortController().signal);
      expect(again).toMatchObject({ outcome: 'stored', accepted: 2 });
    }, 15_000);

    it('a sync that finds its stream busy at every try is run again, then noted as failed; the next sync stores', async ({
      skip,
    }) => {
      const app = context();
      if (app.database.kind !== 'postgres') skip();
      const owner = await signedUpOwner(app);
      files['/busy.csv'] = 'n\n1\n';
      const stream = await urlStream(owner.cookie, 'Always busy', '/busy.csv');
      // A queue of its own: a short lock wait and no pause between tries (the app's wait 4 s and 30 s).
      const pulls = streamPullsOf(app, { lockWaitMs: 100, busyRetryAfterSeconds: 0 });
      try {
        await holdingStreamLock(app, stream.id, async () => {
          await syncStreamNow({ db: app.database.db, streamPulls: pulls }, owner.workspace.id, stream.id);
          await vi.waitFor(
            async () => expect((await detail(owner.cookie, stream.id)).errors).toHaveLength(1),
            { timeout: 20_000, interval: 100 },
          );
        });
        const failed = await detail(owner.cookie, stream.id);
        expect(failed.errors[0]).toMatchObject({ reason: 'failed', detail: null, fact: { code: 'busy' } });
        expect(failed.pull?.lastPull).toMatchObject({ outcome: 'failed', reason: 'failed' });
        expect(failed.status).toBe('failing');
        // Each try fetched the source, then waited for the stream.
        expect(requested.filter((path) => path === '/busy.csv')).toHaveLength(maxBusyRuns);
        await syncStreamNow({ db: app.database.db, streamPulls: pulls }, owner.workspace.id, stream.id);
        await vi.waitFor(
          async () =>
            expect((await detail(owner.cookie, stream.id)).pull?.lastPull).toMatchObject({
              outcome: 'stored',
            }),
          { timeout: 20_000, interval: 100 },
        );
      } finally {
        await pulls.stop({ graceMs: 0 });
      }
    }, 40_000);

    it('writes each version under a new name before the row points at it, removes the old one after; a version not committed leaves the stored one whole', async () => {
      const app = context();
      const owner = await signedUpOwner(app);
      files['/log.csv'] = 'n\n1\n';
      const stream = await urlStream(owner.cookie, 'Log', '/log.csv');
      const pull = (storage = app.deps.storage) =>
        runPull(pullDeps(app, storage), stream.id, new AbortController().signal);
      expect(await pull()).toMatchObject({ outcome: 'stored', accepted: 1 });
      const datasetId = (await detail(owner.cookie, stream.id)).datasetId!;
      const named = async () => {
        const [row] = await app.database.db
          .select({ objectName: datasets.objectName })
          .from(datasets)
          .where(eq(datasets.id, datasetId));
        return row!.objectName ?? `${datasetId}.gz`;
      };
      const download = async () => {
        const response = await app.app.request(
          `/api/workspace/datasets/${datasetId}/file`,
          withCookie(owner.cookie),
        );
        expect(response.status).toBe(200);
        return (await response.text()).replace(/\r\n/g, '\n');
      };
      const first = await named();

      // What the row names at each step of the next version.
      const steps: string[] = [];
      const noteWrite = async (bucket: string, name: string) => {
        if (bucket === 'datasets')
          steps.push(
            `put ${name === first ? 'over the stored file' : 'new'} while the row names ${(await named()) === first ? 'the old' : 'another'}`,
          );
      };
      // A version is written whole (`put`) or as the stored file and the new rows after it (`putAppended`).
      const watching: ObjectStore = {
        ...app.deps.storage,
        put: async (bucket, name, contentType, body) => {
          await noteWrite(bucket, name);
          await app.deps.storage.put(bucket, name, contentType, body);
        },
        putAppended: async (bucket, name, contentType, from, tail) => {
          await noteWrite(bucket, name);
          await app.deps.storage.putAppended(bucket, name, contentType, from, tail);
        },
        delete: async (bucket, name) => {
          if (bucket === 'datasets')
            steps.push(
              `delete ${name === first ? 'the old' : 'another'} once the row names ${(await named()) === first ? 'the old' : 'another'}`,
            );
          await app.deps.storage.delete(bucket, name);
        },
      };
      files['/log.csv'] = 'n\n1\n2\n';
      expect(await pull(watching)).toMatchObject({ outcome: 'stored', accepted: 1 });
      expect(steps).toEqual([
        'put new while the row names the old',
        'delete the old once the row names another',
      ]);
      const second = await named();
      expect(second).not.toBe(first);
      expect(await app.deps.storage.list('datasets')).not.toContain(first);
      expect(await download()).toBe('n\n1\n2\n');

      // A version whose commit does not happen (an edit lands meanwhile): the stored file is untouched and the
      // written one removed.
      let written: string | undefined;
      const writtenThenEdited = async (name: string) => {
        written = name;
        await pointAtNewFile(owner.cookie, stream.id, 'Log');
      };
      const interrupted: ObjectStore = {
        ...app.deps.storage,
        put: async (bucket, name, contentType, body) => {
          await app.deps.storage.put(bucket, name, contentType, body);
          await writtenThenEdited(name);
        },
        putAppended: async (bucket, name, contentType, from, tail) => {
          await app.deps.storage.putAppended(bucket, name, contentType, from, tail);
          await writtenThenEdited(name);
        },
      };
      files['/log.csv'] = 'n\n1\n2\n3\n';
      expect(await pull(interrupted)).toMatchObject({ outcome: 'superseded' });
      expect(await named()).toBe(second);
      expect(await download()).toBe('n\n1\n2\n');
      const kept = await app.deps.storage.list('datasets');
      expect(kept).toContain(second);
      expect(kept).not.toContain(written);
    });
  },
  { STREAMS_ALLOW_PRIVATE_ADDRESSES: 'true' },
);

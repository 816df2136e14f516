// A stream's dataset gets its insights on the job queue after each batch (docs/decisions/058): the batch is stored
// with its profile, the dataset says its insights are updating (the previous ones kept), and the job finds them
// from the stored file; many batches make one recompute; an older run never overwrites a newer version's; a
// dataset deleted meanwhile stays deleted.
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import type { DatasetDetail } from '../../../shared/datasets';
import { dataStreams, datasets } from '../../db/schema/index';
import type { ObjectStore, OpenedObject } from '../../storage/object-store';
import { spoolDirOf } from '../../storage/spool';
import { plantedCsv } from '../../test/planted-csv';
import { ownerWithPushStream } from '../../test/data-stream-calls';
import { describeOnEachDatabase, testOrigin, type TestApp } from '../../test/test-app';
import { waitingInsights } from '../../test/waiting-insights';
import { ingestRows } from '../streams/ingest';
import { batchOf } from '../streams/rows';
import { refreshInsights, type InsightsJob, type InsightsRefresh } from './insights-refresh';

/** Rows where y says nothing of x: no relationship to find. */
function unrelatedRows(count: number) {
  let state = 3;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, (_, row) => ({
    x: (random() * 100).toFixed(2),
    y: (random() * 100).toFixed(2),
    group: 'abcd'[row % 4]!,
  }));
}

/** The planted file's 200 rows, where y follows x. */
const plantedRows = (seed = 7) =>
  plantedCsv(seed)
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [x, y, group] = line.split(',');
      return { x: x!, y: y!, group: group! };
    });

const relationship = 'relationship:x|y';
const found = (dataset: DatasetDetail) =>
  dataset.insights?.insights.some((insight) => insight.id === relationship);

/** The object as it is now: a job that opened it reads these bytes whatever is stored after. */
async function snapshot(object: OpenedObject | undefined): Promise<OpenedObject | undefined> {
  if (!object) return object;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream()) chunks.push(chunk as Buffer);
  return { ...object, stream: () => Readable.from([Buffer.concat(chunks)]) };
}

describeOnEachDatabase('insights found again on the job queue after a stream batch', (context) => {
  const setUp = async () => {
    const app: TestApp = context();
    const { owner, call, stream } = await ownerWithPushStream(app, 'Readings');
    /** Batches stored with their jobs kept here, run by the test when it says so. */
    const jobs: InsightsJob[] = [];
    const stores = (storage: ObjectStore = app.deps.storage) => ({
      db: app.database.db,
      storage,
      spoolDir: spoolDirOf(app.env.DATA_DIR),
    });
    const kept: InsightsRefresh = { queue: async (job) => void jobs.push(job) };
    const store = (rows: Record<string, string>[], insights = kept) =>
      ingestRows({ ...stores(), kind: app.database.kind, insights }, stream.id, owner.workspace.id, {
        rows: batchOf(rows),
        rejected: [],
      });
    const run = (job: InsightsJob, storage?: ObjectStore) =>
      refreshInsights(stores(storage), job, new AbortController().signal);
    const datasetId = async () =>
      (
        await app.database.db
          .select({ id: dataStreams.datasetId })
          .from(dataStreams)
          .where(eq(dataStreams.id, stream.id))
      )[0]!.id!;
    const open = async () => {
      const response = await call('GET', `/api/workspace/datasets/${await datasetId()}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { dataset: DatasetDetail }).dataset;
    };
    return { app, owner, call, stream, jobs, store, run, open, datasetId };
  };

  it('after a push the job finds the insights of every row: an effect the second batch plants appears', async () => {
    const { app, owner, stream, call } = await setUp();
    const response = await app.app.request('/api/workspace/api-keys', {
      method: 'POST',
      headers: { origin: testOrigin, cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Pusher', scopes: ['streams:write'], expiresAt: null }),
    });
    const { secret } = (await response.json()) as { secret: string };
    const push = async (rows: Record<string, string>[]) => {
      const pushed = await app.app.request(`/api/v1/streams/${stream.id}/rows`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ rows }),
      });
      expect(pushed.status, await pushed.clone().text()).toBe(200);
      return ((await pushed.json()) as { datasetId: string }).datasetId;
    };
    /** The dataset once its insights are no longer updating (the queue's job ran). */
    const settled = async (id: string) => {
      let dataset: DatasetDetail | undefined;
      await vi.waitFor(
        async () => {
          const opened = await call('GET', `/api/workspace/datasets/${id}`);
          dataset = ((await opened.json()) as { dataset: DatasetDetail }).dataset;
          expect(dataset.insightsUpdating).toBe(false);
        },
        { timeout: 30_000, interval: 100 },
      );
      return dataset!;
    };
    const id = await push(unrelatedRows(50));
    const first = await settled(id);
    expect(first.rowCount).toBe(50);
    expect(first.insights?.version).toBe(1);
    expect(found(first)).toBe(false);
    await push(plantedRows());
    const second = await settled(id);
    expect(second.rowCount).toBe(250);
    expect(found(second)).toBe(true);
    expect(second.insights!.insights.find((insight) => insight.id === relationship)!.n).toBe(250);
  });

  it('a batch is stored while its profile and insights update; the previous ones are shown meanwhile, then the job’s', async () => {
    const { jobs, store, run, open } = await setUp();
    await store(unrelatedRows(50));
    const waiting = await open();
    expect(waiting.rowCount).toBe(50);
    expect(waiting.insightsUpdating).toBe(true);
    expect(waiting.insights).toBeNull();
    expect(await run(jobs[0]!)).toBe('stored');
    const before = await open();
    expect(before.insightsUpdating).toBe(false);
    await store(plantedRows());
    const updating = await open();
    expect(updating.rowCount).toBe(250);
    // The profile of the 50 rows it was made for until the job reads the whole file (docs/decisions/091).
    expect(updating.profile).toEqual(before.profile);
    expect(updating.insightsUpdating).toBe(true);
    expect(updating.insights).toEqual(before.insights);
    expect(found(updating)).toBe(false);
    expect(await run(jobs.at(-1)!)).toBe('stored');
    const after = await open();
    expect(after.profile.rowCount).toBe(250);
    expect(found(after)).toBe(true);
  });

  it('many batches: one recompute, for the latest version', async () => {
    const { jobs, store, run, open } = await setUp();
    await store(unrelatedRows(50));
    await store(plantedRows(7));
    await store(plantedRows(11));
    expect(jobs).toHaveLength(3);
    expect(await run(jobs[0]!)).toBe('superseded');
    expect(await run(jobs[1]!)).toBe('superseded');
    expect((await open()).insightsUpdating).toBe(true);
    expect(await run(jobs[2]!)).toBe('stored');
    const dataset = await open();
    expect(dataset.insightsUpdating).toBe(false);
    expect(dataset.insights!.insights.find((insight) => insight.id === relationship)!.n).toBe(450);
    // A job of an older version run again later (a retry) changes nothing.
    expect(await run(jobs[1]!)).toBe('superseded');
    expect((await open()).insights).toEqual(dataset.insights);
  });

  it('batches stored while the first one’s job waits keep its token: one job, which finds the latest version', async () => {
    const { app, store, run, open, datasetId } = await setUp();
    const queue = waitingInsights(app.database);
    try {
      /** When the first job is due: each version that keeps it puts it off, as a job of its own would be. */
      const due = async () => {
        const found = await app.database.db.execute(
          sql`select start_after from pgboss.job where id = ${queue.sent[0]!.token}::uuid`,
        );
        return new Date((found as unknown as { rows: { start_after: string }[] }).rows[0]!.start_after);
      };
      await store(unrelatedRows(50), queue.insights);
      const first = await due();
      await store(plantedRows(7), queue.insights);
      await store(plantedRows(11), queue.insights);
      expect(queue.sent).toHaveLength(1);
      expect((await due()).getTime()).toBeGreaterThan(first.getTime());
      const [job] = queue.sent;
      expect(job!.datasetId).toBe(await datasetId());
      const [row] = await app.database.db
        .select({ profile: datasets.profile })
        .from(datasets)
        .where(eq(datasets.id, job!.datasetId));
      expect(row!.profile).toMatchObject({ insightsPending: job!.token, dataVersion: 3 });
      expect(await run(job!)).toBe('stored');
      const dataset = await open();
      expect(dataset.insightsUpdating).toBe(false);
      expect(dataset.insights!.insights.find((insight) => insight.id === relationship)!.n).toBe(450);
      // A job no longer waiting (taken, cancelled) is not counted on: the next version queues its own.
      await store(plantedRows(13), queue.insights);
      await queue.cancel(queue.sent[1]!);
      await store(plantedRows(17), queue.insights);
      expect(queue.sent).toHaveLength(3);
      expect(await run(queue.sent[1]!)).toBe('superseded');
      expect(await run(queue.sent[2]!)).toBe('stored');
      expect((await open()).insights!.insights.find((insight) => insight.id === relationship)!.n).toBe(850);
    } finally {
      await queue.stop();
    }
  });

  it('a stream whose batches never pause: its waiting job is put off, but not past its latest start after it was queued', async () => {
    const { app, store } = await setUp();
    const queue = waitingInsights(app.database, { latestSeconds: 60 });
    try {
      const job = (column: string) =>
        app.database.db
          .execute(
            sql`select extract(epoch from ${sql.raw(column)})::float8 as at from pgboss.job
              where id = ${queue.sent[0]!.token}::uuid`,
          )
          .then((found) => Number((found as unknown as { rows: { at: number }[] }).rows[0]!.at));
      await store(unrelatedRows(50), queue.insights);
      // Put off by the next batch, as far as its latest start: 60 s after it was queued, not an hour from now.
      await store(plantedRows(7), queue.insights);
      expect(queue.sent).toHaveLength(1);
      expect(await job('start_after')).toBeCloseTo((await job('created_on')) + 60, 0);
      // Queued two minutes ago (batches kept coming meanwhile): the next batch leaves it due now.
      await app.database.db.execute(
        sql`update pgboss.job set created_on = created_on - interval '120 seconds'
            where id = ${queue.sent[0]!.token}::uuid`,
      );
      await store(plantedRows(11), queue.insights);
      expect(queue.sent).toHaveLength(1);
      expect(await job('start_after')).toBeLessThan(Date.now() / 1000);
    } finally {
      await queue.stop();
    }
  });

  it('a batch stored while a recompute runs: the older result is shown meanwhile, still updating, and one more run follows', async () => {
    const { app, jobs, store, run, open } = await setUp();
    await store(unrelatedRows(50));
    // The first job reads the 50 rows' file; the planted batch is stored meanwhile.
    const storage: ObjectStore = {
      ...app.deps.storage,
      open: async (...args) => {
        const object = await snapshot(await app.deps.storage.open(...args));
        await store(plantedRows());
        return object;
      },
    };
    expect(await run(jobs[0]!, storage)).toBe('superseded');
    // Batches coming faster than a recompute still move the insights on: the first version's are shown.
    const meanwhile = await open();
    expect(meanwhile.insightsUpdating).toBe(true);
    expect(meanwhile.insights).not.toBeNull();
    expect(found(meanwhile)).toBe(false);
    expect(jobs).toHaveLength(2);
    expect(await run(jobs[1]!)).toBe('stored');
    const dataset = await open();
    expect(found(dataset)).toBe(true);
    expect(dataset.insightsUpdating).toBe(false);
  });

  it('an older recompute that ends after a newer one never overwrites it', async () => {
    const { app, jobs, store, run, open } = await setUp();
    await store(unrelatedRows(50));
    // The first job has read the 50 rows when the planted batch is stored and its own job runs to the end.
    const storage: ObjectStore = {
      ...app.deps.storage,
      open: async (...args) => {
        const object = await snapshot(await app.deps.storage.open(...args));
        await store(plantedRows());
        expect(await run(jobs[1]!)).toBe('stored');
        return object;
      },
    };
    expect(await run(jobs[0]!, storage)).toBe('superseded');
    const dataset = await open();
    expect(found(dataset)).toBe(true);
    expect(dataset.insightsUpdating).toBe(false);
  });

  it('a batch stored while the job reads the old version, whose file goes mid-read: the job ends superseded, without an error', async () => {
    const { app, jobs, store, run, open } = await setUp();
    await store(unrelatedRows(50));
    // Half of the old version's compressed file is read; then the next batch is stored and the old file removed
    // after its commit (docs/decisions/065), so the rest never comes: gunzip's "unexpected end of file".
    const storage: ObjectStore = {
      ...app.deps.storage,
      open: async (...args) => {
        const whole = await snapshot(await app.deps.storage.open(...args));
        const chunks: Buffer[] = [];
        for await (const chunk of whole!.stream()) chunks.push(chunk as Buffer);
        const bytes = Buffer.concat(chunks);
        return {
          ...whole!,
          stream: () =>
            Readable.from(
              (async function* () {
                yield bytes.subarray(0, bytes.length >> 1);
                await store(plantedRows());
              })(),
            ),
        };
      },
    };
    expect(await run(jobs[0]!, storage)).toBe('superseded');
    expect(jobs).toHaveLength(2);
    expect(await run(jobs[1]!)).toBe('stored');
    const dataset = await open();
    expect(found(dataset)).toBe(true);
    expect(dataset.insightsUpdating).toBe(false);
  });

  it('a dataset deleted while its job runs stays deleted, and the job ends without an error', async () => {
    const { app, call, jobs, store, run, datasetId } = await setUp();
    await store(plantedRows());
    const id = await datasetId();
    const storage: ObjectStore = {
      ...app.deps.storage,
      open: async (...args) => {
        const object = await app.deps.storage.open(...args);
        expect((await call('DELETE', `/api/workspace/datasets/${id}`)).status).toBe(204);
        return object;
      },
    };
    expect(await run(jobs[0]!, storage)).toBe('gone');
    expect(await app.database.db.select().from(datasets).where(eq(datasets.id, id))).toEqual([]);
    expect((await call('GET', `/api/workspace/datasets/${id}`)).status).toBe(404);
    // Its job run again (a retry) finds nothing to do.
    expect(await run(jobs[0]!)).toBe('gone');
  });
});

import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { datasets } from '../../db/schema/index';
import { createJobQueue, type QueueSpec } from '../../jobs/job-queue';
import type { ObjectStore } from '../../storage/object-store';
import { spoolDirOf } from '../../storage/spool';
import { refreshInsights, type InsightsJob, type InsightsRefresh } from './insights-refresh';

/**
 * The queue a dataset's insights are found again on after a stream stored new rows (docs/decisions/058): one
 * retry after 5 s for a crash; this instance stops a run after 2 minutes (the reader's own limits are shorter),
 * and one whose instance died is taken again once it expires.
 */
export const insightsQueue: QueueSpec = {
  name: 'dataset-insights',
  retryLimit: 1,
  retryDelaySeconds: 5,
  expireInSeconds: 3 * 60,
  runLimitMs: 2 * 60_000,
};

/**
 * A job is due this long after its batch: batches that come meanwhile replace its version, so a stream pushing
 * steadily has its insights found once per pause, not once per batch (the reader's thread stays the batches').
 */
export const insightsDelaySeconds = 2;
/**
 * A waiting job is put off by each new version, but never past this long after it was queued: a stream whose
 * batches never pause (a busy service's webhooks) still has its insights found again at least this often.
 */
export const insightsLatestSeconds = 30;

export type DatasetInsights = ReturnType<typeof createDatasetInsights>;

/**
 * Insights found again on the job queue. A job's id is the version's token (a UUID), so the same version is queued
 * once; a version stored while the previous one's job still waits keeps that job's token and queues none, the job put
 * off to `insightsDelaySeconds` after it (`waiting`, docs/decisions/078), but not past `insightsLatestSeconds` after
 * it was queued. On PostgreSQL every instance starts the queue at start-up; the embedded database starts it with the
 * first job queued (or one left pending by the last run, at `start`).
 */
export function createDatasetInsights({
  database,
  logger,
  storage,
  dataDir,
}: {
  database: Database;
  logger: Logger;
  storage: ObjectStore;
  dataDir: string;
}) {
  const { db } = database;
  const log = logger.child({ component: 'dataset-insights' });
  const queue = createJobQueue({ database, logger });
  const stores = { db, storage, spoolDir: spoolDirOf(dataDir) };
  queue.define<InsightsJob>(insightsQueue, async (job, signal) => {
    const done = await refreshInsights(stores, job.data, signal);
    log.info({ dataset: job.data.datasetId, done }, 'dataset insights job ended');
  });
  const send = (job: InsightsJob) =>
    queue.send(insightsQueue.name, job, job.token, { startAfterSeconds: insightsDelaySeconds });

  const refresh: InsightsRefresh = {
    /** Never fails the batch that queued it (its rows are stored): a lost send is queued again at start-up. */
    queue: (job) =>
      send(job).catch((error: unknown) =>
        log.warn({ err: error, dataset: job.datasetId }, 'insights recompute could not be queued'),
      ),
    waiting: (tx, token) =>
      queue.putOffWaiting(tx, insightsQueue.name, token, insightsDelaySeconds, insightsLatestSeconds),
  };

  return {
    ...refresh,
    /** Starts the queue (on the embedded database only when a dataset waits) and queues any version left waiting. */
    async start() {
      const waiting = await db
        .select({
          datasetId: datasets.id,
          token: sql<string>`${datasets.profile} ->> 'insightsPending'`,
        })
        .from(datasets)
        .where(sql`${datasets.profile} ->> 'insightsPending' is not null`);
      if (database.kind === 'pglite' && waiting.length === 0) return;
      await queue.start();
      for (const job of waiting) await send(job);
    },
    stop: (options?: { graceMs?: number }) => queue.stop(options),
  };
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { models } from '../../db/schema/index';
import { createJobQueue, type QueueSpec } from '../../jobs/job-queue';
import type { ObjectStore } from '../../storage/object-store';
import { spoolDirOf } from '../../storage/spool';
import { trainingJob, type TrainJob } from './training-job';

/**
 * The training queue: a job's id is its model's id, so queueing a model twice queues it once. Two retries after
 * a crash (three tries); a job whose instance died is taken again once it expires (6 minutes after it started,
 * found by pg-boss's maintenance within 2 more); this instance stops a training after 5 minutes.
 */
export const trainQueue: QueueSpec = {
  name: 'train-model',
  retryLimit: 2,
  retryDelaySeconds: 1,
  expireInSeconds: 6 * 60,
  runLimitMs: 5 * 60_000,
};

export type ModelTraining = ReturnType<typeof createModelTraining>;

/**
 * Saved models' training as background jobs (docs/decisions/043-job-queue.md). On PostgreSQL every instance
 * starts the queue at start-up and polls every 2 s, so any instance's jobs are shared; the embedded database
 * is one process, which starts the queue only once a model waits (at start-up or when one is saved) and then
 * polls every 30 s: the jobs it queues itself are looked for at once.
 */
export function createModelTraining({
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
  const embedded = database.kind === 'pglite';
  const queue = createJobQueue({ database, logger });
  queue.define<TrainJob>(trainQueue, trainingJob({ db, storage, spoolDir: spoolDirOf(dataDir), logger }));
  const crashed = (id: string) =>
    db
      .update(models)
      .set({ status: 'failed', failure: 'crashed', progress: null, finishedAt: new Date() })
      .where(and(eq(models.id, id), inArray(models.status, ['queued', 'training'])));
  const enqueue = (modelId: string) => queue.send(trainQueue.name, { modelId } satisfies TrainJob, modelId);

  /** Queues a retrained model's job again (its last one ended); false while that one is not done yet. */
  const enqueueAgain = (modelId: string) =>
    queue.sendAgain(trainQueue.name, { modelId } satisfies TrainJob, modelId);

  return {
    /**
     * At start-up: starts the queue (on the embedded database only when a model waits) and looks at the job of
     * every model still waiting or training: queued again when it is missing (a send lost to a crash); ended
     * `failed` when pg-boss failed it for good (its instance died on its last try). On the embedded database this
     * is the only process, so a job still running was cut off by the last one's end: failed (a try spent) and
     * retried at once, or on its last try ended as crashed.
     */
    async resume() {
      const waiting = await db
        .select({ id: models.id })
        .from(models)
        .where(inArray(models.status, ['queued', 'training']));
      if (embedded && waiting.length === 0) return;
      // Looked at before this instance takes any job, so what it finds running was running before.
      await queue.ready();
      const missing: string[] = [];
      const ended: string[] = [];
      for (const { id } of waiting) {
        const job = await queue.job(trainQueue.name, id);
        if (!job) missing.push(id);
        // A retrain accepted but not queued (the instance ended between the two): its last job still stands, ended.
        else if (job.state === 'completed' || job.state === 'cancelled') ended.push(id);
        else if (job.state === 'failed') await crashed(id);
        else if (embedded && job.state === 'active') {
          if (job.retryCount >= job.retryLimit) await crashed(id);
          await queue.fail(trainQueue.name, [id], 'the server stopped while it ran');
        }
      }
      await queue.start();
      for (const id of missing) await enqueue(id);
      for (const id of ended) await enqueueAgain(id);
    },
    enqueue,
    enqueueAgain,
    /** Cancels a deleted model's training, waiting or running (here; elsewhere at its next progress write). */
    cancel: (modelId: string) => queue.cancel(trainQueue.name, modelId),
    stop: (options?: { graceMs?: number }) => queue.stop(options),
    isStarted: queue.isStarted,
  };
}

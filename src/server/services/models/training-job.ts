import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { MlProgress } from '../../../shared/data/ml/types';
import type { ImportChoices } from '../../../shared/data/profile/types';
import type { Db } from '../../db/client';
import { datasets, models } from '../../db/schema/index';
import { JobStop, type JobHandler } from '../../jobs/job-queue';
import type { ObjectStore } from '../../storage/object-store';
import { trainInReader, TrainingCrash } from './train-in-reader';

export type TrainJob = { modelId: string };

/** Progress is written to the model's row at most this often. */
export const progressWriteMs = 500;

type Finish = Partial<typeof models.$inferInsert> & { status: 'ready' | 'refused' | 'failed' };

/**
 * The training job (services/models/training-queue.ts): takes the model (`queued`, or `training` when an
 * earlier try was cut short) to `training`, trains on its dataset's stored file in the reader's thread, writes
 * progress, then `ready` with its task, report and model, `refused` with the engine's reason, or `failed`. A
 * crash is retried by the queue; the last try's crash ends `failed` (`crashed`, `too-much-memory`). A model
 * deleted meanwhile (here or on another instance) stops its training at the next progress write.
 */
export function trainingJob({
  db,
  storage,
  spoolDir,
  logger,
}: {
  db: Db;
  storage: ObjectStore;
  spoolDir: string;
  logger: Logger;
}): JobHandler<TrainJob> {
  const row = (id: string) => and(eq(models.id, id), eq(models.status, 'training'));
  const finish = (id: string, values: Finish) =>
    db
      .update(models)
      .set({ ...values, progress: null, finishedAt: new Date() })
      .where(row(id));

  return async (job, signal) => {
    const id = job.data.modelId;
    const [model] = await db
      .update(models)
      .set({ status: 'training', progress: null, failure: null })
      .where(and(eq(models.id, id), inArray(models.status, ['queued', 'training'])))
      .returning({ workspaceId: models.workspaceId, datasetId: models.datasetId, target: models.target });
    // Deleted, or already finished by an earlier try: nothing to do.
    if (!model) return;
    const [dataset] = await db
      .select({
        choices: sql<ImportChoices | null>`${datasets.profile} -> 'report' -> 'choices'`,
        objectName: datasets.objectName,
      })
      .from(datasets)
      .where(and(eq(datasets.id, model.datasetId), eq(datasets.workspaceId, model.workspaceId)));
    if (!dataset) return;

    const gone = new AbortController();
    const progress = progressWriter(db, id, () => gone.abort(new JobStop('cancelled')));
    try {
      const trained = await trainInReader(
        { storage, spoolDir },
        {
          datasetId: model.datasetId,
          objectName: dataset.objectName,
          choices: dataset.choices ?? {},
          target: model.target,
          signal: AbortSignal.any([signal, gone.signal]),
          onProgress: progress.write,
        },
      );
      await progress.settled();
      if (trained.kind === 'unreadable')
        await finish(id, { status: 'failed', failure: 'dataset-unreadable' });
      else if (!trained.result.ok)
        await finish(id, { status: 'refused', failure: trained.result.refused.reason });
      else {
        const { report, model: trainedModel } = trained.result;
        await finish(id, { status: 'ready', task: report.task, report, model: trainedModel });
      }
    } catch (error) {
      await progress.settled();
      const stop = signal.reason instanceof JobStop ? signal.reason.reason : undefined;
      if (gone.signal.aborted || stop === 'cancelled') return;
      // Stopped by a shutdown: waiting again, and the queue gives the job back without spending a try.
      if (stop === 'shutdown' || job.retryCount < job.retryLimit) {
        await db.update(models).set({ status: 'queued', progress: null }).where(row(id));
      } else {
        const failure = error instanceof TrainingCrash ? error.failure : 'crashed';
        logger.warn({ model: id, failure }, 'training failed on its last try');
        await finish(id, { status: 'failed', failure });
      }
      throw error;
    }
  };
}

/**
 * Writes the engine's progress to the row at most every `progressWriteMs`, one write at a time; when the row is
 * gone (the model was deleted), calls `onGone` once.
 */
function progressWriter(db: Db, id: string, onGone: () => void) {
  let writtenAt = 0;
  let writing: Promise<void> = Promise.resolve();
  let busy = false;
  return {
    write: (progress: MlProgress) => {
      const now = Date.now();
      if (busy || now - writtenAt < progressWriteMs) return;
      writtenAt = now;
      busy = true;
      writing = db
        .update(models)
        .set({ progress })
        .where(and(eq(models.id, id), eq(models.status, 'training')))
        .returning({ id: models.id })
        .then((rows) => {
          if (rows.length === 0) onGone();
        })
        .catch(() => {})
        .finally(() => {
          busy = false;
        });
    },
    settled: () => writing,
  };
}

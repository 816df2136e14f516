import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MessageChannel } from 'node:worker_threads';
import { createGunzip } from 'node:zlib';
import type { MlProgress, TrainResult } from '../../../shared/data/ml/types';
import type { ImportChoices } from '../../../shared/data/profile/types';
import { modelSeed } from '../../../shared/models';
import { datasetObjectName } from '../../storage/buckets';
import type { ObjectStore } from '../../storage/object-store';
import { runOnReader } from '../datasets/analyse';
import type { TrainOutcome, TrainTask } from './train-dataset';

/** The engine's answer (a model, or a refusal with its reason), or: the dataset's file cannot be read. */
export type Trained = { kind: 'trained'; result: TrainResult } | { kind: 'unreadable' };

/** The reader's thread ended without an answer: it crashed, or filled its capped heap. */
export class TrainingCrash extends Error {
  constructor(readonly failure: 'crashed' | 'too-much-memory') {
    super(`training ${failure}`);
  }
}

/**
 * Trains on a dataset's stored file in the reader's worker thread (datasets/analyse.ts, one thread for uploads,
 * pins and trainings; its heap capped by docs/decisions/040): the file is decompressed to the spool folder and read
 * there by the thread with the import choices it was saved with, as pins read it again; progress comes back over
 * a message port. Throws the signal's reason when aborted, `TrainingCrash` when the thread failed.
 */
export async function trainInReader(
  { storage, spoolDir }: { storage: ObjectStore; spoolDir: string },
  input: {
    datasetId: string;
    /** The dataset row's `object_name` (null: `<id>.gz`). */
    objectName: string | null;
    choices: ImportChoices;
    target: string;
    signal: AbortSignal;
    onProgress: (progress: MlProgress) => void;
  },
): Promise<Trained> {
  const object = await storage.open('datasets', datasetObjectName(input.datasetId, input.objectName));
  if (!object) return { kind: 'unreadable' };
  await mkdir(spoolDir, { recursive: true });
  const path = join(spoolDir, randomUUID());
  const { port1, port2 } = new MessageChannel();
  port1.on('message', input.onProgress);
  try {
    try {
      await pipeline(object.stream(), createGunzip(), createWriteStream(path));
    } catch {
      return { kind: 'unreadable' };
    }
    const task: TrainTask = {
      kind: 'train',
      file: path,
      choices: input.choices,
      target: input.target,
      seed: modelSeed,
      progress: port2,
    };
    const outcome = await runOnReader<TrainOutcome>(task, {
      signal: input.signal,
      transferList: [port2],
    }).catch((error: unknown) => {
      if (input.signal.aborted) throw input.signal.reason;
      const code = (error as { code?: unknown } | null)?.code;
      throw new TrainingCrash(code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-much-memory' : 'crashed');
    });
    return outcome.ok ? { kind: 'trained', result: outcome.result } : { kind: 'unreadable' };
  } finally {
    port1.close();
    await rm(path, { force: true });
  }
}

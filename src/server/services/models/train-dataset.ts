import type { MessagePort } from 'node:worker_threads';
import { analyseBytes } from '../../../shared/data/analyse';
import type { IngestError } from '../../../shared/data/ingest/limits';
import { trainModels, type MlProgress, type TrainResult } from '../../../shared/data/ml/index';
import type { ImportChoices } from '../../../shared/data/profile/types';
import { readOwnBytes, releasedOnceRead, workbookReader } from '../datasets/read-dataset';

/** A training for the reader's thread: a dataset's file spooled to disk, the choices it was saved with, the target. */
export type TrainTask = {
  kind: 'train';
  file: string;
  choices: ImportChoices;
  target: string;
  seed: number;
  /** Where the thread posts the engine's progress (at most every `progressEveryMs`). */
  progress?: MessagePort;
};

export type TrainOutcome = { ok: true; result: TrainResult } | { ok: false; error: IngestError };

const progressEveryMs = 200;

/**
 * Reads the file with the very call the browser's worker makes (`analyseBytes`) and trains on its table with
 * `trainModels`, so the server's model is the browser's, byte for byte, for the same file, choices and seed.
 * Pure apart from reading the file and posting progress; runs in the reader's thread (datasets/dataset-worker.ts).
 */
export async function trainDataset({
  file,
  choices,
  target,
  seed,
  progress,
}: TrainTask): Promise<TrainOutcome> {
  try {
    const bytes = await readOwnBytes(file);
    const analysed = await analyseBytes(bytes, choices, {
      onProgress: releasedOnceRead(bytes),
      workbookReader,
    });
    if (!analysed.ok) return analysed;
    let posted = 0;
    const onProgress = (step: MlProgress) => {
      const now = Date.now();
      if (now - posted < progressEveryMs) return;
      posted = now;
      progress?.postMessage(step);
    };
    const { table, types } = analysed.ingested;
    return { ok: true, result: trainModels(table, types, analysed.profile, { target, seed, onProgress }) };
  } finally {
    progress?.close();
  }
}

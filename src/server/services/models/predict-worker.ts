// The entry of the worker thread that scores large prediction calls (see predictions.ts); bundled as
// dist/server/predict-worker.js.
import { predict, type RawRow } from '../../../shared/data/ml/index';
import type { Prediction, TrainedModel } from '../../../shared/data/ml/types';

export type PredictTask = { key: string; model?: TrainedModel; rows: RawRow[] };
export type PredictOutcome = { missing: true } | { missing: false; predictions: Prediction[] };

/** Models this thread holds, by `id@finishedAt`, newest use last: sent once, then named by key alone. */
const models = new Map<string, TrainedModel>();
const kept = 4;

export default ({ key, model, rows }: PredictTask): PredictOutcome => {
  let held = models.get(key);
  if (model) held = model;
  if (!held) return { missing: true };
  models.delete(key);
  models.set(key, held);
  while (models.size > kept) models.delete(models.keys().next().value!);
  return { missing: false, predictions: predict(held, rows) };
};

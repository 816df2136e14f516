import { predict, type RawRow } from '../../../shared/data/ml/index';
import type { Prediction, TrainedModel } from '../../../shared/data/ml/types';
import { apiKeysMessages } from '../../../shared/i18n/messages/api-keys';
import { ApiError } from '../../lib/api-error';
import { lazyWorkerPool } from '../../lib/worker-pool';
import type { PredictOutcome, PredictTask } from './predict-worker';
import type { ReadyModel } from './ready-model';

/**
 * Tree walks (rows × trees) scored on the request thread; more go to the worker thread. Measured in
 * docs/decisions/044-api-keys.md: a walk costs 0.1–0.2 µs once a model's trees are compiled, so this is about 1–2 ms
 * of the event loop at most; a single row of the largest model the engine makes stays here.
 */
export const inlineTreeWalks = 10_000;

/** What scoring `rows` rows costs, in tree walks (a linear model or the baseline costs about one per row). */
export const predictionCost = (model: TrainedModel, rows: number) =>
  rows * (model.predictor.kind === 'boosting' ? model.predictor.trees.length : 1);

/** Calls held by the worker thread at once (one scoring, the rest waiting); past them a call gets a 503. */
const maxHeld = 8;
let held = 0;

const pool = lazyWorkerPool(() => ({
  besides: import.meta.url,
  worker: 'predict-worker',
  // Kept a minute after the last large call, with the models it was sent.
  idleTimeout: 60_000,
  resourceLimits: { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 16 },
}));
const predictPool = () => pool.get();

/** Closes the worker thread, if one runs; the next large call starts another. */
export const closePredictionPool = () => pool.close();

const busy = () => new ApiError(503, 'busy', apiKeysMessages.api.busy, { 'retry-after': '5' });

/**
 * Scores rows with a ready model without holding the event loop: small calls on this thread (the model's trees are
 * compiled once and kept with the cached model), large ones in the worker thread, which is sent each model once.
 */
export async function predictRows(ready: ReadyModel, rows: RawRow[]): Promise<Prediction[]> {
  if (predictionCost(ready.model, rows.length) <= inlineTreeWalks) return predict(ready.model, rows);
  if (held >= maxHeld) throw busy();
  held++;
  try {
    const worker = await predictPool();
    const task: PredictTask = { key: ready.cacheKey, rows };
    let outcome = (await worker.run(task)) as PredictOutcome;
    if (outcome.missing) outcome = (await worker.run({ ...task, model: ready.model })) as PredictOutcome;
    if (outcome.missing) throw busy();
    return outcome.predictions;
  } finally {
    held--;
  }
}

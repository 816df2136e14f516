import { seeded } from '../seeded-random';
import { predictedClasses, type Outputs } from './outputs';
import { ascendingOrder } from './radix';
import { rocAuc } from './ranks';
import type { ClassificationScores, Interval, RegressionScores, Task } from './types';

/** Bootstrap resamples of the held-out rows behind each interval (95 %, percentiles). */
export const bootstrapResamples = 200;

/** Resampled weights of `n` rows (how often each is drawn), the same for every model of a run. */
export function resamples(n: number, seed: number, count = bootstrapResamples): Float64Array[] {
  const random = seeded(seed ^ 0x5bd1e995);
  return Array.from({ length: count }, () => {
    const weights = new Float64Array(n);
    for (let draw = 0; draw < n; draw++) weights[Math.floor(random.next() * n)]!++;
    return weights;
  });
}

const finite = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);

function interval(value: number | null, draws: (number | null)[]): Interval {
  const kept = draws
    .filter((draw): draw is number => draw !== null && Number.isFinite(draw))
    .sort((a, b) => a - b);
  if (kept.length === 0) return { value: finite(value), low: null, high: null };
  const low = kept[Math.floor(0.025 * kept.length)]!;
  const high = kept[Math.max(0, Math.ceil(0.975 * kept.length) - 1)]!;
  return { value: finite(value), low, high };
}

function regression(y: Float64Array, predicted: Float64Array, weights?: Float64Array) {
  let total = 0;
  let mean = 0;
  for (let at = 0; at < y.length; at++) {
    const weight = weights ? weights[at]! : 1;
    total += weight;
    mean += weight * y[at]!;
  }
  mean /= total;
  let squares = 0;
  let absolute = 0;
  let spread = 0;
  for (let at = 0; at < y.length; at++) {
    const weight = weights ? weights[at]! : 1;
    const error = y[at]! - predicted[at]!;
    squares += weight * error * error;
    absolute += weight * Math.abs(error);
    spread += weight * (y[at]! - mean) ** 2;
  }
  return {
    r2: spread > 0 ? 1 - squares / spread : null,
    mae: absolute / total,
    rmse: Math.sqrt(squares / total),
  };
}

/** R² of predictions against the held-out values, nothing else (permutation importance's score). */
export const regressionR2 = (y: Float64Array, predicted: Float64Array) => finite(regression(y, predicted).r2);

/** The coverage of `margin90`: a new row lies within ± the margin of its prediction this often. */
export const predictionCoverage = 0.9;

/**
 * Split-conformal margin (Vovk et al.; Lei et al. 2018): the ⌈coverage · (n + 1)⌉-th smallest absolute error of the
 * n held-out rows, which a new row exchangeable with them stays within with probability ≥ coverage. Null when
 * that rank is past n (too few rows to promise the coverage).
 */
export function conformalMargin(y: Float64Array, predicted: Float64Array, coverage = predictionCoverage) {
  const rank = Math.ceil(coverage * (y.length + 1));
  if (y.length === 0 || rank > y.length) return null;
  const errors = Float64Array.from(y, (value, at) => Math.abs(value - predicted[at]!)).sort();
  return finite(errors[rank - 1]!);
}

/**
 * R², MAE and RMSE of predictions against the held-out values, each with its bootstrap interval, and the margin of
 * a 90 % prediction interval.
 */
export function regressionScores(
  y: Float64Array,
  predicted: Float64Array,
  draws: Float64Array[],
): RegressionScores {
  const point = regression(y, predicted);
  const resampled = draws.map((weights) => regression(y, predicted, weights));
  return {
    r2: interval(
      point.r2,
      resampled.map((draw) => draw.r2),
    ),
    mae: interval(
      point.mae,
      resampled.map((draw) => draw.mae),
    ),
    rmse: interval(
      point.rmse,
      resampled.map((draw) => draw.rmse),
    ),
    margin90: conformalMargin(y, predicted),
  };
}

function classification(y: Float64Array, predicted: Int32Array, classes: number, weights?: Float64Array) {
  const matrix = new Float64Array(classes * classes);
  let total = 0;
  for (let at = 0; at < y.length; at++) {
    const weight = weights ? weights[at]! : 1;
    matrix[y[at]! * classes + predicted[at]!]! += weight;
    total += weight;
  }
  let correct = 0;
  let recalls = 0;
  let recallClasses = 0;
  let f1s = 0;
  let f1Classes = 0;
  for (let c = 0; c < classes; c++) {
    const hit = matrix[c * classes + c]!;
    correct += hit;
    let actual = 0;
    let called = 0;
    for (let other = 0; other < classes; other++) {
      actual += matrix[c * classes + other]!;
      called += matrix[other * classes + c]!;
    }
    if (actual > 0) {
      recalls += hit / actual;
      recallClasses++;
    }
    if (actual + called > 0) {
      f1s += (2 * hit) / (actual + called);
      f1Classes++;
    }
  }
  return {
    matrix,
    accuracy: total > 0 ? correct / total : null,
    balancedAccuracy: recallClasses > 0 ? recalls / recallClasses : null,
    macroF1: f1Classes > 0 ? f1s / f1Classes : null,
  };
}

/** Accuracy, balanced accuracy, macro-F1, ROC AUC (two classes) and the confusion matrix, with intervals. */
export function classificationScores(
  task: Task,
  y: Float64Array,
  outputs: Outputs,
  classes: number,
  draws: Float64Array[],
): ClassificationScores {
  const predicted = predictedClasses(task, outputs);
  const point = classification(y, predicted, classes);
  const resampled = draws.map((weights) => classification(y, predicted, classes, weights));
  const confusion = Array.from({ length: classes }, (_, actual) =>
    Array.from(point.matrix.subarray(actual * classes, (actual + 1) * classes)),
  );
  const scores: ClassificationScores = {
    accuracy: interval(
      point.accuracy,
      resampled.map((draw) => draw.accuracy),
    ),
    balancedAccuracy: interval(
      point.balancedAccuracy,
      resampled.map((draw) => draw.balancedAccuracy),
    ),
    macroF1: interval(
      point.macroF1,
      resampled.map((draw) => draw.macroF1),
    ),
    confusion,
  };
  if (task === 'binary') {
    const probability = outputs.values;
    const order = ascendingOrder(probability);
    const positive = (at: number) => y[at] === 1;
    scores.auc = interval(
      rocAuc(probability, positive, undefined, order),
      draws.map((weights) => rocAuc(probability, positive, weights, order)),
    );
  }
  return scores;
}

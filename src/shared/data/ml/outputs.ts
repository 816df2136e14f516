import type { Task } from './types';

/**
 * What a model gives for rows, row-major: one value per row (regression: the prediction; binary: the second
 * class's probability) or one probability per class (multiclass).
 */
export type Outputs = { width: number; values: Float64Array };

export const outputWidth = (task: Task, classes: number): number => (task === 'multiclass' ? classes : 1);

export const sigmoid = (score: number): number => 1 / (1 + Math.exp(-score));

/** Scores to probabilities in place, `width` at a time from `offset`. */
export function softmaxAt(values: Float64Array, offset: number, width: number): void {
  let max = -Infinity;
  for (let c = 0; c < width; c++) max = Math.max(max, values[offset + c]!);
  let sum = 0;
  for (let c = 0; c < width; c++) sum += values[offset + c] = Math.exp(values[offset + c]! - max);
  for (let c = 0; c < width; c++) values[offset + c]! /= sum;
}

const clip = (p: number) => Math.min(1 - 1e-15, Math.max(1e-15, p));

/** Mean squared error (regression) or mean log loss (classes) of outputs for `rows`, `outputs` in their order. */
export function meanLoss(task: Task, outputs: Outputs, y: Float64Array, rows: Uint32Array): number {
  let sum = 0;
  rows.forEach((row, at) => {
    if (task === 'regression') sum += (outputs.values[at]! - y[row]!) ** 2;
    else if (task === 'binary') {
      const p = clip(outputs.values[at]!);
      sum -= y[row] === 1 ? Math.log(p) : Math.log(1 - p);
    } else sum -= Math.log(clip(outputs.values[at * outputs.width + y[row]!]!));
  });
  return rows.length > 0 ? sum / rows.length : 0;
}

/** The predicted class of each row: the likeliest (the first on a tie). */
export function predictedClasses(task: Task, outputs: Outputs): Int32Array {
  const n = outputs.values.length / outputs.width;
  const out = new Int32Array(n);
  for (let row = 0; row < n; row++) {
    if (task === 'binary') out[row] = outputs.values[row]! > 0.5 ? 1 : 0;
    else {
      let best = 0;
      for (let c = 1; c < outputs.width; c++)
        if (outputs.values[row * outputs.width + c]! > outputs.values[row * outputs.width + best]!) best = c;
      out[row] = best;
    }
  }
  return out;
}

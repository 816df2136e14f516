import { choleskyFactor, choleskySolve } from './cholesky';
import { sortedPresent } from './present';
import { meanLoss, sigmoid, softmaxAt, type Outputs } from './outputs';
import type { LinearModel, Task } from './types';

/** Ridge strengths tried, per training row (the inputs are standardised); the best on validation is kept. */
export const ridgeStrengths = [1e-4, 1e-2, 1];
/** The logistic model's strength per training row, and its iterations at most. */
export const logisticStrength = 1e-3;
const maxIterations = 100;
const tolerance = 1e-6;

/** The design columns of `rows`: standardised inputs (missing → median) and missing indicators. */
function design(model: Omit<LinearModel, 'weights' | 'lambda'>, inputs: Float64Array[], rows: Uint32Array) {
  const columns: Float64Array[] = [];
  inputs.forEach((input, index) => {
    const median = model.medians[index]!;
    const mean = model.means[index]!;
    const scale = model.scales[index]!;
    const values = new Float64Array(rows.length);
    const missing = model.indicators[index] ? new Float64Array(rows.length) : undefined;
    for (let at = 0; at < rows.length; at++) {
      const value = input[rows[at]!]!;
      const isMissing = value !== value;
      values[at] = ((isMissing ? median : value) - mean) / scale;
      if (missing && isMissing) missing[at] = 1;
    }
    columns.push(values);
    if (missing) columns.push(missing);
  });
  return columns;
}

function prepare(inputs: Float64Array[], rows: Uint32Array): Omit<LinearModel, 'weights' | 'lambda'> {
  const medians: number[] = [];
  const means: number[] = [];
  const scales: number[] = [];
  const indicators: boolean[] = [];
  for (const input of inputs) {
    const present = sortedPresent(input, rows);
    const median = present.length === 0 ? 0 : present[Math.floor((present.length - 1) / 2)]!;
    const missing = rows.length - present.length;
    let mean = 0;
    for (const value of present) mean += value;
    mean = (mean + missing * median) / Math.max(1, rows.length);
    let variance = 0;
    for (const value of present) variance += (value - mean) ** 2;
    variance = (variance + missing * (median - mean) ** 2) / Math.max(1, rows.length);
    medians.push(median);
    means.push(mean);
    scales.push(variance > 0 ? Math.sqrt(variance) : 1);
    indicators.push(missing > 0);
  }
  return { kind: 'linear', medians, means, scales, indicators };
}

/** Xᵀ X with an intercept column first, as a (p + 1)² row-major matrix. */
function gram(columns: Float64Array[], n: number): Float64Array {
  const size = columns.length + 1;
  const all = [new Float64Array(n).fill(1), ...columns];
  const out = new Float64Array(size * size);
  for (let i = 0; i < size; i++)
    for (let j = 0; j <= i; j++) {
      let sum = 0;
      const a = all[i]!;
      const b = all[j]!;
      for (let r = 0; r < n; r++) sum += a[r]! * b[r]!;
      out[i * size + j] = out[j * size + i] = sum;
    }
  return out;
}

function penalised(matrix: Float64Array, size: number, scale: number, lambda: number): Float64Array {
  const out = matrix.map((value) => value * scale);
  for (let i = 0; i < size; i++) out[i * size + i]! += i === 0 ? 1e-9 : lambda;
  return out;
}

/** Scores of design columns: the intercept plus the weighted columns, per output. */
function scoresOf(columns: Float64Array[], weights: number[][] | Float64Array[], n: number): Float64Array {
  const width = weights.length;
  const out = new Float64Array(n * width);
  for (let c = 0; c < width; c++) {
    const w = weights[c]!;
    for (let r = 0; r < n; r++) out[r * width + c] = w[0]!;
    columns.forEach((column, j) => {
      const weight = w[j + 1]!;
      if (weight === 0) return;
      for (let r = 0; r < n; r++) out[r * width + c]! += weight * column[r]!;
    });
  }
  return out;
}

/** The outputs of a linear model for `rows` of the inputs. */
export function linearOutputs(
  model: LinearModel,
  task: Task,
  inputs: Float64Array[],
  rows: Uint32Array,
): Outputs {
  const columns = design(model, inputs, rows);
  const width = model.weights.length;
  const values = scoresOf(columns, model.weights, rows.length);
  if (task === 'binary') for (let r = 0; r < rows.length; r++) values[r] = sigmoid(values[r]!);
  if (task === 'multiclass') for (let r = 0; r < rows.length; r++) softmaxAt(values, r * width, width);
  return { width, values };
}

const rounded = (weights: Float64Array) => Array.from(weights, (value) => Number(value.toPrecision(12)));

/**
 * Ridge (regression) or ridge-penalised logistic regression (two classes: sigmoid; more: softmax) on the `fit`
 * rows, with median imputation, missing indicators and standardised inputs. The logistic model is fitted by
 * Böhning's bound (one Cholesky factorisation of ¼ or ½ XᵀX + λI serves every iteration and class), the ridge
 * strength chosen on the validation rows.
 */
export function fitLinear(
  task: Task,
  classes: number,
  inputs: Float64Array[],
  y: Float64Array,
  fit: Uint32Array,
  validation: Uint32Array,
  onIteration?: (done: number, total: number) => void,
): { model: LinearModel; validationLoss: number } {
  const base = prepare(inputs, fit);
  const columns = design(base, inputs, fit);
  const n = fit.length;
  const size = columns.length + 1;
  const xtx = gram(columns, n);
  /** Xᵀ t for t = `values[r · width + c]` over the fit rows. */
  const xty = (values: Float64Array, width: number, c: number) => {
    const out = new Float64Array(size);
    for (let r = 0; r < n; r++) out[0]! += values[r * width + c]!;
    columns.forEach((column, j) => {
      let sum = 0;
      for (let r = 0; r < n; r++) sum += column[r]! * values[r * width + c]!;
      out[j + 1] = sum;
    });
    return out;
  };
  if (task === 'regression') {
    const right = xty(
      Float64Array.from(fit, (row) => y[row]!),
      1,
      0,
    );
    let best: { model: LinearModel; validationLoss: number } | undefined;
    ridgeStrengths.forEach((strength, done) => {
      const lambda = strength * n;
      const weights = choleskySolve(choleskyFactor(penalised(xtx, size, 1, lambda), size), size, right);
      const model: LinearModel = { ...base, weights: [rounded(weights)], lambda: strength };
      const validationLoss = meanLoss(task, linearOutputs(model, task, inputs, validation), y, validation);
      if (!best || validationLoss < best.validationLoss) best = { model, validationLoss };
      onIteration?.(done + 1, ridgeStrengths.length);
    });
    return best!;
  }
  const width = task === 'binary' ? 1 : classes;
  const lambda = logisticStrength * n;
  const factor = choleskyFactor(penalised(xtx, size, task === 'binary' ? 0.25 : 0.5, lambda), size);
  const weights = Array.from({ length: width }, () => new Float64Array(size));
  let previous = Infinity;
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    const scores = scoresOf(columns, weights, n);
    let loss = 0;
    for (let r = 0; r < n; r++) {
      const label = y[fit[r]!]!;
      if (width === 1) {
        const p = sigmoid(scores[r]!);
        loss -= Math.log(Math.max(1e-15, label === 1 ? p : 1 - p));
        scores[r] = (label === 1 ? 1 : 0) - p;
      } else {
        softmaxAt(scores, r * width, width);
        loss -= Math.log(Math.max(1e-15, scores[r * width + label]!));
        for (let c = 0; c < width; c++)
          scores[r * width + c] = (c === label ? 1 : 0) - scores[r * width + c]!;
      }
    }
    for (let c = 0; c < width; c++) {
      const w = weights[c]!;
      for (let j = 1; j < size; j++) loss += (lambda / 2) * w[j]! ** 2;
      const gradient = xty(scores, width, c);
      for (let j = 1; j < size; j++) gradient[j]! -= lambda * w[j]!;
      const step = choleskySolve(factor, size, gradient);
      for (let j = 0; j < size; j++) w[j]! += step[j]!;
    }
    onIteration?.(iteration + 1, maxIterations);
    if (Math.abs(previous - loss) <= tolerance * Math.max(1, Math.abs(loss))) break;
    previous = loss;
  }
  const model: LinearModel = { ...base, weights: weights.map(rounded), lambda: logisticStrength };
  return {
    model,
    validationLoss: meanLoss(task, linearOutputs(model, task, inputs, validation), y, validation),
  };
}

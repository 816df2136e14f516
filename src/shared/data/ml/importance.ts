import { seeded } from '../seeded-random';
import type { Outputs } from './outputs';
import { classificationScores, regressionR2 } from './scores';
import type { Importance, ModelKind, Task } from './types';

/** Shuffles of each feature, and the held-out rows they are measured on at most. */
export const importanceRepeats = 5;
export const importanceMaxRows = 2000;

export const importanceMetric = (task: Task): Importance['metric'] =>
  task === 'regression' ? 'r2' : task === 'binary' ? 'auc' : 'accuracy';

function shuffled(count: number, random: ReturnType<typeof seeded>): Uint32Array {
  const order = Uint32Array.from({ length: count }, (_, at) => at);
  for (let at = count - 1; at > 0; at--) {
    const other = Math.floor(random.next() * (at + 1));
    [order[at], order[other]] = [order[other]!, order[at]!];
  }
  return order;
}

/**
 * Permutation importance on held-out rows: how much the score (R², ROC AUC or accuracy) drops when one feature
 * column's values are shuffled among the rows, all its inputs together, mean ± sd over the repeats. Correlated
 * features share their importance: shuffling one leaves the other to carry it.
 */
export function permutationImportance(options: {
  model: ModelKind;
  task: Task;
  classes: number;
  names: string[];
  inputs: Float64Array[];
  owner: Int32Array;
  y: Float64Array;
  test: Uint32Array;
  seed: number;
  /** The model's outputs for `rows`, with the inputs `changed` (all when absent) taken from `inputs`. */
  outputs: (inputs: Float64Array[], rows: Uint32Array, changed?: number[]) => Outputs;
  onFeature?: (done: number, total: number) => void;
}): Importance {
  const { task, classes, names, inputs, owner, y, seed } = options;
  const random = seeded(seed ^ 0x27d4eb2f);
  let rows = options.test;
  if (rows.length > importanceMaxRows)
    rows = Uint32Array.from(
      shuffled(rows.length, random).subarray(0, importanceMaxRows),
      (at) => rows[at]!,
    ).sort();
  const actual = Float64Array.from(rows, (row) => y[row]!);
  const metric = importanceMetric(task);
  const score = (outputs: Outputs): number => {
    if (task === 'regression') return regressionR2(actual, outputs.values) ?? 0;
    const scores = classificationScores(task, actual, outputs, classes, []);
    return (task === 'binary' ? scores.auc?.value : scores.accuracy.value) ?? 0;
  };
  const reference = score(options.outputs(inputs, rows));
  const features = names.map((column, feature) => {
    const drops: number[] = [];
    for (let repeat = 0; repeat < importanceRepeats; repeat++) {
      const order = shuffled(rows.length, random);
      const changed: number[] = [];
      const permuted = inputs.map((input, index) => {
        if (owner[index] !== feature) return input;
        changed.push(index);
        const copy = input.slice();
        rows.forEach((row, at) => (copy[row] = input[rows[order[at]!]!]!));
        return copy;
      });
      drops.push(reference - score(options.outputs(permuted, rows, changed)));
    }
    const mean = drops.reduce((sum, drop) => sum + drop, 0) / drops.length;
    const sd = Math.sqrt(drops.reduce((sum, drop) => sum + (drop - mean) ** 2, 0) / (drops.length - 1));
    options.onFeature?.(feature + 1, names.length);
    return { column, mean, sd };
  });
  features.sort((a, b) => b.mean - a.mean || (a.column < b.column ? -1 : a.column > b.column ? 1 : 0));
  return { model: options.model, metric, repeats: importanceRepeats, rows: rows.length, features };
}

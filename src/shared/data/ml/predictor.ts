import { boostingOutputs } from './boosting';
import { linearOutputs } from './linear';
import type { Outputs } from './outputs';
import type { BaselineModel, TrainedModel, Task } from './types';

/** The baseline: the training mean, or the class shares (the majority class predicted). */
export function fitBaseline(task: Task, classes: number, y: Float64Array, fit: Uint32Array): BaselineModel {
  if (task === 'regression')
    return { kind: 'baseline', base: [fit.reduce((sum, row) => sum + y[row]!, 0) / fit.length] };
  const counts = new Array<number>(classes).fill(0);
  for (const row of fit) counts[y[row]!]!++;
  const shares = counts.map((count) => count / fit.length);
  return { kind: 'baseline', base: task === 'binary' ? [shares[1]!] : shares };
}

/** Any predictor's outputs for `rows` of the inputs. */
export function outputsOf(
  predictor: TrainedModel['predictor'],
  task: Task,
  inputs: Float64Array[],
  rows: Uint32Array,
): Outputs {
  if (predictor.kind === 'linear') return linearOutputs(predictor, task, inputs, rows);
  if (predictor.kind === 'boosting') return boostingOutputs(predictor, task, inputs, rows);
  const width = predictor.base.length;
  const values = new Float64Array(rows.length * width);
  for (let at = 0; at < rows.length; at++) values.set(predictor.base, at * width);
  return { width, values };
}

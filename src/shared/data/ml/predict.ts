import { outputsOf } from './predictor';
import { encodeColumn, readColumn } from './read';
import type { Prediction, TrainedModel } from './types';

/** A row to score: raw cell texts by column name, as a file or an API call gives them (absent = missing). */
export type RawRow = Record<string, string | null | undefined>;

/**
 * Scores new rows with a trained model, reading and encoding their cells exactly as training read the table: a
 * value (regression), or each class's probability and the likeliest class. Unreadable cells count as missing.
 */
export function predict(model: TrainedModel, rows: readonly RawRow[]): Prediction[] {
  const inputs = model.features.flatMap((feature) =>
    encodeColumn(
      feature,
      readColumn(
        feature,
        rows.map((row) => row[feature.name]),
      ),
    ),
  );
  const all = Uint32Array.from(rows.keys());
  const outputs = outputsOf(model.predictor, model.task, inputs, all);
  const classes = model.classes ?? [];
  return Array.from(all, (at): Prediction => {
    if (model.task === 'regression') return { value: outputs.values[at]! };
    const probabilities =
      model.task === 'binary'
        ? [1 - outputs.values[at]!, outputs.values[at]!]
        : Array.from(outputs.values.subarray(at * outputs.width, (at + 1) * outputs.width));
    let best = 0;
    probabilities.forEach((p, c) => {
      if (model.task === 'binary' ? c === 1 && p > 0.5 : p > probabilities[best]!) best = c;
    });
    return {
      label: classes[best]!,
      probabilities: Object.fromEntries(classes.map((label, c) => [label, probabilities[c]!])),
    };
  });
}

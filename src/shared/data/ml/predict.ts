import { outputsOf } from './predictor';
import { isMissing } from '../ingest/nulls';
import { encodeColumn, labelCell, numericCell, readColumn } from './read';
import type { Prediction, TrainedModel } from './types';

/** A row to score: raw cell texts by column name, as a file or an API call gives them (absent = missing). */
export type RawRow = Record<string, string | null | undefined>;

/** A row's own cell of a column: a column named like `toString` or `constructor` never reads an inherited member. */
const cellOf = (row: RawRow, column: string) => (Object.hasOwn(row, column) ? row[column] : undefined);

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
        rows.map((row) => cellOf(row, feature.name)),
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

/** A cell a model cannot read: its row (0-based in the request), column, and why. */
export type UnreadableCell = {
  row: number;
  column: string;
  value: string;
  expected: 'number' | 'date' | 'boolean';
};

/**
 * The present cells that do not read as their feature's type (a word in a number column, a non-date in a date
 * column, a non-boolean in a yes/no column), for a caller that answers bad rows with a 4xx naming row and column.
 * `predict` scores such cells as missing; unknown category levels are no error (they count as `other`).
 */
export function unreadableCells(model: TrainedModel, rows: readonly RawRow[]): UnreadableCell[] {
  const out: UnreadableCell[] = [];
  rows.forEach((row, at) => {
    for (const feature of model.features) {
      const value = cellOf(row, feature.name);
      if (value === null || value === undefined || isMissing(value)) continue;
      if (feature.kind === 'category') {
        if (feature.boolean && labelCell(feature)(value) === undefined)
          out.push({ row: at, column: feature.name, value, expected: 'boolean' });
      } else if (Number.isNaN(numericCell(feature)(value)))
        out.push({ row: at, column: feature.name, value, expected: feature.kind });
    }
  });
  return out;
}

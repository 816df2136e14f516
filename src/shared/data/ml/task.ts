import type { ColumnType } from '../ingest/types';
import { labelCell, numericCell, readerOf } from './read';
import type { ColumnReader, Refusal, Task } from './types';

/** A number with more distinct values than this is a regression target; with fewer, its values are classes. */
export const regressionMinDistinct = 11;
export const maxClasses = 20;
/** Rows with a target value needed to train and hold some back. */
export const minRows = 30;

/** The target read: per row a value (regression) or a class index (classification), NaN when missing. */
export type Target = {
  name: string;
  index: number;
  reader: ColumnReader;
  task: Task;
  classes?: string[];
  y: Float64Array;
  present: number;
};

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The task a target column asks for (issue 21): regression, classification into 2–20 classes, or refused. */
export function targetOf(
  name: string,
  columns: readonly string[][],
  types: readonly ColumnType[],
): { ok: true; target: Target } | { ok: false; refused: Refusal } {
  const index = types.findIndex((type) => type.name === name);
  const refuse = (reason: Refusal['reason'], detail?: Refusal['detail']) => ({
    ok: false as const,
    refused: { reason, target: name, ...(detail ? { detail } : {}) },
  });
  if (index < 0) return refuse('target-unknown');
  const type = types[index]!;
  const reader = readerOf(type);
  if (!reader || reader.kind === 'date') return refuse('target-kind', { kind: type.kind });
  const cells = columns[index] ?? [];
  const n = cells.length;
  let labels: (string | undefined)[];
  if (reader.kind === 'number') {
    const read = numericCell(reader);
    const values = new Float64Array(n);
    // Distinct values are only counted up to what makes a regression.
    const distinct = new Set<number>();
    let present = 0;
    for (let row = 0; row < n; row++) {
      const value = read(cells[row]);
      values[row] = value;
      if (Number.isNaN(value)) continue;
      present++;
      if (distinct.size < regressionMinDistinct) distinct.add(value);
    }
    if (distinct.size >= regressionMinDistinct) {
      if (present < minRows) return refuse('too-few-rows', { rows: present, minimum: minRows });
      return { ok: true, target: { name, index, reader, task: 'regression', y: values, present } };
    }
    labels = Array.from(values, (value) => (Number.isNaN(value) ? undefined : String(value)));
  } else labels = cells.map(labelCell(reader));
  const seen = [...new Set(labels.filter((label): label is string => label !== undefined))];
  const numeric = reader.kind === 'number';
  const classes = numeric ? seen.sort((a, b) => Number(a) - Number(b)) : seen.sort(byText);
  if (classes.length < 2) return refuse('too-few-classes', { classes: classes.length });
  if (classes.length > maxClasses)
    return refuse('too-many-classes', { classes: classes.length, maximum: maxClasses });
  const slot = new Map(classes.map((label, at) => [label, at]));
  const y = new Float64Array(n);
  let present = 0;
  for (let row = 0; row < n; row++) {
    const label = labels[row];
    y[row] = label === undefined ? Number.NaN : slot.get(label)!;
    if (label !== undefined) present++;
  }
  if (present < minRows) return refuse('too-few-rows', { rows: present, minimum: minRows });
  const task = classes.length === 2 ? 'binary' : 'multiclass';
  return { ok: true, target: { name, index, reader, task, classes, y, present } };
}

import { parseDateText } from '../ingest/dates';
import { memoized } from '../ingest/memo';
import { isMissing } from '../ingest/nulls';
import { parseNumberText, pointDecimal } from '../ingest/numbers';
import { booleanValue, type ColumnType } from '../ingest/types';
import { civilFromDays, dayMs, weekday } from '../profile/calendar';
import type { ColumnReader, FeatureColumn } from './types';

/**
 * Raw cells to values, one reader for training and prediction so a row scores the same either way: a number in its
 * column's format, a date in its order (epoch ms, UTC), a category trimmed (a boolean as `false` / `true`).
 * Missing or non-conforming cells read as NaN or undefined, as the insights engine reads them.
 */
export function readerOf(type: ColumnType): ColumnReader | undefined {
  if (type.kind === 'number') return { kind: 'number', name: type.name, format: type.format ?? pointDecimal };
  if (type.kind === 'date' || type.kind === 'datetime')
    return { kind: 'date', name: type.name, order: type.dateOrder ?? 'ymd' };
  if (type.kind === 'category' || type.kind === 'boolean')
    return { kind: 'category', name: type.name, boolean: type.kind === 'boolean' };
  return undefined;
}

/** A number or a date cell's value, NaN when missing or unreadable. */
export function numericCell(reader: ColumnReader): (raw: string | null | undefined) => number {
  const read =
    reader.kind === 'number'
      ? memoized((raw: string) => parseNumberText(raw, reader.format) ?? Number.NaN)
      : reader.kind === 'date'
        ? memoized((raw: string) => parseDateText(raw, reader.order) ?? Number.NaN)
        : () => Number.NaN;
  return (raw) => (raw === null || raw === undefined || isMissing(raw) ? Number.NaN : read(raw));
}

/** A category cell's label, undefined when missing (a boolean that is no boolean word is missing). */
export function labelCell(reader: ColumnReader): (raw: string | null | undefined) => string | undefined {
  const boolean = reader.kind === 'category' && reader.boolean;
  return (raw) => {
    if (raw === null || raw === undefined || isMissing(raw)) return undefined;
    if (!boolean) return raw.trim();
    const value = booleanValue(raw, true);
    return value === undefined ? undefined : String(value);
  };
}

/** A column read whole: numbers and dates as values, categories as labels. */
export type ReadColumn =
  | { reader: ColumnReader & { kind: 'number' | 'date' }; values: Float64Array }
  | { reader: ColumnReader & { kind: 'category' }; labels: (string | undefined)[] };

export function readColumn(reader: ColumnReader, cells: readonly (string | null | undefined)[]): ReadColumn {
  if (reader.kind === 'category') {
    const read = labelCell(reader);
    return { reader, labels: cells.map(read) };
  }
  const read = numericCell(reader);
  const values = new Float64Array(cells.length);
  for (let row = 0; row < cells.length; row++) values[row] = read(cells[row]);
  return { reader, values };
}

/** The year, month (1–12) and weekday (Monday 0) of epoch milliseconds, UTC; NaN for NaN. */
export function dateParts(ms: number): [number, number, number] {
  if (Number.isNaN(ms)) return [Number.NaN, Number.NaN, Number.NaN];
  const days = Math.floor(ms / dayMs);
  const { year, month } = civilFromDays(days);
  return [year, month, weekday(days)];
}

/** How many model inputs a feature column gives. */
export const inputCount = (feature: FeatureColumn): number =>
  feature.kind === 'number' ? 1 : feature.kind === 'date' ? 3 : feature.levels!.length + 1;

/** The names of a feature column's inputs, as the report and a chart show them. */
export function inputNames(feature: FeatureColumn): string[] {
  if (feature.kind === 'number') return [feature.name];
  if (feature.kind === 'date')
    return [`${feature.name} (year)`, `${feature.name} (month)`, `${feature.name} (weekday)`];
  return [...feature.levels!.map((level) => `${feature.name} = ${level}`), `${feature.name} = (other)`];
}

/**
 * A feature column's inputs from its read values, column by column (NaN when missing): what both models take, the
 * trees as they are and the linear model after imputation.
 */
export function encodeColumn(feature: FeatureColumn, column: ReadColumn): Float64Array[] {
  if (feature.kind === 'number' && 'values' in column) return [column.values];
  if (feature.kind === 'date' && 'values' in column) {
    const n = column.values.length;
    const out = [new Float64Array(n), new Float64Array(n), new Float64Array(n)];
    for (let row = 0; row < n; row++) {
      const parts = dateParts(column.values[row]!);
      out[0]![row] = parts[0];
      out[1]![row] = parts[1];
      out[2]![row] = parts[2];
    }
    return out;
  }
  if (!('labels' in column)) throw new Error('Column read as another kind');
  const levels = feature.levels!;
  const slot = new Map(levels.map((level, index) => [level, index]));
  const n = column.labels.length;
  const out = Array.from({ length: levels.length + 1 }, () => new Float64Array(n));
  for (let row = 0; row < n; row++) {
    const label = column.labels[row];
    if (label === undefined) for (const input of out) input[row] = Number.NaN;
    else out[slot.get(label) ?? levels.length]![row] = 1;
  }
  return out;
}

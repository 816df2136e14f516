import { parseDateText } from '../ingest/dates';
import { isMissing } from '../ingest/nulls';
import { parseNumberText, pointDecimal } from '../ingest/numbers';
import { booleanValue, type ColumnType } from '../ingest/types';
import { memoized } from '../ingest/memo';
import type { ColumnProfile, DataProfile } from '../profile/types';

/**
 * The columns the engine reads, each cell once, with the ingest readers (a number in its column's format, a date
 * in its order, a boolean by the types' words): numbers and dates as Float64Array (NaN when missing or
 * non-conforming), categories and booleans as codes (−1 when missing) with their labels in order of first
 * appearance (booleans: `false`, `true`). IDs and free text are not read: nothing is tested on them.
 */
export type NumberData = { kind: 'number'; index: number; name: string; values: Float64Array; count: number };
export type DateData = { kind: 'date'; index: number; name: string; values: Float64Array; count: number };
export type CategoryData = {
  kind: 'category';
  index: number;
  name: string;
  codes: Int32Array;
  labels: string[];
  counts: number[];
  count: number;
  boolean: boolean;
};
export type ColumnData = NumberData | DateData | CategoryData;

/** Reads each present cell with `read` (memoized for repeated texts) into a Float64Array, NaN where missing. */
function readValues(
  values: readonly string[],
  parse: (raw: string) => number | undefined,
): { values: Float64Array; count: number } {
  const read = memoized(parse);
  const out = new Float64Array(values.length);
  let count = 0;
  for (let row = 0; row < values.length; row++) {
    const raw = values[row]!;
    const value = isMissing(raw) ? undefined : read(raw);
    out[row] = value ?? Number.NaN;
    if (value !== undefined) count++;
  }
  return { values: out, count };
}

const readNumbers = (values: readonly string[], type: ColumnType) => {
  const format = type.format ?? pointDecimal;
  return readValues(values, (raw) => parseNumberText(raw, format));
};

const readDates = (values: readonly string[], type: ColumnType) => {
  const order = type.dateOrder ?? 'ymd';
  return readValues(values, (raw) => parseDateText(raw, order));
};

function readCategories(values: readonly string[], boolean: boolean) {
  const codes = new Int32Array(values.length);
  const slots = new Map<string, number>();
  const labels: string[] = boolean ? ['false', 'true'] : [];
  const counts: number[] = boolean ? [0, 0] : [];
  let count = 0;
  for (let row = 0; row < values.length; row++) {
    const raw = values[row]!;
    let slot = slots.get(raw);
    if (slot === undefined) {
      if (isMissing(raw)) slot = -1;
      else if (boolean) {
        const value = booleanValue(raw, true);
        slot = value === undefined ? -1 : value ? 1 : 0;
      } else {
        // Categories compare trimmed, as the types and the profile count them.
        const label = raw.trim();
        slot = labels.indexOf(label);
        if (slot < 0) {
          slot = labels.length;
          labels.push(label);
          counts.push(0);
        }
      }
      slots.set(raw, slot);
    }
    codes[row] = slot;
    if (slot >= 0) {
      counts[slot]!++;
      count++;
    }
  }
  return { codes, labels, counts, count };
}

const usable = (profile: ColumnProfile | undefined) => !!profile && profile.distinct >= 2;

/**
 * Reads the columns worth testing: numbers, dates, categories and booleans with at least two values, those `keep`
 * admits (all when left out).
 */
export function readColumns(
  columns: readonly string[][],
  types: readonly ColumnType[],
  profile: DataProfile,
  onCells: (cells: number) => void,
  keep: (index: number, type: ColumnType) => boolean = () => true,
): ColumnData[] {
  const out: ColumnData[] = [];
  types.forEach((type, index) => {
    const values = columns[index] ?? [];
    const column = profile.columns[index];
    if (!usable(column) || column?.name !== type.name || !keep(index, type)) return;
    const name = type.name;
    if (type.kind === 'number') out.push({ kind: 'number', index, name, ...readNumbers(values, type) });
    else if (type.kind === 'date' || type.kind === 'datetime')
      out.push({ kind: 'date', index, name, ...readDates(values, type) });
    else if (type.kind === 'category' || type.kind === 'boolean')
      out.push({
        kind: 'category',
        index,
        name,
        boolean: type.kind === 'boolean',
        ...readCategories(values, type.kind === 'boolean'),
      });
    else return;
    onCells(values.length);
  });
  return out;
}

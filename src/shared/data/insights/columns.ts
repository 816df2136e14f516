import { parseDateText } from '../ingest/dates';
import { isMissing } from '../ingest/nulls';
import { parseNumberText, pointDecimal } from '../ingest/numbers';
import { booleanValue, type ColumnType } from '../ingest/types';
import { memoized } from '../ingest/memo';
import type { ColumnProfile, DataProfile } from '../profile/types';
import type { ColumnValues } from '../ingest/column-values';

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
function readCells(
  cells: readonly string[],
  parse: (raw: string) => number | undefined,
): { values: Float64Array; count: number } {
  const read = memoized(parse);
  const out = new Float64Array(cells.length);
  let count = 0;
  for (let row = 0; row < cells.length; row++) {
    const raw = cells[row]!;
    const value = isMissing(raw) ? undefined : read(raw);
    out[row] = value ?? Number.NaN;
    if (value !== undefined) count++;
  }
  return { values: out, count };
}

/**
 * The same from the typing stage's count of the cells (`ColumnValues`): each distinct spelling parsed once, each
 * row given its spelling's value by its code (missing cells are coded −1, as `isMissing` reads them).
 */
function readCounted(
  counted: ColumnValues,
  parse: (raw: string) => number | undefined,
): { values: Float64Array; count: number } {
  const { codes, spellings, counts } = counted;
  const parsed = new Float64Array(spellings.length);
  let count = 0;
  for (let index = 0; index < spellings.length; index++) {
    const value = parse(spellings[index]!);
    parsed[index] = value ?? Number.NaN;
    if (value !== undefined) count += counts[index]!;
  }
  const out = new Float64Array(codes.length);
  for (let row = 0; row < codes.length; row++) {
    const code = codes[row]!;
    out[row] = code < 0 ? Number.NaN : parsed[code]!;
  }
  return { values: out, count };
}

const readValues = (
  cells: readonly string[],
  counted: ColumnValues | undefined,
  parse: (raw: string) => number | undefined,
) => (counted ? readCounted(counted, parse) : readCells(cells, parse));

const readNumbers = (cells: readonly string[], type: ColumnType, counted?: ColumnValues) => {
  const format = type.format ?? pointDecimal;
  return readValues(cells, counted, (raw) => parseNumberText(raw, format));
};

const readDates = (cells: readonly string[], type: ColumnType, counted?: ColumnValues) => {
  const order = type.dateOrder ?? 'ymd';
  return readValues(cells, counted, (raw) => parseDateText(raw, order));
};

/** A present cell's category: its slot in `labels` (added in order of first appearance), or −1 for a non-boolean. */
function categorySlot(raw: string, boolean: boolean, levels: Levels): number {
  if (boolean) {
    const value = booleanValue(raw, true);
    return value === undefined ? -1 : value ? 1 : 0;
  }
  // Categories compare trimmed, as the types and the profile count them.
  const label = raw.trim();
  let slot = levels.slots.get(label);
  if (slot === undefined) {
    slot = levels.labels.length;
    levels.slots.set(label, slot);
    levels.labels.push(label);
    levels.counts.push(0);
  }
  return slot;
}

/** A category column's labels as found, each label's slot (a map: a column may have 200,000 levels), counts. */
type Levels = { labels: string[]; counts: number[]; slots: Map<string, number> };

function readCategories(cells: readonly string[], boolean: boolean, counted?: ColumnValues) {
  const labels: string[] = boolean ? ['false', 'true'] : [];
  const counts: number[] = boolean ? [0, 0] : [];
  const levels: Levels = { labels, counts, slots: new Map() };
  let count = 0;
  if (counted) {
    // Spellings come in order of first appearance, so their labels do too: the same labels as a scan of the rows.
    const slotOf = counted.spellings.map((raw) => categorySlot(raw, boolean, levels));
    slotOf.forEach((slot, index) => {
      if (slot < 0) return;
      counts[slot]! += counted.counts[index]!;
      count += counted.counts[index]!;
    });
    const codes = new Int32Array(counted.codes.length);
    for (let row = 0; row < codes.length; row++) {
      const code = counted.codes[row]!;
      codes[row] = code < 0 ? -1 : slotOf[code]!;
    }
    return { codes, labels, counts, count };
  }
  const codes = new Int32Array(cells.length);
  const slots = new Map<string, number>();
  for (let row = 0; row < cells.length; row++) {
    const raw = cells[row]!;
    let slot = slots.get(raw);
    if (slot === undefined) {
      slot = isMissing(raw) ? -1 : categorySlot(raw, boolean, levels);
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
 * admits (all when left out). `counted`: the typing stage's count of each column's cells (`Ingested.values`); a
 * column that has one is read from it (each distinct value parsed once), the others cell by cell.
 */
export function readColumns(
  columns: readonly string[][],
  types: readonly ColumnType[],
  profile: DataProfile,
  onCells: (cells: number) => void,
  keep: (index: number, type: ColumnType) => boolean = () => true,
  counted: readonly (ColumnValues | undefined)[] = [],
): ColumnData[] {
  const out: ColumnData[] = [];
  types.forEach((type, index) => {
    const values = columns[index] ?? [];
    const column = profile.columns[index];
    if (!usable(column) || column?.name !== type.name || !keep(index, type)) return;
    const name = type.name;
    const given = counted[index];
    const ofCells = given && given.codes.length === values.length ? given : undefined;
    if (type.kind === 'number')
      out.push({ kind: 'number', index, name, ...readNumbers(values, type, ofCells) });
    else if (type.kind === 'date' || type.kind === 'datetime')
      out.push({ kind: 'date', index, name, ...readDates(values, type, ofCells) });
    else if (type.kind === 'category' || type.kind === 'boolean')
      out.push({
        kind: 'category',
        index,
        name,
        boolean: type.kind === 'boolean',
        ...readCategories(values, type.kind === 'boolean', ofCells),
      });
    else return;
    onCells(values.length);
  });
  return out;
}

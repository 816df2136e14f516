import { parseDateText } from '../ingest/dates';
import { isMissing } from '../ingest/nulls';
import { parseNumberText, pointDecimal } from '../ingest/numbers';
import type { ParsedTable } from '../ingest/table';
import type { ColumnType } from '../ingest/types';

/**
 * A column's cells read once with the ingest readers, as the profile reads them: numbers in the column's format,
 * dates in its order (epoch ms, UTC), NaN where missing or not conforming; categories as codes into their values
 * (trimmed cell texts, in order of first appearance, booleans too: `yes` stays `yes`), −1 where missing.
 */
export type NumberCells = { kind: 'number'; values: Float64Array };
export type CodeCells = { kind: 'codes'; codes: Int32Array; labels: string[]; counts: number[] };

const numberCache = new WeakMap<ParsedTable, Map<number, NumberCells>>();
const codeCache = new WeakMap<ParsedTable, Map<number, CodeCells>>();

function cached<T>(
  cache: WeakMap<ParsedTable, Map<number, T>>,
  table: ParsedTable,
  index: number,
  make: () => T,
) {
  let byColumn = cache.get(table);
  if (!byColumn) cache.set(table, (byColumn = new Map()));
  let cells = byColumn.get(index);
  if (!cells) byColumn.set(index, (cells = make()));
  return cells;
}

function readParsed(cells: readonly string[], parse: (raw: string) => number | undefined): Float64Array {
  const seen = new Map<string, number>();
  const out = new Float64Array(cells.length);
  for (let row = 0; row < cells.length; row++) {
    const raw = cells[row]!;
    let value = seen.get(raw);
    if (value === undefined) {
      value = isMissing(raw) ? Number.NaN : (parse(raw) ?? Number.NaN);
      if (seen.size < 100_000) seen.set(raw, value);
    }
    out[row] = value;
  }
  return out;
}

/** Numbers (number and id columns) or dates (date and date-time columns) of a column, NaN where none. */
export function numberCells(table: ParsedTable, types: readonly ColumnType[], index: number): NumberCells {
  return cached(numberCache, table, index, () => {
    const type = types[index]!;
    const cells = table.columns[index] ?? [];
    if (type.kind === 'date' || type.kind === 'datetime') {
      const order = type.dateOrder ?? 'ymd';
      return { kind: 'number', values: readParsed(cells, (raw) => parseDateText(raw, order)) };
    }
    const format = type.format ?? pointDecimal;
    return { kind: 'number', values: readParsed(cells, (raw) => parseNumberText(raw, format)) };
  });
}

/** A column's values as codes: the trimmed text of each present cell. */
export function codeCells(table: ParsedTable, index: number): CodeCells {
  return cached(codeCache, table, index, () => {
    const cells = table.columns[index] ?? [];
    const labels: string[] = [];
    const counts: number[] = [];
    const slots = new Map<string, number>();
    const rawSlots = new Map<string, number>();
    const codes = new Int32Array(cells.length);
    for (let row = 0; row < cells.length; row++) {
      const raw = cells[row]!;
      let slot = rawSlots.get(raw);
      if (slot === undefined) {
        if (isMissing(raw)) slot = -1;
        else {
          const label = raw.trim();
          slot = slots.get(label);
          if (slot === undefined) {
            slot = labels.length;
            slots.set(label, slot);
            labels.push(label);
            counts.push(0);
          }
        }
        rawSlots.set(raw, slot);
      }
      codes[row] = slot;
      if (slot >= 0) counts[slot]!++;
    }
    return { kind: 'codes', codes, labels, counts };
  });
}

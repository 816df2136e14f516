import { datasetMaxColumns, datasetMaxRows } from '../../dataset-limits';
import { columnNames } from './column-names';
import { tooManyColumns, tooManyRows, type IngestError } from './limits';
import type { ParsedTable } from './table';
import { cellText, countKeys, jsonErrorOffset, kindOf, lineAndColumn, notText } from './json-values';

export type ParsedJson = { ok: true; table: ParsedTable } | { ok: false; error: IngestError };

function itemsOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  const rows = value && typeof value === 'object' ? (value as { rows?: unknown }).rows : undefined;
  return Array.isArray(rows) ? rows : undefined;
}

/**
 * A JSON dataset: an array of objects, or an object whose `rows` is one. The columns are every own key seen, in
 * order; a row's missing key is an empty cell, and a key another row has never reads this row's inherited members.
 */
export function parseJsonTable(text: string): ParsedJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      error: { code: 'invalid-json', ...lineAndColumn(text, jsonErrorOffset(error, text)) },
    };
  }
  const items = itemsOf(value);
  if (!items) return { ok: false, error: { code: 'json-shape' } };
  if (items.length > datasetMaxRows) return { ok: false, error: tooManyRows };
  const keys = new Set<string>();
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (kindOf(item) !== 'object')
      return { ok: false, error: { code: 'not-an-object', row: index + 1, found: kindOf(item) } };
    for (const key of Object.keys(item as object)) keys.add(key);
    if (keys.size > datasetMaxColumns) return { ok: false, error: tooManyColumns(countKeys(items)) };
  }
  const raw = [...keys];
  if (raw.some((key) => notText.test(key))) return { ok: false, error: { code: 'not-text' } };
  if (items.length === 0 || raw.length === 0) return { ok: false, error: { code: 'no-rows' } };
  const columns = raw.map(() => new Array<string>(items.length));
  for (let row = 0; row < items.length; row++) {
    const item = items[row] as Record<string, unknown>;
    for (let index = 0; index < raw.length; index++) {
      const key = raw[index]!;
      let cell: string;
      try {
        cell = cellText(Object.hasOwn(item, key) ? item[key] : undefined);
      } catch {
        return { ok: false, error: { code: 'too-deep', row: row + 1 } };
      }
      if (notText.test(cell)) return { ok: false, error: { code: 'not-text' } };
      columns[index]![row] = cell;
    }
  }
  const lines = items.map((_, index) => index + 1);
  return { ok: true, table: { names: columnNames(raw), columns, rowCount: items.length, lines: lines } };
}

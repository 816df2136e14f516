import { datasetMaxColumns } from '../../datasets';
import { columnNames } from './column-names';
import { tooManyColumns, tooManyRows, type IngestError } from './limits';
import { datasetMaxRows } from '../../datasets';
import type { ParsedTable } from './table';

export type ParsedJson = { ok: true; table: ParsedTable } | { ok: false; error: IngestError };

/** The 1-based line and column of a character offset. */
function lineAndColumn(text: string, offset: number) {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** Where JSON.parse stopped, from its message (V8 names a position); the end of the text otherwise. */
function jsonErrorOffset(error: unknown, text: string): number {
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
  return position === undefined ? text.length : Number(position);
}

const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as string);

const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** NUL and unpaired surrogates: JSON can spell them (`\\u0000`, `\\ud800`), text columns cannot hold them. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const notText = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

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

/** How many distinct keys the objects have in all (only counted to say so when there are too many). */
function countKeys(items: unknown[]): number {
  const keys = new Set<string>();
  for (const item of items)
    if (kindOf(item) === 'object') for (const key of Object.keys(item as object)) keys.add(key);
  return keys.size;
}

import Papa from 'papaparse';
import {
  datasetMaxColumns,
  datasetMaxRows,
  type DatasetFormat,
  type DatasetParseError,
  type DatasetTable,
} from './datasets';
import { columnNames } from './data/ingest/column-names';
import {
  cellText,
  countKeys,
  jsonErrorOffset,
  kindOf,
  lineAndColumn,
  notText,
} from './data/ingest/json-values';

export { columnNames };

export type ParseResult =
  { ok: true; format: DatasetFormat; table: DatasetTable } | { ok: false; error: DatasetParseError };

const fail = (error: DatasetParseError): ParseResult => ({ ok: false, error });

/** UTF-8 bytes as text, or undefined when they are not UTF-8 (or hold NUL bytes, as binary files do). */
export function decodeDatasetText(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return text.includes('\u0000') ? undefined : text;
  } catch {
    return undefined;
  }
}

/** JSON when the text opens with `[` or `{`, otherwise CSV (or TSV: the delimiter is detected). */
export const detectFormat = (text: string): DatasetFormat => (/^\s*[[{]/.test(text) ? 'json' : 'csv');

/**
 * Reads a CSV or JSON dataset. CSV: the first row names the columns and every row has as many fields.
 * JSON: an array of objects, or an object whose `rows` is one; the columns are every key seen, in order.
 */
export function parseDataset(input: string): ParseResult {
  const text = input.replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) return fail({ code: 'not-text' });
  if (text.trim() === '') return fail({ code: 'empty' });
  const format = detectFormat(text);
  const result = format === 'json' ? parseJson(text) : parseCsv(text);
  if ('code' in result) return fail(result);
  if (result.rows.length === 0 || result.columns.length === 0) return fail({ code: 'no-rows' });
  return { ok: true, format, table: result };
}

export const tooManyColumns = (found: number): DatasetParseError => ({
  code: 'too-many-columns',
  found,
  max: datasetMaxColumns,
});
export const tooManyRows: DatasetParseError = { code: 'too-many-rows', max: datasetMaxRows };

/** The delimiter (comma, tab, semicolon or pipe), guessed by papaparse from the first lines only. */
export function guessDelimiter(text: string): string {
  const head = text.slice(0, 64 * 1024);
  return Papa.parse<string[]>(head.slice(0, Math.max(head.lastIndexOf('\n'), 0) || head.length), {
    preview: 20,
  }).meta.delimiter;
}

export const isBlank = (record: string[]) => record.length === 1 && record[0] === '';

function parseCsv(text: string): DatasetTable | DatasetParseError {
  // An explicit delimiter and our own skipping of blank lines keep papaparse on its fast path.
  const { data, errors } = Papa.parse<string[]>(text, { delimiter: guessDelimiter(text) });
  // A file of one column has no delimiter to find; that is not a fault.
  const quoteError = errors.find((error) => error.type === 'Quotes');
  if (quoteError) return { code: 'unclosed-quote', row: quoteError.row ?? 0 };
  const records = data.filter((record) => !isBlank(record));
  const header = records.shift();
  if (!header) return { code: 'empty' };
  if (header.length > datasetMaxColumns) return tooManyColumns(header.length);
  if (records.length > datasetMaxRows) return tooManyRows;
  for (let index = 0; index < records.length; index++) {
    const found = records[index]!.length;
    if (found !== header.length) {
      return { code: 'field-count', row: index + 1, expected: header.length, found };
    }
  }
  return { columns: columnNames(header), rows: records };
}

/** A row's cells, or what is wrong with them: nesting too deep to write out, or characters that are not text. */
function jsonRow(item: Record<string, unknown>, keys: string[], row: number): string[] | DatasetParseError {
  const cells: string[] = [];
  for (const key of keys) {
    let cell: string;
    try {
      // Own keys only: a key another row has must not read this row's inherited `constructor` or `toString`.
      cell = cellText(Object.hasOwn(item, key) ? item[key] : undefined);
    } catch {
      return { code: 'too-deep', row };
    }
    if (notText.test(cell)) return { code: 'not-text' };
    cells.push(cell);
  }
  return cells;
}

function parseJson(text: string): DatasetTable | DatasetParseError {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { code: 'invalid-json', ...lineAndColumn(text, jsonErrorOffset(error, text)) };
  }
  const items = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { rows?: unknown }).rows)
      ? (value as { rows: unknown[] }).rows
      : undefined;
  if (!items) return { code: 'json-shape' };
  if (items.length > datasetMaxRows) return tooManyRows;
  // Every key seen becomes a column: stop as soon as there are too many, before any row is built.
  const keys = new Set<string>();
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (kindOf(item) !== 'object') return { code: 'not-an-object', row: index + 1, found: kindOf(item) };
    for (const key of Object.keys(item as object)) {
      keys.add(key);
      if (keys.size > datasetMaxColumns) return tooManyColumns(countKeys(items));
    }
  }
  const raw = [...keys];
  if (raw.some((key) => notText.test(key))) return { code: 'not-text' };
  const rows: string[][] = [];
  for (let index = 0; index < items.length; index++) {
    const row = jsonRow(items[index] as Record<string, unknown>, raw, index + 1);
    if (!Array.isArray(row)) return row;
    rows.push(row);
  }
  return { columns: columnNames(raw), rows };
}

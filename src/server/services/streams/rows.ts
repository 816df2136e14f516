import Papa from 'papaparse';
import {
  maxColumnNameLength,
  maxPushCellLength,
  maxPushColumns,
  maxPushRows,
  pushBodySchema,
} from '../../../shared/data-streams';
import { parseJsonText, type JsonTextProblem } from '../../lib/json-text';
import type { RowRefusal } from '../../../shared/stream-errors';
import { byteOrderMark, detectEncoding } from '../../../shared/data/ingest/decode';
import { decodeWindows1252 } from '../../../shared/data/ingest/windows-1252';
import type { StreamCell, StreamRow } from './webhooks/types';

// What a batch's rows go through, from the body's bytes to the CSV records stored. Run in the rows' worker thread
// (rows-worker.ts, docs/decisions/056-push-bodies-off-the-event-loop.md): nothing here may run on the request
// thread, where a body of 8 MB would hold every other request for seconds. No words either: the thread has no
// request, so no language; refusals are worded by shared/stream-errors.ts, failures by row-batches.ts, in the caller's.

export type RefusedRow = { row: number; refusal: RowRefusal };

/** Why a whole body is refused (nothing stored). */
export type BodyFailure = JsonTextProblem | 'nul-in-csv' | 'too-many-rows' | 'too-many-columns' | 'not-rows';

/**
 * The accepted rows of a batch, as they cross between threads: a table of texts under `columns` (every column of
 * the rows, in order of first appearance), as UTF-8 JSON bytes. Bytes cross as one copy; the same rows as
 * objects take hundreds of milliseconds to clone for the receiving thread.
 */
export type RowBatch = { length: number; columns: string[]; table: Uint8Array };

/** A body's rows: the batch stored and the rows refused, by their number in the request. */
export type ReadBatch =
  { ok: true; batch: RowBatch; refused: RefusedRow[] } | { ok: false; failure: BodyFailure };

const isCell = (value: unknown): value is StreamCell =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number';

/** Why a row cannot be stored, or undefined when it can. */
function refusalOf(row: unknown): RowRefusal | undefined {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return { kind: 'not-an-object' };
  const entries = Object.entries(row);
  if (entries.length > maxPushColumns) return { kind: 'too-many-columns' };
  for (const [column, value] of entries) {
    if (column.trim() === '' || column.length > maxColumnNameLength) return { kind: 'bad-column-name' };
    if (!isCell(value)) return { kind: 'nested', column };
    if (typeof value === 'number' && !Number.isFinite(value)) return { kind: 'number-too-large', column };
    if (typeof value === 'string' && value.length > maxPushCellLength) return { kind: 'too-long', column };
  }
  return undefined;
}

/** Checks each row a caller sent, numbered as in `rows`: the good ones kept, each bad one listed with why. */
export function checkRows(rows: readonly unknown[]): { accepted: StreamRow[]; refused: RefusedRow[] } {
  const accepted: StreamRow[] = [];
  const refused: RefusedRow[] = [];
  rows.forEach((row, index) => {
    const refusal = refusalOf(row);
    if (refusal === undefined) accepted.push(row as StreamRow);
    else refused.push({ row: index, refusal });
  });
  return { accepted, refused };
}

/**
 * Whether the header line of a CSV body names more than `maxPushColumns` columns, counted by commas outside
 * quotes and stopping at the first one too many: a body with a header of a million names is refused before
 * papaparse spends seconds on it. Blank lines before the header are skipped as papaparse skips them.
 */
export function csvHeaderTooWide(text: string): boolean {
  let at = 0;
  while (at < text.length && /\s/.test(text[at]!)) at++;
  let fields = 1;
  let quoted = false;
  for (; at < text.length; at++) {
    const char = text[at];
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === '\n' || char === '\r') return false;
    else if (char === ',' && ++fields > maxPushColumns) return true;
  }
  return false;
}

/**
 * Whether a CSV body holds more than `limit` records (its header among them), counted while papaparse reads it (the
 * same delimiter guess, quotes and blank lines skipped) and stopping at the first one too many: a body of millions of
 * short lines is refused at once instead of being read whole. A body with no more line breaks than that is not
 * read at all.
 */
export function csvRecordsOver(text: string, limit: number): boolean {
  const breaks = Math.max(lineBreaks(text, '\n', limit), lineBreaks(text, '\r', limit));
  if (breaks + 1 <= limit) return false;
  const input = stripBom(text);
  // papaparse guesses from the first rows; guessed over the whole of a body of millions of lines it takes seconds.
  const { delimiter, linebreak } = Papa.parse<string[]>(input.slice(0, 1024 * 1024), { preview: 10 }).meta;
  let records = 0;
  Papa.parse<string[]>(input, {
    delimiter,
    newline: linebreak as '\n',
    skipEmptyLines: 'greedy',
    step: (_, parser) => {
      if (++records > limit) parser.abort();
    },
  });
  return records > limit;
}

/** How many times `mark` occurs in `text`, counted up to `limit` + 1. */
function lineBreaks(text: string, mark: string, limit: number): number {
  let count = 0;
  for (let at = text.indexOf(mark); at >= 0 && count <= limit; at = text.indexOf(mark, at + 1)) count++;
  return count;
}

/**
 * Whether a JSON body's `rows` array (a key of the top-level object) holds more than `limit` elements, counted in
 * one pass over the text without parsing it (strings skipped, elements by the commas between them): a body of
 * millions of tiny rows is refused before `JSON.parse` builds them all.
 */
export function jsonRowsOver(text: string, limit: number): boolean {
  let depth = 0;
  let topIsObject = false;
  let keyStart = -1;
  let keyEnd = -1;
  let key: string | undefined;
  let counting = false;
  let commas = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (char === 0x22 /* " */) {
      const start = at;
      for (at++; at < text.length; at++) {
        const inner = text.charCodeAt(at);
        if (inner === 0x5c /* \ */) at++;
        else if (inner === 0x22) break;
      }
      if (depth === 1) [keyStart, keyEnd] = [start, at + 1];
    } else if (char === 0x3a /* : */ && depth === 1 && topIsObject) {
      try {
        key = JSON.parse(text.slice(keyStart, keyEnd)) as string;
      } catch {
        key = undefined;
      }
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (depth === 0) topIsObject = char === 0x7b;
      else if (depth === 1 && char === 0x5b && topIsObject && key === 'rows') [counting, commas] = [true, 0];
      depth++;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth--;
      if (depth === 1) counting = false;
    } else if (char === 0x2c /* , */ && counting && depth === 2 && ++commas >= limit) return true;
  }
  return false;
}

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** The header's names as papaparse's `header: true` makes them: a repeated name becomes `name_1`, `name_2`… */
function renamedHeader(cells: readonly string[]): string[] {
  const counts = new Map<string, number>();
  const used = new Set(cells);
  return cells.map((cell) => {
    const header = stripBom(cell);
    const count = counts.get(header);
    let name = header;
    if (count === undefined) counts.set(header, 1);
    else {
      let suffix = count;
      do name = `${header}_${suffix++}`;
      while (used.has(name));
      used.add(name);
      counts.set(header, count + 1);
    }
    used.add(header);
    return name;
  });
}

/** papaparse's `skipEmptyLines: 'greedy'`: a line of blank cells only. */
const blank = (cells: readonly string[]) => cells.join('').trim() === '';

/**
 * A CSV body read as rows under its header (every cell as text, as a file's are); a record with more or fewer
 * fields than the header is listed as refused with papaparse's reason, numbered among the records. Read as
 * papaparse's `header: true` reads it (delimiter guessed, repeated names renamed, blank lines skipped), but each
 * row is built with its own properties: a column named `__proto__` keeps its cells.
 */
export function rowsOfCsv(text: string): { width: number; rows: StreamRow[]; refused: RefusedRow[] } {
  const input = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(input, { skipEmptyLines: 'greedy' });
  // papaparse renames the first line it reads before it skips blank lines: a blank first line renamed (`,` is
  // `["", "_1"]`) is the header; one still blank is skipped and the next line is the header, as it is.
  const firstLine = Papa.parse<string[]>(input, {
    delimiter: parsed.meta.delimiter,
    newline: parsed.meta.linebreak as '\n',
    preview: 1,
  }).data[0];
  if (firstLine === undefined) return { width: 0, rows: [], refused: [] };
  const renamed = renamedHeader(firstLine);
  const renamedKept = blank(firstLine) && !blank(renamed);
  const [first, ...rest] = parsed.data;
  if (!renamedKept && first === undefined) return { width: 0, rows: [], refused: [] };
  const header = renamedKept ? renamed : blank(firstLine) ? first! : renamed;
  const records = renamedKept ? parsed.data : rest;
  const reasons = new Map<number, string>();
  for (const error of parsed.errors) {
    if (typeof error.row === 'number') reasons.set(error.row, error.message);
  }
  records.forEach((record, index) => {
    const expected = `expected ${header.length} fields but parsed ${record.length}`;
    if (record.length > header.length) reasons.set(index, `Too many fields: ${expected}`);
    else if (record.length < header.length) reasons.set(index, `Too few fields: ${expected}`);
  });
  const rows: StreamRow[] = [];
  const refused: RefusedRow[] = [];
  records.forEach((record, index) => {
    const message = reasons.get(index);
    if (message !== undefined) refused.push({ row: index, refusal: { kind: 'unreadable', message } });
    else rows.push(Object.fromEntries(header.map((column, at) => [column, record[at]!])));
  });
  return { width: header.length, rows, refused };
}

const cellText = (cell: StreamCell | undefined) =>
  cell === null || cell === undefined ? '' : typeof cell === 'string' ? cell : String(cell);

/** A row's own cell of `column`: a column named `constructor` or `toString` is not read from Object's prototype. */
const cellOf = (row: StreamRow, column: string) => (Object.hasOwn(row, column) ? row[column] : undefined);

/** Checked rows as a batch: their columns in order of first appearance and each row's texts under them. */
export function batchOf(rows: readonly StreamRow[]): RowBatch {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const table = rows.map((row) => columns.map((column) => cellText(cellOf(row, column))));
  return { length: rows.length, columns, table: new TextEncoder().encode(JSON.stringify(table)) };
}

/**
 * The charset a Content-Type names, by its WHATWG Encoding label (`latin1` and `iso-8859-1` are windows-1252):
 * `{ encoding }` in the name `TextDecoder` gives it, `{ unknown }` for a label it does not know, undefined for none
 * (an empty label is none).
 */
export function namedCharset(
  contentType: string | undefined,
): { encoding: string } | { unknown: string } | undefined {
  const label = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? '')?.[1];
  if (!label) return undefined;
  try {
    return { encoding: new TextDecoder(label).encoding };
  } catch {
    return { unknown: label };
  }
}

/**
 * A CSV body's text: a byte order mark decides (over a label, as the Encoding Standard has it: Excel's "CSV UTF-8"
 * served as ISO-8859-1 stays UTF-8), then the encoding its Content-Type named, else it is read as an upload's bytes
 * are (valid UTF-8, else Windows-1252: shared/data/ingest/decode.ts), so a spreadsheet's Latin-1 export keeps its
 * accents instead of turning them into U+FFFD.
 */
export function csvBodyText(bytes: Uint8Array, encoding?: string): string {
  const read = (byteOrderMark(bytes) ? undefined : encoding) ?? detectEncoding(bytes);
  return read === 'windows-1252' ? decodeWindows1252(bytes) : new TextDecoder(read).decode(bytes);
}

/**
 * A pushed body's rows, checked: JSON `{ rows: [...] }` or CSV under its header. Rows CSV could not read are
 * numbered in the CSV's own order; the rest keep the order they were sent in (among the rows CSV could read).
 */
export function readBody(type: 'csv' | 'json', bytes: Uint8Array, encoding?: string): ReadBatch {
  const text = type === 'csv' ? csvBodyText(bytes, encoding) : new TextDecoder().decode(bytes);
  let rows: unknown[];
  let unreadable: RefusedRow[] = [];
  if (type === 'csv') {
    // PostgreSQL text and jsonb cannot hold NUL (a column name with one would fail the receipt's insert).
    if (text.includes('\u0000')) return { ok: false, failure: 'nul-in-csv' };
    if (csvHeaderTooWide(text)) return { ok: false, failure: 'too-many-columns' };
    // The header and more than `maxPushRows` records: refused before the body is read whole.
    if (csvRecordsOver(text, maxPushRows + 1)) return { ok: false, failure: 'too-many-rows' };
    const read = rowsOfCsv(text);
    // Another delimiter than the comma (papaparse guesses it): the same refusal, once the header is read.
    if (read.width > maxPushColumns) return { ok: false, failure: 'too-many-columns' };
    ({ rows, refused: unreadable } = read);
  } else {
    if (jsonRowsOver(text, maxPushRows)) return { ok: false, failure: 'too-many-rows' };
    const read = parseJsonText(text);
    if ('problem' in read) return { ok: false, failure: read.problem };
    const sent = (read.value as { rows?: unknown } | null)?.rows;
    if (Array.isArray(sent) && sent.length > maxPushRows) return { ok: false, failure: 'too-many-rows' };
    const result = pushBodySchema.safeParse(read.value);
    if (!result.success) return { ok: false, failure: 'not-rows' };
    rows = result.data.rows;
  }
  if (rows.length + unreadable.length > maxPushRows) return { ok: false, failure: 'too-many-rows' };
  const checked = checkRows(rows);
  const refused = [...unreadable, ...checked.refused].sort((a, b) => a.row - b.row);
  return { ok: true, batch: batchOf(checked.accepted), refused };
}

/** Rows a service delivered (mapped from its events), checked. */
export function readRows(rows: readonly unknown[]): ReadBatch {
  const checked = checkRows(rows);
  return { ok: true, batch: batchOf(checked.accepted), refused: checked.refused };
}

/** A batch's rows as CSV records under `columns` (no header line), each ending with CRLF, as UTF-8 bytes. */
export function csvRecords(columns: readonly string[], batch: RowBatch): Uint8Array {
  if (batch.length === 0) return new Uint8Array();
  const at = new Map(batch.columns.map((column, index) => [column, index]));
  const from = columns.map((column) => at.get(column) ?? -1);
  const table = JSON.parse(new TextDecoder().decode(batch.table)) as string[][];
  const data = table.map((cells) => from.map((index) => (index < 0 ? '' : cells[index]!)));
  return new TextEncoder().encode(Papa.unparse(data, { newline: '\r\n', escapeFormulae: false }) + '\r\n');
}

/** One CSV line of `cells` (a header's or a record's), quoted where need be, ending with CRLF. */
export const csvLine = (cells: readonly string[]) =>
  Papa.unparse([cells as string[]], { newline: '\r\n' }) + '\r\n';

/** The columns of `batch` that `known` lacks, in order of first appearance. */
export function newColumnsOf(known: readonly string[], batch: Pick<RowBatch, 'columns'>): string[] {
  const seen = new Set(known);
  return batch.columns.filter((column) => !seen.has(column));
}

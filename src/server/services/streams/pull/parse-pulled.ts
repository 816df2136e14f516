import { open } from 'node:fs/promises';
import { createReadStream, readFileSync } from 'node:fs';
import { decodeBytes } from '../../../../shared/data/ingest/decode';
import { sniffDialect } from '../../../../shared/data/ingest/sniff';
import { readWorkbook } from '../../../../shared/data/ingest/xlsx';
import { sniffContainer } from '../../../../shared/data/ingest/ingest-file';
import type { StreamErrorFact } from '../../../../shared/stream-errors';
import { unstorableText, wellFormed } from '../../../lib/storable-text';
import { batchOf, checkRows, csvBodyText, rowsOfCsv, type ReadBatch, type RefusedRow } from '../rows';

/** A pulled body that cannot be read as CSV, JSON (an array of objects) or .xlsx: `fact` says why. */
export class Unparsable extends Error {
  constructor(readonly fact: StreamErrorFact) {
    super(`unparsable: ${fact.code}`);
    this.name = 'Unparsable';
  }
}

export type PulledFormat = 'csv' | 'json' | 'xlsx';

/** The body's format: an .xlsx by its zip bytes; JSON by its type or its first character; CSV otherwise. */
export function pulledFormat(body: Buffer, contentType: string | undefined, url: string): PulledFormat {
  if (sniffContainer(body) === 'xlsx') return 'xlsx';
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  const path = new URL(url).pathname.toLowerCase();
  if (type === 'application/json' || type.endsWith('+json') || path.endsWith('.json')) return 'json';
  const first = body
    .toString('utf8', 0, Math.min(body.length, 64))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return first.startsWith('[') ? 'json' : 'csv';
}

/** The rows of a workbook's first visible sheet under its header, every cell as the text an upload would give. */
function rowsOfWorkbook(body: Buffer): unknown[] {
  const workbook = readWorkbook(new Uint8Array(body.buffer, body.byteOffset, body.length));
  if (!workbook.ok) throw new Unparsable({ code: 'unreadable', error: workbook.error });
  const { names, columns, rowCount } = workbook.table;
  return Array.from({ length: rowCount }, (_, row) =>
    Object.fromEntries(names.map((name, column) => [name, columns[column]![row] ?? ''])),
  );
}

/**
 * A pulled body as rows (still to be checked one by one, like a push's): CSV under its header, a JSON array of
 * objects, or an .xlsx workbook's first sheet. Throws `Unparsable` when it is none of them.
 */
export function rowsOfPulled(
  body: Buffer,
  contentType: string | undefined,
  url: string,
): { rows: unknown[]; refused: RefusedRow[] } {
  if (sniffContainer(body) === 'other-archive') throw new Unparsable({ code: 'otherArchive' });
  const format = pulledFormat(body, contentType, url);
  if (format === 'xlsx') return { rows: rowsOfWorkbook(body), refused: [] };
  // A CSV read as an upload is (a BOM, valid UTF-8, else Windows-1252), as a file stored whole is read
  // (verbatimUse): one reading for both, whatever charset its server names; JSON is UTF-8.
  const text = format === 'csv' ? csvBodyText(body) : body.toString('utf8');
  if (text.includes('\u0000')) throw new Unparsable({ code: 'nul' });
  if (format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
      throw new Unparsable({ code: 'notJson' });
    }
    if (!Array.isArray(parsed)) throw new Unparsable({ code: 'notArray' });
    // Escapes give what the raw bytes may not: `\u0000` is the NUL a CSV is refused for, a lone `\ud800` the bad
    // bytes a CSV's decoding turns into U+FFFD.
    const unstorable = unstorableText(parsed);
    if (unstorable === 'nul') throw new Unparsable({ code: 'nul' });
    return { rows: unstorable === 'surrogate' ? parsed.map(wellFormedRow) : parsed, refused: [] };
  }
  const parsed = rowsOfCsv(text);
  if (parsed.rows.length === 0 && parsed.refused.length === 0) throw new Unparsable({ code: 'noRows' });
  return parsed;
}

/** A row's keys and text with each lone half of a surrogate pair as U+FFFD; nested values (refused) as they are. */
function wellFormedRow(row: unknown): unknown {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return row;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      wellFormed(key),
      typeof value === 'string' ? wellFormed(value) : value,
    ]),
  );
}

/** A pulled body's rows, checked one by one like a push's (run in the rows' worker thread, row-batches.ts). */
export type PulledBatch = ReadBatch | { ok: false; unparsable: StreamErrorFact };

export function readPulled(path: string, contentType: string | undefined, url: string): PulledBatch {
  try {
    const body = readFileSync(path);
    const parsed = rowsOfPulled(body, contentType, url);
    const checked = checkRows(parsed.rows);
    const refused = [...parsed.refused, ...checked.refused].sort((a, b) => a.row - b.row);
    return { ok: true, batch: batchOf(checked.accepted), refused };
  } catch (error) {
    if (error instanceof Unparsable) return { ok: false, unparsable: error.fact };
    throw error;
  }
}

/** Bytes of a pulled file looked at to tell how it may be stored. */
const headBytes = 64 * 1024;

/**
 * How a pulled file (on disk) may become its dataset as it is, without reading its rows (docs/decisions/057):
 * `start` for a CSV an append can follow (UTF-8, comma-separated, double quotes, a header, no lone-CR line ends, no
 * quoted field left open at its end: the ingest appends such records), which may start a dataset or replace one; `replace` for any other CSV, which may
 * only replace one; `false` for JSON, a workbook, anything else, or a CSV with NUL, which go through rows.
 */
export async function verbatimUse(
  path: string,
  contentType: string | undefined,
  url: string,
): Promise<'start' | 'replace' | false> {
  const handle = await open(path);
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(headBytes);
    const { bytesRead } = await handle.read(buffer, 0, headBytes, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (sniffContainer(head) !== 'text' || pulledFormat(head, contentType, url) !== 'csv') return false;
  if (head.includes(0)) return false;
  // Whole lines only, so no character is cut in two.
  const end = head.length < headBytes ? head.length : head.lastIndexOf(0x0a) + 1;
  const decoded = decodeBytes(head.subarray(0, end));
  if (!decoded.ok || decoded.text.trim() === '') return false;
  const dialect = sniffDialect(decoded.text);
  const plain =
    decoded.encoding === 'utf-8' &&
    dialect.delimiter === ',' &&
    dialect.quote === '"' &&
    dialect.header &&
    dialect.newline !== '\r';
  return plain && (await quotesClosed(path)) ? 'start' : 'replace';
}

/**
 * Whether every double quote of the file pairs up (an escaped `""` is a pair): one that ends inside a quoted field
 * would swallow the records appended after it. Read a megabyte at a time, so the event loop is never held long.
 */
async function quotesClosed(path: string): Promise<boolean> {
  let quotes = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    for (let at = chunk.indexOf(0x22); at !== -1; at = chunk.indexOf(0x22, at + 1)) quotes++;
  }
  return quotes % 2 === 0;
}

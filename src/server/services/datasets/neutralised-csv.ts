import { Readable } from 'node:stream';
import { neutralisedCell } from '../../../shared/csv-formula';
import { chunkedCsvRecords } from '../../lib/csv-records';
import type { ImportReport } from '../../../shared/data/profile/types';
import { detectNewline } from '../../../shared/data/ingest/sniff';

/** How the stored CSV is written, from its import report: Tessera's own records are UTF-8 with commas. */
export type StoredDialect = Pick<ImportReport, 'encoding'> & {
  dialect?: { delimiter?: string; quote?: string };
};

/**
 * A field of the CSV written for download: quoted when it holds the separator, a quote or a line break, and also
 * when it holds a comma or a semicolon whatever the separator. A spreadsheet opens a .csv with its locale's list
 * separator (`;` in much of Europe, `,` elsewhere), so an unquoted `x;=HYPERLINK(…)` in a comma file would split
 * there into a cell of its own that starts with `=`, past `neutralisedCell` (docs/decisions/072).
 */
const field = (text: string, delimiter: string) =>
  text.includes(delimiter) || /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

async function* decoded(bytes: AsyncIterable<Uint8Array>, encoding: string) {
  const decoder = new TextDecoder(encoding, { ignoreBOM: true });
  let first = true;
  for await (const chunk of bytes) {
    let text = decoder.decode(chunk, { stream: true });
    // The byte order mark is no part of the first cell (a cell behind it would escape the check).
    if (first && text.length > 0) {
      text = text.replace(/^\uFEFF/, '');
      first = false;
    }
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The text's first stretch, long enough to tell its line ends (a newline guessed from a few bytes would be wrong). */
async function firstStretch(text: AsyncIterator<string>): Promise<string> {
  let start = '';
  while (!/[\r\n]/.test(start.slice(0, -1)) && start.length < 64 * 1024) {
    const next = await text.next();
    if (next.done) break;
    start += next.value;
  }
  return start;
}

/** The text's records in the stored dialect (its line end told from its first stretch). */
async function* records(text: AsyncIterable<string>, { dialect }: StoredDialect): AsyncGenerator<string[]> {
  const rest = text[Symbol.asyncIterator]();
  const start = await firstStretch(rest);
  const newline = detectNewline(start);
  async function* whole() {
    yield start;
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  }
  const config = {
    delimiter: dialect?.delimiter ?? '',
    quoteChar: dialect?.quote ?? '"',
    newline,
    skipEmptyLines: false,
  };
  for await (const row of chunkedCsvRecords(whole(), config)) {
    // A file that starts with LF line ends may go on with CRLF (records a stream appended, ADR 057): the CR is the
    // line end's, not the last cell's.
    const last = row.length - 1;
    if (newline === '\n' && row[last]!.endsWith('\r')) row[last] = row[last]!.slice(0, -1);
    yield row;
  }
}

/**
 * A stream version's stored CSV as it is downloaded (docs/decisions/072): read with its own encoding and dialect,
 * written as UTF-8 (with a byte order mark, so spreadsheets read it as such) under the same separator, CRLF line
 * ends, every cell a spreadsheet would take for a formula quoted away (`neutralisedCell`). The file is read and
 * written a chunk at a time, never held whole.
 */
export function neutralisedCsv(stored: Readable, how: StoredDialect): Readable {
  const delimiter = how.dialect?.delimiter ?? ',';
  async function* lines() {
    let out = '\uFEFF';
    for await (const row of records(decoded(stored, how.encoding ?? 'utf-8'), how)) {
      // A blank line is no record (the data core skips it too).
      if (row.length === 1 && row[0] === '') continue;
      out += row.map((cell) => field(neutralisedCell(cell), delimiter)).join(delimiter) + '\r\n';
      if (out.length >= 64 * 1024) {
        yield out;
        out = '';
      }
    }
    if (out) yield out;
  }
  return Readable.from(lines(), { objectMode: false });
}

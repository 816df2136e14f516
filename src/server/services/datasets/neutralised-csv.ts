import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { neutralisedCell } from '../../../shared/csv-formula';
import type { ImportReport } from '../../../shared/data/profile/types';
import { detectNewline } from '../../../shared/data/ingest/sniff';

/** How the stored CSV is written, from its import report: Tessera's own records are UTF-8 with commas. */
type StoredDialect = Pick<ImportReport, 'encoding'> & {
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

/**
 * papaparse's parser behind its stream mode (untyped by @types/papaparse): the delimiter guessed at its first read
 * when not given, then kept; `parse` reads whole records up to `meta.cursor`, the last one too unless told not to.
 */
const { ParserHandle } = Papa as unknown as {
  ParserHandle: new (config: Papa.ParseConfig) => {
    parse(input: string, baseIndex: number, ignoreLastRow: boolean): Papa.ParseResult<string[]>;
  };
};

/**
 * The records of the text, in the stored dialect: read by papaparse's own parser a stretch at a time, each read
 * stopping before the record left unfinished, which the next read starts from. That read waits until the text
 * has doubled past the unfinished record, so a record of megabytes (a push may send 500 cells of 10,000 quotes)
 * is read a few times over, not once per chunk of the file (minutes of the request thread before).
 */
async function* records(text: AsyncIterable<string>, { dialect }: StoredDialect): AsyncGenerator<string[]> {
  const rest = text[Symbol.asyncIterator]();
  let pending = await firstStretch(rest);
  const newline = detectNewline(pending);
  const parser = new ParserHandle({
    delimiter: dialect?.delimiter ?? '',
    quoteChar: dialect?.quote ?? '"',
    newline,
    skipEmptyLines: false,
  });
  // A file that starts with LF line ends may go on with CRLF (records a stream appended, ADR 057): the CR is the
  // line end's, not the last cell's.
  const cleaned = (row: string[]) => {
    const last = row.length - 1;
    if (newline === '\n' && row[last]!.endsWith('\r')) row[last] = row[last]!.slice(0, -1);
    return row;
  };
  // Characters of `pending` the last read left as an unfinished record.
  let unfinished = 0;
  for (;;) {
    if (pending && pending.length >= 2 * unfinished) {
      const { data, meta } = parser.parse(pending, 0, true);
      yield* data.map(cleaned);
      pending = pending.slice(meta.cursor);
      unfinished = pending.length;
    }
    const next = await rest.next();
    if (next.done) break;
    pending += next.value;
  }
  if (pending) yield* parser.parse(pending, 0, false).data.map(cleaned);
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

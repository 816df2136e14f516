import Papa from 'papaparse';
import { detectFormat, guessDelimiter, isBlank, parseDataset } from '../../../shared/dataset-parse';
import { cutCell, profileDataset } from '../../../shared/dataset-profile';
import {
  datasetPreviewRows,
  type DatasetFormat,
  type DatasetParseError,
  type DatasetProfile,
  type DatasetTable,
} from '../../../shared/datasets';
import { CsvProfile } from './csv-profile';
import { readCsvRecords, type CsvFormat } from './csv-records';
import { NotText, textPieces, type TextSource } from './text-pieces';

export type AnalysedDataset = { format: DatasetFormat; profile: DatasetProfile; preview: DatasetTable };

export type ReadOutcome =
  | ({ ok: true } & AnalysedDataset)
  | { ok: false; notText: true }
  | { ok: false; notText?: undefined; error: DatasetParseError };

/**
 * Reads and profiles a file with the same code the playground runs in the browser, with the same outcome.
 * Pure and message-free, so it can run in a worker thread; the caller words a failure in the reader's language.
 * Given a path, it reads the file from disk itself (the server spools uploads there), so the bytes are never
 * copied between threads; a CSV file is read a piece at a time and never held whole (nor its rows).
 */
export async function readDataset(source: TextSource, pieceBytes?: number): Promise<ReadOutcome> {
  const open = () => textPieces(source, pieceBytes);
  try {
    return await readText(open);
  } catch (error) {
    if (error instanceof NotText) return { ok: false, notText: true };
    throw error;
  }
}

/**
 * Text enough to read a CSV file's beginning as the whole text would be: papaparse guesses the line break from
 * the first megabyte (after a BOM that `parseDataset`, then `Papa.parse`, each drop).
 */
const headChars = 1024 * 1024 + 2;

/** Opens the file's text (after the BOM the decoder drops) as pieces, from its start. */
type OpenText = () => AsyncGenerator<string>;

async function readText(open: OpenText): Promise<ReadOutcome> {
  const pieces = open();
  let head = '';
  let sawText = false;
  for (;;) {
    if (head.length >= headChars && sawText) break;
    const next = await pieces.next();
    if (next.done) return analysed(parseDataset(head));
    head += next.value;
    sawText ||= next.value.trim() !== '';
  }
  if (detectFormat(head.replace(/^\uFEFF/, '')) === 'json') {
    // JSON is parsed whole, as the playground does.
    for await (const piece of pieces) head += piece;
    return analysed(parseDataset(head));
  }
  return readCsv(open, head, pieces);
}

/** The outcome of the shared reader on a whole text. */
function analysed(parsed: ReturnType<typeof parseDataset>): ReadOutcome {
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const { table } = parsed;
  return {
    ok: true,
    format: parsed.format,
    profile: profileDataset(table),
    preview: {
      columns: table.columns.map(cutCell),
      rows: table.rows.slice(0, datasetPreviewRows).map((row) => row.map(cutCell)),
    },
  };
}

/** The text after the BOM `parseDataset` drops (the decoder dropped one already). */
async function* afterBom(pieces: AsyncIterable<string>, head = '') {
  let started = false;
  for await (const piece of head === '' ? pieces : prepend(head, pieces)) {
    if (piece === '') continue;
    yield started ? piece : piece.replace(/^\uFEFF/, '');
    started = true;
  }
}

async function* prepend(first: string, rest: AsyncIterable<string>) {
  yield first;
  yield* rest;
}

/** Stops a second reading once it has read what it needed. */
class Enough extends Error {}

async function readCsv(open: OpenText, head: string, rest: AsyncIterable<string>): Promise<ReadOutcome> {
  const text = head.replace(/^\uFEFF/, '');
  const delimiter = guessDelimiter(text);
  const format: CsvFormat = {
    delimiter,
    newline: Papa.parse<string[]>(text, { delimiter, preview: 1 }).meta.linebreak as CsvFormat['newline'],
  };
  const csv = new CsvProfile();
  const quoteErrorRow = await readCsvRecords(afterBom(rest, head), format, (record) => csv.add(record));
  if (quoteErrorRow !== undefined)
    return { ok: false, error: { code: 'unclosed-quote', row: quoteErrorRow } };
  const error = csv.error();
  if (error) return { ok: false, error };
  const missed = csv.missedRows();
  if (missed > 0) {
    let rows = 0;
    await readCsvRecords(afterBom(open()), format, (record) => {
      csv.addEarlier(record);
      // The header and the missed rows, blank ones aside.
      if (!isBlank(record)) rows++;
      if (rows > missed) throw new Enough();
    }).catch((stopped: unknown) => {
      if (!(stopped instanceof Enough)) throw stopped;
    });
  }
  return { ok: true, format: 'csv', ...csv.result() };
}

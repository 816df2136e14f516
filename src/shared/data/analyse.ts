import { datasetMaxCellPreview } from '../dataset-limits';
import { cutText } from './ingest/cut-text';
import { decodeBytes } from './ingest/decode';
import { ingestFile, type FileOptions } from './ingest/ingest-file';
import type { IngestChoices, Ingested } from './ingest/ingest';
import type { IngestError } from './ingest/limits';
import { parseDelimited } from './ingest/parse';
import { sniffDialect } from './ingest/sniff';
import type { Anomaly, ParsedTable } from './ingest/table';
import { profileTable } from './profile/profile';
import type { DataProfile, ImportChoices, ImportReport } from './profile/types';

export type IngestedOk = Extract<Ingested, { ok: true }>;

/** What both workers answer for a file: the table read, its profile and the import report; or why not. */
export type Analysed =
  | { ok: true; ingested: IngestedOk; profile: DataProfile; report: ImportReport }
  | { ok: false; error: IngestError };

/** Anomalies a report lists (all are counted), and the characters kept of each raw line. */
export const reportMaxAnomalies = 1000;
export const reportMaxRawChars = 500;

const cutRaw = (anomaly: Anomaly): Anomaly =>
  anomaly.raw.length > reportMaxRawChars
    ? { ...anomaly, raw: cutText(anomaly.raw, reportMaxRawChars) }
    : anomaly;

/** The import report of a read file: how it was read, its anomalies (listed up to 1,000), the choices echoed. */
export function importReport(ingested: IngestedOk, choices: ImportChoices): ImportReport {
  const { format, encoding, dialect, sheet, sheets } = ingested;
  return {
    format,
    ...(encoding ? { encoding } : {}),
    ...(dialect ? { dialect } : {}),
    ...(sheet === undefined ? {} : { sheet }),
    ...(sheets === undefined ? {} : { sheets }),
    anomalies: ingested.anomalies.slice(0, reportMaxAnomalies).map(cutRaw),
    anomalyCount: ingested.anomalyCount,
    choices,
  };
}

/**
 * Bytes → ingest → types → profile → report: the ONE call the browser worker and the server worker thread
 * make, so both give the same profile for the same bytes and choices (docs/decisions/035). `options.onProgress`
 * is called from inside the loops of every stage; the caller throttles what it posts. `options.decoded`: the bytes'
 * text when
 * the caller decoded them as it read them (a `ChunkedDecoder` over these bytes and `choices.encoding`, the browser
 * worker's way, docs/decisions/080); otherwise they are decoded here, to the same text.
 */
export async function analyseBytes(
  bytes: Uint8Array,
  choices: ImportChoices = {},
  options: FileOptions = {},
): Promise<Analysed> {
  const ingested = await ingestFile(bytes, choices as IngestChoices, options);
  if (!ingested.ok) return ingested;
  const { onProgress } = options;
  const profile = profileTable(ingested.table, ingested.types, {
    values: ingested.values,
    onProgress:
      onProgress && ((done: number, total: number) => onProgress({ stage: 'profile', done, total })),
  });
  return { ok: true, ingested, profile: withValuesCut(profile), report: importReport(ingested, choices) };
}

const cutValue = (value: string) =>
  value.length > datasetMaxCellPreview ? `${cutText(value, datasetMaxCellPreview - 1)}…` : value;

/**
 * The profile with every value it quotes (top values, duplicates, non-conforming examples, alerts' values) cut to
 * 200 characters, as the saved preview's cells: a file with one huge cell must not make a huge profile to store
 * and send. Done here, in the one call both sides make, so both still give the same profile.
 */
export function withValuesCut(profile: DataProfile): DataProfile {
  const columns = profile.columns.map((column) => {
    const examples = column.examples.map((example) => ({ ...example, value: cutValue(example.value) }));
    if (column.kind === 'category' || column.kind === 'text')
      return {
        ...column,
        examples,
        topValues: column.topValues.map((entry) => ({ ...entry, value: cutValue(entry.value) })),
      };
    if (column.kind === 'id')
      return {
        ...column,
        examples,
        duplicateExamples: column.duplicateExamples.map((entry) => ({
          ...entry,
          value: cutValue(entry.value),
        })),
      };
    return { ...column, examples };
  });
  const alerts = profile.alerts.map((alert) =>
    alert.values ? { ...alert, values: alert.values.map(cutValue) } : alert,
  );
  return { ...profile, columns, alerts };
}

/** Bytes read for the first rows shown while the whole file is read. */
export const previewBytesRead = 64 * 1024;
/**
 * The bytes `previewHead` reads at most (a UTF-16 newline at the 64 KB mark, kept whole): given a file's first this
 * many bytes (or all of a shorter file), it answers as for the whole file. The browser worker reads these first.
 */
export const previewHeadBytes = previewBytesRead + 2;
export const previewMaxRows = 100;

/** The first `rows` rows of a table (and their lines), each cell cut to `maxChars` when given. */
export function headOf(table: ParsedTable, rows: number, maxChars?: number): ParsedTable {
  const count = Math.min(rows, table.rowCount);
  const cut = (cell: string) =>
    maxChars !== undefined && cell.length > maxChars ? `${cutText(cell, maxChars - 1)}…` : cell;
  return {
    names: table.names,
    columns: table.columns.map((column) => column.slice(0, count).map(cut)),
    rowCount: count,
    lines: table.lines.slice(0, count),
    ...(table.extraColumn === undefined ? {} : { extraColumn: table.extraColumn }),
  };
}

/**
 * Characters of cell text a saved preview holds at most: a 500-column file of long cells would otherwise send
 * ~5 MB with every opening of its page (the page reads the rows from the file meanwhile).
 */
export const previewMaxChars = 256_000;

/**
 * The preview kept with a saved dataset: its first 50 rows, cells cut as the list shows them, and fewer rows
 * (never none) when they would hold more than `previewMaxChars`.
 */
export function storedPreview(table: ParsedTable): ParsedTable {
  let rows = 0;
  let chars = 0;
  for (; rows < Math.min(50, table.rowCount); rows++) {
    const rowChars = table.columns.reduce(
      (sum, column) => sum + Math.min(column[rows]!.length, datasetMaxCellPreview),
      0,
    );
    if (rows > 0 && chars + rowChars > previewMaxChars) break;
    chars += rowChars;
  }
  return headOf(table, rows, datasetMaxCellPreview);
}

/**
 * The first rows of a delimited file from its first 64 KB alone, to show at once while the whole file is read
 * (undefined for JSON and Excel, which read whole, and when the head reads no row). Cut at a line end so no
 * record is half read; the whole reading may still differ (a quoted newline past the head). Reads no byte past
 * the first `previewHeadBytes`: given only those of a larger file, it answers the same.
 */
export function previewHead(bytes: Uint8Array, choices: ImportChoices = {}): ParsedTable | undefined {
  if (bytes.length <= previewBytesRead) return undefined;
  // A zip (an .xlsx) is no text to peek at.
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return undefined;
  let end = bytes.lastIndexOf(0x0a, previewBytesRead);
  if (end < 0) return undefined;
  // UTF-16: a newline is two bytes; keep whole code units.
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  end = utf16 ? end + (end % 2 === 0 ? 2 : 1) : end + 1;
  const decoded = decodeBytes(bytes.subarray(0, end), { encoding: choices.encoding });
  if (!decoded.ok || /^\s*[[{]/.test(decoded.text)) return undefined;
  const parsed = parseDelimited(decoded.text, sniffDialect(decoded.text, choices.dialect), {
    ragged: choices.ragged,
  });
  return parsed.ok ? headOf(parsed.table, previewMaxRows) : undefined;
}

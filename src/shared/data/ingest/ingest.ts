import { decodeBytes, type Decoded, type TextEncoding } from './decode';
import { parseJsonTable } from './json';
import type { IngestError } from './limits';
import { parseDelimited, type RaggedRows } from './parse';
import { sniffDialect, type Dialect, type DialectChoice } from './sniff';
import type { Anomaly, ParsedTable } from './table';
import type { ColumnValues } from './column-values';
import { typeTable, type ColumnOverride, type ColumnType } from './types';
import type { OnProgress } from '../progress';

/** Everything a user can set on the import screen; each is detected when left out. */
export type IngestChoices = {
  encoding?: TextEncoding;
  dialect?: DialectChoice;
  ragged?: RaggedRows;
  booleanDigits?: boolean;
  overrides?: Record<string, ColumnOverride>;
};

/**
 * What a caller hears while the file is read (not a choice: never stored nor echoed), and `decoded`: the bytes'
 * text when the caller has decoded them already, as a `ChunkedDecoder` over the same bytes and `choices.encoding`
 * answers (the browser worker decodes a file while it reads it, docs/decisions/080): the same `Decoded` that
 * `decodeBytes` would give, not decoded again.
 */
export type IngestOptions = { onProgress?: OnProgress; decoded?: Decoded };

export type Ingested =
  | {
      ok: true;
      format: 'csv' | 'json' | 'xlsx';
      /** The text's encoding (an .xlsx workbook's parts are UTF-8). */
      encoding: TextEncoding;
      /** How the delimited text was read (absent for JSON and workbooks). */
      dialect?: Dialect;
      /** A workbook's sheet read, and every worksheet's name in order (absent for text). */
      sheet?: string;
      sheets?: string[];
      table: ParsedTable;
      anomalies: Anomaly[];
      anomalyCount: number;
      types: ColumnType[];
      /**
       * Per column, its cells as the typing stage counted them (docs/decisions/041): each row's index into the
       * distinct values, the values as written and trimmed, their counts and first rows. The profile reads these
       * instead of the cell strings; the insights may too. Never posted nor stored: built from `table` alone.
       */
      values?: ColumnValues[];
    }
  | { ok: false; error: IngestError };

/** JSON when the text opens with `[` or `{`, otherwise delimited text. */
export const detectFormat = (text: string): 'csv' | 'json' => (/^\s*[[{]/.test(text) ? 'json' : 'csv');

/** Text to a typed table: format, dialect, rows and column types, each detected or as the user chose. */
export function ingestText(
  text: string,
  encoding: TextEncoding,
  choices: IngestChoices = {},
  { onProgress }: IngestOptions = {},
): Ingested {
  if (text.trim() === '') return { ok: false, error: { code: 'empty' } };
  const typeProgress =
    onProgress && ((done: number, total: number) => onProgress({ stage: 'type', done, total }));
  const format = detectFormat(text);
  if (format === 'json') {
    onProgress?.({ stage: 'parse', done: 0, total: text.length });
    const parsed = parseJsonTable(text);
    if (!parsed.ok) return parsed;
    onProgress?.({ stage: 'parse', done: text.length, total: text.length });
    const { types, values } = typeTable(parsed.table, {
      booleanDigits: choices.booleanDigits,
      overrides: choices.overrides,
      onProgress: typeProgress,
    });
    return { ok: true, format, encoding, table: parsed.table, anomalies: [], anomalyCount: 0, types, values };
  }
  onProgress?.({ stage: 'parse', done: 0, total: text.length });
  const dialect = sniffDialect(text, choices.dialect);
  const parsed = parseDelimited(text, dialect, {
    ragged: choices.ragged,
    onProgress: onProgress && ((done, total) => onProgress({ stage: 'parse', done, total })),
  });
  if (!parsed.ok) return parsed;
  onProgress?.({ stage: 'parse', done: text.length, total: text.length });
  const { types, values } = typeTable(
    parsed.table,
    {
      format: dialect,
      dateHint: dialect.decimal === ',' ? 'dmy' : undefined,
      booleanDigits: choices.booleanDigits,
      overrides: choices.overrides,
      onProgress: typeProgress,
    },
    parsed.values,
  );
  const { table, anomalies, anomalyCount } = parsed;
  return { ok: true, format, encoding, dialect, table, anomalies, anomalyCount, types, values };
}

/** A file's bytes to a typed table: the one call the browser worker and the server worker thread make. */
export function ingestBytes(
  bytes: Uint8Array,
  choices: IngestChoices = {},
  options: IngestOptions = {},
): Ingested {
  options.onProgress?.({ stage: 'decode', done: 0, total: bytes.length });
  const decoded = options.decoded ?? decodeBytes(bytes, { encoding: choices.encoding });
  if (!decoded.ok) return decoded;
  options.onProgress?.({ stage: 'decode', done: bytes.length, total: bytes.length });
  return ingestText(decoded.text, decoded.encoding, choices, options);
}

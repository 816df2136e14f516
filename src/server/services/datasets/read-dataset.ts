import { readFileSync } from 'node:fs';
import { decodeDatasetText, parseDataset } from '../../../shared/dataset-parse';
import { cutCell, profileDataset } from '../../../shared/dataset-profile';
import {
  datasetPreviewRows,
  type DatasetFormat,
  type DatasetParseError,
  type DatasetProfile,
  type DatasetTable,
} from '../../../shared/datasets';

export type AnalysedDataset = { format: DatasetFormat; profile: DatasetProfile; preview: DatasetTable };

export type ReadOutcome =
  | ({ ok: true } & AnalysedDataset)
  | { ok: false; notText: true }
  | { ok: false; notText?: undefined; error: DatasetParseError };

/**
 * Reads and profiles a file with the same code the playground runs in the browser. Pure and message-free,
 * so it can run in a worker thread; the caller words a failure in the reader's language. Given a path, it reads
 * the file from disk itself (the server spools uploads there), so the bytes are never copied between threads.
 */
export function readDataset(file: Uint8Array | string): ReadOutcome {
  const text = decodeDatasetText(typeof file === 'string' ? readFileSync(file) : file);
  if (text === undefined) return { ok: false, notText: true };
  const parsed = parseDataset(text);
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

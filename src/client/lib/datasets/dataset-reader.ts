import type { ParsedTable } from '@/shared/data/ingest/table';
import type { DataProfile, ImportChoices, ImportReport } from '@/shared/data/profile/types';
import type { Progress } from '@/shared/data/progress';
import type { ColumnType } from '@/shared/data/ingest/types';
import type { InsightReport } from '@/shared/data/insights/types';
import type { Dialect } from '@/shared/data/ingest/sniff';
import type { TextEncoding } from '@/shared/data/ingest/decode';
import { datasetMaxBytes } from '@/shared/datasets';

/**
 * The state and API of `useDatasetReader` (src/client/features/datasets/use-dataset-reader.ts), here so every
 * screen can name them: a route module composes the hook, features take the reader as a prop.
 */

/** How the file was read, without the table: format, encoding, dialect, sheet(s), and each column's type. */
export type IngestedSummary = {
  format: ImportReport['format'];
  encoding?: TextEncoding;
  dialect?: Dialect;
  sheet?: string;
  sheets?: string[];
  types: ColumnType[];
};

export const datasetMaxMegabytes = datasetMaxBytes / (1024 * 1024);

/** The data as given: the bytes to save (pasted text as a UTF-8 file) and a name to suggest. */
export type DatasetSource = { file: Blob; fileName: string; suggestedName: string; text?: string };

/** A file read whole: how (format, encoding, dialect, types), the table, its profile and the import report. */
export type DatasetReadResult = {
  ingested: IngestedSummary;
  /** Every row; only the first ones while `partial`. */
  table: ParsedTable;
  /**
   * The table holds only the first rows: the profile and report are whole, every row follows (the worker posts
   * them first, so the profile is on screen sooner); the state stays ready, the read cancellable meanwhile.
   */
  partial?: true;
  profile: DataProfile;
  report: ImportReport;
  /** The choices this result was read with (also in `report.choices`). */
  choices: ImportChoices;
};

/**
 * A saved dataset's rows as its page read them, shared by the page's sections (the data table, the model): every
 * row once read (`null` until then), or whether reading failed.
 */
export type DatasetRows = { result: DatasetReadResult | null; failed: boolean };

/**
 * The insights of a file read (issue 20), found by the same worker after the read is done: being found (with
 * their progress), found, or not (the worker failed at it; the read itself still stands). Absent from a reader
 * asked not to find them.
 */
export type InsightsState =
  | { status: 'finding'; progress?: Progress }
  | { status: 'found'; report: InsightReport }
  | { status: 'failed' };

export type ReaderState =
  | { status: 'idle' }
  | {
      status: 'reading';
      source: DatasetSource;
      choices: ImportChoices;
      progress: Progress;
      preview?: ParsedTable;
    }
  | { status: 'ready'; source: DatasetSource; result: DatasetReadResult; insights?: InsightsState }
  | { status: 'error'; message: string; hint?: string; source?: DatasetSource; choices?: ImportChoices };

export type DatasetReader = {
  state: ReaderState;
  /** Reads a dropped or chosen file with every choice detected; cancels any read running. */
  readFile: (file: File) => void;
  /** Reads pasted text (as UTF-8 bytes); cancels any read running. */
  readText: (text: string) => void;
  /**
   * Reads the same source again with exactly these choices (pass the full set: `{ ...result.choices, encoding }`);
   * cancels any read running. Does nothing when there is no source.
   */
  reread: (choices: ImportChoices) => void;
  /** Stops the read running (the worker is terminated at once) and returns to idle. */
  cancel: () => void;
  /** Back to idle, forgetting the source. */
  reset: () => void;
};

/**
 * Each stage's share of the whole read, by what it costs on a typical file. Insights are found after the read
 * is done and shown apart: their bar is their own.
 */
const stageSpans: Record<Progress['stage'], [number, number]> = {
  decode: [0, 0.05],
  parse: [0.05, 0.6],
  type: [0.6, 0.75],
  profile: [0.75, 1],
  insights: [0, 1],
};

/** How far a read is in all, 0–1, from the stage and its own progress: for one bar across the stages. */
export function overallProgress({ stage, done, total }: Progress): number {
  const [from, to] = stageSpans[stage];
  const share = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0;
  return from + (to - from) * share;
}

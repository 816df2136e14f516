import type { IngestedSummary } from '@/client/lib/datasets/dataset-reader';
import type { IngestError } from '@/shared/data/ingest/limits';
import type { ParsedTable } from '@/shared/data/ingest/table';
import type { DataProfile, ImportChoices, ImportReport } from '@/shared/data/profile/types';
import type { InsightReport } from '@/shared/data/insights/types';
import type { Progress } from '@/shared/data/progress';
import type { PackedTable } from './packed-table';

/**
 * The data worker's protocol (data.worker.ts). One request per worker run: a file's bytes or pasted text, with
 * the user's import choices (empty: everything detected), and whether to find its insights after the read
 * (`false`: a saved dataset's page, which shows the server's). The page cancels by terminating the worker.
 */
export type ReadRequest = { id: number; choices: ImportChoices; insights?: boolean } & (
  { file: Blob } | { text: string }
);

export type { IngestedSummary };

/**
 * What the worker posts for request `id`, in this order: progress (often), a preview (once, maybe), then done or
 * failed, a large table's read coming first without its rows (`profiled`); after done, the insights or insights-failed (progress of stage
 * `insights` meanwhile).
 */
export type ReadMessage =
  /** At least every 250 ms while the file is read; `done` of `total` units of `stage`. */
  | ({ id: number; type: 'progress' } & Progress)
  /** The first rows (at most 100), read from the first 64 KB, while the rest is read. */
  | { id: number; type: 'preview'; table: ParsedTable }
  /**
   * The read of a table of more rows than a preview, before `done`: its profile and report, with only the first
   * rows (every row, long to copy between threads, follows with `done`; the profile need not wait for it).
   */
  | {
      id: number;
      type: 'profiled';
      ingested: IngestedSummary;
      table: ParsedTable;
      profile: DataProfile;
      report: ImportReport;
    }
  /** The read: every row (packed: `unpackTable` gives the table), the profile and report. */
  | {
      id: number;
      type: 'done';
      ingested: IngestedSummary;
      table: PackedTable;
      profile: DataProfile;
      report: ImportReport;
    }
  /** What the table says (`insightsOf`), found after `done`. */
  | { id: number; type: 'insights'; report: InsightReport }
  /** Finding the insights failed; the read posted before stands. */
  | { id: number; type: 'insights-failed' }
  | { id: number; type: 'failed'; error: IngestError | 'read-failed' };

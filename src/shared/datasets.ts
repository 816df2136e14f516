import * as z from 'zod/mini';
import './zod-setup';
import { playgroundMessages } from './i18n/messages/playground';
import { visibleTextOnly } from './visible-text';
import type { ParsedTable } from './data/ingest/table';
import type { DataProfile, ImportReport } from './data/profile/types';
import type { InsightReport } from './data/insights/types';
import type { StreamKind, StreamStatus } from './data-streams';

// The limits the data core reads have a module of their own, without zod (dataset-limits.ts).
export { datasetMaxBytes, datasetMaxCellPreview, datasetMaxColumns, datasetMaxRows } from './dataset-limits';
export const datasetNameMaxLength = 100;
/** Rows kept with a saved dataset for its preview. */
export const datasetPreviewRows = 50;
/** Values listed for a text or boolean column, and bars in a histogram at most. */
export const datasetTopValues = 10;
export const datasetMaxBins = 20;

export const datasetFormats = ['csv', 'json', 'xlsx'] as const;
export type DatasetFormat = (typeof datasetFormats)[number];

export const datasetNameSchema = z.string().check(
  z.trim(),
  // Functions, so the message is read in the language current when the check fails.
  z.minLength(1, { error: () => playgroundMessages.save.nameRequired }),
  z.maxLength(datasetNameMaxLength, {
    error: () => playgroundMessages.save.nameTooLong(datasetNameMaxLength),
  }),
  visibleTextOnly(() => playgroundMessages.save.nameInvisible),
);

/** The playground's save form: the dataset's name. */
export const datasetSaveFormSchema = z.object({ name: datasetNameSchema });

/** A saved dataset's new name (`PATCH /api/workspace/datasets/:id`), checked by the same rules. */
export const datasetRenameSchema = z.object({ name: datasetNameSchema });

/** Data pasted into the playground: any text but blank, read as it was pasted (leading tabs may be data). */
export const pastedDataSchema = z.object({
  text: z
    .string()
    .check(z.refine((text) => text.trim() !== '', { error: () => playgroundMessages.errors.empty })),
});

/** Why a file is refused: only what cannot be fixed (not text, over the limits), with the row or line. */
export type DatasetParseError =
  | { code: 'empty' }
  | { code: 'not-text' }
  | { code: 'no-rows' }
  | { code: 'too-large'; max: number }
  | { code: 'invalid-json'; line: number; column: number }
  | { code: 'json-shape' }
  | { code: 'not-an-object'; row: number; found: string }
  | { code: 'too-many-columns'; found: number; max: number }
  | { code: 'too-many-rows'; max: number }
  | { code: 'too-deep'; row: number };

/** A saved dataset's first rows (at most 50, cells cut to 200 characters), column by column, with their lines. */
export type DatasetPreview = ParsedTable;

/** What the list shows of a saved dataset. */
export type DatasetSummary = {
  id: string;
  name: string;
  format: DatasetFormat;
  rowCount: number;
  columnCount: number;
  sizeBytes: number;
  createdAt: string;
  uploader: { id: string; name: string } | null;
  /** Whether the caller may rename or delete it (Owners, Admins and its uploader). */
  canDelete: boolean;
};

/** A data stream that feeds a dataset, as its page shows it. */
export type DatasetSource = {
  id: string;
  name: string;
  kind: StreamKind;
  /** The catalogue service a webhook stream listens to; null for other kinds. */
  service: string | null;
  status: StreamStatus;
  lastSyncAt: string | null;
};

/**
 * One saved dataset: its profile, how it was read (the import report), its first rows, and its insights as the
 * server found them in its worker thread (issue 20).
 */
export type DatasetDetail = DatasetSummary & {
  /** The data streams that feed it (issue 24), oldest first; none for an uploaded file. */
  sources: DatasetSource[];
  profile: DataProfile;
  report: ImportReport;
  preview: DatasetPreview;
  /** Null only while a stream's first rows wait for their insights (`insightsUpdating`). */
  insights: InsightReport | null;
  /**
   * A stream stored new rows and the job queue is finding their insights: `insights` are the previous ones
   * meanwhile (docs/decisions/058).
   */
  insightsUpdating: boolean;
};

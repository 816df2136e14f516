import * as z from 'zod/mini';
import './zod-setup';
import { playgroundMessages } from './i18n/messages/playground';
import { visibleTextOnly } from './visible-text';

/** Datasets saved from the playground (docs/product.md#screens): limits both sides check. */
export const datasetMaxBytes = 20 * 1024 * 1024;
/** More columns than this cannot be read as a table at a glance; the file is refused with a clear message. */
export const datasetMaxColumns = 500;
/** Beyond a million rows a file is a job for a database, not a table in the browser; refused with a message. */
export const datasetMaxRows = 1_000_000;
/** Cells longer than this are cut in a saved preview and in a column's top values (the file keeps them whole). */
export const datasetMaxCellPreview = 200;
export const datasetNameMaxLength = 100;
/** Rows kept with a saved dataset for its preview. */
export const datasetPreviewRows = 50;
/** Values listed for a text or boolean column, and bars in a histogram at most. */
export const datasetTopValues = 10;
export const datasetMaxBins = 20;

export const datasetFormats = ['csv', 'json'] as const;
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

/** A parsed file: column names, then every row as text cells (empty text for a missing value). */
export type DatasetTable = { columns: string[]; rows: string[][] };

/** Why a file could not be read, with the row (counted from the first row under the header) or line. */
export type DatasetParseError =
  | { code: 'empty' }
  | { code: 'not-text' }
  | { code: 'no-rows' }
  | { code: 'field-count'; row: number; expected: number; found: number }
  | { code: 'unclosed-quote'; row: number }
  | { code: 'invalid-json'; line: number; column: number }
  | { code: 'json-shape' }
  | { code: 'not-an-object'; row: number; found: string }
  | { code: 'too-many-columns'; found: number; max: number }
  | { code: 'too-many-rows'; max: number }
  | { code: 'too-deep'; row: number };

export type ColumnType = 'number' | 'boolean' | 'date' | 'text';
/** `from` and `to` are numbers, or epoch milliseconds for dates; the last bin includes `to`. */
export type HistogramBin = { from: number; to: number; count: number };
export type ValueCount = { value: string; count: number };

type ColumnBase = { name: string; empty: number; distinct: number };
export type ColumnProfile =
  | (ColumnBase & { type: 'number'; min: number; max: number; mean: number; histogram: HistogramBin[] })
  | (ColumnBase & { type: 'date'; min: string; max: string; histogram: HistogramBin[] })
  | (ColumnBase & { type: 'boolean' | 'text'; topValues: ValueCount[] });

export type DatasetProfile = { rowCount: number; columnCount: number; columns: ColumnProfile[] };

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

/** One saved dataset: its profile and its first rows. */
export type DatasetDetail = DatasetSummary & { profile: DatasetProfile; preview: DatasetTable };

import * as z from 'zod/mini';
import './zod-setup';
import { datasetFormats } from './datasets';

/**
 * The answers of the public API under `/api/v1` (src/shared/api-keys.ts, src/shared/models.ts), as zod schemas so
 * that `GET /api/v1/openapi.json` is generated from the same definitions the server answers with
 * (docs/decisions/044-api-keys.md). Requests are described by the shared request schemas themselves.
 */

/** Bodies a public API call may send; larger ones are refused (413) before they are read. */
export const publicApiMaxBodyBytes = 2 * 1024 * 1024;

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** The request field the error is about, as a dotted path (`rows.3.age`). */
    field: z.optional(z.string()),
  }),
});

/** A cell a model cannot read, as a 400 lists them (`row` counts from 0, as in the request). */
export const unreadableCellSchema = z.object({
  row: z.number().check(z.int()),
  column: z.string(),
  expected: z.enum(['number', 'date', 'boolean']),
});
/** At most this many unreadable cells are listed in one answer. */
export const maxListedCells = 20;

export const invalidRowsResponseSchema = z.object({
  error: z.object({ code: z.literal('invalid_row'), message: z.string(), field: z.string() }),
  cells: z.array(unreadableCellSchema),
});

export const predictionSchema = z.union([
  z.object({ value: z.number() }),
  z.object({ label: z.string(), probabilities: z.record(z.string(), z.number()) }),
]);
export const predictionResponseSchema = z.object({ predictions: z.array(predictionSchema) });

/** A dataset's summary and profile: what `GET /api/v1/datasets/:id` answers (never the file's rows). */
export const publicDatasetSchema = z.object({
  id: z.string(),
  name: z.string(),
  format: z.enum(datasetFormats),
  rowCount: z.number().check(z.int()),
  columnCount: z.number().check(z.int()),
  sizeBytes: z.number().check(z.int()),
  createdAt: z.iso.datetime(),
  /** The profile as the dataset page shows it: per column its type, missing values and statistics, and alerts. */
  profile: z.looseObject({
    version: z.literal(2),
    rowCount: z.number(),
    columnCount: z.number(),
    columns: z.array(z.looseObject({ name: z.string() })),
    duplicateRows: z.looseObject({ count: z.number() }),
    alerts: z.array(z.looseObject({})),
  }),
});
export const datasetResponseSchema = z.object({ dataset: publicDatasetSchema });
export type PublicDataset = z.infer<typeof publicDatasetSchema>;

/** The answer of `POST /api/v1/streams/:id/rows` (src/shared/data-streams.ts `PushResult`). */
export const pushResultSchema = z.object({
  accepted: z.number().check(z.int()),
  rejected: z.array(z.object({ row: z.number().check(z.int()), reason: z.string() })),
  typeConflicts: z.array(z.object({ row: z.number().check(z.int()), column: z.string(), value: z.string() })),
  newColumns: z.array(z.string()),
  datasetId: z.nullable(z.string()),
  replayed: z.boolean(),
});

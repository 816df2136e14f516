import * as z from 'zod/mini';
import './zod-setup';
import type { MlProgress, Task, TrainedModel, TrainReport } from './data/ml/types';

/**
 * Models saved for the team (issue 21, docs/decisions/039-own-gradient-boosting.md). The browser trains at once in
 * its data worker to show the result; saving asks the server, which never trusts the browser's result: it trains
 * again from the dataset's stored file, with the same seed, as a background job, and keeps the report and the model.
 *
 * Routes, all scoped to the caller's workspace:
 * - `POST /api/workspace/datasets/:id/models` with `{ name, target }` (`model:train`): queues training; 202
 *   `{ model: SavedModelSummary }` with status `queued`. A target the engine refuses ends the job as `refused` with
 *   its reason (the browser refuses first, in the user's words).
 * - `GET /api/workspace/models` (every member; `?datasetId=` narrows): `{ models: SavedModelSummary[] }`, newest first.
 * - `GET /api/workspace/models/:id` (every member): `{ model: SavedModel }` (report and model once ready).
 * - `DELETE /api/workspace/models/:id`: 204; its trainer, or `model:delete-any`.
 * - `POST /api/v1/models/:id/predictions` (a workspace API key with `models:predict`, src/shared/api-keys.ts).
 */

export const modelStatuses = ['queued', 'training', 'ready', 'failed', 'refused'] as const;
export type ModelStatus = (typeof modelStatuses)[number];

/** The seed every saved model is trained with: the browser's result and the server's are the same bytes. */
export const modelSeed = 1;

/** A model's headline score on held-out rows next to the baseline's: R² (regression) or balanced accuracy. */
export type HeadlineScore = {
  metric: 'r2' | 'balancedAccuracy';
  value: number | null;
  baseline: number | null;
};

export type SavedModelSummary = {
  id: string;
  name: string;
  datasetId: string;
  datasetName: string;
  target: string;
  /** Known once training has read the target. */
  task: Task | null;
  status: ModelStatus;
  /** While `training`: how far, as the engine reports it. */
  progress: MlProgress | null;
  score: HeadlineScore | null;
  /** `failed`: what went wrong (`crashed`, `too-much-memory`, `dataset-unreadable`); `refused`: the engine's reason. */
  failure: string | null;
  trainedBy: { id: string; name: string } | null;
  createdAt: string;
  finishedAt: string | null;
  /** Whether the caller may delete it (its trainer, Admins and Owners). */
  canDelete: boolean;
};

export type SavedModel = SavedModelSummary & {
  report: TrainReport | null;
  model: TrainedModel | null;
};

export const modelNameMaxLength = 100;
/** Models a workspace keeps at most; training one more is refused (409, code `too-many-models`). */
export const maxModelsPerWorkspace = 100;
/** Rows a prediction call scores at most. */
export const maxPredictionRows = 1000;
/**
 * Cells a prediction call carries at most, counted before validating: checking and scoring stay a few
 * milliseconds whatever a 2 MB body holds (413, code `payload_too_large`).
 */
export const maxPredictionCells = 50_000;

/** `GET /api/workspace/models?datasetId=`: the models of one dataset; any letter case of a uuid. */
export const modelListQuerySchema = z.object({
  datasetId: z.optional(
    z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)),
  ),
});

export const trainModelSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(modelNameMaxLength)),
  target: z.string().check(z.minLength(1), z.maxLength(500)),
});

/** A cell of a row to score: what a JSON caller sends; numbers and booleans are read as their text. */
export const predictionCellSchema = z.nullable(
  z.union([z.string().check(z.maxLength(10_000)), z.number(), z.boolean()]),
);
export const predictionRequestSchema = z.object({
  rows: z
    .array(z.record(z.string(), predictionCellSchema))
    .check(z.minLength(1), z.maxLength(maxPredictionRows)),
});

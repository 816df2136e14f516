import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ModelKind, ModelReport, Task } from '../../../shared/data/ml/types';
import { datasetsMessages } from '../../../shared/i18n/messages/datasets';
import type { HeadlineScore, SavedModel, SavedModelSummary } from '../../../shared/models';
import { can } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { datasets, models, users } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import type { DatasetCaller } from '../datasets/datasets';

export const modelNotFound = () => new ApiError(404, 'not_found', datasetsMessages.api.modelNotFound);

/** Its trainer may always delete a model; Owners and Admins may delete any. */
export const mayDeleteModel = (caller: DatasetCaller, trainedBy: string | null) =>
  can(caller.workspace.role, 'model:delete-any') || (trainedBy !== null && trainedBy === caller.userId);

// A list reads the models' scores (`report -> 'models'`, a few hundred bytes), never the report or the model.
const summaryColumns = {
  id: models.id,
  name: models.name,
  datasetId: models.datasetId,
  datasetName: datasets.name,
  target: models.target,
  task: models.task,
  status: models.status,
  progress: models.progress,
  failure: models.failure,
  trainedById: models.trainedBy,
  trainedByName: users.name,
  createdAt: models.createdAt,
  finishedAt: models.finishedAt,
  chosen: sql<ModelKind | null>`${models.report} ->> 'chosen'`,
  scores: sql<ModelReport[] | null>`${models.report} -> 'models'`,
};

type SummaryRow = {
  id: string;
  name: string;
  datasetId: string;
  datasetName: string;
  target: string;
  task: Task | null;
  status: SavedModelSummary['status'];
  progress: SavedModelSummary['progress'];
  failure: string | null;
  trainedById: string | null;
  trainedByName: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  chosen: ModelKind | null;
  scores: ModelReport[] | null;
};

/** R² for a regression, balanced accuracy for classes: the chosen model's and the baseline's on held-out rows. */
export function headlineScore(
  task: Task | null,
  chosen: ModelKind | null,
  scores: ModelReport[] | null,
): HeadlineScore | null {
  if (!task || !chosen || !scores) return null;
  const metric = task === 'regression' ? 'r2' : 'balancedAccuracy';
  const of = (kind: ModelKind) => {
    const test = scores.find((report) => report.kind === kind)?.test as
      Partial<Record<typeof metric, { value: number | null }>> | undefined;
    return test?.[metric]?.value ?? null;
  };
  return { metric, value: of(chosen), baseline: of('baseline') };
}

const toSummary = (row: SummaryRow, caller: DatasetCaller): SavedModelSummary => ({
  id: row.id,
  name: row.name,
  datasetId: row.datasetId,
  datasetName: row.datasetName,
  target: row.target,
  task: row.task,
  status: row.status,
  progress: row.status === 'training' ? row.progress : null,
  score: row.status === 'ready' ? headlineScore(row.task, row.chosen, row.scores) : null,
  failure: row.failure,
  trainedBy: row.trainedById && row.trainedByName ? { id: row.trainedById, name: row.trainedByName } : null,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  canDelete: mayDeleteModel(caller, row.trainedById),
});

const inWorkspace = (caller: DatasetCaller, where?: SQL) =>
  and(eq(models.workspaceId, caller.workspace.id), where);

/** The caller's workspace's models (of one dataset when given), newest first. */
export async function listModels(
  db: Db,
  caller: DatasetCaller,
  datasetId?: string,
): Promise<SavedModelSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(models)
    .innerJoin(datasets, eq(datasets.id, models.datasetId))
    .leftJoin(users, eq(users.id, models.trainedBy))
    .where(inWorkspace(caller, datasetId ? eq(models.datasetId, datasetId) : undefined))
    .orderBy(desc(models.createdAt), desc(models.id));
  return rows.map((row) => toSummary(row, caller));
}

/** One model of the caller's workspace with its report and model once ready; undefined for any other. */
export async function findModel(db: Db, caller: DatasetCaller, id: string): Promise<SavedModel | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, report: models.report, model: models.model })
    .from(models)
    .innerJoin(datasets, eq(datasets.id, models.datasetId))
    .leftJoin(users, eq(users.id, models.trainedBy))
    .where(inWorkspace(caller, eq(models.id, id)));
  if (!row) return undefined;
  const ready = row.status === 'ready';
  return { ...toSummary(row, caller), report: ready ? row.report : null, model: ready ? row.model : null };
}

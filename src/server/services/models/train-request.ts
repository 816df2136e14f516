import { and, count, eq } from 'drizzle-orm';
import { datasetsMessages } from '../../../shared/i18n/messages/datasets';
import { playgroundMessages } from '../../../shared/i18n/messages/playground';
import { maxModelsPerWorkspace, type SavedModelSummary } from '../../../shared/models';
import type { Db } from '../../db/client';
import { datasets, models } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { insertAuditRow, type AdminActor } from '../admin/audit';
import type { DatasetCaller } from '../datasets/datasets';
import { findModel, modelNotFound } from './models';
import { lockMemberAllowedTo } from '../workspace/member-still-allowed';
import { lockWorkspace } from '../workspace/lock-workspace';

const datasetNotFound = () => new ApiError(404, 'not_found', playgroundMessages.api.notFound);
const tooManyModels = () =>
  new ApiError(409, 'too-many-models', datasetsMessages.api.modelTooMany(maxModelsPerWorkspace));

const modelCount = async (db: Pick<Db, 'select'>, workspaceId: string) =>
  (await db.select({ n: count() }).from(models).where(eq(models.workspaceId, workspaceId)))[0]!.n;

const datasetIn = (caller: DatasetCaller, datasetId: string) =>
  and(eq(datasets.id, datasetId), eq(datasets.workspaceId, caller.workspace.id));

/** What costs nothing to check before the rate limit: the dataset is the workspace's (404), and room (409). */
export async function checkTrainable(db: Db, caller: DatasetCaller, datasetId: string) {
  const [dataset] = await db.select({ id: datasets.id }).from(datasets).where(datasetIn(caller, datasetId));
  if (!dataset) throw datasetNotFound();
  if ((await modelCount(db, caller.workspace.id)) >= maxModelsPerWorkspace) throw tooManyModels();
}

/**
 * Saves a model `queued` with its audit row, in one transaction that locks the workspace's models (two requests
 * at once never pass the cap), checks the trainer may still train and the dataset is still there; then `enqueue`
 * queues its training (`services/models/training-queue.ts`). A model whose job could not be queued is taken back.
 */
export async function requestTraining(
  db: Db,
  caller: DatasetCaller,
  actor: AdminActor,
  input: { datasetId: string; name: string; target: string },
  enqueue: (modelId: string) => Promise<void>,
): Promise<SavedModelSummary> {
  const { datasetId, name, target } = input;
  const id = await db.transaction(async (tx) => {
    await lockWorkspace(tx, caller.workspace.id);
    await lockMemberAllowedTo(tx, caller, 'model:train');
    const [dataset] = await tx
      .select({ id: datasets.id })
      .from(datasets)
      .where(datasetIn(caller, datasetId))
      .for('key share');
    if (!dataset) throw datasetNotFound();
    if ((await modelCount(tx, caller.workspace.id)) >= maxModelsPerWorkspace) throw tooManyModels();
    const [row] = await tx
      .insert(models)
      .values({ workspaceId: caller.workspace.id, datasetId, name, target, trainedBy: caller.userId })
      .returning({ id: models.id });
    await insertAuditRow(tx, actor, {
      action: 'model.train',
      details: { workspace: caller.workspace.id, dataset: datasetId, model: row!.id, target },
    });
    return row!.id;
  });
  // Read as it was saved (queued), before its job may start; deleted (or its dataset) the moment after: as if it
  // had never been there.
  const saved = await findModel(db, caller, id);
  if (!saved) throw modelNotFound();
  try {
    await enqueue(id);
  } catch (error) {
    await db.delete(models).where(eq(models.id, id));
    throw error;
  }
  const { report: _report, model: _model, ...summary } = saved;
  return summary;
}

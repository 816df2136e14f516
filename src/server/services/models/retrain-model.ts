import { and, eq } from 'drizzle-orm';
import { datasetsMessages } from '../../../shared/i18n/messages/datasets';
import type { SavedModelSummary } from '../../../shared/models';
import type { Db } from '../../db/client';
import { datasets, models } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import type { ObjectStore } from '../../storage/object-store';
import { datasetObjectName } from '../../storage/buckets';
import { insertAuditRow, type AdminActor } from '../admin/audit';
import type { DatasetCaller } from '../datasets/datasets';
import { lockMemberAllowedTo } from '../workspace/member-still-allowed';
import { findModel, modelNotFound } from './models';

const stillTraining = () => new ApiError(409, 'model-training', datasetsMessages.api.modelTraining);
const datasetGone = () => new ApiError(409, 'dataset-gone', datasetsMessages.api.modelDatasetGone);
const unfinished = (status: string) => status === 'queued' || status === 'training';

const modelIn = (caller: DatasetCaller, id: string) =>
  and(eq(models.id, id), eq(models.workspaceId, caller.workspace.id));

/**
 * What costs nothing to check before the rate limit: the model is the workspace's (404), not waiting or training
 * (409 `model-training`), and its dataset's stored file is still there to train on (409 `dataset-gone`).
 */
export async function checkRetrainable(db: Db, storage: ObjectStore, caller: DatasetCaller, id: string) {
  const [model] = await db
    .select({ status: models.status, datasetId: models.datasetId, objectName: datasets.objectName })
    .from(models)
    .leftJoin(datasets, eq(datasets.id, models.datasetId))
    .where(modelIn(caller, id));
  if (!model) throw modelNotFound();
  if (unfinished(model.status)) throw stillTraining();
  const file = await storage.open('datasets', datasetObjectName(model.datasetId, model.objectName));
  // Opening looks the file up (a stat, or its row); nothing is read.
  if (!file) throw datasetGone();
}

/**
 * Trains the saved model `id` again on its dataset's current rows, with the same target (issue 21): in one
 * transaction that locks the model, checks the caller may still train, the model is not waiting or training and
 * its dataset is there, it goes back to `queued`; its last trained model, report and finish time stay until the new
 * training is ready (the prediction API answers with them meanwhile). Then `enqueue` queues its job again (a job
 * that could not be queued puts the model back as it was), and the audit row is written. An instance that ends
 * between the two finds the model queued with its last job ended at start-up and queues it (`resume`).
 */
export async function requestRetraining(
  db: Db,
  caller: DatasetCaller,
  actor: AdminActor,
  id: string,
  enqueue: (modelId: string) => Promise<boolean>,
): Promise<SavedModelSummary> {
  const before = await db.transaction(async (tx) => {
    await lockMemberAllowedTo(tx, caller, 'model:train');
    const [model] = await tx
      .select({
        status: models.status,
        failure: models.failure,
        datasetId: models.datasetId,
        target: models.target,
      })
      .from(models)
      .where(modelIn(caller, id))
      .for('update');
    if (!model) throw modelNotFound();
    if (unfinished(model.status)) throw stillTraining();
    const [dataset] = await tx
      .select({ id: datasets.id })
      .from(datasets)
      .where(and(eq(datasets.id, model.datasetId), eq(datasets.workspaceId, caller.workspace.id)))
      .for('key share');
    if (!dataset) throw datasetGone();
    await tx.update(models).set({ status: 'queued', progress: null, failure: null }).where(eq(models.id, id));
    return model;
  });
  const putBack = () =>
    db
      .update(models)
      .set({ status: before.status, failure: before.failure })
      .where(and(eq(models.id, id), eq(models.status, 'queued')));
  // Read as it was left (queued), before its job may start.
  const saved = await findModel(db, caller, id);
  if (!saved) throw modelNotFound();
  let queued: boolean;
  try {
    queued = await enqueue(id);
  } catch (error) {
    await putBack();
    throw error;
  }
  // Its last job has not been marked done yet (the row is written just before): as if still training.
  if (!queued) {
    await putBack();
    throw stillTraining();
  }
  // Written once the job is queued: a retrain refused after the model's row was taken leaves no row.
  await db.transaction((tx) =>
    insertAuditRow(tx, actor, {
      action: 'model.retrain',
      details: {
        workspace: caller.workspace.id,
        dataset: before.datasetId,
        model: id,
        target: before.target,
      },
    }),
  );
  const { report: _report, model: _model, ...summary } = saved;
  return summary;
}

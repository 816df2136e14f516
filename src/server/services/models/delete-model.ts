import { and, eq } from 'drizzle-orm';
import { datasetsMessages } from '../../../shared/i18n/messages/datasets';
import type { Db } from '../../db/client';
import { models } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { insertAuditRow, type AdminActor } from '../admin/audit';
import type { DatasetCaller } from '../datasets/datasets';
import { mayDeleteModel, modelNotFound } from './models';

/**
 * Deletes a model of the caller's workspace with its audit row: 404 when there is none, 403 unless the caller
 * may (`mayDeleteModel`). Answers whether its training was still waiting or running, for the caller to cancel it.
 */
export async function deleteModel(
  db: Db,
  caller: DatasetCaller,
  actor: AdminActor,
  id: string,
): Promise<{ unfinished: boolean }> {
  return db.transaction(async (tx) => {
    const [model] = await tx
      .select({ trainedBy: models.trainedBy, datasetId: models.datasetId, status: models.status })
      .from(models)
      .where(and(eq(models.id, id), eq(models.workspaceId, caller.workspace.id)))
      .for('update');
    if (!model) throw modelNotFound();
    if (!mayDeleteModel(caller, model.trainedBy)) {
      throw new ApiError(403, 'forbidden', datasetsMessages.api.modelDeleteForbidden);
    }
    await tx.delete(models).where(eq(models.id, id));
    await insertAuditRow(tx, actor, {
      action: 'model.delete',
      details: { workspace: caller.workspace.id, dataset: model.datasetId, model: id },
    });
    return { unfinished: model.status === 'queued' || model.status === 'training' };
  });
}

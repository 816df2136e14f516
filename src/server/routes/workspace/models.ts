import { Hono, type Context } from 'hono';
import { datasetsMessages } from '../../../shared/i18n/messages/datasets';
import { playgroundMessages } from '../../../shared/i18n/messages/playground';
import { modelListQuerySchema, trainModelSchema } from '../../../shared/models';
import type { AppEnv } from '../../app-env';
import { ApiError } from '../../lib/api-error';
import { parseJsonBody } from '../../lib/parse-body';
import { parseQuery } from '../../lib/parse-query';
import { consumePoint, peekLimit } from '../../lib/rate-limit';
import { assertAllowed, enforceRateLimits } from '../../lib/rate-limited';
import { requireWorkspace } from '../../lib/require-workspace';
import type { DatasetCaller } from '../../services/datasets/datasets';
import { deleteModel } from '../../services/models/delete-model';
import { findModel, listModels, modelNotFound } from '../../services/models/models';
import { checkRetrainable, requestRetraining } from '../../services/models/retrain-model';
import { checkTrainable, requestTraining } from '../../services/models/train-request';
import { actorOf } from '../admin/actor';
import { idParam } from '../../lib/uuid-param';

const caller = (c: Context<AppEnv>): DatasetCaller => ({ workspace: c.var.workspace, userId: c.var.user.id });

const datasetNotFound = () => new ApiError(404, 'not_found', playgroundMessages.api.notFound);

/**
 * `POST /api/workspace/datasets/:id/models` (src/shared/models.ts): saves a model `queued` and queues its
 * training; 202. The checks that cost nothing come first (the dataset, room for one more), then the rate limit.
 */
export const datasetModelRoutes = new Hono<AppEnv>().post('/', requireWorkspace('model:train'), async (c) => {
  const { db } = c.var.deps.database;
  const { limiters, modelTraining } = c.var.deps;
  const datasetId = idParam(c, datasetNotFound);
  const { name, target } = parseJsonBody(c, trainModelSchema);
  await checkTrainable(db, caller(c), datasetId);
  await enforceRateLimits([{ limiter: limiters.modelTrainingByAccount, key: c.var.user.id }]);
  const model = await requestTraining(db, caller(c), actorOf(c), { datasetId, name, target }, (id) =>
    modelTraining.enqueue(id),
  );
  return c.json({ model }, 202);
});

/**
 * `/api/workspace/models`: the workspace's saved models, for every member; retrained by those who may train, deleted
 * by their trainer or Admins.
 */
export const modelRoutes = new Hono<AppEnv>()
  .get('/', requireWorkspace(), async (c) => {
    const { datasetId } = parseQuery(c, modelListQuerySchema, datasetsMessages.api.modelDatasetFilter);
    const models = await listModels(c.var.deps.database.db, caller(c), datasetId?.toLowerCase());
    return c.json({ models });
  })
  .get('/:id', requireWorkspace(), async (c) => {
    const model = await findModel(c.var.deps.database.db, caller(c), idParam(c, modelNotFound));
    if (!model) throw modelNotFound();
    return c.json({ model });
  })
  /**
   * Trains the model again on its dataset's current rows (same target), as a job on the training queue; 202 with
   * the model `queued`. Its last trained model answers predictions until the new one is ready. Rate-limited as saving.
   */
  .post('/:id/retrain', requireWorkspace('model:train'), async (c) => {
    const { db } = c.var.deps.database;
    const { limiters, modelTraining, storage } = c.var.deps;
    const id = idParam(c, modelNotFound);
    await checkRetrainable(db, storage, caller(c), id);
    // Spent only by a retrain that starts: a double click's second request (409) costs nothing.
    assertAllowed(await peekLimit(limiters.modelTrainingByAccount, c.var.user.id));
    const model = await requestRetraining(db, caller(c), actorOf(c), id, (modelId) =>
      modelTraining.enqueueAgain(modelId),
    );
    await consumePoint(limiters.modelTrainingByAccount, c.var.user.id);
    return c.json({ model }, 202);
  })
  // A cheap write like unpinning: not rate-limited. A model still waiting or training has its job cancelled.
  .delete('/:id', requireWorkspace(), async (c) => {
    const id = idParam(c, modelNotFound);
    const { unfinished } = await deleteModel(c.var.deps.database.db, caller(c), actorOf(c), id);
    if (unfinished) {
      await c.var.deps.modelTraining.cancel(id).catch((error: unknown) => {
        // Its job finds the model gone when it runs, or at its next progress write.
        c.var.deps.logger.warn({ err: error, model: id }, 'could not cancel a deleted model’s training');
      });
    }
    return c.body(null, 204);
  });

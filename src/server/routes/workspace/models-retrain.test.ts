import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ApiKeySummary } from '../../../shared/api-keys';
import type { SavedModelSummary } from '../../../shared/models';
import { auditLog, models } from '../../db/schema/index';
import { canonicalJson } from '../../services/datasets/canonical-json';
import { datasetObjectName } from '../../storage/buckets';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import {
  errorOf,
  modelOf,
  saveDataset,
  train,
  trained,
  trainedInTheBrowser,
  trainingCsv,
  untilStatus,
  workspaceRequest,
} from '../../test/model-helpers';
import { describeOnEachDatabase, testOrigin } from '../../test/test-app';

const csv = trainingCsv(400);
/** Other rows with the same columns: `price` drawn again with another seed. */
const newRows = trainingCsv(600, 97);
const row = { size: 120, rooms: 3, region: 'n', noise: 0.5, garden: 'yes' };

describeOnEachDatabase('retraining a saved model', (context) => {
  const request = workspaceRequest(context);
  const retrain = (cookie: string, id: string) =>
    request(cookie, `/models/${id}/retrain`, { method: 'POST' });

  /** A ready model of a new workspace's dataset. */
  const readyModel = async (rows = csv) => {
    const owner = await signedUpOwner(context());
    const dataset = await saveDataset(request, owner.cookie, rows);
    const saved = await trained(request, owner.cookie, dataset.id, 'price');
    const ready = await untilStatus(request, owner.cookie, saved.id, ['ready', 'failed', 'refused']);
    expect(ready.status).toBe('ready');
    return { owner, dataset, ready };
  };

  /** A key of the owner's workspace that may predict, and one call of the prediction API with it. */
  const predictor = async (cookie: string) => {
    const created = await context().app.request('/api/workspace/api-keys', {
      method: 'POST',
      headers: { origin: testOrigin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Scoring', scopes: ['models:predict'], expiresAt: null }),
    });
    expect(created.status).toBe(201);
    const { secret } = (await created.json()) as { key: ApiKeySummary; secret: string };
    return async (modelId: string) => {
      const response = await context().app.request(`/api/v1/models/${modelId}/predictions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ rows: [row] }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return ((await response.json()) as { predictions: unknown[] }).predictions;
    };
  };

  it('trains the same model again on its dataset’s current rows: ready with the new scores, recorded', async () => {
    const { owner, dataset, ready } = await readyModel();
    const predict = await predictor(owner.cookie);
    const before = await predict(ready.id);

    // The dataset's rows change: its stored file now holds other rows with the same columns.
    const { storage } = context().deps;
    const other = await saveDataset(request, owner.cookie, newRows, 'New rows');
    const stored = await storage.get('datasets', datasetObjectName(other.id));
    await storage.put('datasets', datasetObjectName(dataset.id), stored!.contentType, stored!.data);

    const response = await retrain(owner.cookie, ready.id);
    expect(response.status, await response.clone().text()).toBe(202);
    const { model: queued } = (await response.json()) as { model: SavedModelSummary };
    expect(queued).toMatchObject({ id: ready.id, target: 'price', name: ready.name, status: 'queued' });

    const retrained = await untilStatus(request, owner.cookie, ready.id, ['ready', 'failed', 'refused']);
    const browser = await trainedInTheBrowser(newRows, 'price');
    if (!browser.ok) throw new Error('the browser refused the target');
    expect(retrained.status).toBe('ready');
    expect(canonicalJson(retrained.report)).toBe(canonicalJson(browser.report));
    expect(canonicalJson(retrained.model)).toBe(canonicalJson(browser.model));
    expect(retrained.score).not.toEqual(ready.score);
    expect(new Date(retrained.finishedAt!).getTime()).toBeGreaterThan(new Date(ready.finishedAt!).getTime());
    expect(retrained.trainedBy).toEqual(ready.trainedBy);
    expect(retrained.createdAt).toBe(ready.createdAt);

    // Still one model in the workspace, and the prediction API answers with the new one.
    const listed = await request(owner.cookie, '/models');
    expect(((await listed.json()) as { models: SavedModelSummary[] }).models.map(({ id }) => id)).toEqual([
      ready.id,
    ]);
    const after = await predict(ready.id);
    expect(after).not.toEqual(before);

    const audit = await context()
      .database.db.select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, owner.userId), eq(auditLog.action, 'model.retrain')));
    expect(audit).toEqual([
      { details: { workspace: owner.workspace.id, dataset: dataset.id, model: ready.id, target: 'price' } },
    ]);
  }, 240_000);

  it('the prediction API answers with the previous model while the new one is not ready', async () => {
    const { owner, ready } = await readyModel();
    const predict = await predictor(owner.cookie);
    const before = await predict(ready.id);
    const { db } = context().database;
    for (const status of ['queued', 'training', 'failed'] as const) {
      await db.update(models).set({ status }).where(eq(models.id, ready.id));
      expect(await predict(ready.id)).toEqual(before);
    }
  }, 240_000);

  it('a model already waiting or training is a 409, and stays as it is', async () => {
    const { owner, ready } = await readyModel();
    const { db } = context().database;
    for (const status of ['queued', 'training'] as const) {
      await db.update(models).set({ status }).where(eq(models.id, ready.id));
      const response = await retrain(owner.cookie, ready.id);
      expect(response.status).toBe(409);
      expect((await errorOf(response)).code).toBe('model-training');
      expect((await modelOf(request, owner.cookie, ready.id)).status).toBe(status);
    }
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'model.retrain'));
    expect(audit.filter((entry) => (entry.details as { model?: string }).model === ready.id)).toEqual([]);
  }, 240_000);

  it('a model whose dataset’s file is gone is a 409 with the reason', async () => {
    const { owner, dataset, ready } = await readyModel();
    await context().deps.storage.delete('datasets', datasetObjectName(dataset.id));
    const response = await retrain(owner.cookie, ready.id);
    expect(response.status).toBe(409);
    const error = await errorOf(response);
    expect(error.code).toBe('dataset-gone');
    expect(error.message).toBe('This model’s dataset file is gone, so it cannot be retrained.');
    expect((await modelOf(request, owner.cookie, ready.id)).status).toBe('ready');
  }, 240_000);

  it('another workspace’s model, an unknown one and anything that is not an id are 404', async () => {
    const { owner, ready } = await readyModel();
    const stranger = await signedUpOwner(context());
    for (const response of [
      await retrain(stranger.cookie, ready.id),
      await retrain(owner.cookie, crypto.randomUUID()),
      await retrain(owner.cookie, 'not-a-uuid'),
    ]) {
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe('not_found');
    }
    expect((await modelOf(request, owner.cookie, ready.id)).status).toBe('ready');
  }, 240_000);

  it('those who may train retrain any model of the workspace; a collaborator gets 403', async () => {
    const { owner, ready } = await readyModel();
    const collaborator = await teammate(context(), owner.workspace.id, 'collaborator');
    const refused = await retrain(collaborator.cookie, ready.id);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('forbidden');
    expect((await modelOf(request, owner.cookie, ready.id)).status).toBe('ready');

    const editor = await teammate(context(), owner.workspace.id, 'editor');
    const response = await retrain(editor.cookie, ready.id);
    expect(response.status).toBe(202);
    const again = await untilStatus(request, owner.cookie, ready.id, ['ready', 'failed', 'refused']);
    expect(again.status).toBe('ready');
    // The same rows and seed: the same model.
    expect(canonicalJson(again.model)).toBe(canonicalJson(ready.model));
    const audit = await context()
      .database.db.select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, editor.userId), eq(auditLog.action, 'model.retrain')));
    expect(audit.map(({ details }) => (details as { model: string }).model)).toEqual([ready.id]);
  }, 240_000);

  it('20 retrains at once start one training, record one row and spend one of the hour’s trainings', async () => {
    const { owner, dataset, ready } = await readyModel();
    const answers = await Promise.all(Array.from({ length: 20 }, () => retrain(owner.cookie, ready.id)));
    expect(answers.map((response) => response.status).sort()).toEqual([202, ...Array<number>(19).fill(409)]);
    expect((await untilStatus(request, owner.cookie, ready.id, ['ready', 'failed', 'refused'])).status).toBe(
      'ready',
    );
    const audit = await context()
      .database.db.select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, owner.userId), eq(auditLog.action, 'model.retrain')));
    expect(audit).toHaveLength(1);
    // The save and the one retrain spent 2 of 20: the refused ones nothing, so a new model may still be trained.
    const another = await train(request, owner.cookie, dataset.id, { name: 'Again', target: 'price' });
    expect(another.status, await another.clone().text()).toBe(202);
  }, 240_000);

  it('a retrain accepted but never queued (the instance ended between the two) is queued at the next start', async () => {
    const { owner, ready } = await readyModel();
    // As the row stands when an instance ends right after the retrain's commit: queued, its last job completed.
    await context().database.db.update(models).set({ status: 'queued' }).where(eq(models.id, ready.id));
    await context().deps.modelTraining.resume();
    const done = await untilStatus(request, owner.cookie, ready.id, ['ready', 'failed', 'refused']);
    expect(done.status).toBe('ready');
    expect(done.finishedAt).not.toBe(ready.finishedAt);
  }, 240_000);
});

import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { maxModelsPerWorkspace, type SavedModelSummary } from '../../../shared/models';
import { auditLog, models } from '../../db/schema/index';
import { limitRules } from '../../lib/limits';
import { canonicalJson } from '../../services/datasets/canonical-json';
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
import { describeOnEachDatabase } from '../../test/test-app';

const csv = trainingCsv(400);

describeOnEachDatabase('saved models', (context) => {
  const request = workspaceRequest(context);
  const list = async (cookie: string, query = '') => {
    const response = await request(cookie, `/models${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { models: SavedModelSummary[] }).models;
  };
  /** The state pg-boss keeps of a model's training job (its id is the model's). */
  const jobState = async (id: string) => {
    const result = (await context().database.db.execute(
      sql`select state::text as state from pgboss.job where name = 'train-model' and id = ${id}`,
    )) as unknown as { rows: { state: string }[] };
    return result.rows[0]?.state;
  };

  it('trains in the background: queued, then ready with the report and model the browser trains, byte for byte', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await saveDataset(request, owner.cookie, csv);
    const queued = await trained(request, owner.cookie, dataset.id, 'price');
    expect(queued).toMatchObject({
      name: 'Predict price',
      datasetId: dataset.id,
      datasetName: 'Houses',
      target: 'price',
      status: 'queued',
      task: null,
      score: null,
      failure: null,
      trainedBy: { id: owner.userId },
      finishedAt: null,
      canDelete: true,
    });

    const ready = await untilStatus(request, owner.cookie, queued.id, ['ready', 'failed', 'refused']);
    const browser = await trainedInTheBrowser(csv, 'price');
    if (!browser.ok) throw new Error('the browser refused the target');
    expect(ready.status).toBe('ready');
    expect(canonicalJson(ready.report)).toBe(canonicalJson(browser.report));
    expect(canonicalJson(ready.model)).toBe(canonicalJson(browser.model));
    expect(ready.task).toBe('regression');
    expect(ready.progress).toBeNull();
    expect(ready.finishedAt).not.toBeNull();
    const chosen = browser.report.models.find((model) => model.kind === browser.report.chosen)!;
    const baseline = browser.report.models.find((model) => model.kind === 'baseline')!;
    expect(ready.score).toEqual({
      metric: 'r2',
      value: (chosen.test as { r2: { value: number } }).r2.value,
      baseline: (baseline.test as { r2: { value: number } }).r2.value,
    });
    expect(ready.score!.value!).toBeGreaterThan(ready.score!.baseline!);
    // The row is written just before the job is marked done.
    for (let attempt = 0; attempt < 200 && (await jobState(queued.id)) === 'active'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await jobState(queued.id)).toBe('completed');

    // Listed for the workspace and for its dataset, without the report or the model.
    const [listed] = await list(owner.cookie);
    expect(listed).toMatchObject({ id: queued.id, status: 'ready', score: ready.score });
    expect(listed).not.toHaveProperty('report');
    expect((await list(owner.cookie, `?datasetId=${dataset.id}`)).map((model) => model.id)).toEqual([
      queued.id,
    ]);
    const other = await saveDataset(request, owner.cookie, csv, 'Other');
    expect(await list(owner.cookie, `?datasetId=${other.id}`)).toEqual([]);

    const [audit] = await context()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, owner.userId), eq(auditLog.action, 'model.train')));
    expect(audit!.details).toEqual({
      workspace: owner.workspace.id,
      dataset: dataset.id,
      model: queued.id,
      target: 'price',
    });
  }, 120_000);

  it('answers the model queued, as saved, even when its job starts the moment it is queued', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await saveDataset(request, owner.cookie, csv);
    const { modelTraining } = context().deps;
    const enqueue = modelTraining.enqueue;
    // A queue whose worker takes the job before the request reads the model back (as a fast worker did in CI).
    modelTraining.enqueue = async (id) => {
      await enqueue.call(modelTraining, id);
      await context().database.db.update(models).set({ status: 'training' }).where(eq(models.id, id));
    };
    let queued: SavedModelSummary;
    try {
      queued = await trained(request, owner.cookie, dataset.id, 'price');
    } finally {
      modelTraining.enqueue = enqueue;
    }
    expect(queued.status).toBe('queued');
    // Its job trains on: seen to its end, so nothing of this test runs on into the next.
    await untilStatus(request, owner.cookie, queued.id, ['ready', 'failed', 'refused']);
  }, 120_000);

  it('classes: a yes/no target scores balanced accuracy against the baseline', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await saveDataset(request, owner.cookie, csv);
    const queued = await trained(request, owner.cookie, dataset.id, 'garden');
    const ready = await untilStatus(request, owner.cookie, queued.id, ['ready', 'failed', 'refused']);
    const browser = await trainedInTheBrowser(csv, 'garden');
    if (!browser.ok) throw new Error('the browser refused the target');
    expect(ready.status).toBe('ready');
    expect(ready.task).toBe('binary');
    expect(canonicalJson(ready.report)).toBe(canonicalJson(browser.report));
    expect(ready.score?.metric).toBe('balancedAccuracy');
  }, 120_000);

  it('a target the engine refuses ends refused with its reason', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await saveDataset(request, owner.cookie, csv);
    const unknown = await trained(request, owner.cookie, dataset.id, 'no such column');
    const constantish = await trained(request, owner.cookie, dataset.id, 'noise');
    const refused = await untilStatus(request, owner.cookie, unknown.id, ['ready', 'failed', 'refused']);
    expect(refused).toMatchObject({
      status: 'refused',
      failure: 'target-unknown',
      report: null,
      model: null,
    });
    expect(refused.finishedAt).not.toBeNull();
    // A number with many values is a regression: `noise` trains (it predicts nothing, honestly scored).
    const noise = await untilStatus(request, owner.cookie, constantish.id, ['ready', 'failed', 'refused']);
    expect(noise.status).toBe('ready');
  }, 120_000);

  it('collaborators may read models but not train; trainers, Admins and Owners delete, others may not', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await saveDataset(request, owner.cookie, csv);
    const editor = await teammate(context(), owner.workspace.id, 'editor');
    const otherEditor = await teammate(context(), owner.workspace.id, 'editor');
    const admin = await teammate(context(), owner.workspace.id, 'admin');
    const collaborator = await teammate(context(), owner.workspace.id, 'collaborator');

    const refused = await train(request, collaborator.cookie, dataset.id, { name: 'Mine', target: 'price' });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('forbidden');

    const first = await trained(request, editor.cookie, dataset.id, 'price');
    const second = await trained(request, editor.cookie, dataset.id, 'rooms');
    await untilStatus(request, editor.cookie, first.id, ['ready']);
    await untilStatus(request, editor.cookie, second.id, ['ready']);
    const seen = await list(collaborator.cookie);
    expect(seen.map((model) => [model.id, model.canDelete])).toEqual([
      [second.id, false],
      [first.id, false],
    ]);
    expect((await modelOf(request, collaborator.cookie, first.id)).status).toBe('ready');

    expect((await request(otherEditor.cookie, `/models/${first.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await request(collaborator.cookie, `/models/${first.id}`, { method: 'DELETE' })).status).toBe(
      403,
    );
    expect((await request(editor.cookie, `/models/${first.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await request(admin.cookie, `/models/${second.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await list(owner.cookie)).toEqual([]);
    const deletions = await context()
      .database.db.select({ actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'model.delete'));
    expect(deletions).toEqual(
      expect.arrayContaining([
        {
          actorId: editor.userId,
          details: { workspace: owner.workspace.id, dataset: dataset.id, model: first.id },
        },
        {
          actorId: admin.userId,
          details: { workspace: owner.workspace.id, dataset: dataset.id, model: second.id },
        },
      ]),
    );
  }, 120_000);

  it('another workspace’s models and datasets are 404, as is anything that is not an id', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await saveDataset(request, owner.cookie, csv);
    const model = await trained(request, owner.cookie, dataset.id, 'price');
    await untilStatus(request, owner.cookie, model.id, ['ready']);
    const stranger = await signedUpOwner(context());

    for (const response of [
      await request(stranger.cookie, `/models/${model.id}`),
      await request(stranger.cookie, `/models/${model.id}`, { method: 'DELETE' }),
      await train(request, stranger.cookie, dataset.id, { name: 'Theirs', target: 'price' }),
      await request(owner.cookie, '/models/not-a-uuid'),
      await request(owner.cookie, '/models/not-a-uuid', { method: 'DELETE' }),
      await train(request, owner.cookie, 'not-a-uuid', { name: 'Mine', target: 'price' }),
      await request(owner.cookie, `/models/${crypto.randomUUID()}`),
    ]) {
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe('not_found');
    }
    expect(await list(stranger.cookie)).toEqual([]);
    expect(await list(stranger.cookie, `?datasetId=${dataset.id}`)).toEqual([]);
    expect((await modelOf(request, owner.cookie, model.id)).status).toBe('ready');
  }, 120_000);

  it('bad input is a 4xx JSON answer naming the field', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await saveDataset(request, owner.cookie, csv);
    const cases: [unknown, string][] = [
      [{ target: 'price' }, 'name'],
      [{ name: '   ', target: 'price' }, 'name'],
      [{ name: 'x'.repeat(101), target: 'price' }, 'name'],
      [{ name: 'Mine' }, 'target'],
      [{ name: 'Mine', target: '' }, 'target'],
      [{ name: 'Mine', target: 42 }, 'target'],
    ];
    for (const [body, field] of cases) {
      const response = await train(request, owner.cookie, dataset.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).field).toBe(field);
    }
    for (const body of ['{', '[]', 'null']) {
      const response = await train(request, owner.cookie, dataset.id, body);
      expect(response.status).toBe(400);
    }
    const filter = await request(owner.cookie, '/models?datasetId=nope');
    expect(filter.status).toBe(400);
    expect(await errorOf(filter)).toMatchObject({ code: 'invalid_input', field: 'datasetId' });
    expect(await list(owner.cookie)).toEqual([]);
  }, 120_000);

  it(`refuses the ${maxModelsPerWorkspace + 1}th model of a workspace (409 too-many-models)`, async () => {
    const owner = await signedUpOwner(context());
    const dataset = await saveDataset(request, owner.cookie, csv);
    await context()
      .database.db.insert(models)
      .values(
        Array.from({ length: maxModelsPerWorkspace }, (_, index) => ({
          workspaceId: owner.workspace.id,
          datasetId: dataset.id,
          name: `Old ${index}`,
          target: 'price',
          status: 'refused' as const,
          failure: 'target-unknown',
          trainedBy: owner.userId,
        })),
      );
    const response = await train(request, owner.cookie, dataset.id, { name: 'One more', target: 'price' });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).code).toBe('too-many-models');
    expect(await list(owner.cookie)).toHaveLength(maxModelsPerWorkspace);
  }, 120_000);

  it('training is rate-limited per account', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await saveDataset(request, owner.cookie, trainingCsv(60));
    for (let attempt = 0; attempt < limitRules.modelTrainingByAccount.points; attempt++) {
      const response = await train(request, owner.cookie, dataset.id, {
        name: `M${attempt}`,
        target: 'nope',
      });
      expect(response.status).toBe(202);
    }
    const limited = await train(request, owner.cookie, dataset.id, { name: 'Too many', target: 'nope' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Someone else in the workspace still may.
    const editor = await teammate(context(), owner.workspace.id, 'editor');
    expect((await train(request, editor.cookie, dataset.id, { name: 'Theirs', target: 'nope' })).status).toBe(
      202,
    );
  }, 120_000);

  it('deleting a model still waiting or training cancels its job', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await saveDataset(request, owner.cookie, trainingCsv(8_000));
    const first = await trained(request, owner.cookie, dataset.id, 'price');
    const second = await trained(request, owner.cookie, dataset.id, 'price');
    await untilStatus(request, owner.cookie, first.id, ['training', 'ready']);
    expect((await request(owner.cookie, `/models/${second.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await request(owner.cookie, `/models/${first.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await jobState(second.id)).toBe('cancelled');
    expect(['cancelled', 'completed']).toContain(await jobState(first.id));
    expect(await list(owner.cookie)).toEqual([]);
  }, 240_000);
});

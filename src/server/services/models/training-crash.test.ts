import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { failureText } from '../../../client/features/models/model-status';
import type { SavedModel, SavedModelSummary } from '../../../shared/models';
import { models } from '../../db/schema/index';
import { readerPoolForTests } from '../datasets/analyse';
import { canonicalJson } from '../datasets/canonical-json';
import { signedUpOwner } from '../../test/invitation-helpers';
import {
  endedTrainingJobOf,
  modelOf,
  saveDataset,
  trained,
  trainedInTheBrowser,
  trainingCsv,
  trainingJobOf,
  untilStatus,
  workspaceRequest,
} from '../../test/model-helpers';
import { createTestApp, databaseTargets, type TestApp } from '../../test/test-app';

// A training job whose run crashes is retried by the queue, and its last try's crash ends the model `failed` with
// its reason; while it trains its progress is on the model's row; a model deleted while it trains (as another
// instance deletes it, without reaching this one's running job) stops its training (docs/decisions/043-job-queue.md).
// The crash is the real one: the reader's thread, where the training runs, is ended while it trains.

const csv = trainingCsv(8_000);

type Requester = ReturnType<typeof workspaceRequest>;

/**
 * Reads the model, as the page polls it, until it trains on its `tries`-th try (counted from 0) with progress
 * written: its training then runs in the reader's thread.
 */
async function untilTrainingWithProgress(
  testApp: TestApp,
  request: Requester,
  cookie: string,
  id: string,
  tries = 0,
): Promise<SavedModel> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    const model = await modelOf(request, cookie, id);
    if (model.status !== 'queued' && model.status !== 'training')
      throw new Error(`model ${id} ended ${model.status} before its progress was seen`);
    if (model.status === 'training' && model.progress && (await trainingJobOf(testApp, id))?.tries === tries)
      return model;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`model ${id} never showed its progress`);
}

/** Reads the dataset's list of models, as the page polls it, until the model is listed training with progress. */
async function untilListedWithProgress(request: Requester, cookie: string, datasetId: string, id: string) {
  for (let attempt = 0; attempt < 1200; attempt++) {
    const response = await request(cookie, `/models?datasetId=${datasetId}`);
    expect(response.status).toBe(200);
    const listed = ((await response.json()) as { models: SavedModelSummary[] }).models.find(
      (model) => model.id === id,
    );
    if (listed?.status !== 'queued' && listed?.status !== 'training')
      throw new Error(`model ${id} listed ${listed?.status ?? 'nowhere'} before its progress was seen`);
    if (listed.status === 'training' && listed.progress) return listed;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`model ${id} was never listed with its progress`);
}

/** Ends the reader's thread as a crash would (Node ends it with an exit code): the training on it is lost. */
async function crashReader() {
  const pool = await readerPoolForTests();
  await Promise.all(pool.threads.map((thread) => thread.terminate()));
}

for (const target of databaseTargets) {
  describe(`a training job's crashes, progress and deletion [${target}]`, () => {
    let testApp: TestApp;
    const opened: TestApp[] = [];
    const open = async () => {
      testApp = await createTestApp(target);
      opened.push(testApp);
      return testApp;
    };
    afterEach(() => {
      vi.restoreAllMocks();
    });
    afterAll(async () => {
      for (const app of opened.reverse()) await app.close().catch(() => {});
    });

    it('writes its progress to the model, which reads it while it trains, and none once ready', async () => {
      await open();
      const request = workspaceRequest(() => testApp);
      const person = await signedUpOwner(testApp);
      const dataset = await saveDataset(request, person.cookie, csv);
      const model = await trained(request, person.cookie, dataset.id, 'price');

      const training = await untilTrainingWithProgress(testApp, request, person.cookie, model.id);
      const { progress } = training;
      expect(['prepare', 'linear', 'boosting', 'scoring', 'importance']).toContain(progress?.stage);
      expect(progress?.total).toBeGreaterThan(0);
      expect(progress?.done).toBeGreaterThanOrEqual(0);
      expect(progress?.done).toBeLessThanOrEqual(progress!.total);
      // The dataset's list of models, which the page polls, shows it too.
      const listed = await untilListedWithProgress(request, person.cookie, dataset.id, model.id);
      expect(listed.progress?.total).toBeGreaterThan(0);

      const ready = await untilStatus(request, person.cookie, model.id, ['ready', 'failed', 'refused']);
      expect(ready.status).toBe('ready');
      expect(ready.progress).toBeNull();
    }, 300_000);

    it('crashed while it trains, it is retried and ends ready with the model a clean run gives', async () => {
      await open();
      const request = workspaceRequest(() => testApp);
      const person = await signedUpOwner(testApp);
      const dataset = await saveDataset(request, person.cookie, csv);
      const model = await trained(request, person.cookie, dataset.id, 'price');

      await untilTrainingWithProgress(testApp, request, person.cookie, model.id);
      await crashReader();

      const ready = await untilStatus(request, person.cookie, model.id, ['ready', 'failed', 'refused']);
      const browser = await trainedInTheBrowser(csv, 'price');
      if (!browser.ok) throw new Error('the browser refused the target');
      expect(ready.status).toBe('ready');
      expect(ready.failure).toBeNull();
      expect(ready.progress).toBeNull();
      expect(canonicalJson(ready.report)).toBe(canonicalJson(browser.report));
      // One try spent on the crash, the second completed.
      expect(await endedTrainingJobOf(testApp, model.id)).toEqual({ state: 'completed', tries: 1 });
    }, 300_000);

    it('crashed on its last try, it ends failed with the reason the page shows', async () => {
      await open();
      const request = workspaceRequest(() => testApp);
      const person = await signedUpOwner(testApp);
      const dataset = await saveDataset(request, person.cookie, csv);
      const model = await trained(request, person.cookie, dataset.id, 'price');

      // Three tries (two retries), each crashed while it trains.
      for (const tries of [0, 1, 2]) {
        await untilTrainingWithProgress(testApp, request, person.cookie, model.id, tries);
        await crashReader();
      }

      const failed = await untilStatus(request, person.cookie, model.id, ['ready', 'failed', 'refused']);
      expect(failed).toMatchObject({ status: 'failed', failure: 'crashed', progress: null, report: null });
      expect(failureText(failed)).toBe('Training crashed.');
      const listed = (await (await request(person.cookie, `/models?datasetId=${dataset.id}`)).json()) as {
        models: { id: string; status: string; failure: string | null }[];
      };
      expect(listed.models.find((entry) => entry.id === model.id)).toMatchObject({
        status: 'failed',
        failure: 'crashed',
      });
      expect(await endedTrainingJobOf(testApp, model.id)).toEqual({ state: 'failed', tries: 2 });
    }, 300_000);

    it('deleted while it trains (by another instance), its training stops and nothing is written back', async () => {
      await open();
      const request = workspaceRequest(() => testApp);
      const person = await signedUpOwner(testApp);
      const dataset = await saveDataset(request, person.cookie, trainingCsv(40_000));
      // The reader's runs, to see how the training's run ended.
      const pool = await readerPoolForTests();
      const runs: Promise<unknown>[] = [];
      const run = pool.run.bind(pool);
      vi.spyOn(pool, 'run').mockImplementation((task, options) => {
        const running = run(task, options);
        runs.push(
          running.then(
            () => 'finished',
            (error: unknown) => (error as Error).name,
          ),
        );
        return running;
      });
      const model = await trained(request, person.cookie, dataset.id, 'price');
      await untilTrainingWithProgress(testApp, request, person.cookie, model.id);

      // What another instance's delete does to the row; its cancel cannot reach the job running here.
      await testApp.database.db.delete(models).where(eq(models.id, model.id));

      // The job ends at its next progress write, without a retry, and its run on the reader was aborted.
      expect(await endedTrainingJobOf(testApp, model.id)).toEqual({ state: 'completed', tries: 0 });
      expect(await Promise.all(runs)).toEqual(['AbortError']);
      expect((await request(person.cookie, `/models/${model.id}`)).status).toBe(404);
      expect(
        await testApp.database.db.select({ id: models.id }).from(models).where(eq(models.id, model.id)),
      ).toEqual([]);
    }, 300_000);
  });
}

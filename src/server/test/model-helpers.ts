import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { analyseBytes } from '../../shared/data/analyse';
import { trainModels } from '../../shared/data/ml/index';
import { typedTable } from '../../shared/data/ml/test/datasets';
import type { TrainedModel } from '../../shared/data/ml/types';
import type { DatasetDetail } from '../../shared/datasets';
import { modelSeed, type ModelStatus, type SavedModel, type SavedModelSummary } from '../../shared/models';
import { plantedCsv } from './planted-csv';
import { testOrigin, type TestApp } from './test-app';

/**
 * `rows` rows of a seeded table to train on: `price` follows `size` and `rooms` (and a little `region`), with a
 * noise column and a yes/no flag; sized so a test can catch its training while it runs.
 */
export function trainingCsv(rows: number, seed = 11) {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const lines = ['size,rooms,region,noise,garden,price'];
  for (let row = 0; row < rows; row++) {
    const size = 30 + random() * 170;
    const rooms = 1 + Math.floor(random() * 6);
    const region = 'nesw'[Math.floor(random() * 4)]!;
    const price = size * 3 + rooms * 20 + (region === 'n' ? 40 : 0) + (random() - 0.5) * 60;
    const garden = random() < 0.4 ? 'yes' : 'no';
    lines.push(`${size.toFixed(1)},${rooms},${region},${random().toFixed(3)},${garden},${price.toFixed(2)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** What the browser's worker trains for this file and target: `analyseBytes` then `trainModels` with `modelSeed`. */
export async function trainedInTheBrowser(csv: string, target: string) {
  const analysed = await analyseBytes(new TextEncoder().encode(csv), {});
  if (!analysed.ok) throw new Error('the file did not read');
  const { table, types } = analysed.ingested;
  return trainModels(table, types, analysed.profile, { target, seed: modelSeed });
}

/** A real model trained on the planted file (y from x and group), as the training job would store it. */
export function modelOfPlantedCsv(): TrainedModel {
  const [header, ...lines] = plantedCsv().trim().split('\n');
  const names = header!.split(',');
  const columns = Object.fromEntries(
    names.map((name, at) => [name, lines.map((line) => line.split(',')[at]!)]),
  );
  const { table, types, profile } = typedTable(columns);
  const result = trainModels(table, types, profile, { target: 'y', seed: 1 });
  if (!result.ok) throw new Error(`training refused: ${result.refused.reason}`);
  return result.model;
}

/** Requests to `/api/workspace…` as the signed-in caller, from our origin. */
export const workspaceRequest =
  (app: () => TestApp) =>
  (cookie: string, path: string, init: RequestInit = {}) =>
    app().app.request(`/api/workspace${path}`, {
      ...init,
      headers: { origin: testOrigin, cookie, ...(init.headers as Record<string, string>) },
    });

type Request = ReturnType<ReturnType<typeof workspaceRequest>>;
type Requester = (cookie: string, path: string, init?: RequestInit) => Request;

export async function saveDataset(request: Requester, cookie: string, csv: string, name = 'Houses') {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'houses.csv');
  form.append('name', name);
  const response = await request(cookie, '/datasets', { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { dataset: DatasetDetail }).dataset;
}

export const train = (request: Requester, cookie: string, datasetId: string, body: unknown) =>
  request(cookie, `/datasets/${datasetId}/models`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

export async function trained(request: Requester, cookie: string, datasetId: string, target: string) {
  const response = await train(request, cookie, datasetId, { name: `Predict ${target}`, target });
  expect(response.status, await response.clone().text()).toBe(202);
  return ((await response.json()) as { model: SavedModelSummary }).model;
}

export async function modelOf(request: Requester, cookie: string, id: string) {
  const response = await request(cookie, `/models/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { model: SavedModel }).model;
}

/** Reads the model until its status is one of `statuses` (a minute at most), as the page polls it. */
export async function untilStatus(
  request: Requester,
  cookie: string,
  id: string,
  statuses: ModelStatus[],
): Promise<SavedModel> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    const model = await modelOf(request, cookie, id);
    if (statuses.includes(model.status)) return model;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`model ${id} never became ${statuses.join(' or ')}`);
}

/** The state and tries pg-boss keeps of a model's training job (its id is the model's). */
export async function trainingJobOf(testApp: TestApp, id: string) {
  const result = (await testApp.database.db.execute(
    sql`select state::text as state, retry_count as tries from pgboss.job where name = 'train-model' and id = ${id}`,
  )) as unknown as { rows: { state: string; tries: number }[] };
  return result.rows[0];
}

/**
 * The job once it has ended: neither waiting, nor running, nor due for a retry (the model's row is written just
 * before the job is marked done).
 */
export async function endedTrainingJobOf(testApp: TestApp, id: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    const job = await trainingJobOf(testApp, id);
    if (job && job.state !== 'active' && job.state !== 'created' && job.state !== 'retry') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return trainingJobOf(testApp, id);
}

/** The error a refused request answers. */
export const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; field?: string } }).error;

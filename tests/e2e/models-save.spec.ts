import { formatScore } from '../../src/client/features/models/format-model';
import {
  createApiKey,
  darkTheme,
  expect,
  expectAccessible,
  fillNewApiKey,
  noHorizontalScroll,
  test,
  uploadDataset,
} from './fixtures';

/**
 * Save → list → ready → open → predict one row → the same row through the public API with a new key → delete. The
 * model is trained by the server's job (src/shared/models.ts); the API scores with that saved model.
 */
test.describe.configure({ timeout: 180_000 });

const csv = [
  'visits,noise,region,spend',
  ...Array.from({ length: 300 }, (_, index) => {
    const visits = (index * 37) % 101;
    const region = ['North', 'South', 'East', 'West'][index % 4];
    return `${visits},${(index * 71) % 97},${region},${visits * 3 + ((index * 53) % 61) * 4 - 120}`;
  }),
].join('\n');

test('a model saved from a dataset’s page trains on the server, is listed, opens, predicts the row the API predicts with a new key, and is deleted', async ({
  page,
  request,
  signedIn: _,
}) => {
  const dataset = await uploadDataset(page, { fileName: 'visits.csv', csv: csv, name: 'Visits to save' });
  await page.goto(`/app/datasets/${dataset.id}`);

  const section = page.getByRole('region', { name: 'Model' });
  await expect(section.getByText('No model of this dataset is saved yet.')).toBeVisible();
  await section.getByLabel('Target').selectOption('spend');
  await section.getByRole('button', { name: 'Train model' }).click();
  await expect(section.getByText('Regression: predicts the number spend.')).toBeVisible({ timeout: 60_000 });

  await section.getByRole('button', { name: 'Save model' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the model for the team' });
  await dialog.getByLabel('Name').fill('Spend from visits');
  await dialog.getByRole('button', { name: 'Save model' }).click();
  await expect(dialog).toBeHidden();

  // The dataset's list: queued or training, then ready with its score against the baseline.
  const saved = section.getByRole('list', { name: 'Saved models, newest first' });
  const card = saved.getByRole('article', { name: 'Spend from visits' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Ready', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(card.getByText(/^R² [\d.]+ \(baseline -?[\d.]+\)$/)).toBeVisible();
  await expect(card.getByText('spend', { exact: true })).toBeVisible();

  // The workspace's models, then the model's own page: its report and prediction form.
  await page.goto('/app/models');
  await expect(page.getByRole('heading', { name: 'Models', level: 1 })).toBeVisible();
  const listed = page.getByRole('article', { name: 'Spend from visits' });
  await expect(listed.getByRole('link', { name: 'Visits to save' })).toBeVisible();
  await expectAccessible(page);
  await listed.getByRole('link', { name: 'Spend from visits' }).click();
  await expect(page.getByRole('heading', { name: 'Spend from visits', level: 1 })).toBeVisible();
  await expect(page.getByText('Regression: predicts the number spend.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/models\/[^/]+$/);
  const modelUrl = new URL(page.url()).pathname;
  const modelId = modelUrl.split('/').at(-1)!;
  const form = page.getByRole('group', { name: 'Predict one row' });
  await form.getByLabel('visits').fill('40');
  await form.getByLabel('noise').fill('12');
  await form.getByLabel('region').selectOption('North');
  await form.getByRole('button', { name: 'Predict' }).click();
  const predicted = page.getByText(/^Predicted spend: -?[\d,.]+$/);
  await expect(predicted).toBeVisible();
  const shownPrediction = await predicted.textContent();
  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => noHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A key that may only predict, made on the API keys page; then the same row scored from outside the browser:
  // no cookie, only the key (the `request` context shares nothing with the page).
  await page.goto('/settings/workspace/api-keys');
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  const keyDialog = await fillNewApiKey(page, { name: 'Scoring', scopes: ['models:predict'] });
  const { secret, shown } = await createApiKey(page, keyDialog);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Scoring' }).getByText('Predict with models'),
  ).toBeVisible();

  const called = await request.post(`/api/v1/models/${modelId}/predictions`, {
    headers: { authorization: `Bearer ${secret}` },
    data: { rows: [{ visits: 40, noise: 12, region: 'North' }] },
  });
  expect(called.status(), await called.text()).toBe(200);
  const { predictions } = (await called.json()) as { predictions: { value: number }[] };
  expect(predictions).toHaveLength(1);
  // The page's number is the API's value as the page rounds it.
  expect(shownPrediction).toBe(`Predicted spend: ${formatScore(predictions[0]!.value)}`);

  await page.goto(modelUrl);
  await expect(page.getByRole('heading', { name: 'Spend from visits', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Spend from visits' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this model?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/app\/models$/);
  await expect(
    page.getByText('No saved model yet. Train one on a dataset’s page and save it.'),
  ).toBeVisible();
});

import { readFile } from 'node:fs/promises';
import { darkTheme, expect, expectAccessible, noHorizontalScroll, test, uploadDataset } from './fixtures';

test.describe.configure({ timeout: 180_000 });

/**
 * 400 rows where `spend` follows `visits` (the planted driver) with a steady, deterministic jitter, beside two
 * noise columns and a region: the driver must rank first, and the model must beat the mean. The jitter keeps
 * |ρ| well under the 0.98 that would hold the driver back as a leak.
 */
const jitter = (index: number, a: number, m: number) => (index * a) % m;
const rowOf = (index: number) => {
  const visits = jitter(index, 37, 101);
  const noiseA = jitter(index, 71, 97);
  const noiseB = jitter(index, 13, 89);
  const region = ['North', 'South', 'East', 'West'][index % 4];
  const spend = visits * 3 + jitter(index, 53, 61) * 4 - 120;
  return { visits, noiseA, noiseB, region, spend };
};
const header = 'visits,noise_a,noise_b,region,channel,spend';
const csv = [
  header,
  ...Array.from({ length: 400 }, (_, index) => {
    const row = rowOf(index);
    return `${row.visits},${row.noiseA},${row.noiseB},${row.region},web,${row.spend}`;
  }),
].join('\n');
/** New rows to score: no target, and one row whose visits is a word. */
const newRows = ['visits,noise_a,noise_b,region', '10,5,5,North', '90,40,20,South', 'many,1,2,East'].join(
  '\n',
);

test('a model trained in the browser beats the baseline, ranks the planted driver first, predicts a row and a file', async ({
  page,
  signedIn: _,
}) => {
  const dataset = await uploadDataset(page, { fileName: 'visits.csv', csv: csv, name: 'Visits and spend' });
  await page.goto(`/app/datasets/${dataset.id}`);

  const section = page.getByRole('region', { name: 'Model' });
  await expect(section.getByRole('heading', { name: 'Model', level: 2 })).toBeVisible();
  await section.getByLabel('Target').selectOption('spend');
  const train = section.getByRole('button', { name: 'Train model' });
  await expect(train).toBeEnabled();

  // Cancel is covered by the section's unit test: 400 rows train faster than a click could land.
  await train.click();
  await expect(section.getByText('Regression: predicts the number spend.')).toBeVisible({ timeout: 60_000 });
  await expect(section.getByText('The chosen model beats the baseline on held-out rows.')).toBeVisible();
  const scores = section.getByRole('table', { name: /Each score with its 95 % bootstrap interval/ });
  await expect(scores.getByRole('row', { name: /^R²/ })).toContainText(/\(-?[\d.]+ to [\d.]+\)/);

  const importance = section.getByRole('table', { name: 'Feature importance' });
  await expect(importance.getByRole('rowheader').first()).toHaveText('visits');

  // One row: the form is the model's features, each labelled.
  const form = section.getByRole('group', { name: 'Predict one row' });
  await form.getByLabel('visits').fill('50');
  await form.getByLabel('region').selectOption('North');
  await form.getByRole('button', { name: 'Predict' }).click();
  await expect(section.getByText(/^Predicted spend: [\d,.]+$/)).toBeVisible();

  // A file: every row scored but the one with a word for a number, which says why.
  await section
    .getByLabel('File of new rows')
    .setInputFiles({ name: 'new-visits.csv', mimeType: 'text/csv', buffer: Buffer.from(newRows) });
  await expect(section.getByText('3 rows of new-visits.csv scored.')).toBeVisible();
  await expect(section.getByText('Row 3: “many” in visits is not a number.')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download with predictions' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('new-visits with predictions.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r\n/);
  expect(lines[0]).toBe('visits,noise_a,noise_b,region,prediction,prediction_problem');
  expect(lines[1]).toMatch(/^10,5,5,North,-?\d+(\.\d+)?,$/);
  expect(lines[3]).toBe('many,1,2,East,,Row 3: “many” in visits is not a number.');

  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await importance.scrollIntoViewIfNeeded();
  await expect.poll(() => noHorizontalScroll(page)).toBe(true);
});

test('a target the engine refuses says why in words', async ({ page, signedIn: _ }) => {
  const dataset = await uploadDataset(page, { fileName: 'visits.csv', csv: csv, name: 'Visits' });
  await page.goto(`/app/datasets/${dataset.id}`);
  const section = page.getByRole('region', { name: 'Model' });
  // Every row says "web": offered, and refused in words when trained.
  await section.getByLabel('Target').selectOption('channel');
  await section.getByRole('button', { name: 'Train model' }).click();
  const refusal = section.getByRole('alert');
  await expect(refusal).toContainText('No model can predict channel');
  await expect(refusal).toContainText('It has a single value: there is nothing to tell apart.');
});

/** The same rows with a class to predict: `tier` follows visits and the jitter together, so no column alone is a leak. */
const tierOf = (index: number) => {
  const score = rowOf(index).visits + jitter(index, 53, 61);
  return score < 55 ? 'low' : score < 100 ? 'mid' : 'high';
};
const classesCsv = [
  'visits,noise_a,noise_b,region,tier',
  ...Array.from({ length: 400 }, (_, index) => {
    const row = rowOf(index);
    return `${row.visits},${row.noiseA},${row.noiseB},${row.region},${tierOf(index)}`;
  }),
].join('\n');

test('a class target is scored with its confusion matrix, readable in both themes and at 360 px', async ({
  page,
  signedIn: _,
}) => {
  const dataset = await uploadDataset(page, { fileName: 'tiers.csv', csv: classesCsv, name: 'Tiers' });
  await page.goto(`/app/datasets/${dataset.id}`);
  const section = page.getByRole('region', { name: 'Model' });
  await section.getByLabel('Target').selectOption('tier');
  await section.getByRole('button', { name: 'Train model' }).click();
  await expect(section.getByText(/^Classification of tier into several classes: /)).toBeVisible({
    timeout: 60_000,
  });
  const matrix = section.getByRole('region', { name: 'Confusion matrix' }).getByRole('table');
  await expect(matrix.getByRole('columnheader', { name: 'Predicted class' })).toBeVisible();
  for (const tier of ['low', 'mid', 'high']) {
    await expect(matrix.getByRole('rowheader', { name: tier })).toBeVisible();
    await expect(matrix.getByRole('columnheader', { name: tier })).toBeVisible();
  }
  // The held-out 20 %: 80 rows, every one counted once.
  const counts = await matrix.locator('tbody td').allTextContents();
  expect(counts).toHaveLength(9);
  expect(counts.reduce((sum, text) => sum + Number(text.replace(/\D/g, '')), 0)).toBe(80);

  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await matrix.scrollIntoViewIfNeeded();
  await expect.poll(() => noHorizontalScroll(page)).toBe(true);
});

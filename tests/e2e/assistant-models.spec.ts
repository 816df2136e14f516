import { darkTheme, expect, expectAccessible, noHorizontalScroll, test, uploadDataset } from './fixtures';

/**
 * The assistant trains and predicts only when asked to twice (issue 22): "train a model on spend" says the task and
 * waits for Train model, then the server's job is followed to Ready; "predict spend for …" waits for Predict, then
 * shows the number the saved model gives.
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

test('Ask trains a model on a target only once Train model is pressed, follows it to Ready, then predicts a number', async ({
  page,
  signedIn: _,
}) => {
  const dataset = await uploadDataset(page, { fileName: 'visits.csv', csv, name: 'Visits to ask' });
  await page.goto(`/app/datasets/${dataset.id}`);

  const section = page.getByRole('region', { name: 'Ask' });
  const log = section.getByRole('log', { name: 'Conversation with the assistant' });
  const input = section.getByLabel('Ask a question about this data');
  await expect(section.getByRole('button', { name: 'Ask' })).toBeEnabled({ timeout: 60_000 });

  // Before any model: a prediction is offered a model instead.
  await input.fill('predict spend for visits = 40');
  await input.press('Enter');
  await expect(log.getByText('No ready model predicts spend on this dataset yet.')).toBeVisible();
  await expect(log.getByRole('button', { name: 'Train a model on spend' })).toBeVisible();

  await input.fill('train a model on spend');
  await input.press('Enter');
  await expect(log.getByText('Regression: predicts the number spend.')).toBeVisible();
  await expect(
    log.getByText(/If you confirm, the server trains a model for the team on the 300 rows/),
  ).toBeVisible();
  const models = page.getByRole('region', { name: 'Model' });
  await expect(models.getByText('No model of this dataset is saved yet.')).toBeVisible();
  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);

  const confirm = log.getByRole('button', { name: 'Train model' });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(log.getByText('Predict spend is saved and queued: the server is training it.')).toBeVisible();
  await expect(confirm).toBeHidden();
  // Focus moved from the pressed button to what it led to.
  await expect(log.locator('[tabindex="-1"]').last()).toBeFocused();
  const link = log.getByRole('link', { name: 'Open Predict spend' });
  await expect(log.getByText('Ready', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(log.getByText(/^R² [\d.]+ \(baseline -?[\d.]+\)$/)).toBeVisible();
  // The dataset's own list shows the same model.
  await expect(models.getByRole('article', { name: 'Predict spend' })).toBeVisible();

  await input.fill('predict spend for visits = 40, region = North');
  await input.press('Enter');
  await expect(
    log.getByText('If you confirm, Predict spend predicts from visits = 40, region = North.'),
  ).toBeVisible();
  // The first question's answer, now that a model is ready, offers its own Predict: this one is the last turn's.
  const last = log.getByRole('article').last();
  await last.getByRole('button', { name: 'Predict', exact: true }).click();
  await expect(last.getByText(/^Predicted spend: -?[\d,.]+$/)).toBeVisible();
  await expect(last.getByText('Not given, so counted as missing: noise.')).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => noHorizontalScroll(page)).toBe(true);

  await link.click();
  await expect(page.getByRole('heading', { name: 'Predict spend', level: 1 })).toBeVisible();
});

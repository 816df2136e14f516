import { appUrl } from '../support/e2e-env';
import { darkTheme, expect, expectAccessible, noHorizontalScroll, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

const csv = ['Region,Units', 'West,2', 'East,1', 'West,3', 'North,4'].join('\n');

test('Ask on a dataset keeps the thread over a reload, pins an answer to Home and clears the conversation', async ({
  page,
  signedIn: _,
  consoleErrors,
}) => {
  const upload = await page.request.post('/api/workspace/datasets', {
    headers: { origin: appUrl },
    multipart: {
      file: { name: 'units.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
      name: 'Kept units',
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { dataset } = (await upload.json()) as { dataset: { id: string } };
  await page.goto(`/app/datasets/${dataset.id}`);

  const section = page.getByRole('region', { name: 'Ask' });
  const log = section.getByRole('log', { name: 'Conversation with the assistant' });
  const input = section.getByLabel('Ask a question about this data');
  await expect(section.getByRole('button', { name: 'Ask' })).toBeEnabled({ timeout: 60_000 });

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/conversation') && response.request().method() === 'POST',
  );
  await input.fill('What is the total Units?');
  await input.press('Enter');
  await expect(log.getByText('The total of Units is 10.')).toBeVisible();
  expect((await saved).status()).toBe(200);

  // After a reload the thread is there, before any question.
  await page.reload();
  await expect(log.getByText('What is the total Units?')).toBeVisible({ timeout: 30_000 });
  await expect(log.getByText('The total of Units is 10.')).toBeVisible();
  await expect(section.getByText(/Only you see this conversation/)).toBeVisible();

  // Pinned like an insight: the server works it out again, and Home shows it.
  await log.getByRole('button', { name: 'Pin the answer to “What is the total Units?” to Home' }).click();
  await expect(log.getByText('Pinned', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(
    log.getByRole('button', { name: 'Unpin the answer to “What is the total Units?”' }),
  ).toBeVisible();

  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);

  await page.goto('/app/home');
  const pinned = page.getByRole('region', { name: 'Pinned insights' });
  const card = pinned.getByRole('article', { name: 'The total of Units is 10.' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Asked: What is the total Units?')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Kept units' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await noHorizontalScroll(page)).toBe(true);

  // Clear: gone now and after a reload.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app/datasets/${dataset.id}`);
  await expect(log.getByText('The total of Units is 10.')).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize({ width: 360, height: 740 });
  await section.scrollIntoViewIfNeeded();
  expect(await noHorizontalScroll(page)).toBe(true);
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Clear conversation' }).click();
  await expect(log.getByText('The total of Units is 10.')).toBeHidden();
  await page.reload();
  await expect(section.getByRole('button', { name: 'Ask' })).toBeEnabled({ timeout: 60_000 });
  await expect(log.getByText(/Ask about totals/)).toBeVisible();
  await expect(log.getByText('What is the total Units?')).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

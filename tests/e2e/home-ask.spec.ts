import { darkTheme, expect, expectAccessible, noHorizontalScroll, test, uploadDataset } from './fixtures';

test.describe.configure({ timeout: 180_000 });

// Two datasets: their units add up to 10 (2 + 1 + 3 + 4) and to 100 (60 + 40), counted by hand.
const small = 'Region,Units\nWest,2\nEast,1\nWest,3\nNorth,4\n';
const summer = 'Region,Units\nWest,60\nEast,40\n';

test('Home asks the assistant: the most recent dataset or the one named "in", named in the answer, in a log; commands still offer navigation', async ({
  page,
  signedIn: _,
}) => {
  await page.goto('/app/home');
  const panel = page.getByRole('region', { name: 'Tessera assistant' });
  const log = panel.getByRole('log', { name: 'Conversation with the assistant' });
  // No dataset yet: an honest empty state pointing to the playground.
  await expect(log.getByText(/Add a dataset first/)).toBeVisible();
  await expect(log.getByRole('link', { name: 'Open the playground' })).toHaveAttribute(
    'href',
    '/app/playground',
  );

  await uploadDataset(page, { fileName: 'summer.csv', csv: summer, name: 'Ventes été' });
  await uploadDataset(page, { fileName: 'small.csv', csv: small, name: 'Small sales' });
  await page.reload();
  const input = panel.getByLabel('Ask a follow-up');
  await expect(panel.getByRole('button', { name: 'Ask' })).toBeEnabled();

  // Nothing named: the most recent dataset, said so. Reading its rows takes a while on a busy machine.
  await input.fill('What is the total Units?');
  await input.press('Enter');
  await expect(log.getByText('The total of Units is 10.')).toBeVisible({ timeout: 60_000 });
  await expect(log.getByText(/About Small sales, your most recent dataset/)).toBeVisible();
  await expect(log.getByText('How I got this: sum of Units over 4 rows.')).toBeVisible();
  await expect(input).toHaveValue('');

  // Named without its accents: that dataset's rows.
  await input.fill('What is the total Units in ventes ete?');
  await input.press('Enter');
  await expect(log.getByText('The total of Units is 100.')).toBeVisible({ timeout: 60_000 });
  await expect(log.getByText(/· About Ventes été$/)).toBeVisible();
  await expect(log.getByText('How I got this: sum of Units over 2 rows.')).toBeVisible();

  // A command: the command bar's results under the input, no "Nothing matches" for a question.
  await input.fill('people');
  const results = panel.getByRole('group', { name: 'Go to' });
  await expect(results.getByRole('button', { name: 'People', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await noHorizontalScroll(page)).toBe(true);
  await expectAccessible(page);

  await results.getByRole('button', { name: 'People', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/workspace\/members$/);
});

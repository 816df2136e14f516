import {
  acceptCookies,
  darkTheme,
  expect,
  expectAccessible,
  noHorizontalScroll,
  signUpElsewhere,
  test,
  uploadDataset,
} from './fixtures';

// Three people: the uploader, a teammate and a stranger in another workspace.
test.describe.configure({ timeout: 180_000 });

/** A messy export: `;` with decimal commas, an ID column, a 1–5 score, a city category and one long row. */
const rows = Array.from({ length: 40 }, (_, index) => {
  const city = ['Paris', 'Lyon', 'Nice', 'Lille'][index % 4];
  return `A-${String(index + 1).padStart(4, '0')};${city};${(index % 5) + 1};${index * 3},5`;
});
rows[6] = `${rows[6]};unexpected`;
const csv = ['order_id;city;score;amount', ...rows].join('\r\n');

test('a saved dataset has its own page: profile, data, import report; a teammate opens its URL, a stranger gets 404', async ({
  page,
  browser,
  signedIn,
  teammate,
}) => {
  expect(signedIn.workspace.id).toBeTruthy();
  const dataset = await uploadDataset(page, { fileName: 'orders.csv', csv: csv, name: 'Orders' });

  await page.goto('/app/datasets');
  await expect(page.getByRole('heading', { name: 'Datasets', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Datasets in this workspace' });
  await expect(list.getByText(/40 rows × \d+ columns/)).toBeVisible();
  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);
  await list.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/datasets/${dataset.id}$`));

  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  for (const name of ['Profile', 'Data', 'Import report']) {
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
  // The 1–5 score: one bar per value; the ID column: no chart.
  const score = page.getByRole('article', { name: 'score' });
  await expect(score.getByText('Number · whole numbers')).toBeVisible();
  await expect(score.locator('[data-slot="bar"]')).toHaveCount(5);
  await score.getByText('Chart data as a table').click();
  await expect(score.getByRole('row', { name: '1 8' })).toBeVisible();
  const id = page.getByRole('article', { name: 'order_id' });
  await expect(id.locator('[data-slot="badge"]')).toHaveText('Type: ID');
  await expect(id.getByRole('figure')).toHaveCount(0);
  await expect(
    page.getByRole('article', { name: 'amount' }).locator('[data-slot="bar"]').first(),
  ).toBeVisible();

  const report = page.getByRole('region', { name: 'Import report' });
  await expect(report.getByText('1 row needs attention')).toBeVisible();
  const anomalies = report.getByRole('list', { name: 'Rows that need attention' });
  await expect(anomalies.getByRole('listitem').filter({ hasText: 'Line 8Too many fields' })).toContainText(
    'unexpected',
  );
  await expect(page.getByText('delimiter “;”', { exact: false }).first()).toBeVisible();

  // Every row, read from the file in the browser: 40 rows and the header.
  const table = page.getByRole('table', { name: /Dataset rows/ });
  await expect(table).toHaveAttribute('aria-rowcount', '41');
  await page.getByRole('searchbox', { name: 'Filter city' }).fill('lille');
  await expect(page.getByText('10 of 40 rows')).toBeVisible();

  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename this dataset' });
  await dialog.getByLabel('Dataset name').fill('Orders 2026');
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { name: 'Orders 2026', level: 1 })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('heading', { name: 'Orders 2026', level: 1 })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);

  const collaborator = await teammate('collaborator');
  await collaborator.page.goto(`/app/datasets/${dataset.id}`);
  await expect(collaborator.page.getByRole('heading', { name: 'Orders 2026', level: 1 })).toBeVisible();
  await expect(collaborator.page.getByRole('link', { name: 'Download' })).toBeVisible();
  await expect(collaborator.page.getByRole('button', { name: 'Rename' })).toHaveCount(0);

  const stranger = await signUpElsewhere(browser);
  await acceptCookies(stranger.page);
  await stranger.page.goto(`/app/datasets/${dataset.id}`);
  await expect(stranger.page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(stranger.page.getByText('Orders 2026')).toHaveCount(0);
  await stranger.context.close();
});

test('an empty workspace offers sample data', async ({ page, signedIn }) => {
  expect(signedIn.workspace.id).toBeTruthy();
  await page.goto('/app/datasets');
  await expect(page.getByRole('heading', { name: 'No datasets yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try with sample data' })).toBeVisible();
  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await noHorizontalScroll(page)).toBe(true);
});

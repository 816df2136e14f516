import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { darkTheme, expect, expectAccessible, noHorizontalScroll, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

/** The file the source serves; the test changes it between syncs. */
let csv = 'region,amount\nNorth,10\nSouth,12\n';
let server: Server;
let fileUrl: string;

test.beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/csv' });
    response.end(csv);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fileUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sales.csv`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('an Owner sets up a URL pull, syncs it, changes the file, the second sync appends, and edits its schedule', async ({
  page,
  signedIn,
}) => {
  expect(signedIn.workspace.id).toBeTruthy();
  await page.goto('/settings/workspace/integrations');
  const section = page.getByRole('region', { name: 'Pull from a URL' });
  await expect(section.getByText('No URL pulls yet.')).toBeVisible();

  await section.getByRole('button', { name: 'Add a URL pull' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pull from a URL' });
  // An empty address, then a header name without its value: each refused with the field's error.
  await dialog.getByRole('button', { name: 'Create stream' }).click();
  await expect(dialog.getByLabel('File URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Give an http or https address.')).toBeVisible();
  await dialog.getByLabel('File URL').fill(fileUrl);
  await dialog.getByLabel('Authentication header name (optional)').fill('X-Api-Key');
  await dialog.getByRole('button', { name: 'Create stream' }).click();
  await expect(dialog.getByText('Give both the header name and its value, or neither.')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('File URL').fill(fileUrl);
  await dialog.getByLabel('Authentication header value').fill('k3y-value');
  await dialog.getByLabel('Stream name').fill('Sales sheet');
  await dialog.getByLabel('Dataset name').fill('Pulled sales');
  await dialog.getByLabel('Schedule').selectOption('manual');
  await dialog.getByRole('button', { name: 'Create stream' }).click();
  await expect(dialog).toBeHidden();

  const item = section.getByRole('listitem').filter({ hasText: 'Sales sheet' });
  await expect(item.getByText(`Source: ${fileUrl} (with header X-Api-Key)`)).toBeVisible();
  await expect(item.getByText('Schedule: Only when synced')).toBeVisible();
  await expect(page.getByText('k3y-value')).toHaveCount(0);

  await item.getByRole('button', { name: 'Sync now' }).click();
  await expect(item.getByText(/Last sync stored 2 rows/)).toBeVisible({ timeout: 60_000 });
  await expect(item.getByText('Dataset: Pulled sales · 2 rows received', { exact: false })).toBeVisible();

  csv = 'region,amount\nEast,7\n';
  await item.getByRole('button', { name: 'Sync now' }).click();
  await expect(item.getByText(/Last sync stored 1 row\b/)).toBeVisible({ timeout: 60_000 });
  await expect(item.getByText('3 rows received', { exact: false })).toBeVisible();
  // A third sync follows the stored file as it is (docs/decisions/091).
  csv = 'region,amount\nWest,9\n';
  await item.getByRole('button', { name: 'Sync now' }).click();
  await expect(item.getByText('4 rows received', { exact: false })).toBeVisible({ timeout: 60_000 });

  // Edit: the stored settings, the address and header value kept when left empty.
  await item.getByRole('button', { name: 'Edit Sales sheet' }).click();
  const editing = page.getByRole('dialog', { name: 'Edit URL pull' });
  await expect(editing.getByLabel('File URL')).toHaveValue('');
  await expect(editing.getByLabel('Authentication header name (optional)')).toHaveValue('X-Api-Key');
  await expectAccessible(page);
  await editing.getByLabel('Schedule').selectOption('daily');
  await editing.getByRole('button', { name: 'Save changes' }).click();
  await expect(editing).toBeHidden();
  await expect(item.getByText('Schedule: Daily')).toBeVisible();
  await expect(item.getByText(`Source: ${fileUrl} (with header X-Api-Key)`)).toBeVisible();
  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);

  // The dataset holds every sync's rows, and its profile comes to describe them all once the job has read them.
  await page.goto('/app/datasets');
  const list = page.getByRole('list', { name: 'Datasets in this workspace' });
  const listed = list.getByRole('listitem').filter({ hasText: 'Pulled sales' });
  await expect(listed.getByText(/4 rows × 2 columns/)).toBeVisible();
  await listed.getByRole('link', { name: 'Pulled sales' }).click();
  await expect(page.getByRole('heading', { name: 'Pulled sales', level: 1 })).toBeVisible();
  await expect(page.getByText('4 rows × 2 columns')).toBeVisible();
  await expect(
    page.getByRole('table', { name: /Dataset rows/ }).getByRole('cell', { name: 'West' }),
  ).toBeVisible();
  await expect(page.getByText(/These statistics describe the first/)).toBeHidden({ timeout: 30_000 });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expectAccessible(page);
  }

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/settings/workspace/integrations');
  await expect(page.getByRole('region', { name: 'Pull from a URL' }).getByText('Sales sheet')).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.getByRole('button', { name: 'Add a URL pull' }).click();
  await expect(page.getByRole('dialog', { name: 'Pull from a URL' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
});

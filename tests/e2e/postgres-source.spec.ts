import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { darkTheme, expect, expectAccessible, noHorizontalScroll, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

/** A throwaway database on the local PostgreSQL (trust authentication), dropped after. */
const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const sourceDatabase = `tessera_e2e_source_${randomBytes(6).toString('hex')}`;
const password = 'e2e-pa55-never-shown';

const run = async (url: string, statements: string[]) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
};
const sourceUrl = () => `postgres://postgres@127.0.0.1:5432/${sourceDatabase}`;

test.beforeAll(async () => {
  await run(adminUrl, [`CREATE DATABASE ${sourceDatabase}`]);
  await run(sourceUrl(), [
    'CREATE TABLE orders (id integer, region text)',
    "INSERT INTO orders VALUES (1, 'North'), (2, 'South')",
  ]);
});
test.afterAll(() => run(adminUrl, [`DROP DATABASE IF EXISTS ${sourceDatabase} WITH (FORCE)`]));

test('an Owner adds a PostgreSQL query, syncs it twice, and the second sync appends', async ({
  page,
  signedIn,
}) => {
  expect(signedIn.workspace.id).toBeTruthy();
  await page.goto('/settings/workspace/integrations');
  const section = page.getByRole('region', { name: 'PostgreSQL query' });
  await expect(section.getByText('No PostgreSQL queries yet.')).toBeVisible();

  await section.getByRole('button', { name: 'Add a PostgreSQL query' }).click();
  const dialog = page.getByRole('dialog', { name: 'PostgreSQL query' });
  await dialog.getByLabel('Host').fill('127.0.0.1');
  await dialog.getByLabel('Database').fill(sourceDatabase);
  await dialog.getByLabel('User').fill('postgres');
  await dialog.getByLabel('Password').fill(password);
  // A checked connection takes the server's own CA certificate; text that is not one is refused in words.
  const ca = dialog.getByLabel('CA certificate (optional)');
  await ca.fill('not a certificate');
  await dialog.getByLabel('Query').fill('SELECT 1');
  await dialog.getByRole('button', { name: 'Create stream' }).click();
  await expect(ca).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(/^Paste one or more PEM certificates/)).toBeVisible();
  await expectAccessible(page);
  // Another mode uses no CA: the field goes.
  await dialog.getByLabel('Connection').selectOption('disable');
  await expect(ca).toBeHidden();
  await dialog.getByLabel('Query').fill('SELECT 1; SELECT 2');
  await dialog.getByRole('button', { name: 'Create stream' }).click();
  await expect(dialog.getByLabel('Query')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    dialog.getByText('Enter one statement only: remove what follows the semicolon.'),
  ).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('Query').fill('SELECT id, region FROM orders ORDER BY id');
  await dialog.getByLabel('Stream name').fill('Shop orders');
  await dialog.getByLabel('Dataset name').fill('Orders from the shop');
  await dialog.getByLabel('Schedule').selectOption('manual');
  await dialog.getByRole('button', { name: 'Create stream' }).click();
  await expect(dialog).toBeHidden();

  const item = section.getByRole('listitem').filter({ hasText: 'Shop orders' });
  await expect(item.getByText(`Source: ${sourceUrl()}`)).toBeVisible();
  await expect(page.getByText(password)).toHaveCount(0);

  await item.getByRole('button', { name: 'Sync now' }).click();
  await expect(item.getByText(/Last sync stored 2 rows/)).toBeVisible({ timeout: 60_000 });
  await item.getByRole('button', { name: 'Sync now' }).click();
  await expect(item.getByText('4 rows received', { exact: false })).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/settings/workspace/integrations');
  await expect(page.getByRole('region', { name: 'PostgreSQL query' }).getByText('Shop orders')).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.getByRole('button', { name: 'Add a PostgreSQL query' }).click();
  await expect(page.getByRole('dialog', { name: 'PostgreSQL query' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
});

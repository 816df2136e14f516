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
import { appUrl } from '../support/e2e-env';

test.describe.configure({ timeout: 180_000 });

const csv = [
  'x,y,group',
  ...Array.from({ length: 30 }, (_, at) => `${at},${at * 2 + 1},${'ab'[at % 2]}`),
].join('\n');

test('an Owner creates an API key, reads a dataset with it from outside, revokes it and is refused at once', async ({
  page,
  signedIn,
}) => {
  expect(signedIn.workspace.id).toBeTruthy();
  const dataset = await uploadDataset(page, { fileName: 'small.csv', csv: csv, name: 'Small' });

  await page.goto('/settings/workspace/api-keys');
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  await expect(page.getByText('No API keys yet.', { exact: false })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: /settings/i }).getByRole('link', { name: 'API keys' }),
  ).toBeVisible();
  await expect(page.getByText(`curl ${appUrl}/api/v1/datasets/DATASET_ID`, { exact: false })).toBeVisible();
  await expectAccessible(page);

  const dialog = await fillNewApiKey(page, { name: 'Reporting', scopes: ['datasets:read', 'streams:write'] });
  await expectAccessible(page);

  const { secret, shown } = await createApiKey(page, dialog);
  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);
  await shown.getByRole('button', { name: 'Done' }).click();

  const item = page.getByRole('listitem').filter({ hasText: 'Reporting' });
  await expect(item.getByText(`${secret.slice(0, 10)}…`)).toBeVisible();
  await expect(item.getByText('Read dataset profiles')).toBeVisible();
  // Never used, never expires.
  await expect(item.getByText('Never')).toHaveCount(2);
  await expectAccessible(page);

  // Called from outside the browser: no cookie, no origin, only the key.
  const call = () =>
    fetch(`${appUrl}/api/v1/datasets/${dataset.id}`, { headers: { authorization: `Bearer ${secret}` } });
  const read = await call();
  expect(read.status).toBe(200);
  const body = (await read.json()) as {
    dataset: { name: string; rowCount: number; profile: { columns: unknown[] } };
  };
  expect(body.dataset).toMatchObject({ name: 'Small', rowCount: 30 });
  expect(body.dataset.profile.columns).toHaveLength(3);

  await page.reload();
  // Used now; still never expires.
  await expect(item.getByText('Never')).toHaveCount(1);
  await item.getByRole('button', { name: 'Revoke Reporting' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke Reporting?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(item.getByText(/^Revoked/)).toBeVisible();
  const refused = await call();
  expect(refused.status).toBe(401);
  expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await expectAccessible(page);
});

test('an Editor sees no API keys entry and the page says who may manage them', async ({ page, teammate }) => {
  const editor = await teammate('editor');
  await editor.page.goto('/settings/workspace/api-keys');
  await expect(editor.page.getByText('Only Owners and Admins can manage API keys.')).toBeVisible();
  await expect(
    editor.page.getByRole('navigation', { name: /settings/i }).getByRole('link', { name: 'API keys' }),
  ).toHaveCount(0);
  expect(page).toBeTruthy();
});

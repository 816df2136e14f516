import { appUrl } from '../../support/e2e-env';
import { acceptCookies, expect, expectAccessible, newBrowserContext, test, waitForMail } from '../fixtures';

test('accounts: change the password, then sign in with the new one', async ({ page, signedIn: account }) => {
  await page.goto('/settings/accounts');
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByLabel('New password', { exact: true }).fill('Fresh-Pass42');
  await dialog.getByLabel('Confirm new password').fill('Fresh-Pass4');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel('Confirm new password').fill('Fresh-Pass42');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password changed. Other sessions were signed out.')).toBeVisible();
  await waitForMail(account.email, /password was changed/);

  await page.context().clearCookies();
  await acceptCookies(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('Fresh-Pass42');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
});

test('accounts: a session revoked from another browser fails at once', async ({
  page,
  signedIn: account,
  browser,
}) => {
  const elsewhere = await newBrowserContext(browser);
  const other = await elsewhere.newPage();
  const signIn = await other.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: appUrl },
  });
  expect(signIn.status()).toBe(200);
  expect((await other.request.get('/api/profile')).status()).toBe(200);

  await page.goto('/settings/accounts');
  const sessions = page.getByRole('list').filter({ hasText: 'This device' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: /^Revoke session: / }).click();
  await expect(page.getByText('Session revoked')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  expect((await other.request.get('/api/profile')).status()).toBe(401);
  await other.goto('/settings/accounts');
  await expect(other).toHaveURL(/\/login/);
  await elsewhere.close();
  // The sign-in from a network the account had not used was reported to its owner.
  await waitForMail(account.email, /New sign-in/);
});

test('accounts: accessible in both themes at 360 px', async ({ page, signedIn: _ }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/settings/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Calendar' })).toBeVisible();
    await expect(page.getByText('This device')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
});

import { readFile } from 'node:fs/promises';
import * as OTPAuth from 'otpauth';
import type { Page } from '@playwright/test';
import { confirmEmail, expect, expectAccessible, test, waitForMail, type Account } from '../fixtures';

// Sign-ups, mail round trips, three sign-ins and axe-core on each state of the card in two themes.
test.describe.configure({ timeout: 180_000 });

/** axe-core on the page as it is, in the light and the dark theme. */
async function accessibleInBothThemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
  }
}

async function logIn(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('two-factor: enrol with the QR key, then sign in with a code and with a backup code that works once', async ({
  page,
  signedIn: account,
  consoleErrors,
}) => {
  // A second factor needs a proven address.
  await confirmEmail(page, account.email);
  await page.goto('/settings/accounts');
  const card = page.getByRole('heading', { name: 'Two-factor authentication' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on two-factor' })).toBeVisible();
  await accessibleInBothThemes(page);

  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  await accessibleInBothThemes(page);
  const secret = (await dialog.getByTestId('two-factor-secret').textContent())!.trim();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  await dialog.getByLabel('Code from the app').fill(totp.generate());
  await dialog.getByRole('button', { name: 'Turn on' }).click();

  const codesList = dialog.getByRole('list', { name: 'Your backup codes' });
  await expect(codesList.getByRole('listitem')).toHaveCount(10);
  const backupCodes = (await codesList.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await accessibleInBothThemes(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('tessera-backup-codes.txt');
  expect(await readFile((await download.path())!, 'utf8')).toContain(backupCodes[0]);
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 backup codes left.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off two-factor' })).toBeVisible();
  await accessibleInBothThemes(page);
  await waitForMail(account.email, 'Two-factor authentication is on for your Tessera account');

  // Signed out, the password alone is not enough: the code finishes the sign-in.
  await page.context().clearCookies();
  await logIn(page, account);
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await page.getByLabel('Authentication code').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/(app\/home|onboarding)$/);

  // A backup code signs in once.
  for (const attempt of ['first', 'again'] as const) {
    await page.context().clearCookies();
    await logIn(page, account);
    await expect(page).toHaveURL(/\/login\/two-factor$/);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(backupCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    if (attempt === 'first') await expect(page).toHaveURL(/\/(app\/home|onboarding)$/);
    else await expect(page.getByRole('alert').filter({ hasText: 'That code is not valid' })).toBeVisible();
  }
  consoleErrors.splice(0); // Chromium logs the 401 answer
});

test('deleting the account needs its email typed and the password; then signing in fails', async ({
  page,
  signedIn: account,
  consoleErrors,
}) => {
  await page.goto('/settings/accounts');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const submit = dialog.getByRole('button', { name: 'Delete my account forever' });
  await dialog.getByLabel('Password').fill(account.password);
  await expect(submit).toBeDisabled();
  await dialog.getByLabel(/Type your email address/).fill(account.email);
  await accessibleInBothThemes(page);
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  await waitForMail(account.email, 'Your Tessera account was deleted');

  await logIn(page, account);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  consoleErrors.splice(0); // Chromium logs the 401 answer
});

test('"Download my data" saves a JSON file with the profile in it', async ({ page, signedIn: account }) => {
  await page.goto('/settings/accounts');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tessera-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { email: string; fullName: string };
  };
  expect(data.profile).toMatchObject({ email: account.email, fullName: account.name });
});

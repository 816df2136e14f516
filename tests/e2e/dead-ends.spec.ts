import { appUrl } from '../support/e2e-env';
import { expect, expectAccessible, test, waitForMail } from './fixtures';

/** Chromium logs a document answered 404 as a console error; that one is expected here. */
const dropDocument404 = (errors: string[]) => {
  const others = errors.filter((error) => !/status of 404/.test(error));
  errors.splice(0, errors.length, ...others);
};

test('a signed-in unknown URL answers 404 inside the signed-in frame', async ({
  page,
  signedIn: _,
  consoleErrors,
}) => {
  const response = await page.goto('/app/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  dropDocument404(consoleErrors);
});

test('a signed-out unknown URL answers 404 with the marketing frame', async ({ page, consoleErrors }) => {
  const response = await page.goto('/nothing/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  dropDocument404(consoleErrors);
});

test('Create workspace in the header switcher makes a workspace and works in it', async ({
  page,
  signedIn: _,
}) => {
  await page.goto('/app/home');
  await page.getByRole('button', { name: /^Workspace: .+\. Switch workspace$/ }).click();
  await page.getByRole('menuitem', { name: 'Create workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a workspace' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Workspace name').fill('Difference Engines');
  await dialog.getByRole('button', { name: 'Create workspace' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: 'Workspace: Difference Engines. Switch workspace' }),
  ).toBeVisible();
});

test('an unconfirmed address is marked on Accounts and in the two-factor dialog, with a way to resend', async ({
  page,
  signedIn: account,
}) => {
  await page.goto('/settings/accounts');
  await expect(page.getByText('Unconfirmed').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Unconfirmed')).toBeVisible();
  await expect(dialog.getByLabel('Password')).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Resend confirmation email' }).click();
  await expect(
    page.getByText(`We sent a new confirmation link to ${account.email}. Check your inbox.`),
  ).toBeVisible();
  await waitForMail(account.email, 'Confirm your email address for Tessera');
});

test('Billing on a server without online billing offers no portal and no operator note', async ({
  page,
  signedIn: _,
}) => {
  await page.goto('/settings/workspace/billing');
  await expect(page.getByRole('link', { name: 'See plans' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customer portal' })).toHaveCount(0);
  await expect(page.getByText(/not set up on this server/)).toHaveCount(0);
  await expectAccessible(page);
});

test('the getting-started checklist says what the profile still lacks', async ({ page, signedIn: _ }) => {
  await page.goto('/app/home');
  await expect(page.getByRole('link', { name: /Complete your profile/ })).toContainText(
    'Still missing: profile name.',
  );
  await expectAccessible(page);
});

test('the German header keeps "Strg K" inside the command button at 360 px and on desktop', async ({
  page,
  signedIn: _,
}) => {
  const response = await page.request.patch('/api/preferences', {
    data: { language: 'de' },
    headers: { origin: appUrl },
  });
  expect(response.status()).toBe(200);
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/app/home');
    const command = page.getByRole('button', { name: 'Befehlsleiste öffnen' });
    const theme = page.getByRole('button', { name: /Design wechseln$/ });
    await expect(command).toBeVisible();
    const button = (await command.boundingBox())!;
    const themeBox = (await theme.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(themeBox.x);
    for (const part of await command.locator('span, kbd').all()) {
      if (!(await part.isVisible())) continue;
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(button.x + button.width);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});

import type { Page } from '@playwright/test';
import { appUrl } from '../support/e2e-env';
import { acceptCookies, expect, expectAccessible, test, waitForMail } from './fixtures';

// Six languages (docs/decisions, "Six languages"): the choice is the user's, saved with their preferences.
const chooseGerman = async (page: Page) => {
  const response = await page.request.patch('/api/preferences', {
    data: { language: 'de' },
    headers: { origin: appUrl },
  });
  expect(response.status(), await response.text()).toBe(200);
};

test('a user who chose German sees the settings in German, also after a reload', async ({
  page,
  signedIn: _,
}) => {
  await chooseGerman(page);
  await page.goto('/settings/workspace/overview');
  const nav = page.getByRole('navigation', { name: 'Navigation der Einstellungen' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Übersicht' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Personen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a user who chose German gets their password reset email in German', async ({
  page,
  signedIn: account,
}) => {
  await chooseGerman(page);
  await page.context().clearCookies();
  const response = await page.request.post('/api/auth/request-password-reset', {
    data: { email: account.email, redirectTo: '/reset-password' },
    headers: { origin: appUrl, 'accept-language': 'en' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const mail = await waitForMail(account.email, 'Setze dein Tessera-Passwort zurück');
  expect(mail.text).toContain('Passwort zurücksetzen');
});

test.describe('a German browser, signed out', () => {
  test.use({ locale: 'de-DE' });

  test('the public pages follow the browser’s language', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Verwandelt verstreute Daten gemeinsam in Erkenntnisse.',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    // The long texts too: the privacy policy is the German one, not English under German headings.
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: '1. Über diese Erklärung' })).toBeVisible();
    await expect(page.getByText('About this policy')).toHaveCount(0);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`a German page is accessible in the ${scheme} theme`, async ({ page }) => {
      await acceptCookies(page);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
      await expectAccessible(page);
    });
  }
});

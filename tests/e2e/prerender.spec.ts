import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { publicPages as pages } from './public-page-list';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of pages) {
    test(`${path} shows its content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page).toHaveTitle(/Tessera/);
    });
  }

  test('the sign-in form is there, and cannot be sent before the page is live', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });
});

/** Keeps the heading the server sent, before any script runs, to tell hydration from a fresh render. */
const keepServerHeading = (page: Page) =>
  page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { serverHeading: document.querySelector('h1') });
    }),
  );

/**
 * Hydration adopts the server's elements (React ties each to its fiber); a mismatch, or a fresh render,
 * replaces them instead.
 */
const expectServerHeadingHydrated = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => {
        const { serverHeading } = window as unknown as { serverHeading: Element | null };
        if (!serverHeading?.isConnected) return 'replaced';
        return Object.keys(serverHeading).some((key) => key.startsWith('__reactFiber$'))
          ? 'hydrated'
          : 'waiting';
      }),
    )
    .toBe('hydrated');

test.describe('with JavaScript', () => {
  for (const { path } of pages) {
    test(`${path} hydrates its pre-rendered HTML without an error`, async ({ page }) => {
      await keepServerHeading(page);
      await page.goto(path);
      await expectServerHeadingHydrated(page);
      // The fixture fails the test on any console error, React's hydration errors included.
    });
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`/login hydrates its pre-rendered HTML in the ${colorScheme} theme, and signing in works`, async ({
    page,
    signedIn: account,
  }) => {
    await page.context().clearCookies();
    await page.emulateMedia({ colorScheme });
    await keepServerHeading(page);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expectServerHeadingHydrated(page);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(
      page.getByRole('button', { name: `Switch to ${colorScheme === 'dark' ? 'light' : 'dark'} theme` }),
    ).toBeVisible();

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/app\/home$/);
    // The fixture fails the test on any console error, React's hydration errors included.
  });
}

test('a page read in another language is rendered afresh in it, not hydrated', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await keepServerHeading(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { serverHeading: Element }).serverHeading.isConnected),
  ).toBe(false);
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const themeColor = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute('content');

test('the theme toggle switches, sets the browser colour and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await themeColor(page)).toBe('#ffffff');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Switch to dark theme' })
    .click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await themeColor(page)).toBe('#000000');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('a stored theme applies before the app script runs (no flash)', async ({ page, consoleErrors }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.route(/\/assets\/index-.*\.js$/, (route) => route.abort());
  await page.goto('/', { waitUntil: 'domcontentloaded' }).catch(() => {});
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await themeColor(page)).toBe('#000000');
  consoleErrors.splice(0); // the aborted app script is this test's own doing
});

test('without a stored choice the theme follows the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/manifesto');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

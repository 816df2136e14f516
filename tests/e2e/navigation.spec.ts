import { expect, test } from './fixtures';

test('the top navigation leads to every marketing page and back home', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toHaveCSS('height', '72px');
  await nav.getByRole('link', { name: 'Manifesto' }).click();
  await expect(page).toHaveURL(/\/manifesto$/);
  await nav.getByRole('link', { name: 'Our Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
  await nav.getByRole('link', { name: 'Signup' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goto('/manifesto');
  await page.getByRole('link', { name: 'Tessera home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a route change scrolls back to the top', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a 360 px screen the links fold into a keyboard-usable menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  // The pre-rendered button is aria-disabled until the page has hydrated (docs/decisions/021).
  await expect(menuButton).toBeEnabled();
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.locator('#mobile-menu').getByRole('link', { name: 'Manifesto' }).click();
  await expect(page).toHaveURL(/\/manifesto$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('unknown routes show the not-found page with a way home', async ({ page, consoleErrors }) => {
  const response = await page.goto('/definitely/not/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
  consoleErrors.splice(0); // Chromium logs the page's own 404
});

test('a missing asset is a real 404, not the app', async ({ request }) => {
  const response = await request.get('/assets/nope-123.js');
  expect(response.status()).toBe(404);
});

test('a link to a section of another page lands on that section', async ({ page }) => {
  await page.goto('/cookies#what-we-use');
  await expect(page.locator('#what-we-use')).toBeInViewport();
});

test('a page whose code cannot load says so, with a way to try again', async ({ page, consoleErrors }) => {
  await page.route(/\/assets\/privacy-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Page Error' })).toBeVisible();
  await page.unroute(/\/assets\/privacy-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /privacy policy/i })).toBeVisible();
  consoleErrors.splice(0); // Chromium logs the aborted request
});

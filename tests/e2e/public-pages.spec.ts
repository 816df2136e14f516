import { expect, expectAccessible, test } from './fixtures';
import { marketingPages } from './public-page-list';

const pages = [
  ...marketingPages.map((page) => ({ ...page, status: 200 })),
  { path: '/no-such-page', heading: 'Page not found', status: 404 },
];

for (const { path, heading, status } of pages) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${path} renders and is accessible in the ${colorScheme} theme`, async ({ page, consoleErrors }) => {
      await page.emulateMedia({ colorScheme });
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      if (status === 404) consoleErrors.splice(0); // Chromium logs the page's own 404
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expect(page).toHaveTitle(/Tessera/);
      await expectAccessible(page);
    });
  }
}

test('the privacy policy and terms carry their dates and links', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('December 21, 2024')).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByText(/British Columbia, Canada/).first()).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /privacy/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
});

test('the marketplace says what it is for', async ({ page }) => {
  await page.goto('/marketplace');
  await expect(page.getByText('Discover and install new features for your workspace')).toBeVisible();
});

test('the design system renders its heavier demos as they scroll into view; they work and are accessible', async ({
  page,
}) => {
  await page.goto('/dsm');
  const switches = page.locator('#switch').getByRole('switch', { name: 'Receive feedback emails' });
  await expect(switches).toHaveCount(0);
  await page.locator('#switch').scrollIntoViewIfNeeded();
  await expect(switches).toHaveCount(2); // in the light and in the dark preview
  await switches.first().click();
  await expect(switches.first()).toHaveAttribute('aria-checked', 'false');
  await page.locator('#toast').scrollIntoViewIfNeeded();
  await page.locator('#toast').getByRole('button', { name: 'Success' }).first().click();
  await expect(page.getByText('Workspace name updated successfully')).toBeVisible();
  for (const id of ['select', 'combobox', 'dialog', 'dropdown-menu', 'tabs', 'avatar']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  }
  await expect(page.locator('#tabs').getByRole('tablist')).toHaveCount(2);
  await expectAccessible(page);
});

import { expect, expectAccessible, test } from './fixtures';
import { marketingPages } from './public-page-list';

const pages = [...marketingPages, { path: '/no-such-page', heading: 'Page not found' }];

for (const { path, heading } of pages) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${path} renders and is accessible in the ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
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

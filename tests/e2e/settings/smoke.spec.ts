import { settingsItems } from '../../../src/client/features/settings/settings-nav';
import { acceptCookies, expect, expectAccessible, test } from '../fixtures';

// The cookie banner stays in view, so axe checks it over every screen.
test.use({ cookieBanner: 'open' });

// Every screen of the settings navigation list: it opens at its path with its breadcrumb and title, the
// sidebar marks it, and axe finds nothing serious, in both themes.
for (const item of settingsItems) {
  test(`settings: ${item.path} shows ${item.label}, marked in the sidebar, accessible in both themes`, async ({
    page,
    signedIn: _,
  }) => {
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(item.path);
      await expect(page.getByRole('heading', { level: 1, name: item.label })).toBeVisible();
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('listitem')).toHaveText(['Settings', item.group.label, item.label]);
      const sidebar = page.getByRole('navigation', { name: 'Settings navigation' });
      await expect(sidebar.getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expectAccessible(page);
    }
  });
}

test('settings: /settings opens the workspace overview', async ({ page, signedIn: _ }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/workspace\/overview$/);
});

test('settings at 360 px: the sidebar is behind a menu button and opens as a sheet', async ({
  page,
  signedIn: _,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/settings/workspace/overview');
  const sidebar = page.getByRole('navigation', { name: 'Settings navigation' });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Open the settings menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Settings navigation' });
  await expect(sheet).toBeVisible();
  await expectAccessible(page);
  await sheet.getByRole('link', { name: 'Plans', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/workspace\/plans$/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('settings: the back link goes to the app and Log out signs out', async ({ page, signedIn: _ }) => {
  await acceptCookies(page);
  await page.goto('/settings/profile');
  const sidebar = page.getByRole('navigation', { name: 'Settings navigation' });
  await sidebar.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.goto('/settings/profile');
  await sidebar.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

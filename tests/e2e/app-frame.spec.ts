import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Workspace' });
const themes = ['light', 'dark'] as const;

test('at 1280 px the sidebar leads to every app page, marks the current one and stays collapsed across a reload', async ({
  page,
  signedIn: _,
}) => {
  test.slow(); // several pages, both themes and axe
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  // One workspace switcher on the screen, in the sidebar; the drawer's button is for narrow screens only.
  await expect(page.getByRole('button', { name: /^Workspace: .+\. Switch workspace$/ })).toHaveCount(1);
  await expect(nav.getByRole('button', { name: /^Workspace: .+\. Switch workspace$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the navigation menu' })).toBeHidden();

  await nav.getByRole('link', { name: 'Playground' }).click();
  await expect(page).toHaveURL(/\/app\/playground$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Playground' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

  await nav.getByRole('link', { name: 'Marketplace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Datasets' })).toHaveAttribute('href', '/app/datasets');
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    await expectAccessible(page);
  }

  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/workspace\/overview$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();

  // Collapsed: icons only, each still named, with its name as a tooltip; the choice outlives a reload.
  const wide = (await nav.boundingBox())!.width;
  await page.getByRole('button', { name: 'Collapse the sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand the sidebar' })).toBeFocused();
  await nav.getByRole('link', { name: 'Home' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Home' })).toBeVisible();
  const narrow = (await nav.boundingBox())!.width;
  expect(narrow).toBeLessThan(wide / 2);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Expand the sidebar' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('aria-current', 'page');
  expect((await nav.boundingBox())!.width).toBe(narrow);
  // The names show on keyboard focus too.
  await nav.getByRole('link', { name: 'Marketplace' }).focus();
  await expect(page.getByRole('tooltip', { name: 'Marketplace' })).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('tooltip', { name: 'Playground' })).toBeVisible();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await nav.getByRole('button', { name: /^Workspace: .+\. Switch workspace$/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Workspace settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    await expectAccessible(page);
  }

  await page.getByRole('button', { name: 'Expand the sidebar' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Collapse the sidebar' })).toBeVisible();
  expect((await nav.boundingBox())!.width).toBe(wide);
});

test('at 360 px the sidebar is a drawer: the menu button opens it, Escape closes it, focus comes back', async ({
  page,
  signedIn: _,
}) => {
  test.slow(); // several pages, both themes and axe
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/app/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(sidebar(page)).toBeHidden();
  const button = page.getByRole('banner').getByRole('button', { name: 'Open the navigation menu' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    const nav = drawer.getByRole('navigation', { name: 'Workspace' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: /^Workspace: .+\. Switch workspace$/ })).toBeVisible();
    await expectAccessible(page);
    // Focus stays in the drawer.
    for (let step = 0; step < 10; step++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expectAccessible(page);
  }

  // A link followed from the drawer closes it on the new page.
  await button.click();
  await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Marketplace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('aria-current', 'page');
  await drawer.getByRole('link', { name: 'Playground' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A drawer up at 768 px gives way to the sidebar once the window is wider.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(sidebar(page)).toBeHidden();
  await button.click();
  await expect(drawer).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(drawer).toBeHidden();
  await expect(button).toBeHidden();
  await expect(sidebar(page).getByRole('link', { name: 'Playground' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

import type { Page } from '@playwright/test';
import { appUrl } from '../support/e2e-env';
import { expect, expectAccessible, test } from './fixtures';

const commandBar = (page: Page) => page.getByRole('dialog', { name: 'Command bar' });

test('Ctrl+K opens the command bar anywhere; "people" and Enter open People; Escape gives focus back', async ({
  page,
  signedIn: _,
}) => {
  test.slow(); // several pages, both themes and axe
  await page.goto('/settings/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Open the command bar' });
  await button.focus();
  await page.keyboard.press('Control+k');
  await expect(commandBar(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(commandBar(page)).toBeHidden();
  await expect(button).toBeFocused();

  await page.goto('/app/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search commands' }).fill('people');
  await expect(commandBar(page).getByRole('option').first()).toHaveText(/People/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/workspace\/members$/);
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
});

test('the command bar is accessible in both themes, opened with its results from the home’s follow-up input', async ({
  page,
  signedIn: _,
}) => {
  test.slow(); // several pages, both themes and axe
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/app/home');
    await page.getByLabel('Ask a follow-up or jump anywhere').pressSequentially('conn');
    // Enter asks the assistant there: the command bar's results come under the input, and open it with the text.
    const results = page.getByRole('group', { name: 'Go to' });
    await expect(results.getByRole('button', { name: 'Connect a data stream', exact: true })).toBeVisible();
    await results.getByRole('button', { name: 'Search “conn” in the command bar' }).click();
    await expect(commandBar(page)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search commands' })).toHaveValue('conn');
    await expect(commandBar(page).getByRole('option').first()).toHaveText(/Connect a data stream/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
  }
});

test('the user menu works by keyboard: profile, settings and log out', async ({ page, signedIn: _ }) => {
  await page.goto('/app/home');
  const menuButton = page.getByRole('button', { name: /^Account menu for / });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'Admin dashboard' })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  await menuButton.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});

test('the getting-started checklist follows the workspace’s real state', async ({ page, signedIn: _ }) => {
  test.slow(); // several pages, both themes and axe
  await page.goto('/app/home');
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist.getByText('0 of 5 done')).toBeVisible();
  const step = checklist.getByRole('link', { name: /Connect a data stream/ });
  await expect(step).toContainText('To do');

  // A stream, not a mark of interest, connects a service (issue 24).
  const connected = await page.request.post('/api/workspace/data-streams/streams', {
    headers: { origin: appUrl },
    data: { kind: 'webhook', service: 'github', name: 'GitHub', datasetName: 'GitHub events' },
  });
  expect(connected.status()).toBe(201);
  await page.reload();
  await expect(checklist.getByText('1 of 5 done')).toBeVisible();
  await expect(step).toContainText('Done');
  await step.click();
  await expect(page).toHaveURL(/\/settings\/workspace\/integrations$/);

  await page.goto('/app/home');
  await checklist.getByRole('link', { name: /Invite a teammate/ }).click();
  await expect(page.getByRole('dialog', { name: /invite/i })).toBeVisible();
});

test('the marketplace lists the catalogue with each one’s state, accessible in both themes', async ({
  page,
  signedIn: _,
}) => {
  test.slow(); // several pages, both themes and axe
  // Connected means a stream exists (issue 24): a GitHub webhook stream.
  await page.request.post('/api/workspace/data-streams/streams', {
    headers: { origin: appUrl },
    data: { kind: 'webhook', service: 'github', name: 'GitHub', datasetName: 'GitHub events' },
  });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/app/marketplace');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    await expect(page.getByText('Discover and install new features for your workspace')).toBeVisible();
    const github = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'GitHub' }) });
    await expect(github.getByText('Connected', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Connect Slack' })).toHaveAttribute(
      'href',
      '/settings/workspace/integrations',
    );
    await expectAccessible(page);
    await page.goto('/app/home');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expectAccessible(page);
  }
});

test('at 360 px the header fits: icon buttons with names, menus that open, no sideways scroll', async ({
  page,
  signedIn: _,
}) => {
  test.slow(); // several pages, both themes and axe
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/app/home', '/settings/workspace/overview', '/app/marketplace']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    // The workspace switcher is the header's on settings pages, the app sidebar's (a drawer here) on app pages.
    for (const name of [
      path.startsWith('/app/') ? /^Open the navigation menu$/ : /^Workspace: .*Switch workspace$/,
      /^Open the command bar$/,
      /^Switch to (dark|light) theme$/,
      /^Account menu for /,
    ]) {
      await expect(header.getByRole('button', { name })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
  await page.getByRole('banner').getByRole('button', { name: 'Open the navigation menu' }).click();
  await page
    .getByRole('dialog', { name: 'Navigation' })
    .getByRole('button', { name: /^Workspace: / })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Workspace settings' })).toBeVisible();
  await expectAccessible(page);
});

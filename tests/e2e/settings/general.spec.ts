import { expect, expectAccessible, newAccount, test, waitForMail } from '../fixtures';

// The browser sits in Berlin, so a zone chosen in General settings visibly differs from the detected one.
test.use({ timezoneId: 'Europe/Berlin' });

test('general: a chosen time zone shows the time in it at once and stays after a reload', async ({
  page,
  signedIn: _,
}) => {
  await page.goto('/settings/general');
  const currentTime = page.getByTestId('current-time');
  await expect(currentTime).toContainText(/GMT\+1|CET/);
  await page.getByRole('combobox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: 'Pacific Time (PST)' }).click();
  await expect(currentTime).toContainText(/Current time: .*P[SD]T/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveText('Pacific Time (PST)');
  await expect(currentTime).toContainText(/P[SD]T/);
});

test('general: the theme switch applies at once, is saved for the user and survives a reload', async ({
  page,
  signedIn: _,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/settings/general');
  const darkMode = page.getByRole('switch', { name: 'Dark mode' });
  await expect(darkMode).not.toBeChecked();
  await darkMode.click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/preferences')).json()) as { preferences: { theme: string } })
          .preferences.theme,
    )
    .toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
});

test('general: a chosen language applies at once, each option in its own name, and is saved', async ({
  page,
  signedIn: _,
}) => {
  await page.goto('/settings/general');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'English',
    'Español',
    'Français',
    'Deutsch',
    'Italiano',
    'Português',
  ]);
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('current-time')).toContainText('Heure actuelle');
  await expect
    .poll(async () => {
      const body = (await (await page.request.get('/api/preferences')).json()) as {
        preferences: { language: string };
      };
      return body.preferences.language;
    })
    .toBe('fr');
});

test('apps: connect one and find it Connected after a reload; search filters as you type', async ({
  page,
  signedIn: _,
}) => {
  await page.goto('/settings/integrations');
  await expect(page.getByRole('button', { name: 'Miro is coming soon' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Miro is coming soon' })).toHaveText('Soon');
  await page.getByRole('button', { name: 'Connect Linear' }).click();
  await expect(page.getByRole('button', { name: 'Linear is connected. Disconnect it' })).toHaveText(
    'Connected',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Linear is connected. Disconnect it' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search apps' });
  await expect(search).toHaveAttribute('placeholder', 'Search apps...');
  await search.fill('fig');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Figma']);
  await search.fill('nothing like this');
  await expect(page.getByRole('status')).toHaveText('Nothing matches “nothing like this”.');
});

test('shortcuts lists the command bar shortcut', async ({ page, signedIn: _ }) => {
  await page.goto('/settings/shortcuts');
  await expect(page.getByRole('row', { name: /Open the command bar/ })).toContainText(/(Ctrl|⌘)\s*K/);
});

test('early access: join and find it recorded after a reload', async ({ page, signedIn: _ }) => {
  await page.goto('/early-access');
  await expect(page.getByRole('heading', { level: 1, name: 'Early access' })).toBeVisible();
  await page.getByRole('button', { name: 'Join early access' }).click();
  await expect(page.getByText(/You joined early access on/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Leave early access' })).toBeVisible();
});

test('invite friends: the invited address gets an email with a sign-up link', async ({
  page,
  signedIn: _,
}) => {
  const friend = newAccount().email;
  await page.goto('/invite-friends');
  await page.getByLabel('Friend’s email').fill(friend);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${friend}`)).toBeVisible();
  const mail = await waitForMail(friend, /invited you to try Tessera/);
  expect(mail.text).toMatch(/\/signup/);
});

const pages = [
  '/settings/general',
  '/settings/integrations',
  '/settings/shortcuts',
  '/settings/appearance',
  '/whats-new',
  '/early-access',
  '/invite-friends',
];

for (const path of pages) {
  test(`${path} is accessible in both themes at 360 px`, async ({ page, signedIn: _ }) => {
    test.slow(); // axe runs twice
    await page.setViewportSize({ width: 360, height: 740 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
  });
}

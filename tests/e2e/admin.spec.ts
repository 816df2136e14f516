import { apiPost, enrolTotp, expect, expectAccessible, newAccount, signUpElsewhere, test } from './fixtures';

/** The browser logs the gate's expected 403; nothing else may be logged. */
function expectOnlyForbiddenLogged(consoleErrors: string[]) {
  expect(consoleErrors.filter((error) => !error.includes('status of 403'))).toEqual([]);
  consoleErrors.splice(0);
}

test('a signed-in user who is not an admin sees the denial', async ({ page, signedIn: _, consoleErrors }) => {
  await page.goto('/admin/dashboard');
  await expect(
    page.getByText('Access denied. Global Admin privileges required.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin overview' })).toHaveCount(0);
  await expectAccessible(page);
  expectOnlyForbiddenLogged(consoleErrors);
});

test('an admin enrols TOTP, reads the overview, bans and unbans a user, and resolves feedback', async ({
  page,
  browser,
  admin,
  consoleErrors,
}) => {
  test.setTimeout(180_000);

  // Without two-factor, the dashboard sends the admin to turn it on.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Turn on two-factor authentication' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set up two-factor authentication' })).toHaveAttribute(
    'href',
    '/settings/accounts',
  );
  expectOnlyForbiddenLogged(consoleErrors);
  await enrolTotp(page, admin.password);

  const victim = await signUpElsewhere(browser, newAccount({ name: 'Vic Tim' }));
  const feedbackText = `The chart is lovely ${Date.now()}`;
  expect(
    (await apiPost(victim.page, '/api/feedback', { message: feedbackText, page: '/app/home' })).status(),
  ).toBe(201);

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin overview' })).toBeVisible();
  await expect(page.getByTestId('sign-ups-chart').locator('[data-slot="bar"]').first()).toBeVisible();
  await expect(page.getByRole('table', { name: /sign-ups in the last 30 days/ })).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByText(/\d+ new/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();

  // Find the victim by part of their address.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
  await page.getByLabel('Search by name or email').fill(victim.account.email.slice(4, 12));
  await expect(page.getByRole('cell', { name: victim.account.email })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  // At 360 px the table scrolls inside its own named region: the last column is reachable and nothing clips it.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  const usersRegion = page.getByRole('region', { name: 'Users' });
  const lastCell = usersRegion.getByRole('row').nth(1).getByRole('cell').last();
  await lastCell.scrollIntoViewIfNeeded();
  await expect(lastCell).toBeInViewport();
  const layout = await usersRegion.evaluate((region) => {
    const cell = region.querySelector('tbody tr td:last-child')!;
    const box = region.getBoundingClientRect();
    const cellBox = cell.getBoundingClientRect();
    const hit = document.elementFromPoint(cellBox.left + cellBox.width / 2, cellBox.top + cellBox.height / 2);
    return {
      pageWidth: document.documentElement.scrollWidth,
      scrolls: region.scrollWidth > region.clientWidth,
      cellInRegion: cellBox.left >= box.left - 1 && cellBox.right <= box.right + 1,
      // The cell's right edge in the region's content box, against how far the region scrolls.
      cellRight: Math.round(region.scrollLeft + cellBox.right - box.left - region.clientLeft),
      scrollWidth: region.scrollWidth,
      cellOnTop: hit !== null && cell.contains(hit),
    };
  });
  expect(layout.pageWidth).toBeLessThanOrEqual(360);
  expect(layout.cellRight).toBeLessThanOrEqual(layout.scrollWidth);
  expect(layout).toMatchObject({ scrolls: true, cellInRegion: true, cellOnTop: true });
  await page.setViewportSize(desktop);

  await page.getByRole('link', { name: 'Vic Tim' }).click();

  await page.getByRole('button', { name: 'Ban' }).click();
  const banDialog = page.getByRole('dialog', { name: `Ban ${victim.account.email}?` });
  await banDialog.getByLabel('Reason').fill('Spam in feedback');
  await banDialog.getByRole('button', { name: 'Ban' }).click();
  await expect(banDialog).toBeHidden();
  await expect(page.getByText('Banned', { exact: true })).toBeVisible();

  // Their open session fails on its next request, and signing in again is refused with a clear message.
  expect((await victim.page.request.get('/api/profile')).status()).toBe(401);
  await victim.page.goto('/login');
  await victim.page.getByLabel('Email').fill(victim.account.email);
  await victim.page.getByLabel('Password', { exact: true }).fill(victim.account.password);
  await victim.page.getByRole('button', { name: 'Log in' }).click();
  await expect(victim.page.getByRole('alert')).toHaveText(
    'This account has been banned. Contact support if you think this is a mistake.',
  );

  await page.getByRole('button', { name: 'Unban' }).click();
  const unbanDialog = page.getByRole('dialog', { name: `Unban ${victim.account.email}?` });
  await unbanDialog.getByRole('button', { name: 'Unban' }).click();
  await expect(unbanDialog).toBeHidden();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await victim.page.getByRole('button', { name: 'Log in' }).click();
  await expect(victim.page).toHaveURL(/\/app\/home$/);
  await victim.context.close();

  // Resolve the feedback message.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /Feedback/ })
    .click();
  const message = page.getByRole('listitem').filter({ hasText: feedbackText });
  await expect(message).toContainText('Vic Tim');
  await expect(message).toContainText('Sent from /app/home');
  await message.getByRole('button', { name: 'Resolve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Resolve' }).click();
  await expect(message.getByText('Resolved', { exact: true })).toBeVisible();

  // Every action is in the audit log.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
  for (const action of ['Banned a user', 'Unbanned a user', 'Changed feedback status']) {
    await expect(page.getByRole('cell', { name: action }).first()).toBeVisible();
  }
});

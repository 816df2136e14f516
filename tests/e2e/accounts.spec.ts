import { e2e } from '../support/e2e-env';
import { expect, expectAccessible, newAccount, test, waitForMail } from './fixtures';

// The cookie banner stays in view, so axe checks it too.
test.use({ cookieBanner: 'open' });

test('sign-up leads through the onboarding steps it did not already ask, into the app', async ({ page }) => {
  const account = newAccount();
  await page.goto('/signup');
  await expectAccessible(page);
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByLabel('Role').fill('Product Manager');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  expect(await page.evaluate(() => sessionStorage.getItem('needsOnboarding'))).toBe('true');
  await expect(page.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  // Sign-up took the full name and the role: onboarding does not ask for them again.
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByLabel('Workspace name').fill('Analytical Engines');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.getByLabel('Email addresses').fill('babbage@example.test');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('Invitation sent to babbage@example.test')).toBeVisible();
  const invitation = await waitForMail('babbage@example.test', /Analytical Engines/);
  expect(invitation.links.some((link) => link.startsWith(`http://localhost:${e2e.appPort}/invite/`))).toBe(
    true,
  );

  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Slack' }).check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Setup complete! Welcome to Tessera')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${account.name}` })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('needsOnboarding'))).toBeNull();
  const streams = await page.request.get('/api/workspace/data-streams');
  const { dataStreams } = (await streams.json()) as {
    dataStreams: { slug: string; connected: boolean; wanted: boolean }[];
  };
  // Onboarding's ticks say what the team uses; only a stream (made on the Data Streams screen) connects a service.
  expect(dataStreams.filter((stream) => stream.wanted).map((stream) => stream.slug)).toEqual(['slack']);
  expect(dataStreams.filter((stream) => stream.connected)).toEqual([]);
});

test('login retries a 500 twice, 1 s then 2 s apart, then succeeds', async ({
  page,
  signedIn: account,
  consoleErrors,
}) => {
  await page.context().clearCookies();
  const attempts: number[] = [];
  await page.route('**/api/auth/sign-in/email', async (route) => {
    attempts.push(Date.now());
    if (attempts.length <= 2)
      await route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'x' } } });
    else await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The two retries wait 3 s by design, then the app loads as a new page: more than the default wait.
  await expect(page.getByText('Successfully logged in')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/app\/home$/);
  // The login page loads the app as a new page (docs/decisions/026); the toast comes along.
  await expect(page.getByText('Successfully logged in')).toBeVisible();
  expect(attempts).toHaveLength(3);
  expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(1000);
  expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(2000);
  consoleErrors.splice(0); // Chromium logs the two injected 500 answers
});

test('login gives up after three 500s with the connection message', async ({ page, consoleErrors }) => {
  await page.route('**/api/auth/sign-in/email', (route) => route.fulfill({ status: 500, json: {} }));
  await page.goto('/login');
  await page.getByLabel('Email').fill('someone@example.test');
  await page.getByLabel('Password', { exact: true }).fill('Whatever-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Unable to connect to the server. Please try again later.' }),
  ).toBeVisible({ timeout: 10_000 });
  consoleErrors.splice(0);
});

test('a wrong password says so and leaves the user on the login page', async ({
  page,
  signedIn: account,
  consoleErrors,
}) => {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-pass1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  consoleErrors.splice(0); // Chromium logs the 401 answer
});

test('forgot password: the emailed link resets it, and the new one logs in', async ({
  page,
  signedIn: account,
}) => {
  await page.context().clearCookies();
  await page.goto('/forgot-password');
  await expectAccessible(page);
  const send = page.getByRole('button', { name: 'Send reset instructions' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email').fill(account.email);
  await send.click();
  await expect(
    page.getByText('If an account exists, you will receive reset instructions shortly.'),
  ).toBeVisible();

  const mail = await waitForMail(account.email, 'Reset your Tessera password');
  const link = mail.links.find((url) => url.includes('/reset-password?token='))!;
  await page.goto(link);
  await expectAccessible(page);
  const reset = page.getByRole('button', { name: 'Reset Password' });
  await expect(reset).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill('Another-Pass2');
  await page.getByLabel('Confirm new password').fill('Another-Pass3');
  await reset.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Another-Pass2');
  await reset.click();
  await expect(
    page.getByText('Password successfully reset! You can now log in with your new password.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await waitForMail(account.email, 'Your Tessera password was changed');

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('Another-Pass2');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
});

test('a used reset link says it has expired', async ({ page, consoleErrors }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('Another-Pass2');
  await page.getByLabel('Confirm new password').fill('Another-Pass2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('Invalid or expired reset link. Please request a new one.').first(),
  ).toBeVisible();
  consoleErrors.splice(0); // Chromium logs the 400 answer
});

test('the reset page without a token sends the user to login with the reason', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Invalid or missing reset token')).toBeVisible();
});

test('Google sign-in goes through the provider, the callback and onboarding', async ({ page }) => {
  const email = `ada.lovelace.${Date.now()}@example.test`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL(`http://127.0.0.1:${e2e.oidcPort}/**`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please complete your profile')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByLabel('Full name')).toHaveValue(/Ada Lovelace/);
  await page.getByLabel('Role').fill('Data Analyst');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  const profile = await (await page.request.get('/api/profile')).json();
  expect(profile.profile).toMatchObject({ email, provider: 'google', professionalRole: 'data_analyst' });
});

test('cancelling at Google comes back with the info toast', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL(`http://127.0.0.1:${e2e.oidcPort}/**`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Authentication cancelled')).toBeVisible();
});

test('a protected page remembers where the user was going', async ({ page, signedIn: account }) => {
  await page.context().clearCookies();
  await page.goto('/settings/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expectAccessible(page);
});

test('logging out ends the session everywhere in the app', async ({ page, signedIn: _ }) => {
  await page.goto('/app/home');
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/app/home');
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/profile')).status()).toBe(401);
});

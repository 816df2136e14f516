import {
  apiPost,
  confirmEmail,
  enrolTotp,
  expect,
  expectAccessible,
  mailedLink,
  newBrowserContext,
  test,
} from './fixtures';

test('the holder of a squatted address takes it over from the confirmation link', async ({
  page,
  browser,
  signedIn: squatter,
  consoleErrors,
}) => {
  // Someone signs up with an address that is not theirs and asks for its confirmation email.
  expect((await apiPost(page, '/api/auth/send-verification-email', { email: squatter.email })).status()).toBe(
    200,
  );
  const link = await mailedLink(
    squatter.email,
    'Confirm your email address for Tessera',
    '/api/auth/verify-email',
  );

  // The real owner opens it in their own browser and is asked for their own password.
  const ownersBrowser = await newBrowserContext(browser);
  const owner = await ownersBrowser.newPage();
  await owner.goto(link);
  await expect(owner).toHaveURL(/\/reset-password\?token=.+&claimed=1$/);
  await expect(owner.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  await expectAccessible(owner);
  await owner.getByLabel('New password', { exact: true }).fill('Owners-Own-Pass2');
  await owner.getByLabel('Confirm new password').fill('Owners-Own-Pass2');
  await owner.getByRole('button', { name: 'Reset Password' }).click();
  await expect(owner).toHaveURL(/\/login$/);
  await owner.getByLabel('Email').fill(squatter.email);
  await owner.getByLabel('Password', { exact: true }).fill('Owners-Own-Pass2');
  await owner.getByRole('button', { name: 'Log in' }).click();
  await expect(owner).toHaveURL(/\/app\/home$/);

  // The squatter's session and password are gone.
  expect((await page.request.get('/api/profile')).status()).toBe(401);
  await page.goto('/login');
  await page.getByLabel('Email').fill(squatter.email);
  await page.getByLabel('Password', { exact: true }).fill(squatter.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  consoleErrors.splice(0); // Chromium logs the 401 answer
  await ownersBrowser.close();
});

test('with two-factor on, signing in asks for the code and takes it', async ({
  page,
  signedIn: account,
  consoleErrors,
}) => {
  // A second factor needs a proven address.
  await confirmEmail(page, account.email);
  const totp = await enrolTotp(page, account.password);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not valid' })).toBeVisible();
  consoleErrors.splice(0); // Chromium logs the 401 answer

  await page.getByLabel('Authentication code').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  expect((await page.request.get('/api/profile')).status()).toBe(200);
});

import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { appUrl } from '../../support/e2e-env';
import {
  acceptCookies,
  expect,
  expectAccessible,
  newAccount,
  newBrowserContext,
  signUpViaApi,
  test,
  type Account,
  waitForMail,
} from '../fixtures';

// Two people, two browsers and a round trip through the mail catcher each.
test.describe.configure({ timeout: 60_000 });

/** The accept link in the invitation mailed to this address. */
async function invitationLink(email: string) {
  const mail = await waitForMail(email, /invited you to/);
  return mail.links.find((link) => link.includes('/invite/'))!;
}

/** Invites an address through the API, as the People page does. */
async function inviteViaApi(page: Page, email: string, role: string) {
  const response = await page.request.post('/api/workspace/invitations', {
    data: { emails: [email], role },
    headers: { origin: appUrl },
  });
  expect(response.status()).toBe(201);
  return invitationLink(email);
}

/** Someone who signs up from an invitation link, in a browser of their own. */
async function joinFromLink(browser: Browser, link: string, account: Account) {
  const context = await newBrowserContext(browser);
  const page = await context.newPage();
  const linkId = decodeURIComponent(new URL(link).pathname.split('/invite/')[1]!);
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { ...account, invitationId: linkId },
    headers: { origin: appUrl },
  });
  expect(response.status()).toBe(200);
  return { context, page };
}

test('a teammate invited from the People page signs up from the email link and appears there', async ({
  page,
  browser,
}) => {
  const owner = await signUpViaApi(page, newAccount({ name: 'Ada Lovelace' }));
  await acceptCookies(page);
  await page.goto('/settings/workspace/members');
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByText('Ada Lovelace')).toBeVisible();
  await expect(members.getByText('(You)')).toBeVisible();
  await expectAccessible(page);

  const teammate = newAccount({ name: 'Grace Hopper' });
  await page.getByRole('button', { name: 'Invite users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite users' });
  const send = dialog.getByRole('button', { name: 'Send invitations' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Email addresses').fill(`${teammate.email}, not-an-address`);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await expectAccessible(page);
  await send.click();
  await expect(page.getByText(`Invitation sent to ${teammate.email}`)).toBeVisible();
  await expect(page.getByText('Failed to send invitation')).toBeVisible();
  await expect(dialog).toBeHidden();
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending.getByText(teammate.email)).toBeVisible();
  await expect(pending.getByText('Expires in 7 days')).toBeVisible();

  // The teammate opens the emailed link, signed out, in their own browser.
  const link = await invitationLink(teammate.email);
  const theirs = await newBrowserContext(browser);
  const invitee = await theirs.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: /^Join .+ on Tessera$/ })).toBeVisible();
  await expect(invitee.getByText(/Ada Lovelace invited e•••/)).toBeVisible();
  await expectAccessible(invitee);
  const email = invitee.getByLabel('Email');
  await expect(email).toHaveValue(teammate.email);
  await expect(email).toHaveAttribute('readonly', '');
  await invitee.getByLabel('Full name').fill(teammate.name);
  await invitee.getByLabel('Password', { exact: true }).fill(teammate.password);
  await invitee.getByLabel('Role').fill('Developer');
  await invitee.getByRole('button', { name: 'Create account' }).click();
  await expect(invitee).toHaveURL(/\/app\/home$/);
  await expect(invitee.getByText(/Welcome to /).first()).toBeVisible();
  await theirs.close();

  await page.reload();
  const row = page.getByRole('listitem').filter({ hasText: teammate.email });
  await expect(row.getByText('Grace Hopper')).toBeVisible();
  await expect(row.getByRole('combobox', { name: 'Role of Grace Hopper' })).toHaveText('Editor');
  await expect(page.getByText('No invitations are waiting for an answer.')).toBeVisible();
  expect(owner.email).toBeTruthy();
});

test('an invitee signed in as someone else is told so, and can switch accounts', async ({
  page,
  browser,
}) => {
  await signUpViaApi(page);
  // Two addresses that mask alike (e•••1@example.test): only the server can tell them apart.
  const lookalike = () => newAccount({ email: `e2e-${randomUUID().slice(0, 8)}-1@example.test` });
  const invited = lookalike();
  const link = await inviteViaApi(page, invited.email, 'collaborator');

  const elsewhere = await newBrowserContext(browser);
  const stranger = await elsewhere.newPage();
  await signUpViaApi(stranger, lookalike());
  await stranger.goto(link);
  await expect(stranger.getByText(/This invitation was sent to .+, but you are signed in as /)).toBeVisible();
  await expectAccessible(stranger);
  await stranger.getByRole('button', { name: 'Sign out and continue' }).click();
  await expect(stranger.getByRole('button', { name: 'Create account' })).toBeVisible();
  await expect(stranger.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await elsewhere.close();
});

test('a refused role change puts the old role back and says why', async ({
  page,
  browser,
  consoleErrors,
}) => {
  await signUpViaApi(page, newAccount({ name: 'First Owner' }));
  const second = newAccount({ name: 'Second Owner' });
  const { context, page: other } = await joinFromLink(
    browser,
    await inviteViaApi(page, second.email, 'owner'),
    second,
  );
  await acceptCookies(page);
  await page.goto('/settings/workspace/members');
  const theirRole = page.getByRole('combobox', { name: 'Role of Second Owner' });
  await expect(theirRole).toHaveText('Owner');

  // Meanwhile the other Owner makes the first one an Admin.
  await other.goto('/settings/workspace/members');
  await other.getByRole('combobox', { name: 'Role of First Owner' }).click();
  await other.getByRole('option', { name: 'Admin' }).click();
  await expect(other.getByText('First Owner is now Admin')).toBeVisible();
  await context.close();

  // The first, now an Admin, tries to demote an Owner from the page they still had open.
  await theirRole.click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await expect(page.getByText('You can only change the role of members below your own role.')).toBeVisible();
  // The row shows the role the server has, and no control any more: an Admin cannot change an Owner.
  const row = page
    .getByRole('list', { name: 'Members' })
    .getByRole('listitem')
    .filter({ hasText: second.email });
  await expect(row).toContainText('Owner');
  await expect(row.getByRole('combobox')).toHaveCount(0);
  consoleErrors.splice(0); // Chromium logs the 403 answer
});

test('a member of two workspaces switches between them from the sidebar', async ({ page, browser }) => {
  await signUpViaApi(page);
  await page.request.patch('/api/workspace', {
    data: { name: 'Analytical Engines' },
    headers: { origin: appUrl },
  });
  const member = newAccount();
  const { context, page: theirs } = await joinFromLink(
    browser,
    await inviteViaApi(page, member.email, 'editor'),
    member,
  );
  await theirs.goto('/settings/workspace/overview');
  await expect(theirs.getByLabel('Workspace name')).toHaveValue('Analytical Engines');
  const switcher = theirs
    .getByRole('navigation', { name: 'Settings navigation' })
    .getByRole('combobox', { name: 'Workspace' });
  await switcher.click();
  await theirs.getByRole('option').filter({ hasNotText: 'Analytical Engines' }).click();
  await expect(theirs.getByText(/^Switched to /)).toBeVisible();
  await expect(theirs.getByLabel('Workspace name')).not.toHaveValue('Analytical Engines');
  await context.close();
});

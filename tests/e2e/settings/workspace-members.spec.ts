import { randomUUID } from 'node:crypto';
import { appUrl } from '../../support/e2e-env';
import {
  expect,
  expectAccessible,
  invitationLink,
  inviteViaApi,
  newAccount,
  newBrowserContext,
  signUpElsewhere,
  test,
} from '../fixtures';

// Two people, two browsers and a round trip through the mail catcher each.
test.describe.configure({ timeout: 90_000 });

test('a teammate invited from the People page signs up from the email link and appears there', async ({
  page,
  browser,
  signedIn,
}) => {
  await page.goto('/settings/workspace/members');
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByText(signedIn.name)).toBeVisible();
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
  await expect(invitee.getByText(new RegExp(`${signedIn.name} invited e•••`))).toBeVisible();
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
});

test('an invitee signed in as someone else is told so, and can switch accounts', async ({
  page,
  browser,
  signedIn: _,
}) => {
  // Two addresses that mask alike (e•••1@example.test): only the server can tell them apart.
  const lookalike = () => newAccount({ email: `e2e-${randomUUID().slice(0, 8)}-1@example.test` });
  const invited = lookalike();
  const link = await inviteViaApi(page, invited.email, 'collaborator');

  const { context: elsewhere, page: stranger } = await signUpElsewhere(browser, lookalike());
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
  signedIn: first,
  teammate,
  consoleErrors,
}) => {
  const { account: second, context, page: other } = await teammate('owner');
  await page.goto('/settings/workspace/members');
  const theirRole = page.getByRole('combobox', { name: `Role of ${second.name}` });
  await expect(theirRole).toHaveText('Owner');

  // Meanwhile the other Owner makes the first one an Admin.
  await other.goto('/settings/workspace/members');
  await other.getByRole('combobox', { name: `Role of ${first.name}` }).click();
  await other.getByRole('option', { name: 'Admin' }).click();
  await expect(other.getByText(`${first.name} is now Admin`)).toBeVisible();
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

test('a member of two workspaces switches between them from the sidebar', async ({ page, teammate }) => {
  await page.request.patch('/api/workspace', {
    data: { name: 'Analytical Engines' },
    headers: { origin: appUrl },
  });
  const { context, page: theirs } = await teammate('editor');
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

import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { expect, expectAccessible, test } from '../fixtures';

test('the Owner uploads a workspace avatar, which stays after a reload', async ({ page, signedIn: _ }) => {
  await page.goto('/settings/workspace/overview');
  await expect(page.getByText('Recommended size: at least 256×256px', { exact: false })).toBeVisible();
  const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#4f46e5' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Upload avatar')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByText('Avatar updated successfully')).toBeVisible();
  const avatar = page.getByRole('img', { name: /avatar$/ });
  await expect(avatar).toHaveAttribute('src', /^\/storage\/workspace-avatars\/[0-9a-f-]{36}\.webp$/);
  await page.reload();
  await expect(page.getByRole('img', { name: /avatar$/ })).toBeVisible();
  await expect(page.getByLabel('Change avatar')).toBeAttached();
  await expectAccessible(page);

  await page.getByLabel('Change avatar').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Please upload an image file')).toBeVisible();
});

test('the workspace name saves, and an empty one cannot be saved', async ({ page, signedIn: _ }) => {
  await page.goto('/settings/workspace/overview');
  const name = page.getByLabel('Workspace name');
  const save = page.getByRole('button', { name: 'Save' });
  await name.fill('   ');
  await expect(save).toBeDisabled();
  await name.fill('Analytical Engines');
  await save.click();
  await expect(page.getByText('Workspace name updated successfully')).toBeVisible();
  await page.reload();
  await expect(name).toHaveValue('Analytical Engines');
});

test('connecting GitHub makes a webhook stream: its URL and secret once, then the card says Connected', async ({
  page,
  signedIn: _,
}) => {
  test.slow(); // both themes and axe
  await page.goto('/settings/workspace/integrations');
  await page.getByLabel('Search data streams').fill('chat');
  await expect(page.getByRole('heading', { name: 'Development' })).toBeHidden();
  await page.getByLabel('Search data streams').fill('github');
  await page.getByRole('button', { name: 'Connect GitHub' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Stream name')).toHaveValue('GitHub');
  await expect(dialog.getByLabel('Dataset name')).toHaveValue('GitHub events');
  await dialog.getByRole('button', { name: 'Create stream' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Webhook URL' })).toHaveValue(
    /\/api\/hooks\/[0-9a-f-]{36}$/,
  );
  await expect(dialog.getByRole('textbox', { name: 'Secret' })).toHaveValue(/^whsec_/);
  await expect(dialog.getByText('Copy the secret now: it will not be shown again.')).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expectAccessible(page);
  }
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const github = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'GitHub' }) });
  await expect(github.getByText('Connected', { exact: true })).toBeVisible();
  await expect(github.getByText(/No data yet/)).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Manage GitHub streams' }).click();
  await expect(page.getByRole('dialog').getByText('Active')).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expectAccessible(page);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Coming Soon' }).first()).toBeDisabled();
});

test('a Notion token sent to the stream waits on Manage until the Owner confirms it by its fingerprint', async ({
  page,
  signedIn: _,
}) => {
  test.slow(); // axe
  await page.goto('/settings/workspace/integrations');
  await page.getByLabel('Search data streams').fill('notion');
  await page.getByRole('button', { name: 'Connect Notion' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create stream' }).click();
  const url = await dialog.getByRole('textbox', { name: 'Webhook URL' }).inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Notion posts its verification token, unsigned, to the stream's URL.
  const token = 'secret_e2e_notion_token';
  const captured = await page.request.post(new URL(url).pathname, {
    data: { verification_token: token },
  });
  expect(captured.status()).toBe(200);
  const fingerprint = createHash('sha256').update(token).digest('hex').slice(0, 8);

  await page.getByRole('button', { name: 'Manage Notion streams' }).click();
  const manage = page.getByRole('dialog');
  await expect(manage.getByText('Secret waiting for confirmation')).toBeVisible();
  await expect(manage.getByText(`fingerprint ${fingerprint}`, { exact: false })).toBeVisible();
  await expectAccessible(page);
  await manage.getByRole('button', { name: 'Confirm secret' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog').last());
  await expect(confirm.getByText(`token ${fingerprint}`, { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm secret' }).click();
  await expect(page.getByRole('textbox', { name: 'Verification token' })).toHaveValue(token);
  await expect(page.getByText('Secret waiting for confirmation')).toBeHidden();
});

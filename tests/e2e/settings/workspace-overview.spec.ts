import sharp from 'sharp';
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

test('a data stream connected on the Data Streams page stays connected', async ({ page, signedIn: _ }) => {
  await page.goto('/settings/workspace/integrations');
  await page.getByLabel('Search data streams').fill('chat');
  await expect(page.getByRole('heading', { name: 'Development' })).toBeHidden();
  await page.getByLabel('Search data streams').fill('slack');
  await page.getByRole('button', { name: 'Connect Slack' }).click();
  await expect(page.getByText('Slack connected')).toBeVisible();
  await page.reload();
  const connected = page.getByRole('button', { name: 'Slack is connected. Disconnect it' });
  await expect(connected).toHaveText('Connected');
  await expect(page.getByRole('button', { name: 'Coming Soon' }).first()).toBeDisabled();
  await connected.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Slack disconnected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Slack' })).toBeVisible();
});

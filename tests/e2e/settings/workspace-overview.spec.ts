import { createHash, createHmac, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { fixture } from '../../../src/server/services/streams/webhooks/fixtures/load';
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
  const hookUrl = await dialog.getByRole('textbox', { name: 'Webhook URL' }).inputValue();
  const secret = await dialog.getByRole('textbox', { name: 'Secret' }).inputValue();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expectAccessible(page);
  }
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const github = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'GitHub' }) });
  await expect(github.getByText('Connected', { exact: true })).toBeVisible();
  await expect(github.getByText(/No data yet/)).toBeVisible();

  // GitHub delivers its documented "issues opened" sample, signed with the secret: the stream's dataset gains the row.
  const body = fixture('github/issues-opened.json');
  const delivered = await page.request.post(hookUrl, {
    headers: {
      'content-type': 'application/json',
      'x-github-event': 'issues',
      'x-github-delivery': randomUUID(),
      'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    },
    data: body,
  });
  expect(delivered.status()).toBe(200);

  await page.reload();
  await expect(github.getByText(/Last data/)).toBeVisible();
  await page.getByRole('button', { name: 'Manage GitHub streams' }).click();
  await expect(page.getByRole('dialog').getByText('Active')).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expectAccessible(page);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Coming Soon' }).first()).toBeDisabled();

  // The dataset's page shows the event as a row and names the stream that feeds it.
  await page.goto('/app/datasets');
  await page.getByRole('link', { name: 'GitHub events', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'GitHub events', level: 1 })).toBeVisible();
  const fedBy = page.getByText('Fed by', { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(fedBy.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
    'href',
    '/settings/workspace/integrations',
  );
  await expect(
    page
      .getByRole('table', { name: /Dataset rows/ })
      .getByRole('cell', { name: 'Spelling error in the README file' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('connecting Amplitude makes a push stream: it says what works, shows the push URL, then the card says Connected', async ({
  page,
  signedIn: _,
}) => {
  test.slow(); // both themes and axe
  await page.goto('/settings/workspace/integrations');
  await page.getByLabel('Search data streams').fill('amplitude');
  await page.getByRole('button', { name: 'Connect Amplitude' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/Tessera cannot pull from Amplitude yet/)).toBeVisible();
  await expect(dialog.getByLabel('Dataset name')).toHaveValue('Amplitude data');
  await dialog.getByRole('button', { name: 'Create stream' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Push URL' })).toHaveValue(
    /\/api\/v1\/streams\/[0-9a-f-]{36}\/rows$/,
  );
  await expect(dialog.getByText(/scoped streams:write/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Create an API key' })).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expectAccessible(page);
  }
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const amplitude = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Amplitude' }) });
  await expect(amplitude.getByText('Connected', { exact: true })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Manage Amplitude streams' }).click();
  await expect(page.getByRole('dialog').getByText('Active')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Rotate secret' })).toBeHidden();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expectAccessible(page);
  }
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

import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, test } from '../fixtures';

/** A settings section (a card) by its heading. */
const section = (page: Page, title: string) =>
  page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: title, exact: true }) });

test('a user edits their name, role, links and avatar, and teammates see them on the People page', async ({
  page,
  signedIn: _,
}) => {
  await page.goto('/settings/profile');

  const about = section(page, 'About you');
  await page.getByLabel('Full name').fill('Ada King');
  const role = page.getByRole('combobox', { name: 'Role' });
  await role.fill('Data');
  await page.getByRole('option', { name: 'Data Analyst' }).click();
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  await page.getByLabel('Profile name').fill('ada.k');
  await section(page, 'Profile Name').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile name updated')).toBeVisible();

  await page.getByLabel('GitHub').fill('@octocat');
  await page.getByLabel('LinkedIn').fill('https://evil.example/in/ada');
  const linksForm = section(page, 'Links');
  await linksForm.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Use a LinkedIn address (linkedin.com, www.linkedin.com) or just your username.'),
  ).toBeVisible();
  await page.getByLabel('LinkedIn').fill('ada-king');
  await page.getByLabel('Website').fill('ada.example.org');
  await linksForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Links saved')).toBeVisible();
  await expect(page.getByLabel('GitHub')).toHaveValue('https://github.com/octocat');

  const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0d9488' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Upload your avatar')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByText('Avatar updated successfully')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ada King avatar' })).toHaveAttribute(
    'src',
    /^\/storage\/user-avatars\/[0-9a-f-]{36}\.webp$/,
  );

  const feedbackEmails = page.getByRole('switch', { name: 'Receive feedback emails' });
  await expect(feedbackEmails).toBeChecked();
  await feedbackEmails.click();
  await expect(page.getByText('You will no longer receive feedback emails')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Ada King');
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Data Analyst');
  await expect(page.getByLabel('Profile name')).toHaveValue('ada.k');
  await expect(page.getByLabel('LinkedIn')).toHaveValue('https://www.linkedin.com/in/ada-king');
  await expect(page.getByRole('switch', { name: 'Receive feedback emails' })).not.toBeChecked();

  await page.goto('/settings/workspace/members');
  const links = page.getByRole('list', { name: 'Links of Ada King' });
  await expect(links.getByRole('link', { name: 'Ada King on GitHub' })).toHaveAttribute(
    'href',
    'https://github.com/octocat',
  );
  await expect(links.getByRole('link', { name: 'Ada King on LinkedIn' })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/ada-king',
  );
  await expect(links.getByRole('link', { name: 'Website of Ada King' })).toHaveAttribute(
    'href',
    'https://ada.example.org/',
  );
  await expect(
    page.getByRole('list', { name: 'Members' }).locator('img[src^="/storage/user-avatars/"]'),
  ).toBeVisible();
  await expectAccessible(page);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the profile screen is accessible in the ${colorScheme} theme, on a 360 px screen too`, async ({
    page,
    signedIn: _,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/settings/profile');
    await page.getByLabel('GitHub').fill('https://gitlab.com/octocat');
    await section(page, 'Links').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Use a GitHub address (github.com) or just your username.')).toBeVisible();
    await expectAccessible(page);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('switch', { name: 'Receive feedback emails' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
  });
}

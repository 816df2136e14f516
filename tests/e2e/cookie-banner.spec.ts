import { expect, test } from './fixtures';

test('the cookie banner asks once and remembers the choice for a year', async ({ page, context }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Learn more about cookies' }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();

  const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent');
  expect(consent?.value).toBe('accepted');
  const days = (consent!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('declining is remembered too', async ({ page, context }) => {
  await page.goto('/manifesto');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  expect((await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value).toBe(
    'declined',
  );
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
});

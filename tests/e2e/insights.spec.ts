import { darkTheme, expect, expectAccessible, noHorizontalScroll, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

/**
 * 200 orders where units follow price closely (Spearman ρ well above 0.3, below the 0.95 that would call it
 * redundant), with a steady, deterministic jitter: a relationship the engine must find, in the browser and on
 * the server alike.
 */
const rows = Array.from({ length: 200 }, (_, index) => {
  const price = ((index * 37) % 101) + 1;
  const units = price * 2 + ((index * 53) % 61) * 2;
  const region = ['North', 'South', 'East', 'West'][index % 4];
  return `${price},${units},${region}`;
});
const csv = ['price,units,region', ...rows].join('\n');
const sentence = /units tends to rise with price/;

test('an insight found on import is on the dataset page once saved, pinned to Home and unpinned', async ({
  page,
  signedIn: _,
}) => {
  await page.goto('/app/playground');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  // Before saving: the browser's insights, with the count of patterns tested and how each was found.
  const review = page.getByRole('region', { name: 'Insights' });
  await expect(
    review.getByText(/^Tested [\d,]+ patterns; [\d,]+ (is an insight|are insights)\.$/),
  ).toBeVisible();
  const found = review.getByRole('article', { name: sentence });
  await expect(found).toBeVisible();
  await expect(found.getByText('How this was found:')).toBeVisible();
  await expect(found.getByText(/Spearman rank correlation, ρ = 0\.\d\d/)).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await found.scrollIntoViewIfNeeded();
  await expect.poll(() => noHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel('Dataset name').fill('Orders with a planted pair');
  await page.getByRole('button', { name: 'Save dataset' }).click();
  await expect(page).toHaveURL(/\/app\/datasets\/[0-9a-f-]{36}$/);

  // The dataset page: the server's insights, the same card, and Pin.
  const section = page.getByRole('region', { name: 'Insights' });
  const card = section.getByRole('article', { name: sentence });
  await expect(card).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Sections of this dataset' }).getByRole('link').first(),
  ).toHaveText('Insights');
  await card.getByRole('button', { name: /^Pin to Home: units tends to rise with price/ }).click();
  await expect(card.getByText('Pinned', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Unpin from Home/ })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(card).toBeVisible();
  await expect.poll(() => noHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Home: the pin for every member, linking back to its dataset; then unpinned.
  await page.goto('/app/home');
  const pinned = page.getByRole('region', { name: 'Pinned insights' });
  const pin = pinned.getByRole('article', { name: sentence });
  await expect(pin).toBeVisible();
  await expect(pin.getByRole('link', { name: 'Orders with a planted pair' })).toHaveAttribute(
    'href',
    /\/app\/datasets\/[0-9a-f-]{36}$/,
  );
  await expect(pin.getByText(/^Pinned by .+ on .+$/)).toBeVisible();
  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);
  await pin.getByRole('button', { name: /^Unpin from Home/ }).click();
  await expect(
    pinned.getByText('Pin an insight from a dataset’s page to show it here for everyone in the workspace.'),
  ).toBeVisible();
});

import { darkTheme, expect, expectAccessible, test } from './fixtures';

// Two people and a round trip through the mail catcher.
test.describe.configure({ timeout: 180_000 });

const csv = [
  'city,population,capital,founded',
  'Paris,2100000,true,2026-01-05',
  'Lyon,520000,false,2026-02-10',
  'Nice,340000,false,2026-03-15',
  'Lille,,false,2026-04-20',
].join('\n');

test('a CSV is profiled and charted, saved, and found by a teammate', async ({
  page,
  signedIn,
  teammate,
}) => {
  await page.goto('/app/playground');
  await expect(page.getByRole('heading', { name: 'Playground', level: 1 })).toBeVisible();
  await expect(page.getByText(/No datasets yet/)).toBeVisible();

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cities.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('heading', { name: 'cities.csv' })).toBeVisible();
  const table = page.getByRole('table', { name: /Dataset rows/ });
  await expect(table).toHaveAttribute('aria-rowcount', '5');
  await expect(table.getByRole('cell', { name: 'Lyon' })).toBeVisible();

  const population = page.getByRole('article', { name: 'population' });
  await expect(population.getByText('Number')).toBeVisible();
  const histogram = population.getByRole('figure', { name: /Distribution of population/ });
  await expect(histogram.locator('[data-slot="bar"]').first()).toBeVisible();
  const capital = page.getByRole('article', { name: 'capital' });
  await expect(capital.getByText('Boolean')).toBeVisible();
  // True and false with their counts, always as a table.
  await expect(capital.getByRole('row', { name: /false 3/i })).toBeVisible();
  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);

  await page.getByLabel('Dataset name').fill('Cities of France');
  await page.getByRole('button', { name: 'Save dataset' }).click();
  await expect(page.getByText('Saved Cities of France to the workspace')).toBeVisible();
  // Saving lands on the dataset's own page; the playground lists it too, a link to that page.
  await expect(page).toHaveURL(/\/app\/datasets\/[0-9a-f-]{36}$/);
  const datasetUrl = page.url();
  await page.goto('/app/playground');
  const saved = page.getByRole('list', { name: 'Saved datasets' });
  await expect(saved.getByRole('link', { name: 'Cities of France', exact: true })).toHaveAttribute(
    'href',
    new URL(datasetUrl).pathname,
  );

  const collaborator = await teammate('collaborator');
  const theirs = collaborator.page;
  await theirs.setViewportSize({ width: 360, height: 800 });
  await theirs.goto('/app/playground');
  const theirList = theirs.getByRole('list', { name: 'Saved datasets' });
  await expect(theirList.getByText(new RegExp(`4 rows × 4 columns · .* · ${signedIn.name}`))).toBeVisible();
  // A Collaborator may open it, on its page, but neither save new data nor delete it.
  await theirList.getByRole('link', { name: 'Cities of France', exact: true }).click();
  await expect(theirs).toHaveURL(datasetUrl);
  await expect(theirs.getByRole('heading', { name: 'Cities of France', level: 1 })).toBeVisible();
  await expect(theirs.getByRole('article', { name: 'population' }).getByText('Number')).toBeVisible();
  await expect(
    theirs.getByRole('table', { name: /Dataset rows/ }).getByRole('cell', { name: 'Nice' }),
  ).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expectAccessible(theirs);
  await darkTheme(theirs);
  await expectAccessible(theirs);
  await collaborator.context.close();

  // The uploader deletes it on its page, after confirming; the playground lists none again.
  await saved.getByRole('link', { name: 'Cities of France', exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this dataset?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Deleted Cities of France')).toBeVisible();
  await page.goto('/app/playground');
  await expect(page.getByText(/No datasets yet/)).toBeVisible();
});

test('a ragged file loads with the row that needs attention, binary is refused, and pasted JSON works', async ({
  page,
  signedIn: _,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/app/playground');
  // One long row no longer refuses the file (issue 19): it is read, its extra fields kept in an "extra" column.
  const ragged = ['a,b,c,d,e', ...Array.from({ length: 11 }, () => '1,2,3,4,5'), '1,2,3,4,5,6,7'].join('\n');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ragged.csv', mimeType: 'text/csv', buffer: Buffer.from(ragged) });
  await expect(page.getByRole('heading', { name: 'ragged.csv' })).toBeVisible();
  await expect(page.getByText('1 row needs attention')).toBeVisible();
  await expect(page.getByRole('table', { name: /Dataset rows/ })).toHaveAttribute('aria-rowcount', '13');
  await expect(page.getByRole('article', { name: 'extra' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start over' }).click();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'photo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x10]),
  });
  await expect(page.getByRole('alert')).toContainText('This is not a text file.');
  await expectAccessible(page);

  await page
    .getByLabel('Or paste CSV or JSON')
    .fill('{"rows":[{"team":"red","score":3},{"team":"blue","score":5}]}');
  await page.getByRole('button', { name: 'Read pasted data' }).click();
  await expect(
    page.getByRole('article', { name: 'team' }).getByRole('figure', { name: /Most frequent values of team/ }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'score' }).getByText('Number')).toBeVisible();
  await expectAccessible(page);
});

test('100,000 rows stay a light table that scrolls by keyboard', async ({ page, signedIn: _ }) => {
  await page.goto('/app/playground');
  const lines = ['id,group,value'];
  for (let index = 1; index <= 100_000; index++) lines.push(`${index},g${index % 5},${(index * 37) % 1000}`);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'large.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  const table = page.getByRole('table', { name: /Dataset rows/ });
  await expect(table).toHaveAttribute('aria-rowcount', '100001', { timeout: 20_000 });
  // Only the rows in view are in the page.
  expect(await table.getByRole('row').count()).toBeLessThan(60);
  await page.getByRole('region', { name: /Dataset rows/ }).focus();
  await page.keyboard.press('End');
  await expect(table.locator('[aria-rowindex="100001"]')).toBeVisible();
  await expect(page.getByRole('article', { name: 'id' })).toContainText('100,000');
});

import { appUrl } from '../support/e2e-env';
import { darkTheme, expect, expectAccessible, noHorizontalScroll, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

/** Two columns a word can name (Revenue, Revenue (net)), a group and a count: every answer below is counted by hand. */
const csv = [
  'Region,Product,Revenue,Revenue (net),Units',
  'West,Widget,100,90,2',
  'East,Gadget,50,45,1',
  'West,Gadget,30,27,3',
  'North,Widget,20,18,4',
].join('\n');

test('Ask on a dataset answers from the rows with how it got it, asks which column is meant, says what it cannot answer, and works offline', async ({
  page,
  context,
  signedIn: _,
  consoleErrors,
}) => {
  const upload = await page.request.post('/api/workspace/datasets', {
    headers: { origin: appUrl },
    multipart: {
      file: { name: 'sales.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
      name: 'Small sales',
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { dataset } = (await upload.json()) as { dataset: { id: string } };
  await page.goto(`/app/datasets/${dataset.id}`);

  const section = page.getByRole('region', { name: 'Ask' });
  const log = section.getByRole('log', { name: 'Conversation with the assistant' });
  const input = section.getByLabel('Ask a question about this data');
  // The page reads the file's rows once for every section: on a busy machine that takes a while.
  await expect(section.getByRole('button', { name: 'Ask' })).toBeEnabled({ timeout: 60_000 });

  // A known answer: 2 + 1 + 3 + 4 units.
  await input.fill('What is the total Units?');
  await input.press('Enter');
  await expect(log.getByText('The total of Units is 10.')).toBeVisible();
  await expect(log.getByText('How I got this: sum of Units over 4 rows.')).toBeVisible();
  await expect(input).toHaveValue('');

  // "revenue" names two columns: one button per reading, and the chosen one is answered.
  await input.fill('What is the total revenue?');
  await input.press('Enter');
  await expect(log.getByText('Which column do you mean: Revenue or Revenue (net)?')).toBeVisible();
  await log
    .getByRole('group', { name: 'Choose what you meant' })
    .getByRole('button', { name: 'Revenue (net)' })
    .click();
  await expect(log.getByText('How I got this: sum of Revenue (net) over 4 rows.')).toBeVisible();

  // Not understood: no number, questions it can answer instead.
  await input.fill('What is the weather tomorrow?');
  await input.press('Enter');
  await expect(log.getByText("I can't answer that yet.")).toBeVisible();
  await expect(
    log.getByRole('group', { name: 'Questions I can answer' }).getByRole('button').first(),
  ).toBeVisible();

  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);

  // The network cut after load: the assistant answers in the browser all the same.
  await context.setOffline(true);
  await input.fill('total units by region');
  await input.press('Enter');
  await expect(
    log.getByText(
      'By Region, the total of Units is highest for West (5) and lowest for East (1), across 3 groups.',
    ),
  ).toBeVisible();
  const numbers = log.getByRole('table', { name: 'The numbers behind this answer' });
  await expect(numbers.getByRole('row', { name: /West/ })).toContainText('5');
  await context.setOffline(false);
  // Chromium logs the app's own background requests (the session check) that fail while the network is cut; nothing else.
  const offline = 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED';
  expect(consoleErrors.filter((error) => error !== offline)).toEqual([]);
  consoleErrors.splice(0);

  await page.setViewportSize({ width: 360, height: 740 });
  await section.scrollIntoViewIfNeeded();
  expect(await noHorizontalScroll(page)).toBe(true);
  await expectAccessible(page);
});

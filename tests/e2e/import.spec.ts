import { darkTheme, expect, expectAccessible, noHorizontalScroll, test } from './fixtures';
import { buildWorkbook } from '../../src/shared/data/ingest/test/xlsx-builder';

test.describe.configure({ timeout: 180_000 });

/**
 * A messy export as a spreadsheet in a German locale writes it: `;` between fields, decimal commas, Windows-1252
 * bytes (ü, ö, è are single bytes, not UTF-8), one row with a field too many, and N/A among the numbers.
 */
const messyLines = [
  'Stadt;Betrag;Datum;Menge',
  'Zürich;12,50;03.01.2026;4',
  'Köln;7,25;14.02.2026;N/A',
  'Genève;1,75;28.03.2026;7',
  'Málaga;3,10;05.04.2026;2;überzählig',
  'Zürich;N/A;17.05.2026;9',
  'Köln;8,40;21.06.2026;3',
  'Genève;0,95;30.07.2026;5',
  'Málaga;4,60;11.08.2026;1',
  'Zürich;10,05;02.09.2026;6',
  'Köln;6,30;19.10.2026;8',
  'Genève;2,20;25.11.2026;2',
  'Málaga;9,99;31.12.2026;4',
];
const messyBytes = Buffer.from(`${messyLines.join('\r\n')}\r\n`, 'latin1');

test('a messy file is read as it was written, its ragged row listed, a type changed, and saved to its page', async ({
  page,
  signedIn: _,
}) => {
  await page.goto('/app/playground');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'umsatz.csv', mimeType: 'text/csv', buffer: messyBytes });

  // How it was read: detected, each shown.
  const settings = page.getByRole('region', { name: 'Import settings' });
  await expect(
    settings.getByText('Read as Windows-1252 (Latin-1), Semicolon (;), Comma (1,5)'),
  ).toBeVisible();
  await expect(settings.getByLabel('Encoding')).toHaveValue('windows-1252');
  await expect(settings.getByLabel('Delimiter')).toHaveValue('semicolon');
  await expect(settings.getByLabel('Decimal mark')).toHaveValue('comma');

  // The long row is kept, and listed with its line as written (decoded, so ü and á read right).
  const attention = page.getByRole('button', { name: '1 row needs attention — view' });
  await attention.click();
  const anomalies = page.getByRole('list', { name: 'Rows that need attention' });
  await expect(anomalies.getByText('Line 5')).toBeVisible();
  await expect(anomalies.getByText('Málaga;3,10;05.04.2026;2;überzählig')).toBeVisible();

  // Types: decimal commas and N/A do not make numbers text.
  const amount = page.getByRole('listitem', { name: 'Betrag' });
  await expect(amount.getByLabel('Type of Betrag')).toHaveValue('number');
  await expect(amount.getByText('1 missing')).toBeVisible();
  const quantity = page.getByRole('listitem', { name: 'Menge' });
  await expect(quantity.getByLabel('Type of Menge')).toHaveValue('number');
  await expect(page.getByRole('listitem', { name: 'Datum' }).getByLabel('Type of Datum')).toHaveValue('date');

  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);

  // Override a type: the file is read again at once, and the column says it was changed.
  await quantity.getByLabel('Type of Menge').selectOption({ label: 'Category' });
  await expect(quantity.getByText('Changed by you')).toBeVisible();
  await expect(quantity.getByLabel('Type of Menge')).toHaveValue('category');

  // Re-read with another setting: skipping ragged rows takes the long row out, and the list says so.
  await settings.getByLabel('Rows with too few or too many fields').selectOption({ label: 'Skip them' });
  await expect(settings.getByLabel('Rows with too few or too many fields')).toHaveValue('skip');
  await expect(quantity.getByLabel('Type of Menge')).toHaveValue('category');

  await page.getByLabel('Dataset name').fill('Umsatz');
  await page.getByRole('button', { name: 'Save dataset' }).click();
  await expect(page).toHaveURL(/\/app\/datasets\/[0-9a-f-]{36}$/);
  // Landed on the saved dataset's own page, with its import report.
  await expect(page.getByRole('heading', { name: 'Umsatz', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Import report' })).toBeVisible();

  // The server read the file again with the user's choices, not the browser's result.
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const response = await page.request.get(`/api/workspace/datasets/${id}`);
  expect(response.ok()).toBe(true);
  const { dataset } = (await response.json()) as {
    dataset: {
      rowCount: number;
      profile: { columns: { name: string; kind: string; overridden: boolean }[] };
      report: {
        encoding: string;
        choices: { ragged?: string; overrides?: Record<string, { kind?: string }> };
      };
    };
  };
  expect(dataset.report.encoding).toBe('windows-1252');
  expect(dataset.report.choices.ragged).toBe('skip');
  expect(dataset.report.choices.overrides).toEqual({ Menge: { kind: 'category' } });
  expect(dataset.profile.columns.find((column) => column.name === 'Menge')).toMatchObject({
    kind: 'category',
    overridden: true,
  });
  // 12 rows, the long one skipped.
  expect(dataset.rowCount).toBe(11);
});

test('the import screen works at 360 px with no sideways scroll', async ({ page, signedIn: _ }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/app/playground');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'umsatz.csv', mimeType: 'text/csv', buffer: messyBytes });
  await expect(page.getByRole('button', { name: '1 row needs attention — view' })).toBeVisible();
  await page.getByRole('button', { name: '1 row needs attention — view' }).click();
  await expect(page.getByText('Málaga;3,10;05.04.2026;2;überzählig')).toBeVisible();
  // The settings start folded on a phone, what was detected still said; unfolded, they fit too.
  const settings = page.getByRole('region', { name: 'Import settings' });
  await expect(
    settings.getByText('Read as Windows-1252 (Latin-1), Semicolon (;), Comma (1,5)'),
  ).toBeVisible();
  await expect(settings.getByLabel('Encoding')).toBeHidden();
  await settings.getByRole('button', { name: 'Show import settings' }).click();
  await expect(settings.getByLabel('Encoding')).toHaveValue('windows-1252');
  expect(await noHorizontalScroll(page)).toBe(true);
  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);
});

test('a workbook is read from its first sheet, and another sheet can be chosen', async ({
  page,
  signedIn: _,
}) => {
  const workbook = buildWorkbook({
    sheets: [
      { name: 'Summary', rows: [['Note'], ['Orders are on the next sheet']] },
      {
        name: 'Orders',
        rows: [
          ['order', 'amount', 'ordered'],
          ['A-1001', 12.5, { date: '2026-01-05' }],
          ['A-1002', 7.25, { date: '2026-01-06' }],
          ['A-1003', 30, { date: '2026-01-09' }],
        ],
      },
    ],
  });
  await page.goto('/app/playground');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'orders.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(workbook),
  });
  const settings = page.getByRole('region', { name: 'Import settings' });
  await expect(settings.getByText('Read from the sheet “Summary”')).toBeVisible();
  await expect(settings.getByLabel('Sheet')).toHaveValue('Summary');
  // A workbook has no encoding or delimiter to choose.
  await expect(settings.getByLabel('Delimiter')).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Note' })).toBeVisible();

  await settings.getByLabel('Sheet').selectOption('Orders');
  await expect(settings.getByLabel('Sheet')).toHaveValue('Orders');
  await expect(page.getByRole('listitem', { name: 'amount' }).getByLabel('Type of amount')).toHaveValue(
    'number',
  );
  await expect(page.getByRole('listitem', { name: 'ordered' }).getByLabel('Type of ordered')).toHaveValue(
    'date',
  );
  await expect(page.getByRole('listitem', { name: 'Note' })).toHaveCount(0);
  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);
});

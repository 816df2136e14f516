import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { datasetMaxBytes, datasetMaxColumns } from '../../datasets';
import { ingestErrorMessage } from '../../dataset-errors';
import { playgroundMessages } from '../../i18n/en/playground';
import { workbookMaxUnpackedBytes } from './limits';
import { ingestFile, sniffContainer } from './ingest-file';
import type { Ingested } from './ingest';
import { buildWorkbook, columnName, type Cell } from './test/xlsx-builder';
import { formatKind, numberText, readWorkbook, serialDate } from './xlsx';

const sales: Cell[][] = [
  ['order', 'day', 'amount', 'paid', 'city'],
  ['A-1', { date: '2024-01-31' }, 12.5, true, 'Paris'],
  ['A-2', { date: '2024-02-29' }, 0.1, false, 'Köln'],
  ['A-3', { date: '2024-03-01' }, 1234567, true, 'Paris'],
];

function ok(result: Ingested) {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

const column = (result: ReturnType<typeof ok>, name: string) =>
  result.table.columns[result.table.names.indexOf(name)];
const kinds = (result: ReturnType<typeof ok>) =>
  Object.fromEntries(result.types.map((type) => [type.name, type.kind]));

describe('an .xlsx workbook', () => {
  it('reads the first sheet: header (or none when asked), cells as the text the typer reads, sheet names', async () => {
    const bytes = buildWorkbook({
      sheets: [
        { name: 'Sales', rows: sales },
        { name: 'Notes', rows: [['note'], ['hello']] },
      ],
    });
    const result = ok(await ingestFile(bytes));
    expect(result.format).toBe('xlsx');
    expect(result.sheet).toBe('Sales');
    expect(result.sheets).toEqual(['Sales', 'Notes']);
    expect(result.table.names).toEqual(['order', 'day', 'amount', 'paid', 'city']);
    expect(result.table.rowCount).toBe(3);
    expect(result.table.lines).toEqual([2, 3, 4]);
    expect(column(result, 'day')).toEqual(['2024-01-31', '2024-02-29', '2024-03-01']);
    expect(column(result, 'amount')).toEqual(['12.5', '0.1', '1234567']);
    expect(column(result, 'paid')).toEqual(['true', 'false', 'true']);
    expect(column(result, 'city')).toEqual(['Paris', 'Köln', 'Paris']);
    expect(result.anomalies).toEqual([]);
    const headless = ok(await ingestFile(bytes, { dialect: { header: false } }));
    expect(headless.table.names).toEqual(['Column 1', 'Column 2', 'Column 3', 'Column 4', 'Column 5']);
    expect(headless.table.rowCount).toBe(4);
    expect(headless.table.lines).toEqual([1, 2, 3, 4]);
  });

  it('reads the sheet chosen by name, and refuses a name it does not have', async () => {
    const bytes = buildWorkbook({
      sheets: [
        { name: 'Sales', rows: sales },
        {
          name: 'Q2 & Q3',
          rows: [
            ['region', 'target'],
            ['North', 10],
            ['South', 20],
          ],
        },
      ],
    });
    const result = ok(await ingestFile(bytes, { sheet: 'Q2 & Q3' }));
    expect(result.sheet).toBe('Q2 & Q3');
    expect(result.table.names).toEqual(['region', 'target']);
    expect(column(result, 'target')).toEqual(['10', '20']);
    expect(await ingestFile(bytes, { sheet: 'Q4' })).toEqual({
      ok: false,
      error: { code: 'sheet-not-found', sheet: 'Q4' },
    });
  });

  it('types dates, date-times, numbers and booleans as such, and leading-zero codes stored as text never as numbers', async () => {
    const rows: Cell[][] = [['when', 'seen', 'price', 'ok', 'zip', 'score']];
    for (let index = 0; index < 40; index++)
      rows.push([
        { date: `2023-${String((index % 12) + 1).padStart(2, '0')}-15` },
        { datetime: `2023-05-${String((index % 28) + 1).padStart(2, '0')}T08:30:15` },
        index === 7 ? 'call us' : index * 1.25,
        index % 3 === 0,
        String((index % 8) * 211).padStart(5, '0'),
        (index % 5) + 1,
      ]);
    const result = ok(await ingestFile(buildWorkbook({ sheets: [{ name: 'Data', rows }] })));
    expect(kinds(result)).toEqual({
      when: 'date',
      seen: 'datetime',
      price: 'number',
      ok: 'boolean',
      zip: 'category',
      score: 'number',
    });
    expect(column(result, 'seen')![0]).toBe('2023-05-01T08:30:15');
    const price = result.types.find((type) => type.name === 'price')!;
    expect(price.nonConforming).toBe(1);
    expect(price.examples).toEqual([{ row: 8, line: 9, value: 'call us' }]);
  });

  it('starts at the first non-empty row and column; ragged, blank and styled-empty cells are empty', async () => {
    const bytes = buildWorkbook({
      sheets: [
        {
          name: 'Report',
          firstRow: 3,
          firstColumn: 1,
          dimension: 'A1:Z9',
          rows: [
            [null, null, null],
            ['name', 'qty', null, { blank: true }],
            ['bolt', 4],
            [],
            ['nut', null, 'extra', { blank: true }],
            [{ blank: true }, { blank: true }],
          ],
          mergeCells: ['B4:B5'],
        },
      ],
    });
    const result = ok(await ingestFile(bytes));
    expect(result.table.names).toEqual(['name', 'qty', 'Column 3']);
    expect(result.table.columns).toEqual([
      ['bolt', 'nut'],
      ['4', ''],
      ['', 'extra'],
    ]);
    expect(result.table.lines).toEqual([5, 7]);
  });

  it('reads inline, formula and error cells, rich text escapes, references left out and prefixed elements', async () => {
    const bytes = buildWorkbook({
      sheets: [
        {
          name: 'S',
          prefix: 'x',
          noReferences: true,
          rows: [
            ['a', 'b', 'c', 'd'],
            [
              { inline: 'tom & "jerry"' },
              { formula: 'A2&"!"', value: 'hi!' },
              { error: '#DIV/0!' },
              'x_x000D_y',
            ],
          ],
        },
      ],
    });
    const result = ok(await ingestFile(bytes));
    expect(result.table.columns.map((values) => values[0])).toEqual([
      'tom & "jerry"',
      'hi!',
      '#DIV/0!',
      'x\ry',
    ]);
  });

  it('reads the 1904 date system, times of day, and the days before Excel’s 29 February 1900', () => {
    const bytes = buildWorkbook({
      date1904: true,
      sheets: [
        {
          name: 'S',
          rows: [
            ['d', 't'],
            [{ date: '2020-06-30' }, { time: '13:45:30' }],
          ],
        },
      ],
    });
    const read = readWorkbook(bytes);
    if (!read.ok) throw new Error(read.error.code);
    expect(read.table.columns.map((values) => values[0])).toEqual(['2020-06-30', '13:45:30']);
    expect(serialDate(1, 'date', false)).toBe('1900-01-01');
    expect(serialDate(59, 'date', false)).toBe('1900-02-28');
    expect(serialDate(61, 'date', false)).toBe('1900-03-01');
    expect(serialDate(45292.5, 'datetime', false)).toBe('2024-01-01T12:00:00');
    expect(serialDate(-1, 'date', false)).toBeUndefined();
  });

  it('tells date, time and number formats apart', () => {
    expect(formatKind('yyyy-mm-dd')).toBe('date');
    expect(formatKind('mmm')).toBe('date');
    expect(formatKind('[$-409]d/m/yy h:mm AM/PM;@')).toBe('datetime');
    expect(formatKind('h:mm')).toBe('time');
    expect(formatKind('[h]:mm:ss')).toBe('number');
    expect(formatKind('General')).toBe('number');
    expect(formatKind('0.00E+00')).toBe('number');
    expect(formatKind('#,##0.00 "days";[Red]-#,##0.00')).toBe('number');
    expect(numberText('2.9999999999999998E-2')).toBe('0.03');
    expect(numberText('1E+21')).toBe('1e+21');
  });

  it('refuses more than 500 columns, counting where the values are and not the claimed dimension', async () => {
    const wide: Cell[] = Array.from({ length: datasetMaxColumns + 1 }, (_, index) => `c${index}`);
    const tooWide = buildWorkbook({ sheets: [{ name: 'S', rows: [wide, wide.map(() => 1)] }] });
    expect(await ingestFile(tooWide)).toEqual({
      ok: false,
      error: { code: 'too-many-columns', found: datasetMaxColumns + 1, max: datasetMaxColumns },
    });
    const claimed = buildWorkbook({
      sheets: [{ name: 'S', dimension: `A1:${columnName(16383)}1048576`, rows: [['a'], [1]] }],
    });
    expect(ok(await ingestFile(claimed)).table.names).toEqual(['a']);
  });

  it('reads stored (uncompressed) parts, skips a hidden first sheet, and refuses empty and header-only sheets', async () => {
    const bytes = buildWorkbook({
      level: 0,
      sheets: [
        { name: 'Lookup', hidden: true, rows: [['k'], ['v']] },
        { name: 'Data', rows: sales },
        { name: 'Blank', rows: [] },
        { name: 'Header', rows: [['only', 'names']] },
      ],
    });
    const result = ok(await ingestFile(bytes));
    expect(result.sheet).toBe('Data');
    expect(result.sheets).toEqual(['Lookup', 'Data', 'Blank', 'Header']);
    expect(ok(await ingestFile(bytes, { sheet: 'Lookup' })).table.columns).toEqual([['v']]);
    expect(await ingestFile(bytes, { sheet: 'Blank' })).toEqual({ ok: false, error: { code: 'empty' } });
    expect(await ingestFile(bytes, { sheet: 'Header' })).toEqual({ ok: false, error: { code: 'no-rows' } });
  });

  it('refuses a value placed in the last column Excel has, counting the columns between', async () => {
    const row: Cell[] = ['a'];
    row[16383] = 'far';
    const bytes = buildWorkbook({ sheets: [{ name: 'S', rows: [['a'], row] }] });
    expect(await ingestFile(bytes)).toEqual({
      ok: false,
      error: { code: 'too-many-columns', found: 16384, max: datasetMaxColumns },
    });
  });

  it('refuses a zip that is not a workbook, and an old or encrypted compound file, as not-a-workbook', async () => {
    const archive = zipSync({
      'word/document.xml': strToU8('<w:document/>'),
      'data.csv': strToU8('a,b\n1,2\n'),
    });
    expect(sniffContainer(archive)).toBe('other-archive');
    expect(await ingestFile(archive)).toEqual({ ok: false, error: { code: 'not-a-workbook' } });
    const compound = new Uint8Array(1024);
    compound.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await ingestFile(compound)).toEqual({ ok: false, error: { code: 'not-a-workbook' } });
  });

  it('keeps the rows of a sheet whose XML is cut short, and reads tags never closed without stalling', async () => {
    const unclosed = '<c r="B9">'.repeat(20_000);
    const sheet =
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>n</t></is></c></row>' +
      '<row r="2"><c r="A2"><v>1</v></c></row><row r="3"><c r="A3"><v>2</v></c></row>' +
      `<row r="4">${unclosed}</row><row r="5"><c r="A5"><v>3`;
    const bytes = zipSync({
      'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="S" sheetId="1"/></sheets></workbook>'),
      'xl/worksheets/sheet1.xml': strToU8(sheet),
    });
    const result = ok(await ingestFile(bytes));
    expect(result.table.columns).toEqual([['1', '2']]);
    expect(result.table.lines).toEqual([2, 3]);
  });

  it('refuses a damaged workbook', async () => {
    const bytes = buildWorkbook({ sheets: [{ name: 'S', rows: sales }] });
    const cut = bytes.slice(0, bytes.length - 200);
    expect(await ingestFile(cut)).toEqual({ ok: false, error: { code: 'workbook-damaged' } });
  });

  it('refuses as damaged a workbook spelling NUL or an unpaired surrogate, which XML cannot hold', async () => {
    // A cell, a header and a sheet name: each is stored with the profile, which cannot hold them (a 500 before).
    const workbooks = [
      buildWorkbook({ sheets: [{ name: 'S', rows: [['a'], ['x_x0000_y']] }] }),
      buildWorkbook({ sheets: [{ name: 'S', rows: [[{ inline: 'a_xD800_' }], ['1']] }] }),
      buildWorkbook({
        sheets: [
          { name: 'S', rows: sales },
          { name: 'T_x0000_', rows: sales },
        ],
      }),
    ];
    for (const bytes of workbooks)
      expect(await ingestFile(bytes)).toEqual({ ok: false, error: { code: 'workbook-damaged' } });
  });

  it('lists at most 1,000 sheets and refuses a sheet name longer than any spreadsheet writes', async () => {
    const many = buildWorkbook({
      sheets: Array.from({ length: 1001 }, (_, index) => ({ name: `S${index}`, rows: sales })),
    });
    const listed = ok(await ingestFile(many));
    expect(listed.sheets).toHaveLength(1000);
    expect(listed.sheets![999]).toBe('S999');
    const long = buildWorkbook({ sheets: [{ name: 'x'.repeat(256), rows: sales }] });
    expect(await ingestFile(long)).toEqual({ ok: false, error: { code: 'workbook-damaged' } });
  });

  it('refuses a zip bomb once the parts read unpack past the limit, without unpacking it all', async () => {
    // A header row, then 32 MB of spaces: it deflates to about 32 KB and unpacks past an 8 MB budget.
    const sheetXml = new Uint8Array(32 * 1024 * 1024).fill(0x20);
    sheetXml.set(strToU8('<worksheet><sheetData><row><c t="inlineStr"><is><t>boom</t></is></c></row>'));
    const bomb = zipSync({
      'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="S" sheetId="1"/></sheets></workbook>'),
      'xl/worksheets/sheet1.xml': sheetXml,
    });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(readWorkbook(bomb, { maxUnpackedBytes: 8 * 1024 * 1024 })).toEqual({
      ok: false,
      error: { code: 'workbook-too-large', max: 8 * 1024 * 1024 },
    });
  });

  it('leaves text files to the text reader', async () => {
    const result = ok(await ingestFile(strToU8('a,b\n1,2\n')));
    expect(result.format).toBe('csv');
    expect(result.table.columns).toEqual([['1'], ['2']]);
  });
});

describe('the refusals in words', () => {
  it('names what is wrong and what to do (the other five languages have the same keys by type)', () => {
    expect(ingestErrorMessage({ code: 'not-a-workbook' }, playgroundMessages.errors)).toMatch(
      /not an Excel workbook/,
    );
    expect(
      ingestErrorMessage(
        { code: 'workbook-too-large', max: workbookMaxUnpackedBytes },
        playgroundMessages.errors,
      ),
    ).toBe(
      'This workbook unpacks to more than 200 MB, more than the playground reads. Save the sheet as CSV and try again.',
    );
    expect(ingestErrorMessage({ code: 'sheet-not-found', sheet: 'Q4' }, playgroundMessages.errors)).toBe(
      'The workbook has no sheet named "Q4".',
    );
    expect(ingestErrorMessage({ code: 'too-large', max: datasetMaxBytes }, playgroundMessages.errors)).toBe(
      'The file is larger than 20 MB.',
    );
    expect(ingestErrorMessage({ code: 'too-many-rows', max: 1_000_000 }, playgroundMessages.errors)).toMatch(
      /1000000 rows/,
    );
  });
});

import { expect, it } from 'vitest';
import { neutralisedCell } from './csv-formula';

it('puts a quote before a cell a spreadsheet would run as a formula', () => {
  for (const text of [
    '=1+1',
    '=HYPERLINK("http://x.test","click")',
    '+1+1',
    '-1+1',
    '@SUM(A1)',
    '\t=1',
    '\r=1',
    '-',
    '+1 555 0100',
  ])
    expect(neutralisedCell(text), JSON.stringify(text)).toBe(`'${text}`);
});

it('keeps numbers as numbers and any other text as it is', () => {
  for (const text of [
    '-5',
    '+5',
    '-5.25',
    '-1,234.5',
    '-1.234,5',
    '-1e-5',
    '-12%',
    '-.5',
    '5',
    'a=1',
    ' =1',
    '',
    "'=1",
  ])
    expect(neutralisedCell(text), JSON.stringify(text)).toBe(text);
});

import { describe, expect, it } from 'vitest';
import { csvField, scoredCsv } from './scored-csv';

describe('scoredCsv', () => {
  it('adds a prediction column, empty with the reason where a row cannot be scored', () => {
    const csv = scoredCsv(
      {
        table: {
          names: ['visits', 'note'],
          columns: [
            ['10', 'many'],
            ['said "hi", left', ''],
          ],
          rowCount: 2,
          lines: [2, 3],
        },
        predictions: [{ value: 12.5 }, { value: 3 }],
        unreadable: [{ row: 1, column: 'visits', value: 'many', expected: 'number' }],
      },
      (cell) => `Row ${cell.row + 1}: “${cell.value}” in ${cell.column} is not a number.`,
    );
    expect(csv).toBe(
      'visits,note,prediction,prediction_problem\r\n' +
        '10,"said ""hi"", left",12.5,\r\n' +
        'many,,,Row 2: “many” in visits is not a number.\r\n',
    );
  });

  it('gives a classification’s likeliest class', () => {
    const csv = scoredCsv(
      {
        table: { names: ['x'], columns: [['1']], rowCount: 1, lines: [2] },
        predictions: [{ label: 'yes', probabilities: { no: 0.2, yes: 0.8 } }],
        unreadable: [],
      },
      () => '',
    );
    expect(csv.split('\r\n')[1]).toBe('1,yes,');
  });

  it('quotes away a text cell a spreadsheet would run as a formula, and keeps negative numbers as numbers', () => {
    const csv = scoredCsv(
      {
        table: {
          names: ['balance', 'title'],
          columns: [
            ['-5', '-12.5'],
            ['=1+1', '=HYPERLINK("http://evil.test","x")'],
          ],
          rowCount: 2,
          lines: [2, 3],
        },
        predictions: [{ value: -3.25 }, { label: '@risk', probabilities: { '@risk': 1 } }],
        unreadable: [],
      },
      () => '',
    );
    expect(csv).toBe(
      'balance,title,prediction,prediction_problem\r\n' +
        "-5,'=1+1,-3.25,\r\n" +
        `-12.5,"'=HYPERLINK(""http://evil.test"",""x"")",'@risk,\r\n`,
    );
  });

  it('quotes only what needs it', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(' edge')).toBe('" edge"');
    expect(csvField('a\nb')).toBe('"a\nb"');
  });

  it('quotes a semicolon, so a spreadsheet whose list separator is `;` splits no formula out of a cell', () => {
    const csv = scoredCsv(
      {
        table: { names: ['title'], columns: [['x;=1+1']], rowCount: 1, lines: [2] },
        predictions: [{ value: 1 }],
        unreadable: [],
      },
      () => '',
    );
    expect(csv.split('\r\n')[1]).toBe('"x;=1+1",1,');
  });
});

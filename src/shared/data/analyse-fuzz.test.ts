import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseBytes } from './analyse';

/** A cell as messy exports write them: numbers of every size and spelling, dates, null tokens, words. */
const cell = fc.oneof(
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(String),
  fc.double({ noNaN: true }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => value.toFixed(3)),
  fc.integer({ min: 1, max: 5 }).map(String),
  fc
    .date({ min: new Date(-62_000_000_000_000), max: new Date(250_000_000_000_000), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, fc.sample(fc.constantFrom(10, 19, 24), 1)[0])),
  fc.constantFrom(
    '',
    'N/A',
    'NA',
    'null',
    '-',
    'true',
    'no',
    '1,5',
    '1.234,56',
    '0x1F',
    '1e400',
    '-0',
    '007',
    'Paris',
    'paris ',
  ),
  fc.string({ maxLength: 12 }),
);

/** A CSV of those cells, quoted where needed, rows sometimes short or long. */
const csv = fc
  .record({
    columns: fc.integer({ min: 1, max: 5 }),
    rows: fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 40 }),
    delimiter: fc.constantFrom(',', ';', '\t', '|'),
    lineEnd: fc.constantFrom('\n', '\r\n'),
  })
  .map(({ columns, rows, delimiter, lineEnd }) => {
    const quote = (value: string) =>
      /["\r\n]/.test(value) || value.includes(delimiter) ? `"${value.replaceAll('"', '""')}"` : value;
    const header = Array.from({ length: columns }, (_, index) => `column ${index + 1}`);
    return [header, ...rows].map((row) => row.map(quote).join(delimiter)).join(lineEnd);
  });

/** Every number in the profile is finite: the profile is stored and sent as JSON. */
const nonFinite = (value: unknown): boolean =>
  typeof value === 'number'
    ? !Number.isFinite(value)
    : Array.isArray(value)
      ? value.some(nonFinite)
      : value !== null && typeof value === 'object' && Object.values(value).some(nonFinite);

describe('analyseBytes on generated messy files', () => {
  // A file of one 17-digit number hung the reader (one histogram bar per value never got past 2^53): whatever the
  // cells, the import ends with a profile whose counts add up.
  it('reads every file to a finite profile whose counts add up to its rows', async () => {
    await fc.assert(
      fc.asyncProperty(csv, async (text) => {
        const analysed = await analyseBytes(new TextEncoder().encode(text));
        if (!analysed.ok) throw new Error(JSON.stringify(analysed.error));
        const { profile } = analysed;
        expect(nonFinite(profile)).toBe(false);
        for (const column of profile.columns) {
          expect(column.present + column.missing).toBe(profile.rowCount);
          if (column.kind === 'number' && column.stats) {
            const barred = column.histogram.bins.reduce((sum, bin) => sum + bin.count, 0);
            expect(barred).toBe(column.present - column.nonConforming);
          }
        }
      }),
      { numRuns: 300, seed: 20261128 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { parseDataset } from './dataset-parse';
import { parseDate, parseNumber, profileDataset } from './dataset-profile';
import type { ColumnProfile, DatasetTable } from './datasets';

const table = (columns: string[], rows: string[][]): DatasetTable => ({ columns, rows });
const column = (profile: ReturnType<typeof profileDataset>, name: string) =>
  profile.columns.find((entry) => entry.name === name)!;

describe('profileDataset', () => {
  it('infers number, boolean, date and text, counting empty and distinct cells', () => {
    const profile = profileDataset(
      table(
        ['n', 'flag', 'day', 'city'],
        [
          ['1', 'true', '2026-01-05', 'Paris'],
          ['2.5', 'FALSE', '2026-03-01T10:00:00Z', 'Rome'],
          ['', ' ', '', 'Paris'],
          ['-3e1', 'True', '2025-12-31', ''],
        ],
      ),
    );
    expect(profile).toMatchObject({ rowCount: 4, columnCount: 4 });
    expect(column(profile, 'n')).toEqual<ColumnProfile>({
      name: 'n',
      type: 'number',
      empty: 1,
      distinct: 3,
      min: -30,
      max: 2.5,
      mean: (1 + 2.5 - 30) / 3,
      histogram: expect.any(Array) as never,
    });
    expect(column(profile, 'flag')).toEqual({
      name: 'flag',
      type: 'boolean',
      empty: 1,
      distinct: 2,
      topValues: [
        { value: 'true', count: 2 },
        { value: 'false', count: 1 },
      ],
    });
    expect(column(profile, 'day')).toMatchObject({
      type: 'date',
      empty: 1,
      distinct: 3,
      min: '2025-12-31T00:00:00.000Z',
      max: '2026-03-01T10:00:00.000Z',
    });
    expect(column(profile, 'city')).toEqual({
      name: 'city',
      type: 'text',
      empty: 1,
      distinct: 2,
      topValues: [
        { value: 'Paris', count: 2 },
        { value: 'Rome', count: 1 },
      ],
    });
  });

  it('falls back to text when one value does not fit, and profiles an all-empty column as text', () => {
    const profile = profileDataset(
      table(
        ['mixed', 'blank'],
        [
          ['1', ''],
          ['two', ''],
          ['3', ''],
        ],
      ),
    );
    expect(column(profile, 'mixed')).toMatchObject({ type: 'text', distinct: 3 });
    expect(column(profile, 'blank')).toEqual({
      name: 'blank',
      type: 'text',
      empty: 3,
      distinct: 0,
      topValues: [],
    });
  });

  it('keeps finite bins for numbers whose span overflows', () => {
    const rows = [['1e308'], ['-1e308'], ['0'], ['1.5e308']];
    const { histogram } = column(profileDataset(table(['x'], rows)), 'x') as Extract<
      ReturnType<typeof column>,
      { histogram: unknown }
    >;
    expect(histogram.every((bin) => Number.isFinite(bin.from) && Number.isFinite(bin.to))).toBe(true);
    expect(histogram[0]!.from).toBe(-1e308);
    expect(histogram.at(-1)!.to).toBe(1.5e308);
    expect(histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(4);
  });

  it('bins numbers into a histogram that counts every value once', () => {
    const rows = Array.from({ length: 1000 }, (_, index) => [String(index)]);
    const { histogram, min, max } = column(profileDataset(table(['x'], rows)), 'x') as Extract<
      ColumnProfile,
      { type: 'number' }
    >;
    expect({ min, max }).toEqual({ min: 0, max: 999 });
    expect(histogram).toHaveLength(11);
    expect(histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(1000);
    expect(histogram[0]!.from).toBe(0);
    expect(histogram.at(-1)!.to).toBe(999);
    const single = column(profileDataset(table(['x'], [['7'], ['7']])), 'x');
    expect(single).toMatchObject({ histogram: [{ from: 7, to: 7, count: 2 }] });
  });

  it('keeps the ten most frequent values, ties in code-point order', () => {
    const rows = 'abcdefghijkl'
      .split('')
      .flatMap((letter, index) => Array.from({ length: index < 2 ? 3 : 1 }, () => [letter]));
    const profile = column(profileDataset(table(['letter'], rows)), 'letter');
    expect(profile).toMatchObject({ distinct: 12 });
    expect((profile as { topValues: unknown[] }).topValues).toEqual([
      { value: 'a', count: 3 },
      { value: 'b', count: 3 },
      ...'cdefghij'.split('').map((value) => ({ value, count: 1 })),
    ]);
  });

  it('profiles 100,000 rows parsed from CSV correctly', () => {
    const lines = ['id,amount,paid,day,team'];
    for (let index = 0; index < 100_000; index++) {
      const day = `2026-01-${String((index % 28) + 1).padStart(2, '0')}`;
      const amount = index % 10 === 0 ? '' : String(index % 100);
      lines.push(`${index},${amount},${index % 3 === 0},${day},team-${index % 7}`);
    }
    const parsed = parseDataset(lines.join('\n'));
    if (!parsed.ok) throw new Error('did not parse');
    const profile = profileDataset(parsed.table);
    expect(profile).toMatchObject({ rowCount: 100_000, columnCount: 5 });
    expect(column(profile, 'id')).toMatchObject({ type: 'number', distinct: 100_000, min: 0, max: 99_999 });
    expect((column(profile, 'id') as { mean: number }).mean).toBeCloseTo(49_999.5, 6);
    // Every tenth amount is empty; the rest are 1–99 except multiples of 10.
    expect(column(profile, 'amount')).toMatchObject({
      type: 'number',
      empty: 10_000,
      distinct: 90,
      min: 1,
      max: 99,
    });
    expect((column(profile, 'amount') as { mean: number }).mean).toBeCloseTo(50, 6);
    expect(column(profile, 'paid')).toMatchObject({
      type: 'boolean',
      distinct: 2,
      topValues: [
        { value: 'false', count: 66_666 },
        { value: 'true', count: 33_334 },
      ],
    });
    expect(column(profile, 'day')).toMatchObject({
      type: 'date',
      distinct: 28,
      min: '2026-01-01T00:00:00.000Z',
      max: '2026-01-28T00:00:00.000Z',
    });
    const team = column(profile, 'team') as { topValues: { count: number }[] };
    expect(team).toMatchObject({ type: 'text', distinct: 7, empty: 0 });
    expect(team.topValues.reduce((sum, entry) => sum + entry.count, 0)).toBe(100_000);
  });
});

describe('value parsing', () => {
  it('reads plain decimal numbers only', () => {
    expect(['12', '-1.5', '.5', '1e3', '+7'].map(parseNumber)).toEqual([12, -1.5, 0.5, 1000, 7]);
    expect(['1,000', '0x10', 'Infinity', '1e999', '12 apples', ''].map(parseNumber)).toEqual(
      Array(6).fill(undefined),
    );
  });

  it('reads ISO dates as UTC, and refuses impossible ones', () => {
    expect(parseDate('2026-02-28')).toBe(Date.UTC(2026, 1, 28));
    expect(parseDate('2026-02-28 12:30')).toBe(Date.UTC(2026, 1, 28, 12, 30));
    expect(parseDate('2026-02-28T12:30:00+02:00')).toBe(Date.UTC(2026, 1, 28, 10, 30));
    expect(['2026-02-31', '2026-13-01', '28/02/2026', '2026-2-28'].map(parseDate)).toEqual(
      Array(4).fill(undefined),
    );
  });
});

describe('profileDataset: long cells', () => {
  it('cuts top values to 200 characters', () => {
    const long = 'x'.repeat(19_000);
    const profile = profileDataset({ columns: ['a'], rows: [[long], [long]] });
    const column = profile.columns[0]!;
    expect(column.type === 'text' && column.topValues[0]!.value).toBe(`${'x'.repeat(199)}…`);
  });
});

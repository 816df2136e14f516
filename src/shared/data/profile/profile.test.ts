import { describe, expect, it } from 'vitest';
import { profileTable } from './profile';
import { draws, tableOf, typed } from './test/tables';
import { missingShare, nearConstantShare, skewedAbs, zerosShare } from './thresholds';
import type { Alert, ColumnProfile, DataProfile } from './types';

const profileOf = (columns: Record<string, string[]>) => {
  const table = tableOf(columns);
  return profileTable(table, typed(table));
};
const column = <K extends ColumnProfile['kind']>(profile: DataProfile, name: string, kind: K) => {
  const found = profile.columns.find((candidate) => candidate.name === name);
  expect(found?.kind).toBe(kind);
  return found as ColumnProfile & { kind: K };
};
const alertsOf = (profile: DataProfile, name: string | undefined, kind?: Alert['kind']) =>
  profile.alerts.filter((alert) => alert.column === name && (!kind || alert.kind === kind));
const range = (length: number, cell: (row: number) => string) =>
  Array.from({ length }, (_, row) => cell(row));

/** Every number in the profile is finite: JSON.stringify would quietly write NaN and Infinity as null. */
function expectPlainJson(value: unknown, path = 'profile'): void {
  if (typeof value === 'number') expect(Number.isFinite(value), path).toBe(true);
  else if (Array.isArray(value)) value.forEach((item, index) => expectPlainJson(item, `${path}[${index}]`));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      expect(item, `${path}.${key}`).not.toBeUndefined();
      expectPlainJson(item, `${path}.${key}`);
    }
}

describe('numbers', () => {
  const d = draws(19);
  const n = 20_000;
  const lognormalCells = range(n, () => d.lognormal().toFixed(5));
  const profile = profileOf({
    score: range(n, () => String(d.int(1, 5))),
    normal: range(n, () => (50 + 10 * d.normal()).toFixed(4)),
    lognormal: lognormalCells,
  });

  it('gives a 1–5 score one bar per value', () => {
    const score = column(profile, 'score', 'number');
    expect(score.histogram.discrete).toBe(true);
    expect(score.histogram.bins.map((bin) => [bin.from, bin.to])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
    ]);
    expect(score.histogram.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(n);
    expect(score.stats).toMatchObject({ min: 1, max: 5, q1: 2, median: 3, q3: 4 });
  });

  it('finds the mean, deviation and quartiles of a normal column', () => {
    const stats = column(profile, 'normal', 'number').stats!;
    expect(stats.mean).toBeCloseTo(50, 0);
    expect(stats.sd).toBeGreaterThan(9.8);
    expect(stats.sd).toBeLessThan(10.2);
    // The standard normal's quartiles are ±0.6745.
    expect(stats.q1).toBeGreaterThan(50 - 6.745 - 0.3);
    expect(stats.q1).toBeLessThan(50 - 6.745 + 0.3);
    expect(stats.q3).toBeGreaterThan(50 + 6.745 - 0.3);
    expect(stats.q3).toBeLessThan(50 + 6.745 + 0.3);
    expect(Math.abs(stats.skewness!)).toBeLessThan(0.1);
    expect(alertsOf(profile, 'normal')).toEqual([]);
  });

  it('draws Freedman–Diaconis bars on round edges, at most 40', () => {
    const { discrete, bins } = column(profile, 'normal', 'number').histogram;
    expect(discrete).toBe(false);
    expect(bins.length).toBeGreaterThan(5);
    expect(bins.length).toBeLessThanOrEqual(40);
    const width = bins[0]!.to - bins[0]!.from;
    expect([1, 2, 5, 10]).toContain(width);
    for (const bin of bins) expect(Number.isInteger(bin.from / width)).toBe(true);
    expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(n);
  });

  it('flags a lognormal column as skewed, with the rows of its largest values', () => {
    const lognormal = column(profile, 'lognormal', 'number');
    expect(lognormal.stats!.skewness).toBeGreaterThan(skewedAbs);
    const [skewed] = alertsOf(profile, 'lognormal', 'skewed');
    expect(skewed).toMatchObject({ threshold: 2, value: lognormal.stats!.skewness });
    const largest = lognormalCells
      .map((value, index) => [Number(value), index + 1] as const)
      .sort((a, b) => b[0] - a[0] || a[1] - b[1])
      .slice(0, 5)
      .map(([, row]) => row);
    expect(skewed!.rows).toEqual(largest);
  });

  it('computes quartiles by linear interpolation (R type 7, numpy’s default) and sample moments', () => {
    const small = profileOf({ x: ['3', '6', '7', '8', '8', '9', '10', '13', '15', '16', '20'] });
    expect(column(small, 'x', 'number').stats).toMatchObject({ q1: 7.5, median: 9, q3: 14, min: 3, max: 20 });
    const four = column(profileOf({ x: ['1', '2', '3', '4'] }), 'x', 'number').stats!;
    expect([four.q1, four.median, four.q3]).toEqual([1.75, 2.5, 3.25]);
    const moments = column(profileOf({ x: ['2', '4', '6', '3', '1'] }), 'x', 'number').stats!;
    // Excel's SKEW and STDEV.S of 2, 4, 6, 3, 1.
    expect(moments.skewness).toBeCloseTo(0.590128656384365, 12);
    expect(moments.sd).toBeCloseTo(1.9235384061671346, 12);
  });

  it('counts zeros and negatives and flags many zeros', () => {
    const values = range(100, (row) => String(row % 5 === 0 ? 0 : row % 7 === 0 ? -row : row));
    const profile = profileOf({ amount: values });
    const stats = column(profile, 'amount', 'number').stats!;
    expect(stats.zeros).toBe(20);
    expect(stats.negatives).toBe(values.filter((value) => Number(value) < 0).length);
    expect(alertsOf(profile, 'amount', 'zeros')).toEqual([
      { kind: 'zeros', column: 'amount', value: 0.2, threshold: zerosShare, rows: [1, 6, 11, 16, 21] },
    ]);
  });

  it('reads numbers in the column’s own format', () => {
    const table = tableOf({ price: ['1.234,5', '2,25', '-3,75', '1.000'] });
    const types = typed(table, { format: { decimal: ',', thousands: '.' } });
    const stats = (profileTable(table, types).columns[0] as ColumnProfile & { kind: 'number' }).stats!;
    expect([stats.min, stats.max, stats.negatives]).toEqual([-3.75, 1234.5, 1]);
  });

  it('keeps statistics finite at the float limits', () => {
    const profile = profileOf({ x: ['1e308', '-1e308', '0', '5', '1.5e308'] });
    expectPlainJson(profile);
    const x = column(profile, 'x', 'number');
    expect(x.histogram.bins).toEqual([{ from: -1e308, to: 1.5e308, count: 5 }]);
    expect(x.stats).toMatchObject({ min: -1e308, max: 1.5e308, sd: null });
  });

  it('profiles whole numbers past 2^53, which a float cannot count one by one, with bars that hold every row', () => {
    // One bar per value used to count up from 2^53 by ones, which a float never gets past: a file of one such
    // number hung its reader until it ran out of memory.
    for (const cells of [
      ['9007199254740993'],
      ['1e16', '1e16'],
      ['9007199254740992', '9007199254740994', '9007199254740996'],
    ]) {
      const profile = profileOf({ big: cells });
      expectPlainJson(profile);
      const big = profile.columns[0]!;
      expect(big.kind).toBe('number');
      if (big.kind !== 'number') continue;
      expect(big.histogram.discrete).toBe(false);
      expect(big.histogram.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(cells.length);
    }
  });

  it('counts a number past the float range (1e400, 400 digits) as a value that does not conform, not a silent gap', () => {
    const cells = [...range(60, (row) => String(row % 7)), '1e400', `1${'0'.repeat(400)}`];
    const x = column(profileOf({ x: cells }), 'x', 'number');
    expect(x.nonConforming).toBe(2);
    expect(x.examples.map((example) => example.value)).toEqual(['1e400', `1${'0'.repeat(400)}`]);
    expect(x.histogram.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(60);
  });

  it('gives wide whole numbers whole-number bins', () => {
    const years = profileOf({ year: range(500, (row) => String(1900 + ((row * 37) % 120))) });
    const { discrete, bins } = column(years, 'year', 'number').histogram;
    expect(discrete).toBe(false);
    for (const bin of bins) expect(Number.isInteger(bin.from) && Number.isInteger(bin.to)).toBe(true);
  });
});

describe('missing values, constants and mixed types', () => {
  it('flags a column with 10 % N/A as missing, naming 5 % and the first rows', () => {
    const values = range(200, (row) => (row % 10 === 4 ? 'N/A' : String(row * 3)));
    const profile = profileOf({ reading: values });
    expect(alertsOf(profile, 'reading')).toContainEqual({
      kind: 'missing',
      column: 'reading',
      value: 0.1,
      threshold: missingShare,
      rows: [5, 15, 25, 35, 45],
    });
    expect(missingShare).toBe(0.05);
    expect(column(profile, 'reading', 'number')).toMatchObject({ present: 180, missing: 20 });
  });

  it('calls a column mostly missing from half its rows, and a single value constant', () => {
    const profile = profileOf({
      sparse: range(40, (row) => (row % 4 === 0 ? 'x' + row : '')),
      same: range(40, () => 'EUR'),
    });
    expect(alertsOf(profile, 'sparse').map((alert) => [alert.kind, alert.value, alert.threshold])).toEqual([
      ['mostly-missing', 0.75, 0.5],
    ]);
    expect(alertsOf(profile, 'same', 'constant')).toEqual([
      { kind: 'constant', column: 'same', value: 1, threshold: 1, rows: [1, 2, 3, 4, 5], values: ['EUR'] },
    ]);
  });

  it('flags a near-constant column with the rows that differ', () => {
    const profile = profileOf({
      status: range(100, (row) => (row === 10 || row === 60 ? 'refunded' : 'paid')),
    });
    expect(alertsOf(profile, 'status', 'near-constant')).toEqual([
      {
        kind: 'near-constant',
        column: 'status',
        value: 0.98,
        threshold: nearConstantShare,
        rows: [11, 61],
        values: ['paid'],
      },
    ]);
  });

  it('lists values that do not read as the column’s type', () => {
    const values = range(50, (row) => (row === 7 ? 'twelve' : String(row % 20)));
    const profile = profileOf({ amount: values });
    expect(alertsOf(profile, 'amount', 'mixed-types')).toEqual([
      { kind: 'mixed-types', column: 'amount', value: 0.02, threshold: 0.01, rows: [8], values: ['twelve'] },
    ]);
  });
});

describe('duplicate rows', () => {
  it('finds rows equal to an earlier one, with their row numbers', () => {
    const profile = profileOf({
      city: ['Paris', 'Lyon', 'Paris', 'Nice', 'Lyon', 'Paris', 'Paris'],
      amount: ['1', '2', '1', '3', '2', '1', '1.0'],
    });
    expect(profile.duplicateRows).toEqual({
      count: 3,
      examples: [
        [1, 3, 6],
        [2, 5],
      ],
    });
    expect(alertsOf(profile, undefined, 'duplicate-rows')).toEqual([
      { kind: 'duplicate-rows', value: 3, threshold: 1, rows: [3, 5, 6] },
    ]);
  });

  it('agrees with grouping whole rows as text on a table full of repeats', () => {
    const d = draws(3);
    const columns = {
      a: range(5000, () => d.pick(['x', 'y', 'xy', ''])),
      b: range(5000, () => d.pick(['', 'y', 'x'])),
      c: range(5000, () => String(d.int(1, 6))),
    };
    const seen = new Map<string, number[]>();
    for (let row = 0; row < 5000; row++) {
      const key = JSON.stringify([columns.a[row], columns.b[row], columns.c[row]]);
      seen.set(key, [...(seen.get(key) ?? []), row + 1]);
    }
    const groups = [...seen.values()].filter((rows) => rows.length > 1);
    const { duplicateRows } = profileOf(columns);
    expect(duplicateRows.count).toBe(groups.reduce((sum, rows) => sum + rows.length - 1, 0));
    for (const example of duplicateRows.examples)
      expect(groups.find((rows) => rows[0] === example[0])?.slice(0, 5)).toEqual(example);
  });

  it('finds none when a key column tells every row apart', () => {
    const profile = profileOf({ id: ['1', '2', '3'], city: ['Paris', 'Paris', 'Paris'] });
    expect(profile.duplicateRows).toEqual({ count: 0, examples: [] });
  });
});

describe('text and categories', () => {
  it('lists spellings that differ only by case and spaces', () => {
    const cities = range(60, (row) => ['Paris', 'Lyon', 'paris ', 'Nice', 'LYON', 'Lyon'][row % 6]!);
    const profile = profileOf({ city: cities });
    expect(alertsOf(profile, 'city', 'variants')).toEqual([
      {
        kind: 'variants',
        column: 'city',
        value: 2,
        threshold: 1,
        rows: [1, 3, 2, 5],
        values: ['Paris', 'paris ', 'Lyon', 'LYON'],
      },
    ]);
  });

  it('gives the top values with counts and shares, the rest’s count, and lengths in code points', () => {
    const values = range(120, (row) =>
      row < 60 ? 'a' : row < 90 ? 'bb' : row < 100 ? '🙂x' : `n${row % 10}`,
    );
    const profile = profileOf({ tag: [...values, 'N/A'] });
    const tag = column(profile, 'tag', 'category');
    expect(tag.topValues.slice(0, 3)).toEqual([
      { value: 'a', count: 60, share: 0.5 },
      { value: 'bb', count: 30, share: 0.25 },
      { value: '🙂x', count: 10, share: 10 / 120 },
    ]);
    expect(tag.topValues).toHaveLength(10);
    expect(tag.otherCount).toBe(120 - 60 - 30 - 10 - 7 * 2);
    expect(tag.lengths).toEqual({ min: 1, mean: (60 + 60 + 20 + 40) / 120, max: 2 });
  });

  it('flags unique and high-cardinality text', () => {
    const profile = profileOf({
      email: range(80, (row) => `person${row}@example.org`),
      comment: range(80, (row) => `comment ${row % 70}`),
    });
    expect(alertsOf(profile, 'email').map((alert) => alert.kind)).toEqual(['unique']);
    expect(alertsOf(profile, 'email', 'unique')[0]).toMatchObject({
      value: 1,
      threshold: 1,
      rows: [1, 2, 3, 4, 5],
    });
    const numbers = profileOf({
      ticket: range(30, (row) => String(((row * 7919) % 1000) + 5)),
      weight: range(30, (row) => (row * 1.37).toFixed(2)),
    });
    expect(alertsOf(numbers, 'ticket').map((alert) => alert.kind)).toEqual(['unique']);
    expect(alertsOf(numbers, 'weight')).toEqual([]);
    expect(alertsOf(profile, 'comment')).toEqual([
      { kind: 'high-cardinality', column: 'comment', value: 70, threshold: 50, rows: [] },
    ]);
  });

  it('counts booleans with the words the types read', () => {
    const profile = profileOf({ paid: ['yes', 'no', 'Y', 'n', 'TRUE', 'yes', ''] });
    expect(column(profile, 'paid', 'boolean')).toMatchObject({ trueCount: 4, falseCount: 2, missing: 1 });
    const digits = tableOf({ flag: ['1', '0', '1', '1', 'yes'] });
    const profiled = profileTable(digits, typed(digits, { booleanDigits: true }));
    expect(profiled.columns[0]).toMatchObject({ kind: 'boolean', trueCount: 4, falseCount: 1 });
  });
});

describe('IDs', () => {
  it('draws no chart for an ID column and names repeated values', () => {
    const unique = profileOf({
      id: range(50, (row) => String(row + 1)),
      v: range(50, (row) => String(row % 3)),
    });
    const id = column(unique, 'id', 'id');
    expect(id).not.toHaveProperty('histogram');
    expect(id).not.toHaveProperty('topValues');
    expect(id).toMatchObject({ unique: true, duplicateValues: 0, duplicateExamples: [] });
    const table = tableOf({ order: ['A-1', 'A-2', 'A-2', 'A-3', 'A-3', 'A-3', 'A-4'] });
    const repeated = profileTable(table, typed(table, { overrides: { order: { kind: 'id' } } }));
    expect(repeated.columns[0]).toMatchObject({
      kind: 'id',
      unique: false,
      duplicateValues: 2,
      duplicateExamples: [
        { value: 'A-3', count: 3, share: 3 / 7 },
        { value: 'A-2', count: 2, share: 2 / 7 },
      ],
    });
  });
});

describe('dates', () => {
  const day = (offset: number) => new Date(Date.UTC(2024, 0, 1 + offset)).toISOString().slice(0, 10);

  it('counts two years of daily data by month', () => {
    const profile = profileOf({ day: range(731, day) });
    const dates = column(profile, 'day', 'date');
    expect(dates).toMatchObject({ min: '2024-01-01', max: '2025-12-31', grain: 'day' });
    expect(dates.overTime.bucket).toBe('month');
    expect(dates.overTime.bins).toHaveLength(24);
    expect(dates.overTime.bins[0]).toEqual({
      from: Date.UTC(2024, 0, 1),
      to: Date.UTC(2024, 1, 1),
      count: 31,
    });
    expect(dates.overTime.bins[1]!.count).toBe(29);
    expect(dates.overTime.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(731);
  });

  it('finds the grain the values are written at', () => {
    const grainOf = (values: string[]) =>
      (profileOf({ when: values }).columns[0] as { grain?: string }).grain;
    expect(
      grainOf(
        range(24, (row) => `${2020 + Math.floor(row / 12)}-${String((row % 12) + 1).padStart(2, '0')}-01`),
      ),
    ).toBe('month');
    expect(
      grainOf(
        range(8, (row) => `${2020 + Math.floor(row / 4)}-${String((row % 4) * 3 + 1).padStart(2, '0')}-01`),
      ),
    ).toBe('quarter');
    expect(grainOf(range(20, (row) => day(row * 7 + 3)))).toBe('week');
    expect(
      grainOf(range(20, (row) => `2024-03-0${(row % 9) + 1}T${String(row).padStart(2, '0')}:00:00Z`)),
    ).toBe('hour');
    expect(grainOf(range(20, (row) => `2024-03-01 08:${String(row).padStart(2, '0')}:30`))).toBe('second');
  });

  it('writes date-times in UTC and spans long ranges with several years a bar', () => {
    const profile = profileOf({
      at: ['2024-03-01T08:00:00+02:00', '2024-03-01T09:30:00Z', '2024-03-02T00:00:00Z'],
      born: range(40, (row) => `${1800 + row * 5}-06-15`),
    });
    expect(column(profile, 'at', 'datetime')).toMatchObject({
      min: '2024-03-01T06:00:00Z',
      max: '2024-03-02T00:00:00Z',
      grain: 'minute',
    });
    const born = column(profile, 'born', 'date').overTime;
    expect(born).toMatchObject({ bucket: 'year', step: 5 });
    expect(born.bins.length).toBeLessThanOrEqual(60);
    expect(born.bins[0]!.from).toBe(Date.UTC(1800, 0, 1));
  });

  it('flags an ambiguous date order with the values', () => {
    const profile = profileOf({ when: ['01/02/2024', '03/04/2024', '05/06/2024'] });
    expect(alertsOf(profile, 'when', 'ambiguous-date-order')).toEqual([
      {
        kind: 'ambiguous-date-order',
        column: 'when',
        value: 1,
        threshold: 1,
        rows: [1, 2, 3],
        values: ['01/02/2024', '03/04/2024', '05/06/2024'],
      },
    ]);
  });
});

describe('the whole profile', () => {
  const build = () => {
    const d = draws(5);
    return profileOf({
      id: range(3000, (row) => String(row + 1)),
      score: range(3000, () => String(d.int(1, 5))),
      amount: range(3000, () => (d.next() < 0.1 ? 'N/A' : (d.lognormal() * 100).toFixed(2))),
      city: range(3000, () => d.pick(['Paris', 'Lyon', 'paris ', 'Nice'])),
      day: range(3000, (row) => new Date(Date.UTC(2020, 0, 1 + (row % 900))).toISOString().slice(0, 10)),
      empty: range(3000, () => ''),
    });
  };

  it('is plain JSON, byte-equal over two runs', () => {
    const first = build();
    expectPlainJson(first);
    expect(JSON.stringify(build())).toBe(JSON.stringify(first));
    expect(first).toMatchObject({ version: 2, rowCount: 3000, columnCount: 6 });
    expect(first.columns.find((profile) => profile.name === 'empty')).toMatchObject({
      present: 0,
      missing: 3000,
    });
  });

  it('reports progress as it goes and ends at the total', () => {
    const table = tableOf({ a: range(60_000, String), b: range(60_000, (row) => String(row % 7)) });
    const calls: [number, number][] = [];
    profileTable(table, typed(table), { onProgress: (done, total) => calls.push([done, total]) });
    expect(calls.length).toBeGreaterThan(2);
    expect(calls.at(-1)).toEqual([240_000, 240_000]);
    for (let index = 1; index < calls.length; index++)
      expect(calls[index]![0]).toBeGreaterThan(calls[index - 1]![0]);
  });

  it('profiles an empty table', () => {
    const profile = profileTable({ names: ['a'], columns: [[]], rowCount: 0, lines: [] }, []);
    expectPlainJson(profile);
    expect(profile).toMatchObject({ rowCount: 0, columnCount: 1, alerts: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { benjaminiHochberg } from './fdr';
import { findInsights } from './insights';
import { typeTable } from '../ingest/types';
import { profileTable } from '../profile/profile';
import { tableOf } from '../profile/test/tables';
import { insightsOf, noise, planted, withSpearman } from './test/datasets';
import type { Insight } from './types';

const ofKind = <K extends Insight['kind']>(insights: Insight[], kind: K) =>
  insights.filter((insight): insight is Extract<Insight, { kind: K }> => insight.kind === kind);

describe('Benjamini–Hochberg', () => {
  it('gives the q-values R’s p.adjust(p, "BH") gives', () => {
    const q = benjaminiHochberg([0.01, 0.04, 0.03, 0.005, 0.5]);
    expect(q.map((value) => Number(value.toFixed(10)))).toEqual([0.025, 0.05, 0.05, 0.025, 0.5]);
    expect(benjaminiHochberg([])).toEqual([]);
    for (const value of benjaminiHochberg([0.2, 0.2, 0.2])) expect(value).toBeCloseTo(0.2, 12);
    // m = 4: 0.001·4/1, 0.02·4/3 = 0.0267, 0.02·4/3, 0.9 → running minimum from the largest p down.
    const q2 = benjaminiHochberg([0.9, 0.02, 0.001, 0.02]);
    expect(q2[0]).toBeCloseTo(0.9, 12);
    expect(q2[1]).toBeCloseTo(0.08 / 3, 12);
    expect(q2[2]).toBeCloseTo(0.004, 12);
    expect(q2[3]).toBeCloseTo(0.08 / 3, 12);
  });
});

describe('planted effects', () => {
  it('finds a Spearman 0.4 pair, its interval covering 0.4', () => {
    const { report } = insightsOf(withSpearman(11, 0.4));
    const pair = ofKind(report.insights, 'relationship').find(
      (insight) => insight.id === 'relationship:amount|margin',
    );
    expect(pair).toBeDefined();
    expect(pair!.test).toBe('spearman');
    expect(pair!.effect.low!).toBeLessThanOrEqual(0.4);
    expect(pair!.effect.high!).toBeGreaterThanOrEqual(0.4);
    expect(pair!.redundant).toBe(false);
    expect(pair!.q).toBeLessThanOrEqual(0.05);
  });

  it('flags a pair with |ρ| ≥ 0.95 as redundant', () => {
    const { report } = insightsOf(withSpearman(12, 0.98));
    const pair = ofKind(report.insights, 'relationship').find(
      (insight) => insight.id === 'relationship:amount|margin',
    );
    expect(pair?.redundant).toBe(true);
  });

  it('finds the region whose mean is 25 % higher, by its mean and not its sum', () => {
    // West holds 10 % of the rows: its sum is the second smallest, its mean the highest.
    const { report } = insightsOf(
      planted(21, (value, _day, region) => (region === 'West' ? value * 1.25 : value)),
    );
    const segments = ofKind(report.insights, 'segment').filter((insight) => insight.measure === 'amount');
    expect(segments[0]?.segment).toEqual({ column: 'region', value: 'West' });
    const west = segments[0]!;
    expect(west.test).toBe('welch-t');
    // The planted difference is 25 on a rest of 100 (SD 30, West's 37.5, about 490 rows): within 4 SEs.
    expect(west.relative!).toBeGreaterThan(0.15);
    expect(west.relative!).toBeLessThan(0.35);
    expect(west.difference.low).toBeGreaterThan(0);
    expect(west.effect.value).toBeGreaterThan(0.2);
    expect(west.chart.levels.find((level) => level.value === 'West')!.mean).toBeGreaterThan(115);
    expect(segments.every((insight) => insight.segment.value === 'West')).toBe(true);
  });

  it('finds a level shift where it was planted, and calls it neither a trend nor a spike', () => {
    const { report } = insightsOf(planted(31, (value, day) => (day >= 35 ? value + 30 : value)));
    const shifts = ofKind(report.insights, 'level-shift');
    expect(shifts).toHaveLength(1);
    expect(shifts[0]!.at).toBe(35);
    expect(shifts[0]!.before).toBeCloseTo(100, -1);
    expect(shifts[0]!.after).toBeCloseTo(130, -1);
    expect(ofKind(report.insights, 'trend')).toHaveLength(0);
    expect(ofKind(report.insights, 'spike')).toHaveLength(0);
  });

  it('finds each of two level shifts where it was planted, each with the levels on its two sides', () => {
    for (const seed of [32, 33, 34]) {
      // Up by 30 from day 18, down by 45 from day 40: three levels, 100, 130 and 85.
      const shape = (value: number, day: number) => value + (day >= 40 ? -15 : day >= 18 ? 30 : 0);
      const { report } = insightsOf(planted(seed, shape));
      const shifts = ofKind(report.insights, 'level-shift').sort((a, b) => a.at - b.at);
      expect(shifts.map((shift) => shift.at)).toEqual([18, 40]);
      expect(shifts[0]!.before).toBeCloseTo(100, -1);
      expect(shifts[0]!.after).toBeCloseTo(130, -1);
      expect(shifts[1]!.before).toBeCloseTo(130, -1);
      expect(shifts[1]!.after).toBeCloseTo(85, -1);
      expect(new Set(shifts.map((shift) => shift.id)).size).toBe(2);
      expect(ofKind(report.insights, 'trend')).toHaveLength(0);
      expect(ofKind(report.insights, 'spike')).toHaveLength(0);
    }
  });

  it('reads a steep trend over 50,000 rows as a trend, never as a staircase of shifts', () => {
    // Binary segmentation accepts split after split on so clear a rise; BIC prefers the line to the staircase.
    const { report } = insightsOf(planted(52, (value, day) => value + 0.5 * day, 50_000));
    expect(ofKind(report.insights, 'trend').map((insight) => insight.id)).toEqual(['trend:day:amount']);
    expect(ofKind(report.insights, 'level-shift')).toEqual([]);
  });

  it('reports a one-day ×3 spike as a spike, never as a change point', () => {
    for (const seed of [41, 42, 43]) {
      const { report } = insightsOf(planted(seed, (value, day) => (day === 20 ? value * 3 : value)));
      const spikes = ofKind(report.insights, 'spike');
      expect(spikes).toHaveLength(1);
      expect(spikes[0]!.at).toBe(20);
      expect(spikes[0]!.ratio!).toBeGreaterThan(2.5);
      expect(ofKind(report.insights, 'level-shift')).toHaveLength(0);
      expect(ofKind(report.insights, 'trend')).toHaveLength(0);
    }
  });

  it('finds a monotone trend with Sen’s slope, and no level shift', () => {
    const { report } = insightsOf(planted(51, (value, day) => value + 0.5 * day));
    const trends = ofKind(report.insights, 'trend');
    expect(trends).toHaveLength(1);
    expect(trends[0]!.effect.value).toBeGreaterThan(0.3);
    expect(trends[0]!.slope.low!).toBeLessThanOrEqual(0.5);
    expect(trends[0]!.slope.high!).toBeGreaterThanOrEqual(0.5);
    expect(ofKind(report.insights, 'level-shift')).toHaveLength(0);
  });
});

describe('more planted effects', () => {
  it('finds a weekly season in a daily series', () => {
    const { report } = insightsOf(planted(5, (value, day) => value + (day % 7 >= 5 ? 25 : 0)));
    const seasons = ofKind(report.insights, 'seasonality');
    expect(seasons.map((insight) => [insight.id, insight.lag])).toEqual([['seasonality:day:amount', 7]]);
    // Two raised days a week are a season, neither a spike nor a shift.
    expect(ofKind(report.insights, 'level-shift')).toHaveLength(0);
    expect(ofKind(report.insights, 'spike')).toHaveLength(0);
  });

  it('counts planted outliers and lists the most extreme rows with their lines', () => {
    const columns = planted(6, (value) => value);
    columns.amount = columns.amount!.map((text, row) =>
      row % 250 === 0 ? String(Number(text) + 400) : text,
    );
    const { report } = insightsOf(columns);
    const [outlier] = ofKind(report.insights, 'outlier');
    expect(outlier?.columns).toEqual(['amount']);
    expect(outlier!.count).toBeGreaterThanOrEqual(20);
    expect(outlier!.rows).toHaveLength(10);
    for (const row of outlier!.rows) {
      expect((row.row - 1) % 250).toBe(0);
      expect(row.line).toBe(row.row + 1);
    }
  });
});

describe('relationships between categories and numbers', () => {
  it('finds a channel that depends on the region (Cramér’s V) and a number that depends on it (η²)', () => {
    const columns = noise(71);
    columns.channel = columns.region!.map((region, row) =>
      row % 3 === 0 ? 'web' : region === 'North' || region === 'West' ? 'store' : 'phone',
    );
    columns.units = columns.region!.map((region, row) =>
      String((region === 'North' ? 600 : 400) + ((row * 7919) % 200)),
    );
    const { report } = insightsOf(columns);
    const relationships = ofKind(report.insights, 'relationship');
    const byId = new Map(relationships.map((insight) => [insight.id, insight]));
    const v = byId.get('relationship:region|channel');
    expect(v?.test).toBe('chi-squared');
    expect(v!.effect.value).toBeGreaterThan(0.3);
    expect(v!.effect.low!).toBeLessThanOrEqual(v!.effect.value);
    expect(v!.effect.high!).toBeGreaterThanOrEqual(v!.effect.value);
    const eta = byId.get('relationship:region|units');
    expect(eta?.test).toBe('anova');
    expect(eta!.effect.measure).toBe('etaSquared');
    expect(eta!.effect.value).toBeGreaterThan(0.06);
    expect(eta!.chart).toMatchObject({ type: 'bars' });
  });
});

describe('honesty', () => {
  it('finds at most one insight across noise datasets of 5,000 rows and 10 columns', () => {
    const found = [1, 2, 3, 4, 5, 6].flatMap((seed) => insightsOf(noise(seed)).report.insights);
    expect(found.length, JSON.stringify(found.map((insight) => insight.id))).toBeLessThanOrEqual(1);
  });

  it('finds nothing in the profile’s own problems: 12 % missing, duplicate rows, a constant column', () => {
    const found = [81, 82, 83].flatMap((seed) => {
      const columns = noise(seed);
      columns.amount = columns.amount!.map((text, row) => ((row * 37) % 100 < 12 ? 'N/A' : text));
      for (const values of Object.values(columns)) values.splice(4000, 300, ...values.slice(0, 300));
      columns.margin = columns.margin!.map(() => '7');
      return insightsOf(columns).report.insights;
    });
    expect(found.map((insight) => insight.id)).toEqual([]);
  });

  it('counts every test made', () => {
    // Numbers: amount, size, units, margin, score; categories: region, channel, member; the key and the date
    // are not paired. Relationships: C(8, 2) = 28 pairs. Outliers: 5. Time: 5 measures × (spike, shift, trend,
    // season at lag 7 over 60 days) = 20. Segments: region 5 levels, channel 3, member 1 (two levels) against 5
    // numbers (45), and region and channel against the member flag (8): 53. Binary segmentation tries both halves
    // of a split it accepts: margin's first split passes BIC and its CUSUM's p (0.03) alone, so 2 more.
    const { report } = insightsOf(noise(7));
    expect(report.tested).toBe(28 + 5 + 20 + 2 + 53);
  });

  it('finds nothing in noise of 20,000 rows over 400 days either', () => {
    const found = [101, 102].flatMap((seed) => insightsOf(noise(seed, 20_000, 400)).report.insights);
    expect(found.map((insight) => insight.id)).toEqual([]);
  });

  it('finds no spike, shift or season where chance once made one', () => {
    // A spike read against a normal tail though σ is the MAD's estimate (20,000 rows); three high days of a
    // lognormal column passing for a level once a planted shift eased the false discovery rate (5,000 rows).
    const spikeOnce = insightsOf(noise(20_014, 20_000)).report.insights;
    const bumpOnce = insightsOf(planted(5631, (value, day) => (day >= 35 ? value + 30 : value))).report
      .insights;
    expect([...spikeOnce, ...bumpOnce].map((insight) => insight.id)).toEqual(['level-shift:day:amount']);
  });

  it('calls a region whose values are 25 % higher a segment, not outliers', () => {
    // The mixture has tails about 2.7 times a normal one's: heavier, not outliers (this seed once showed them).
    const { report } = insightsOf(
      planted(7046, (value, _day, region) => (region === 'West' ? value * 1.25 : value)),
    );
    expect(ofKind(report.insights, 'segment').map((insight) => insight.id)).toEqual([
      'segment:region=West:amount',
    ]);
    expect(ofKind(report.insights, 'outlier')).toEqual([]);
  });

  it('reports progress, ending with done equal to total', () => {
    const { table, types, profile } = insightsOf(noise(8, 20_000));
    const calls: [number, number][] = [];
    findInsights(table, types, profile, { onProgress: (done, total) => calls.push([done, total]) });
    expect(calls.length).toBeGreaterThan(2);
    const [done, total] = calls[calls.length - 1]!;
    expect(done).toBe(total);
    for (let index = 1; index < calls.length; index++)
      expect(calls[index]![0]).toBeGreaterThan(calls[index - 1]![0]);
  });

  it('gives identical JSON for the same input', () => {
    const columns = planted(61, (value, day, region) => (region === 'East' ? value * 1.3 : value + day));
    const first = JSON.stringify(insightsOf(columns).report);
    const second = JSON.stringify(insightsOf(structuredClone(columns)).report);
    expect(second).toBe(first);
    expect(first).not.toMatch(/NaN|Infinity/);
  });

  it('gives identical JSON when it reads the typing stage’s counted values instead of the cells', () => {
    const columns = planted(62, (value, day, region) => (region === 'West' ? value * 1.3 : value + day));
    // Spellings that differ from their values: spaces around a category, missing cells of both kinds.
    columns.region = columns.region!.map((cell, row) => (row % 7 === 0 ? ` ${cell} ` : cell));
    columns.amount = columns.amount!.map((cell, row) => (row % 11 === 0 ? (row % 2 ? 'N/A' : '') : cell));
    columns.member = columns.member!.map((cell, row) => (row % 13 === 0 ? '' : cell));
    const table = tableOf(columns);
    const { types, values } = typeTable(table);
    const profile = profileTable(table, types, { values });
    const fromCells = JSON.stringify(findInsights(table, types, profile));
    expect(JSON.stringify(findInsights(table, types, profile, { values }))).toBe(fromCells);
    expect(fromCells).toMatch(/trend:day:amount/);
  });
});

describe('a wide table of near-copies', () => {
  /** `count` number columns over 60 rows, each the first plus a little of its own: every pair is an insight. */
  const nearCopies = (count: number) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, column) => [
        `x${column}`,
        Array.from({ length: 60 }, (_, row) => String(row * 10 + ((row * 7 + column * 3) % 5))),
      ]),
    );

  it('keeps the strongest 100 insights and says how many passed', () => {
    const { report } = insightsOf(nearCopies(30));
    expect(report.tested).toBeGreaterThanOrEqual(435);
    expect(report.insights).toHaveLength(100);
    expect(report.found).toBeGreaterThanOrEqual(435);
    // Every kept insight has its interval; the order is the score's.
    for (const insight of report.insights) expect(insight.effect.low).not.toBeNull();
    const scores = report.insights.map((insight) => insight.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('says nothing of `found` when every insight is kept', () => {
    expect(insightsOf(nearCopies(5)).report.found).toBeUndefined();
  });

  it('gives every insight its own id, even when column names make two ids meet', () => {
    // Values repeat (two rows each), so no column reads as an ID.
    const base = Array.from({ length: 60 }, (_, row) => Math.floor(row / 2));
    const { report } = insightsOf({
      'a|b': base.map(String),
      c: base.map((row) => String(row * 2 + (row % 3))),
      a: base.map((row) => String(row * 3 + (row % 4))),
      'b|c': base.map((row) => String(row * 5 + (row % 2))),
    });
    const ids = report.insights.map((insight) => insight.id);
    expect(ids.filter((id) => id.startsWith('relationship:a|b|c'))).toHaveLength(2);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

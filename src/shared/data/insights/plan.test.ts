import { describe, expect, it } from 'vitest';
import { draws } from '../profile/test/tables';
import { insightsOf, type Columns } from './test/datasets';
import { maxPairTests } from './thresholds';

/** `count` columns of `rows` rows: numbers (every fifth a 4-level category); `c1` follows `c0` (ρ ≈ 0.5). */
function wide(count: number, rows = 1000): Columns {
  const d = draws(17);
  const columns: Columns = {};
  for (let column = 0; column < count; column++)
    columns[`c${column}`] = Array.from({ length: rows }, (_, row) =>
      // The last ten columns miss a value in every tenth row: the least complete, left out first.
      column >= count - 10 && row % 10 === 0
        ? ''
        : column % 5 === 4
          ? d.pick(['a', 'b', 'c', 'd'])
          : (100 + 30 * d.normal()).toFixed(2),
    );
  columns.c1 = columns.c0!.map((text) => (Number(text) / 30 + d.normal()).toFixed(3));
  return columns;
}

describe('a table too wide for every pair', () => {
  it('tests the most complete columns’ pairs, counts every test made and says what it skipped', () => {
    const { report } = insightsOf(wide(300));
    expect(report.skipped).toBeDefined();
    const { pairs, columns } = report.skipped!;
    expect(pairs).toBeGreaterThan(30_000);
    // The ten least complete columns are the first left out; the rest by table order from the end.
    expect(columns).toEqual(expect.arrayContaining(['c290', 'c295', 'c299']));
    expect(columns).not.toContain('c0');
    expect(columns).not.toContain('c1');
    // At most 10,000 pair tests, each one hypothesis (a segment pair one per level, 4 here), and one outlier test
    // per number column (240): all counted.
    expect(report.tested).toBeLessThanOrEqual(4 * maxPairTests + 240);
    expect(report.tested).toBeGreaterThan(maxPairTests / 2);
    expect(report.insights.map((insight) => insight.id)).toEqual(['relationship:c0|c1']);
  });

  it('skips nothing, and says nothing of skipping, when every pair fits', () => {
    const { report } = insightsOf(wide(20));
    expect(report.skipped).toBeUndefined();
    expect(report.insights.map((insight) => insight.id)).toEqual(['relationship:c0|c1']);
  });
});

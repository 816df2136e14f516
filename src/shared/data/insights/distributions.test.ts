import { describe, expect, it } from 'vitest';
import {
  brownianBridgeUpper,
  chiSquareUpper,
  fUpper,
  normalTwoSided,
  poissonUpper,
  tTwoSided,
} from './distributions';
import { mannKendall } from './time';
import { mad, madSorted, median, medianSorted, rankRows, sortedValues } from './ranks';

describe('distributions', () => {
  it('give the textbook critical values’ tail areas', () => {
    expect(normalTwoSided(1.959964)).toBeCloseTo(0.05, 6);
    expect(tTwoSided(2.228139, 10)).toBeCloseTo(0.05, 6);
    expect(chiSquareUpper(3.841459, 1)).toBeCloseTo(0.05, 6);
    expect(fUpper(3.31583, 2, 30)).toBeCloseTo(0.05, 5);
    // Kolmogorov's 5 % point, and P(Poisson(1) ≥ 3) = 1 − e⁻¹ (1 + 1 + ½).
    expect(brownianBridgeUpper(1.358099)).toBeCloseTo(0.05, 5);
    expect(poissonUpper(3, 1)).toBeCloseTo(1 - Math.exp(-1) * 2.5, 10);
  });
});

describe('small statistics', () => {
  it('takes medians by selection as a sort would', () => {
    expect(median([5, 1, 4, 2, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(medianSorted([1, 2, 3, 4])).toBe(2.5);
  });

  it('takes the MAD of sorted values by merging outward, as selection would', () => {
    for (const values of [
      [1],
      [1, 2],
      [1, 2, 2, 2, 9],
      [-3, -1, 0, 0, 4, 10, 11],
      [0.1, 0.2, 0.7, 5, 5, 5, 8, 40],
    ]) {
      const sorted = Float64Array.from(values);
      for (const center of [medianSorted(sorted), 0, -5, 100])
        expect(madSorted(sorted, center)).toBe(mad(sorted, center));
    }
  });

  it('gives tied values their mid-rank and leaves missing rows unranked', () => {
    const { sorted, ranks } = rankRows(Float64Array.from([3, NaN, 1, 3, 2, 3]));
    expect(Array.from(sorted)).toEqual([1, 2, 3, 3, 3]);
    expect(Array.from(ranks)).toEqual([4, NaN, 1, 4, 2, 4]);
    expect(Array.from(sortedValues(Float64Array.from([3, NaN, 1, 3, 2, 3])))).toEqual(Array.from(sorted));
    const kept = rankRows(Float64Array.from([3, 5, 1, 3]), (row) => row !== 0);
    expect(Array.from(kept.ranks)).toEqual([NaN, 3, 1, 2]);
  });

  it('gives Mann–Kendall’s S, τ and Sen’s slope', () => {
    const result = mannKendall([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.s).toBe(45);
    expect(result.tau).toBe(1);
    expect(result.slope).toBe(1);
    // With ties the variance shrinks: (n(n−1)(2n+5) − Σ t(t−1)(2t+5)) / 18.
    const tied = mannKendall([1, 1, 2, 2, 3, 3, 4, 4]);
    expect(tied.s).toBe(24);
  });
});

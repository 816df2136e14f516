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
import { median, medianSorted } from './ranks';

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

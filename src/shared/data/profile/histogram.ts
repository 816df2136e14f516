import type { Bin } from './types';
import { discreteMaxBars, histogramMaxBins } from './thresholds';

/** A round figure as written in decimal: 0.1 × 3 is 0.3, not 0.30000000000000004. */
const round = (value: number) => Number(value.toPrecision(12));

/** The smallest of 1, 2, 5 × 10^k at least `width` (at least 1 for whole numbers). */
function niceWidth(width: number, whole: boolean): number {
  const power = 10 ** Math.floor(Math.log10(width));
  for (const factor of [1, 2, 5, 10]) {
    const nice = round(factor * power);
    if (nice >= width) return whole ? Math.max(1, nice) : nice;
  }
  return round(10 * power);
}

/** The next round width above `width`: 1 → 2 → 5 → 10 … */
function nextNice(width: number): number {
  return niceWidth(round(width * 1.0000001), false);
}

/** Counts sorted values into bins by their edges: `[from, to)`, the last one closed. */
function countInto(sorted: Float64Array, edges: number[]): Bin[] {
  const bins: Bin[] = [];
  let index = 0;
  for (let bin = 0; bin < edges.length - 1; bin++) {
    const to = edges[bin + 1]!;
    const last = bin === edges.length - 2;
    const start = index;
    while (index < sorted.length && (last || sorted[index]! < to)) index++;
    bins.push({ from: edges[bin]!, to, count: index - start });
  }
  return bins;
}

/** One bar per whole value from the least to the greatest, empty values included (`from` = `to` = the value). */
function discreteBins(sorted: Float64Array): Bin[] {
  const min = sorted[0]!;
  const max = sorted[sorted.length - 1]!;
  const bins: Bin[] = [];
  let index = 0;
  for (let step = 0; step <= max - min; step++) {
    const value = min + step;
    const start = index;
    while (index < sorted.length && sorted[index] === value) index++;
    bins.push({ from: value, to: value, count: index - start });
  }
  return bins;
}

/**
 * Whether every value is whole and they span at most `discreteMaxBars` integers: a score, a count, a rating. Only
 * safe integers (|x| ≤ 2^53 − 1): past them a float cannot hold every whole number, so 2^53 + 1 is 2^53 again and
 * one bar per value would never reach the greatest.
 */
function isDiscrete(sorted: Float64Array): boolean {
  const min = sorted[0]!;
  const max = sorted[sorted.length - 1]!;
  return (
    Number.isSafeInteger(min) && Number.isSafeInteger(max) && max - min < discreteMaxBars && allWhole(sorted)
  );
}

function allWhole(sorted: Float64Array): boolean {
  for (let index = 0; index < sorted.length; index++) if (!Number.isInteger(sorted[index])) return false;
  return true;
}

/**
 * Bars that suit the data (sorted ascending, at least one value). Whole numbers spanning fewer than 40 integers get
 * one bar per value; the rest get Freedman–Diaconis bins (width 2 · IQR · n^(−1/3), Sturges' rule when the IQR is
 * 0), widened to a round 1, 2 or 5 × 10^k (never under 1 for whole numbers) and on round edges, at most 40.
 */
export function numberHistogram(
  sorted: Float64Array,
  q1: number,
  q3: number,
): { discrete: boolean; bins: Bin[] } {
  const n = sorted.length;
  if (isDiscrete(sorted)) return { discrete: true, bins: discreteBins(sorted) };
  const min = sorted[0]!;
  const max = sorted[n - 1]!;
  const oneBar = { discrete: false, bins: [{ from: min, to: max, count: n }] };
  // One value, or a range past the float limits (−1e308 to 1e308) or under them: one bar holds them all.
  if (min === max || !Number.isFinite(max - min) || !((max - min) / histogramMaxBins > 0)) return oneBar;
  const whole = allWhole(sorted);
  const range = max - min;
  let width = (2 * (q3 - q1)) / Math.cbrt(n);
  if (!(width > 0) || !Number.isFinite(width))
    width = range / Math.min(histogramMaxBins, Math.ceil(Math.log2(n)) + 1);
  width = niceWidth(Math.max(width, range / histogramMaxBins), whole);
  // Each attempt at least doubles the width, so this ends within a few; the bound guards the float edges.
  for (let attempt = 0; attempt < 64 && width > 0 && Number.isFinite(width); attempt++) {
    let first = Math.floor(min / width);
    if (round((first + 1) * width) <= min) first++;
    const from = round(first * width);
    const count = Math.max(1, Math.ceil(round((max - from) / width)));
    if (count <= histogramMaxBins) {
      const edges = Array.from({ length: count + 1 }, (_, index) => round((first + index) * width));
      if (edges[count]! < max) edges[count] = max;
      return { discrete: false, bins: countInto(sorted, edges) };
    }
    width = nextNice(width);
  }
  return oneBar;
}

/** Row indices of the present values (not NaN), sorted by value, ties by row: once per number column. */
export function sortedRows(values: Float64Array): Uint32Array {
  let count = 0;
  for (let row = 0; row < values.length; row++) if (values[row] === values[row]) count++;
  const rows = new Uint32Array(count);
  let next = 0;
  for (let row = 0; row < values.length; row++) if (values[row] === values[row]) rows[next++] = row;
  return rows.sort((a, b) => values[a]! - values[b]! || a - b);
}

/**
 * Mid-ranks (1-based; ties share their average) of the rows `keep` admits, walking an order `sortedRows` made:
 * the rows left out are NaN. The sum of t³ − t over tie groups comes back too, for tie corrections.
 */
export function midRanks(
  values: Float64Array,
  order: Uint32Array,
  keep: (row: number) => boolean,
): { ranks: Float64Array; ties: number } {
  const ranks = new Float64Array(values.length).fill(Number.NaN);
  let rank = 0;
  let ties = 0;
  let start = 0;
  while (start < order.length) {
    const value = values[order[start]!]!;
    let end = start;
    let kept = 0;
    while (end < order.length && values[order[end]!] === value) {
      if (keep(order[end]!)) kept++;
      end++;
    }
    if (kept) {
      const average = rank + (kept + 1) / 2;
      for (let index = start; index < end; index++) if (keep(order[index]!)) ranks[order[index]!] = average;
      rank += kept;
      ties += kept * kept * kept - kept;
    }
    start = end;
  }
  return { ranks, ties };
}

/** Median of a sorted list by linear interpolation (R's type 7 at ½). */
export function medianSorted(sorted: ArrayLike<number>): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const middle = (n - 1) / 2;
  const low = Math.floor(middle);
  return low === middle ? sorted[low]! : (sorted[low]! + sorted[low + 1]!) / 2;
}

export function median(values: ArrayLike<number>): number {
  return medianSorted(Float64Array.from(values).sort());
}

/** Median absolute deviation, unscaled. */
export function mad(values: ArrayLike<number>, center: number): number {
  const deviations = new Float64Array(values.length);
  for (let index = 0; index < values.length; index++) deviations[index] = Math.abs(values[index]! - center);
  return medianSorted(deviations.sort());
}

/** 1.4826: MAD × this estimates the SD of normal data. */
export const madScale = 1.482602218505602;

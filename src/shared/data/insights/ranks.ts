/** A number column's present values sorted ascending, and each row's mid-rank among them (NaN when missing). */
export type Ranked = { sorted: Float64Array; ranks: Float64Array };

/** Row indices of the present values (not NaN), sorted by value, ties by row. */
function sortedRows(values: Float64Array, keep?: (row: number) => boolean): Uint32Array {
  let count = 0;
  for (let row = 0; row < values.length; row++)
    if (values[row] === values[row] && (!keep || keep(row))) count++;
  const rows = new Uint32Array(count);
  let next = 0;
  for (let row = 0; row < values.length; row++)
    if (values[row] === values[row] && (!keep || keep(row))) rows[next++] = row;
  return rows.sort((a, b) => values[a]! - values[b]! || a - b);
}

/**
 * Mid-ranks (1-based; ties share their average) of the rows `keep` admits (every present row when left out), and
 * the kept values sorted ascending.
 */
export function rankRows(values: Float64Array, keep?: (row: number) => boolean): Ranked {
  const order = sortedRows(values, keep);
  const sorted = new Float64Array(order.length);
  const ranks = new Float64Array(values.length).fill(Number.NaN);
  let start = 0;
  while (start < order.length) {
    const value = values[order[start]!]!;
    let end = start + 1;
    while (end < order.length && values[order[end]!] === value) end++;
    const average = (start + 1 + end) / 2;
    for (let index = start; index < end; index++) {
      ranks[order[index]!] = average;
      sorted[index] = value;
    }
    start = end;
  }
  return { sorted, ranks };
}

/** Median of a sorted list by linear interpolation (R's type 7 at ½). */
export function medianSorted(sorted: ArrayLike<number>): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const middle = (n - 1) / 2;
  const low = Math.floor(middle);
  return low === middle ? sorted[low]! : (sorted[low]! + sorted[low + 1]!) / 2;
}

/** The k-th smallest (0-based) of `values`, reordering them in place (Hoare's selection, middle pivot). */
function select(values: Float64Array, k: number): number {
  let left = 0;
  let right = values.length - 1;
  while (left < right) {
    const pivot = values[(left + right) >>> 1]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return values[k]!;
  }
  return values[k]!;
}

/** Median (type 7) of values that may be reordered: selection, no sort. */
export function medianInPlace(values: Float64Array): number {
  const n = values.length;
  if (n === 0) return Number.NaN;
  const middle = (n - 1) >> 1;
  const low = select(values, middle);
  if (n % 2) return low;
  // After selection every value past the middle is at least `low`: the next order statistic is their least.
  let next = Infinity;
  for (let index = middle + 1; index < n; index++) if (values[index]! < next) next = values[index]!;
  return (low + next) / 2;
}

export const median = (values: ArrayLike<number>) => medianInPlace(Float64Array.from(values));

/** Median absolute deviation from `center`, unscaled. */
export function mad(values: ArrayLike<number>, center: number): number {
  const deviations = new Float64Array(values.length);
  for (let index = 0; index < values.length; index++) deviations[index] = Math.abs(values[index]! - center);
  return medianInPlace(deviations);
}

/** 1.4826: MAD × this estimates the SD of normal data. */
export const madScale = 1.482602218505602;

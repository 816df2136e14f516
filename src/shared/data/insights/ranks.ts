/** A number column's present values sorted ascending, and each row's mid-rank among them (NaN when missing). */
export type Ranked = { sorted: Float64Array; ranks: Float64Array };

/** Whether typed arrays store the low half of a double first (every platform a browser or Node runs on). */
const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const digitBits = 11;
const digitSize = 1 << digitBits;
const digitMask = digitSize - 1;
/** The 11-bit digits of a 64-bit key, least significant first: 5 of 11 bits and 1 of 9. */
const digits = 6;

/**
 * Row indices of `values` (all present) sorted by value, ties by row: a stable least-significant-digit radix sort
 * on the doubles' bits made orderable (negatives' bits all flipped, positives' sign bit set; −0 read as 0). Digits
 * every key shares (the high bits of a narrow range, the low bits of whole numbers) are skipped.
 */
function sortRows(values: Float64Array, rows: Uint32Array): Uint32Array {
  const n = rows.length;
  const doubles = new Float64Array(n);
  for (let index = 0; index < n; index++) doubles[index] = values[rows[index]!]! + 0;
  const words = new Uint32Array(doubles.buffer);
  const [lowAt, highAt] = littleEndian ? [0, 1] : [1, 0];
  let low = new Uint32Array(n);
  let high = new Uint32Array(n);
  for (let index = 0; index < n; index++) {
    const hi = words[2 * index + highAt]!;
    const lo = words[2 * index + lowAt]!;
    const negative = hi >>> 31 === 1;
    high[index] = negative ? ~hi >>> 0 : (hi | 0x80000000) >>> 0;
    low[index] = negative ? ~lo >>> 0 : lo;
  }
  const counts = new Uint32Array(digits * digitSize);
  for (let index = 0; index < n; index++) {
    const lo = low[index]!;
    const hi = high[index]!;
    counts[lo & digitMask]!++;
    counts[digitSize + ((lo >>> 11) & digitMask)]!++;
    counts[2 * digitSize + (((lo >>> 22) | (hi << 10)) & digitMask)]!++;
    counts[3 * digitSize + ((hi >>> 1) & digitMask)]!++;
    counts[4 * digitSize + ((hi >>> 12) & digitMask)]!++;
    counts[5 * digitSize + (hi >>> 23)]!++;
  }
  let order = rows.slice();
  let nextLow = new Uint32Array(n);
  let nextHigh = new Uint32Array(n);
  let nextOrder = new Uint32Array(n);
  for (let digit = 0; digit < digits; digit++) {
    const base = digit * digitSize;
    let total = 0;
    let shared = false;
    for (let bucket = 0; bucket < digitSize; bucket++) {
      const count = counts[base + bucket]!;
      if (count === n) shared = true;
      counts[base + bucket] = total;
      total += count;
    }
    if (shared) continue;
    // The digit's bits: from the low word, from the high word, or (digit 2) across both.
    const shift = digit * digitBits;
    const across = shift < 32 && shift + digitBits > 32;
    const fromHigh = shift >= 32;
    const wordShift = fromHigh ? shift - 32 : shift;
    for (let index = 0; index < n; index++) {
      const lo = low[index]!;
      const hi = high[index]!;
      const bucket = across
        ? ((lo >>> shift) | (hi << (32 - shift))) & digitMask
        : ((fromHigh ? hi : lo) >>> wordShift) & digitMask;
      const at = counts[base + bucket]!++;
      nextLow[at] = lo;
      nextHigh[at] = hi;
      nextOrder[at] = order[index]!;
    }
    [low, nextLow] = [nextLow, low];
    [high, nextHigh] = [nextHigh, high];
    [order, nextOrder] = [nextOrder, order];
  }
  return order;
}

/**
 * Mid-ranks (1-based; ties share their average) of the rows `keep` admits (every present row when left out), and
 * the kept values sorted ascending.
 */
export function rankRows(values: Float64Array, keep?: (row: number) => boolean): Ranked {
  let count = 0;
  for (let row = 0; row < values.length; row++)
    if (values[row] === values[row] && (!keep || keep(row))) count++;
  const rows = new Uint32Array(count);
  let next = 0;
  for (let row = 0; row < values.length; row++)
    if (values[row] === values[row] && (!keep || keep(row))) rows[next++] = row;
  const order = sortRows(values, rows);
  const sorted = new Float64Array(count);
  const ranks = new Float64Array(values.length).fill(Number.NaN);
  let start = 0;
  while (start < count) {
    const value = values[order[start]!]!;
    let end = start + 1;
    while (end < count && values[order[end]!] === value) end++;
    const average = (start + 1 + end) / 2;
    for (let index = start; index < end; index++) {
      ranks[order[index]!] = average;
      sorted[index] = value;
    }
    start = end;
  }
  return { sorted, ranks };
}

/** The present values (not NaN) sorted ascending, as `rankRows` gives them, without ranks: one native sort. */
export function sortedValues(values: Float64Array): Float64Array {
  let count = 0;
  for (let row = 0; row < values.length; row++) if (values[row] === values[row]) count++;
  const sorted = new Float64Array(count);
  let next = 0;
  for (let row = 0; row < values.length; row++)
    if (values[row] === values[row]) sorted[next++] = values[row]! + 0;
  return sorted.sort();
}

/** The first index of `sorted` holding a value at or above `value`. */
function lowerBound(sorted: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
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

/**
 * Median absolute deviation from `center` of values sorted ascending, unscaled: the deviations below and above
 * the center are each sorted already, so the middle ones are found by merging the two runs outward from the center
 * (half a pass, no copy). Equal to `mad(sorted, center)`.
 */
export function madSorted(sorted: ArrayLike<number>, center: number): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  let right = lowerBound(sorted, center);
  let left = right - 1;
  const middle = (n - 1) >> 1;
  let low = 0;
  for (let taken = 0; taken <= middle + 1 && taken < n; taken++) {
    const below = left >= 0 ? Math.abs(sorted[left]! - center) : Infinity;
    const above = right < n ? Math.abs(sorted[right]! - center) : Infinity;
    const next = below <= above ? below : above;
    if (below <= above) left--;
    else right++;
    if (taken === middle) {
      if (n % 2) return next;
      low = next;
    } else if (taken === middle + 1) return (low + next) / 2;
  }
  return low;
}

/** 1.4826: MAD × this estimates the SD of normal data. */
export const madScale = 1.482602218505602;

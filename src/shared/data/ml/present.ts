/**
 * The present (non-NaN) values of an input on some rows, sorted ascending: the quantile bins of the trees and the
 * linear model's medians both read them from the fit rows, so they are sorted once per input and rows array
 * (kept while the input lives; callers must not change the array they get).
 */
const sortedCache = new WeakMap<Float64Array, { rows: Uint32Array; sorted: Float64Array }>();

export function sortedPresent(input: Float64Array, rows: Uint32Array): Float64Array {
  const cached = sortedCache.get(input);
  if (cached?.rows === rows) return cached.sorted;
  const values = new Float64Array(rows.length);
  let present = 0;
  for (let at = 0; at < rows.length; at++) {
    const value = input[rows[at]!]!;
    if (value === value) values[present++] = value;
  }
  const sorted = values.subarray(0, present).sort();
  sortedCache.set(input, { rows, sorted });
  return sorted;
}

/** The rows of `rows` where `input` is present, in their order. */
export function presentRows(input: Float64Array, rows: Uint32Array): Uint32Array {
  const out = new Uint32Array(rows.length);
  let count = 0;
  for (let at = 0; at < rows.length; at++)
    if (input[rows[at]!] === input[rows[at]!]) out[count++] = rows[at]!;
  return count === rows.length ? rows : out.slice(0, count);
}

/** `input` at each of `rows`, in their order. */
export function valuesAt(input: Float64Array, rows: Uint32Array): Float64Array {
  const out = new Float64Array(rows.length);
  for (let at = 0; at < rows.length; at++) out[at] = input[rows[at]!]!;
  return out;
}

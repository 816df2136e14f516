/** Value bins an input is cut into for the trees (bin 0 holds the missing values): at most 255 in all. */
export const maxBins = 255;

/**
 * Cut points of an input from its present values on the training rows: between each pair of neighbouring values
 * when they are few, otherwise at quantiles. A value v falls in bin 1 + (cuts below v): `v ≤ cuts[k]` ⇔ bin ≤ k + 1.
 */
export function cutsOf(input: Float64Array, rows: Uint32Array): number[] {
  const present = Float64Array.from(rows, (row) => input[row]!).filter((value) => !Number.isNaN(value));
  present.sort();
  const distinct: number[] = [];
  for (const value of present)
    if (distinct.length === 0 || value !== distinct[distinct.length - 1]) distinct.push(value);
  const valueBins = maxBins - 1;
  if (distinct.length <= valueBins)
    return distinct.slice(1).map((value, at) => {
      const mid = distinct[at]! + (value - distinct[at]!) / 2;
      return mid < value ? mid : distinct[at]!;
    });
  const cuts: number[] = [];
  for (let bin = 1; bin < valueBins; bin++) {
    const cut = present[Math.floor((bin * present.length) / valueBins) - 1]!;
    if (cuts.length === 0 || cut > cuts[cuts.length - 1]!) cuts.push(cut);
  }
  // The largest value needs a bin above the last cut.
  if (cuts[cuts.length - 1]! >= present[present.length - 1]!) cuts.pop();
  return cuts;
}

/** The bin of every row of `rows` (0 when missing), in their order. */
export function binned(input: Float64Array, cuts: readonly number[], rows: Uint32Array): Uint8Array {
  const out = new Uint8Array(rows.length);
  rows.forEach((row, at) => {
    const value = input[row]!;
    if (Number.isNaN(value)) return;
    let low = 0;
    let high = cuts.length;
    // The number of cuts below `value`.
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (cuts[mid]! < value) low = mid + 1;
      else high = mid;
    }
    out[at] = low + 1;
  });
  return out;
}

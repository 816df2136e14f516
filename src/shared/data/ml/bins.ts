import { sortedPresent } from './present';

/** Value bins an input is cut into for the trees (bin 0 holds the missing values): at most 255 in all. */
export const maxBins = 255;

/**
 * Cut points of an input from its present values on the training rows: between each pair of neighbouring values
 * when they are few, otherwise at quantiles. A value v falls in bin 1 + (cuts below v): `v ≤ cuts[k]` ⇔ bin ≤ k + 1.
 */
export function cutsOf(input: Float64Array, rows: Uint32Array): number[] {
  const present = sortedPresent(input, rows);
  const valueBins = maxBins - 1;
  // Few distinct values: a cut halfway between each pair of neighbours.
  const cuts: number[] = [];
  let distinct = 0;
  for (let at = 0; at < present.length && distinct <= valueBins; at++)
    if (at === 0 || present[at] !== present[at - 1]) {
      distinct++;
      if (at > 0) {
        const [below, value] = [present[at - 1]!, present[at]!];
        const mid = below + (value - below) / 2;
        cuts.push(mid < value ? mid : below);
      }
    }
  if (distinct <= valueBins) return cuts;
  cuts.length = 0;
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
  const sortedCuts = Float64Array.from(cuts);
  const count = sortedCuts.length;
  for (let at = 0; at < rows.length; at++) {
    const value = input[rows[at]!]!;
    if (value !== value) continue;
    let low = 0;
    let high = count;
    // The number of cuts below `value`.
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (sortedCuts[mid]! < value) low = mid + 1;
      else high = mid;
    }
    out[at] = low + 1;
  }
  return out;
}

import { ascendingOrder } from './radix';

/** Rank statistics the guards use: average ranks with ties, Spearman's ρ, the ROC AUC of scores. */

/**
 * 1-based ranks of `values`, ties sharing their average rank: the positions sorted by value (a radix sort without
 * NaN, several times faster than sorting them by comparison), each run of equal values given its average.
 */
export function averageRanks(values: Float64Array): Float64Array {
  const order = ascendingOrder(values);
  const ranks = new Float64Array(values.length);
  for (let start = 0; start < order.length;) {
    let end = start + 1;
    while (end < order.length && values[order[end]!] === values[order[start]!]) end++;
    const rank = (start + end + 1) / 2;
    for (let at = start; at < end; at++) ranks[order[at]!] = rank;
    start = end;
  }
  return ranks;
}

/** Pearson's r of two equally long series; 0 when either is constant. */
export function pearson(x: Float64Array, y: Float64Array): number {
  const n = x.length;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i]!;
    my += y[i]!;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}

export const spearman = (x: Float64Array, y: Float64Array): number =>
  pearson(averageRanks(x), averageRanks(y));

/**
 * The ROC AUC of `scores` for `positive` rows (a weight per row, for bootstrap resamples: 0 leaves a row out), ties
 * counting half; null when either side is empty. `order` is the rows sorted by score, given when reused.
 */
export function rocAuc(
  scores: Float64Array,
  positive: (row: number) => boolean,
  weights?: Float64Array,
  order: Uint32Array = ascendingOrder(scores),
): number | null {
  let negativesBelow = 0;
  let pairs = 0;
  let positives = 0;
  for (let start = 0; start < order.length;) {
    let end = start + 1;
    while (end < order.length && scores[order[end]!] === scores[order[start]!]) end++;
    let groupPositives = 0;
    let groupNegatives = 0;
    for (let at = start; at < end; at++) {
      const row = order[at]!;
      const weight = weights ? weights[row]! : 1;
      if (positive(row)) groupPositives += weight;
      else groupNegatives += weight;
    }
    pairs += groupPositives * (negativesBelow + groupNegatives / 2);
    negativesBelow += groupNegatives;
    positives += groupPositives;
    start = end;
  }
  return positives > 0 && negativesBelow > 0 ? pairs / (positives * negativesBelow) : null;
}

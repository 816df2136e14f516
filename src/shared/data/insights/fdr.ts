/**
 * Benjamini–Hochberg adjusted p-values (q-values) for every test made, in the input's order: q(i) is the least
 * m·p(j)/j over the ranks j at or above i's, capped at 1 (R's `p.adjust(p, "BH")`). Ties keep input order, so
 * the result is deterministic.
 */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((_, index) => index).sort((a, b) => pValues[a]! - pValues[b]! || a - b);
  const q = new Array<number>(m);
  let least = 1;
  for (let rank = m; rank >= 1; rank--) {
    const index = order[rank - 1]!;
    least = Math.min(least, (pValues[index]! * m) / rank);
    q[index] = least;
  }
  return q;
}

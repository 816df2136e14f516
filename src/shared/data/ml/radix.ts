/**
 * Sorting numbers without NaN by their bits (an LSD radix sort, 6 passes of 11, 11 and 10 bits per 32-bit word):
 * the same ascending order as `Float64Array.prototype.sort` (−0 before 0), equal values in their first order, and
 * where each sorted value came from — several times faster than the built-in sort, which gives no positions, or a
 * sort of positions by a comparison function. Small arrays, and platforms whose typed arrays are not little-endian,
 * sort the positions by comparison instead (the same answer).
 */
const littleEndian = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;
const smallest = 2048;
const digits: [word: 0 | 1, shift: number, bits: number][] = [
  [0, 0, 11],
  [0, 11, 11],
  [0, 22, 10],
  [1, 0, 11],
  [1, 11, 11],
  [1, 22, 10],
];

export function sortWithOrder(values: Float64Array): { sorted: Float64Array; order: Uint32Array } {
  const n = values.length;
  if (n < smallest || !littleEndian) {
    const order = Uint32Array.from({ length: n }, (_, at) => at).sort(
      (a, b) =>
        values[a]! - values[b]! ||
        (Object.is(values[a], -0) ? -1 : 0) - (Object.is(values[b], -0) ? -1 : 0) ||
        a - b,
    );
    return { sorted: Float64Array.from(order, (at) => values[at]!), order };
  }
  const copy = Float64Array.from(values);
  const words = new Uint32Array(copy.buffer);
  // Keys whose unsigned order is the numbers' order: a negative number's bits all flipped, a positive one's sign set.
  let keys = [new Uint32Array(n), new Uint32Array(n)];
  for (let at = 0; at < n; at++) {
    const high = words[2 * at + 1]!;
    const negative = high >>> 31 === 1;
    keys[0]![at] = negative ? ~words[2 * at]! >>> 0 : words[2 * at]!;
    keys[1]![at] = negative ? ~high >>> 0 : (high | 0x80000000) >>> 0;
  }
  let order = Uint32Array.from({ length: n }, (_, at) => at);
  let nextKeys = [new Uint32Array(n), new Uint32Array(n)];
  let nextOrder = new Uint32Array(n);
  const counts = new Uint32Array(1 << 11);
  for (const [word, shift, bits] of digits) {
    const mask = (1 << bits) - 1;
    const key = keys[word]!;
    counts.fill(0);
    for (let at = 0; at < n; at++) counts[(key[at]! >>> shift) & mask]!++;
    // A digit every key shares moves nothing.
    if (counts[(key[0]! >>> shift) & mask] === n) continue;
    let sum = 0;
    for (let digit = 0; digit <= mask; digit++) {
      const count = counts[digit]!;
      counts[digit] = sum;
      sum += count;
    }
    const [low, high] = keys as [Uint32Array, Uint32Array];
    const [nextLow, nextHigh] = nextKeys as [Uint32Array, Uint32Array];
    for (let at = 0; at < n; at++) {
      const to = counts[(key[at]! >>> shift) & mask]!++;
      nextLow[to] = low[at]!;
      nextHigh[to] = high[at]!;
      nextOrder[to] = order[at]!;
    }
    [keys, nextKeys] = [nextKeys, keys];
    [order, nextOrder] = [nextOrder, order];
  }
  const sorted = new Float64Array(n);
  for (let at = 0; at < n; at++) sorted[at] = values[order[at]!]!;
  return { sorted, order };
}

/** The positions of `values` in ascending order of value, equal values in their order (NaN: by comparison). */
export function ascendingOrder(values: Float64Array): Uint32Array {
  if (values.some((value) => Number.isNaN(value)))
    return Uint32Array.from(values.keys()).sort((a, b) => values[a]! - values[b]! || a - b);
  return sortWithOrder(values).order;
}

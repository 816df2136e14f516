/** Cells read before the memo decides whether it pays. */
const trial = 4096;

/**
 * A cell reader that remembers what it read, for columns that repeat their values (a 1–5 score, a date per day):
 * one map lookup instead of a parse. After the first 4,096 cells, a column with mostly new values (measurements,
 * timestamps) drops the memo and parses each cell, so it pays no lookups it never uses.
 */
export function memoized<T>(read: (text: string) => T): (text: string) => T {
  let cache: Map<string, T> | undefined = new Map();
  let calls = 0;
  return (text) => {
    if (!cache) return read(text);
    const known = cache.get(text);
    if (known !== undefined || cache.has(text)) return known as T;
    const value = read(text);
    cache.set(text, value);
    if (++calls === trial && cache.size * 2 > trial) cache = undefined;
    return value;
  };
}

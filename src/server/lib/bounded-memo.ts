/**
 * `compute` with its results remembered for the keys seen lately, for work done per request on keys that repeat
 * (docs/decisions/076): at most `entries` keys, all forgotten at once when full (so a flood of new keys costs a
 * `compute` each, as with no memory), and a key longer than `longestKey` computed each time, never held (so the
 * memory stays bounded by count and by each key's length).
 */
export function boundedMemo<Value>(
  compute: (key: string) => Value,
  { entries, longestKey }: { entries: number; longestKey: number },
): (key: string) => Value {
  const remembered = new Map<string, Value>();
  return (key) => {
    let value = remembered.get(key);
    if (value === undefined) {
      value = compute(key);
      if (key.length > longestKey) return value;
      if (remembered.size >= entries) remembered.clear();
      remembered.set(key, value);
    }
    return value;
  };
}

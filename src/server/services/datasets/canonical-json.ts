/**
 * A value's JSON with every object's keys in code-unit order and `undefined` properties left out, as
 * `JSON.stringify` leaves them out: two values are equal JSON exactly when their canonical texts are equal.
 * Numbers are written as `JSON.stringify` writes them (the shortest text that reads back as the same double), so
 * a number sent as JSON and read back compares equal to the number it was.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

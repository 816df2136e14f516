/**
 * What the ingest's JSON reader (`json.ts`) needs to read a JSON
 * dataset: where a parse stopped, what a value is, a cell's text, and which keys or cells are not text.
 */

/** The 1-based line and column of a character offset. */
export function lineAndColumn(text: string, offset: number) {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** Where JSON.parse stopped, from its message (V8 names a position); the end of the text otherwise. */
export function jsonErrorOffset(error: unknown, text: string): number {
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
  return position === undefined ? text.length : Number(position);
}

export const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as string);

export const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** NUL and unpaired surrogates: JSON can spell them (`\\u0000`, `\\ud800`), text columns cannot hold them. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
export const notText = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** How many distinct keys the objects have in all (only counted to say so when there are too many). */
export function countKeys(items: unknown[]): number {
  const keys = new Set<string>();
  for (const item of items)
    if (kindOf(item) === 'object') for (const key of Object.keys(item as object)) keys.add(key);
  return keys.size;
}

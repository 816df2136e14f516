import { columnValues, firstRowsOf, type ColumnValues } from '../ingest/column-values';
import { isMissing } from '../ingest/nulls';
import type { ColumnType } from '../ingest/types';
import { columnBase, keepRow, presenceOfCodes, rowsWhere, type ColumnFacts } from './facts';
import { progressChunk, type Progress } from './progress';
import { alertRowsKept, alertValuesKept, topValuesKept } from './thresholds';
import type { TextColumn, ValueCount } from './types';

/** Characters as a reader counts them: code points, a surrogate pair being one. */
export function codePoints(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0xdc00 || code > 0xdfff) count++;
  }
  return count;
}

/** Present values exactly as written, each once, in order of first appearance, with counts and first rows. */
export type Spellings = { values: string[]; counts: number[]; firstRows: ArrayLike<number> };

/**
 * Counts a column's present values as written, in one pass with one map lookup per cell and no allocation (the cell
 * strings are the keys).
 */
export function countSpellings(
  values: readonly string[],
  progress: Progress,
): { spellings: Spellings; missingRows: number[]; presentRows: number[] } {
  const slots = new Map<string, number>();
  const spellings = { values: [] as string[], counts: [] as number[], firstRows: [] as number[] };
  const missingRows: number[] = [];
  const presentRows: number[] = [];
  for (let start = 0; start < values.length; start += progressChunk) {
    const end = Math.min(values.length, start + progressChunk);
    for (let row = start; row < end; row++) {
      const raw = values[row]!;
      const slot = slots.get(raw);
      if (slot !== undefined) {
        if (slot >= 0) spellings.counts[slot]!++;
        else keepRow(missingRows, row);
        continue;
      }
      if (isMissing(raw)) {
        slots.set(raw, -1);
        keepRow(missingRows, row);
        continue;
      }
      slots.set(raw, spellings.values.length);
      spellings.values.push(raw);
      spellings.counts.push(1);
      spellings.firstRows.push(row + 1);
    }
    progress.add(end - start);
  }
  for (let row = 0; row < values.length && presentRows.length < alertRowsKept; row++)
    if ((slots.get(values[row]!) ?? -1) >= 0) keepRow(presentRows, row);
  return { spellings, missingRows, presentRows };
}

/** Values (trimmed, as the types compare them) with their counts, in order of first appearance. */
export function trimmedCounts(spellings: Spellings): Map<string, number> {
  const counts = new Map<string, number>();
  spellings.values.forEach((raw, index) => {
    const value = raw.trim();
    counts.set(value, (counts.get(value) ?? 0) + spellings.counts[index]!);
  });
  return counts;
}

/** The most frequent values, most frequent first, ties by value (code unit order, never the locale). */
export function topCounts(counts: Iterable<[string, number]>, keep: number): [string, number][] {
  const top: [string, number][] = [];
  for (const entry of counts) {
    const [value, count] = entry;
    let at = top.length;
    while (at > 0) {
      const [otherValue, otherCount] = top[at - 1]!;
      if (otherCount > count || (otherCount === count && otherValue < value)) break;
      at--;
    }
    if (at < keep) {
      top.splice(at, 0, entry);
      if (top.length > keep) top.pop();
    }
  }
  return top;
}

export const valueCounts = (top: [string, number][], present: number): ValueCount[] =>
  top.map(([value, count]) => ({ value, count, share: present ? count / present : 0 }));

/** The key spellings are grouped by: trimmed and lower-cased (`Paris`, `paris ` → `paris`). */
const variantKey = (raw: string) => raw.trim().toLowerCase();

const isAsciiSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);

/**
 * FNV-1a over a spelling's `variantKey` characters. An all-ASCII spelling (most) is folded on the fly, with no
 * string made: in ASCII, `trim` removes tab, the line breaks, vertical tab, form feed and space, and
 * `toLowerCase` maps A–Z alone; any other spelling hashes its key string. Equal keys give equal hashes.
 */
function variantHash(raw: string): number {
  let ascii = true;
  for (let index = 0; index < raw.length && ascii; index++) ascii = raw.charCodeAt(index) < 128;
  const key = ascii ? raw : variantKey(raw);
  let start = 0;
  let end = key.length;
  if (ascii) {
    while (start < end && isAsciiSpace(key.charCodeAt(start))) start++;
    while (end > start && isAsciiSpace(key.charCodeAt(end - 1))) end--;
  }
  let hash = 0x811c9dc5;
  for (let index = start; index < end; index++) {
    const code = key.charCodeAt(index);
    hash = Math.imul(hash ^ (ascii && code >= 65 && code <= 90 ? code + 32 : code), 0x01000193);
  }
  return hash;
}

/**
 * Which spellings may share their key with another: those whose key hash another spelling's has too. Only they
 * are keyed in `findVariants`, so a column of a million distinct spellings (tokens, free text) makes no million
 * lower-cased copies and map entries (~35 MB for 200,000 tokens of 96 characters) to find no group.
 */
function mayRepeat(values: readonly string[]): (index: number) => boolean {
  const hashes = new Int32Array(values.length);
  for (let index = 0; index < values.length; index++) hashes[index] = variantHash(values[index]!);
  const sorted = hashes.slice().sort();
  const repeated = new Set<number>();
  for (let index = 1; index < sorted.length; index++)
    if (sorted[index] === sorted[index - 1]) repeated.add(sorted[index]!);
  return (index) => repeated.has(hashes[index]!);
}

/**
 * Spellings that are one value once trimmed and lower-cased (`Paris`, `paris `): how many such groups, and the
 * spellings of the first ones with the first row of each, in order of first appearance.
 */
export function findVariants(
  spellings: Spellings,
  trimmed = false,
): { groups: number; values: string[]; rows: number[] } {
  // Spellings already trimmed and lower-case are distinct keys themselves: no group, and no map to find so.
  if (trimmed && spellings.values.every((raw) => raw.toLowerCase() === raw))
    return { groups: 0, values: [], rows: [] };
  // A spelling whose key hash no other spelling has is alone in its group: only the others are keyed, in the
  // same order, so the groups and their order are those of keying every spelling.
  const candidate = mayRepeat(spellings.values);
  const first = new Map<string, number>();
  const next = new Int32Array(spellings.values.length).fill(-1);
  const last = new Int32Array(spellings.values.length);
  const size = new Int32Array(spellings.values.length);
  spellings.values.forEach((raw, index) => {
    if (!candidate(index)) return;
    const key = variantKey(raw);
    const head = first.get(key);
    if (head === undefined) {
      first.set(key, index);
      last[index] = index;
      size[index] = 1;
    } else {
      next[last[head]!] = index;
      last[head] = index;
      size[head]!++;
    }
  });
  let groups = 0;
  const values: string[] = [];
  const rows: number[] = [];
  for (const head of first.values()) {
    if (size[head]! < 2) continue;
    groups++;
    for (let index = head; index >= 0; index = next[index]!) {
      if (values.length < alertValuesKept) values.push(spellings.values[index]!);
      if (rows.length < alertRowsKept) rows.push(spellings.firstRows[index]!);
    }
  }
  return { groups, values, rows };
}

/** The spellings and first rows of a column from the typing stage's count (`countSpellings`'s answer, no scan). */
export function spellingsOf(
  counted: ColumnValues,
  progress: Progress,
): { spellings: Spellings; missingRows: number[]; presentRows: number[] } {
  const spellings = { values: counted.spellings, counts: counted.counts, firstRows: firstRowsOf(counted) };
  return { spellings, ...presenceOfCodes(counted.codes, progress, counted.missing) };
}

/**
 * Trimmed values with their counts, in order of first appearance (`trimmedCounts`' entries, without a map), made
 * one at a time as `topCounts` reads them: it keeps ten, so the rest die young. An array of them all was ~64 bytes
 * a value held at once, ~12 MB for a column of 190,000 tokens, at the reading thread's peak (docs/decisions/074).
 */
function* trimmedEntries(counted: ColumnValues): Generator<[string, number]> {
  for (let index = 0; index < counted.texts.length; index++)
    yield [counted.texts[index]!, counted.textCounts[index]!];
}

/** A category or text column: top values, lengths in code points, and variant spellings. */
export function profileText(
  values: readonly string[],
  type: ColumnType,
  progress: Progress,
  counted: ColumnValues = columnValues(values),
): ColumnFacts {
  const { spellings, missingRows, presentRows } = spellingsOf(counted, progress);
  const present = type.present;
  const top = topCounts(trimmedEntries(counted), topValuesKept);
  const topValues = valueCounts(top, present);
  let minLength = Infinity;
  let maxLength = 0;
  let totalLength = 0;
  for (let index = 0; index < counted.texts.length; index++) {
    const value = counted.texts[index]!;
    const count = counted.textCounts[index]!;
    const length = codePoints(value);
    minLength = Math.min(minLength, length);
    maxLength = Math.max(maxLength, length);
    totalLength += length * count;
  }
  const kept = topValues.reduce((sum, { count }) => sum + count, 0);
  const profile: TextColumn = {
    name: type.name,
    kind: type.kind === 'category' ? 'category' : 'text',
    ...columnBase(type),
    topValues,
    otherCount: present - kept,
    lengths: present ? { min: minLength, mean: totalLength / present, max: maxLength } : null,
  };
  const [topValue, topCount] = top[0] ?? [undefined, 0];
  return {
    profile,
    missingRows,
    presentRows,
    topCount,
    topValue,
    otherRows: () => rowsWhere(values, (raw) => !isMissing(raw) && raw.trim() !== topValue),
    variants: findVariants(spellings, counted.texts === counted.spellings),
  };
}

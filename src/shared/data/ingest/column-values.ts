import { isMissing } from './nulls';
import { progressChunk, type Progress } from '../profile/progress';

/**
 * What the typing stage learnt of a column's cells, handed on to the profile so that no later stage reads a cell
 * string again (docs/decisions/041). It depends on the cells alone, never on the type decided: an override or a
 * second typing of the same column reads the same values. Every array is in order of first appearance, so what is
 * derived from it is what a scan of the cells in row order gives.
 */
export type ColumnValues = {
  /** Per row, the index of its cell in `spellings`, or -1 when the cell is missing (empty or a null token). */
  codes: Int32Array;
  /** The present cells exactly as written, each once, and how often each occurs (its first row: `firstRowsOf`). */
  spellings: string[];
  counts: number[];
  /** The present values trimmed (as the types compare them), each once, with how often each occurs. */
  texts: string[];
  textCounts: number[];
  /** Per spelling, the index of its trimmed value in `texts`. */
  textOf: Int32Array;
  present: number;
  missing: number;
};

/** FNV-1a over the UTF-16 code units, then mixed so the low bits spread (the table indexes by them). */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++)
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  return hash ^ (hash >>> 13);
}

/** Distinct cells counted in a `Map` before the typed-array table takes over. */
const mapMaxValues = 4096;

/**
 * A column's cells counted once: each distinct cell is asked whether it is missing, and trimmed, once however often
 * it occurs; each row gets its cell's code. A map while the values are few: the parser hands out one string per
 * repeated value, whose hash the engine keeps. Past `mapMaxValues`, pairs of (value index + 1, or minus the
 * missing value's index + 1; hash) in an open-addressing table of typed arrays: a unique column of a million cells
 * would otherwise build a million map entries, and a probe reads one cache line, and a value's text only when the
 * hashes agree. Reports one progress step per cell.
 */
export function columnValues(cells: readonly string[], progress?: Progress): ColumnValues {
  const rows = cells.length;
  const codes = new Int32Array(rows);
  const spellings: string[] = [];
  const counts: number[] = [];
  /** Missing texts (empty, `N/A`…): few, each coded -1. */
  const nulls: string[] = [];
  let missing = 0;
  let slots: Map<string, number> | undefined = new Map();
  let table = new Int32Array(0);
  let mask = -1;
  const add = (text: string): number => {
    if (isMissing(text)) {
      nulls.push(text);
      missing++;
      return -nulls.length;
    }
    spellings.push(text);
    counts.push(1);
    return spellings.length;
  };
  for (let start = 0; start < rows; start += progressChunk) {
    const end = Math.min(rows, start + progressChunk);
    for (let row = start; row < end; row++) {
      const text = cells[row]!;
      if (slots) {
        // Map values: the spelling's index + 1, or minus the missing text's.
        const slot = slots.get(text);
        if (slot !== undefined) {
          if (slot > 0) counts[slot - 1]!++;
          else missing++;
          codes[row] = slot > 0 ? slot - 1 : -1;
          continue;
        }
        const added = add(text);
        codes[row] = added > 0 ? added - 1 : -1;
        slots.set(text, added);
        if (spellings.length + nulls.length > mapMaxValues) {
          // Sized for the distinct values the rows to come would add at the rate seen so far, so that a unique
          // column's table is not grown (and every entry placed again) time after time.
          const expected = ((spellings.length + nulls.length) / (row + 1)) * rows;
          let size = 4 * mapMaxValues;
          while (size < 2 * expected) size *= 2;
          table = new Int32Array(2 * size);
          mask = table.length / 2 - 1;
          for (const [value, slot] of slots) {
            const hash = hashText(value);
            let at = hash & mask;
            while (table[2 * at] !== 0) at = (at + 1) & mask;
            table[2 * at] = slot;
            table[2 * at + 1] = hash;
          }
          slots = undefined;
        }
        continue;
      }
      const hash = hashText(text);
      for (let at = hash & mask; ; at = (at + 1) & mask) {
        const slot = table[2 * at]!;
        if (slot === 0) {
          const added = add(text);
          table[2 * at] = added;
          table[2 * at + 1] = hash;
          codes[row] = added > 0 ? added - 1 : -1;
          break;
        }
        if (table[2 * at + 1] !== hash) continue;
        if (slot > 0 && spellings[slot - 1] === text) {
          counts[slot - 1]!++;
          codes[row] = slot - 1;
          break;
        }
        if (slot < 0 && nulls[-slot - 1] === text) {
          missing++;
          codes[row] = -1;
          break;
        }
      }
      if ((spellings.length + nulls.length) * 2 > mask) {
        const old = table;
        table = new Int32Array(old.length * 2);
        mask = table.length / 2 - 1;
        for (let from = 0; from < old.length; from += 2) {
          if (old[from] === 0) continue;
          let at = old[from + 1]! & mask;
          while (table[2 * at] !== 0) at = (at + 1) & mask;
          table[2 * at] = old[from]!;
          table[2 * at + 1] = old[from + 1]!;
        }
      }
    }
    progress?.add(end - start);
  }
  const present = rows - missing;
  const textOf = new Int32Array(spellings.length);
  // Most columns write no space around their values: then the trimmed values are the spellings themselves.
  let trimmed = true;
  for (let index = 0; index < spellings.length && trimmed; index++)
    if (spellings[index]!.trim().length !== spellings[index]!.length) trimmed = false;
  if (trimmed) {
    for (let index = 0; index < textOf.length; index++) textOf[index] = index;
    return {
      codes,
      spellings,
      counts,
      texts: spellings,
      textCounts: counts,
      textOf,
      present,
      missing,
    };
  }
  const slotOf = new Map<string, number>();
  const texts: string[] = [];
  const textCounts: number[] = [];
  for (let index = 0; index < spellings.length; index++) {
    const text = spellings[index]!.trim();
    const slot = slotOf.get(text);
    if (slot === undefined) {
      textOf[index] = texts.length;
      slotOf.set(text, texts.length);
      texts.push(text);
      textCounts.push(counts[index]!);
    } else {
      textOf[index] = slot;
      textCounts[slot]! += counts[index]!;
    }
  }
  return { codes, spellings, counts, texts, textCounts, textOf, present, missing };
}

/** The first data row (1-based) of each spelling, found from the row codes. */
export function firstRowsOf(counted: ColumnValues): Int32Array {
  const rows = new Int32Array(counted.spellings.length);
  const { codes } = counted;
  let found = 0;
  for (let row = 0; row < codes.length && found < rows.length; row++) {
    const code = codes[row]!;
    if (code >= 0 && rows[code] === 0) {
      rows[code] = row + 1;
      found++;
    }
  }
  return rows;
}

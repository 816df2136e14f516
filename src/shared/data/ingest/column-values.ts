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

/**
 * The hashes of cells `start` to `end` into `hashes`, in a pass of their own: the lookups that follow then depend
 * on no hashing, so the processor fetches several rows' table slots at once instead of waiting on each (a large
 * table misses the cache on nearly every row).
 */
function hashChunk(cells: readonly string[], start: number, end: number, hashes: Int32Array) {
  for (let row = start; row < end; row++) hashes[row - start] = hashText(cells[row]!);
}

/** Distinct cells counted in a `Map` before the typed-array table takes over. */
const mapMaxValues = 4096;

/** A column's count while its cells are read: what `withTexts` completes. */
type Counting = {
  codes: Int32Array;
  spellings: string[];
  counts: number[];
  /** Missing texts (empty, `N/A`…): few, each coded -1. */
  nulls: string[];
  missing: number;
};

/** A cell not seen before, counted once: its slot, the spelling's index + 1 or minus the missing text's. */
function addDistinct(counting: Counting, text: string): number {
  if (isMissing(text)) {
    counting.nulls.push(text);
    counting.missing++;
    return -counting.nulls.length;
  }
  counting.spellings.push(text);
  counting.counts.push(1);
  return counting.spellings.length;
}

/** The row's code from its slot (see `addDistinct`). */
const codeOf = (slot: number) => (slot > 0 ? slot - 1 : -1);

/**
 * Counts the cells from the first in a map, each chunk of `progressChunk` rows reported when done, up to the cell
 * that makes more than `mapMaxValues` distinct ones. Returns that cell's row (-1 when none did; its chunk is left
 * unreported) and the map, whose values are the slots.
 */
function countInMap(cells: readonly string[], counting: Counting, progress?: Progress) {
  const rows = cells.length;
  const slots = new Map<string, number>();
  const { codes, counts } = counting;
  for (let start = 0; start < rows; start += progressChunk) {
    const end = Math.min(rows, start + progressChunk);
    for (let row = start; row < end; row++) {
      const text = cells[row]!;
      const slot = slots.get(text);
      if (slot !== undefined) {
        if (slot > 0) counts[slot - 1]!++;
        else counting.missing++;
        codes[row] = codeOf(slot);
        continue;
      }
      const added = addDistinct(counting, text);
      codes[row] = codeOf(added);
      slots.set(text, added);
      if (slots.size > mapMaxValues) return { overflow: row, slots };
    }
    progress?.add(end - start);
  }
  return { overflow: -1, slots };
}

/** Places a slot and its hash in the first free place of the table from the hash's own. */
function place(table: Int32Array, slot: number, hash: number) {
  const mask = table.length / 2 - 1;
  let at = hash & mask;
  while (table[2 * at] !== 0) at = (at + 1) & mask;
  table[2 * at] = slot;
  table[2 * at + 1] = hash;
}

/**
 * The map's entries in a table of (slot; hash) pairs, sized for the distinct values the rows to come would add at
 * the rate seen so far (`next` rows read), so that a unique column's table is not grown (and every entry placed
 * again) time after time.
 */
function tableOf(slots: Map<string, number>, next: number, rows: number): Int32Array {
  const expected = (slots.size / next) * rows;
  let size = 4 * mapMaxValues;
  while (size < 2 * expected) size *= 2;
  const table = new Int32Array(2 * size);
  for (const [value, slot] of slots) place(table, slot, hashText(value));
  return table;
}

/** The table twice as large, every entry placed again. */
function grown(old: Int32Array): Int32Array {
  const table = new Int32Array(old.length * 2);
  for (let from = 0; from < old.length; from += 2)
    if (old[from] !== 0) place(table, old[from]!, old[from + 1]!);
  return table;
}

/**
 * Counts the cells after row `overflow` in the typed-array table, reporting each chunk of `progressChunk` rows when
 * done (the chunk of `overflow` in whole, as the map counted its first rows).
 */
function countInTable(
  cells: readonly string[],
  counting: Counting,
  overflow: number,
  table: Int32Array,
  progress?: Progress,
) {
  const rows = cells.length;
  const from = overflow + 1;
  const { codes, spellings, counts, nulls } = counting;
  let mask = table.length / 2 - 1;
  /** The hashes of a chunk's cells, found before any is looked up (see `hashChunk`). */
  const hashes = new Int32Array(Math.min(rows - from, progressChunk));
  for (let start = overflow - (overflow % progressChunk); start < rows; start += progressChunk) {
    const end = Math.min(rows, start + progressChunk);
    const first = Math.max(start, from);
    hashChunk(cells, first, end, hashes);
    for (let row = first; row < end; row++) {
      const text = cells[row]!;
      const hash = hashes[row - first]!;
      for (let at = hash & mask; ; at = (at + 1) & mask) {
        const slot = table[2 * at]!;
        if (slot === 0) {
          const added = addDistinct(counting, text);
          table[2 * at] = added;
          table[2 * at + 1] = hash;
          codes[row] = codeOf(added);
          break;
        }
        if (table[2 * at + 1] !== hash) continue;
        if (slot > 0 && spellings[slot - 1] === text) {
          counts[slot - 1]!++;
          codes[row] = slot - 1;
          break;
        }
        if (slot < 0 && nulls[-slot - 1] === text) {
          counting.missing++;
          codes[row] = -1;
          break;
        }
      }
      if ((spellings.length + nulls.length) * 2 > mask) {
        table = grown(table);
        mask = table.length / 2 - 1;
      }
    }
    progress?.add(end - start);
  }
}

/**
 * How many runs of equal cells the column holds when every cell is at least the one before it (shorter texts first,
 * texts of one length by their code units: `1` < `9` < `10`, `ORD-0000003` < `ORD-0000010`), as a key or an order
 * code written in row order is; -1 at the first cell that is less, so a column in no order answers within its
 * first rows. In such a column each distinct cell's rows are one run (`countSorted`). Each row's run (from 0) is
 * written to `runOf`, so that the count need not compare the cells again (undefined where it answers -1).
 */
function runsInOrder(cells: readonly string[], runOf: Int32Array): number {
  let runs = cells.length > 0 ? 1 : 0;
  for (let row = 1; row < cells.length; row++) {
    const before = cells[row - 1]!;
    const cell = cells[row]!;
    if (cell.length < before.length || (cell.length === before.length && cell < before)) return -1;
    if (cell !== before) runs++;
    runOf[row] = runs - 1;
  }
  return runs;
}

/**
 * Counts a column whose cells are in order (`runsInOrder`, whose runs `codes` holds): each run is a distinct cell
 * seen for the first time, its rows take its code. The codes, spellings, counts and missing count are those of
 * looking each cell up in turn, with no table and no hash: a run's first cell is read, into arrays allocated once at
 * the runs' count (a key column's 250,000 spellings pushed one by one cost several times the scan).
 */
function countSorted(cells: readonly string[], runs: number, codes: Int32Array, progress?: Progress) {
  const rows = cells.length;
  const spellings = new Array<string>(runs);
  const counts = new Array<number>(runs).fill(0);
  let found = 0;
  let missing = 0;
  let code = -1;
  let run = -1;
  for (let start = 0; start < rows; start += progressChunk) {
    const end = Math.min(rows, start + progressChunk);
    for (let row = start; row < end; row++) {
      if (codes[row] !== run) {
        run = codes[row]!;
        const text = cells[row]!;
        code = isMissing(text) ? -1 : found++;
        if (code >= 0) spellings[code] = text;
      }
      if (code >= 0) counts[code]!++;
      else missing++;
      codes[row] = code;
    }
    progress?.add(end - start);
  }
  spellings.length = found;
  counts.length = found;
  return withTexts(codes, spellings, counts, missing);
}

/**
 * A column's cells counted once: each distinct cell is asked whether it is missing, and trimmed, once however often
 * it occurs; each row gets its cell's code. A column in order (a key, an order code: `runsInOrder`) is counted by
 * comparing each cell with the one before (ADR 077). Otherwise a map while the values are few: the parser hands out one string per
 * repeated value, whose hash the engine keeps. Past `mapMaxValues`, pairs of (value index + 1, or minus the
 * missing value's index + 1; hash) in an open-addressing table of typed arrays: a unique column of a million cells
 * would otherwise build a million map entries, and a probe reads one cache line, and a value's text only when the
 * hashes agree. Reports one progress step per cell. Each way has its own function, so the engine optimises each
 * loop from its own feedback (a loop optimised while the map counted would otherwise be dropped when the table
 * takes over, and a first read of a file runs on code not yet optimised).
 */
export function columnValues(cells: readonly string[], progress?: Progress): ColumnValues {
  const rows = cells.length;
  const counting: Counting = {
    codes: new Int32Array(rows),
    spellings: [],
    counts: [],
    nulls: [],
    missing: 0,
  };
  const runs = runsInOrder(cells, counting.codes);
  if (runs >= 0) return countSorted(cells, runs, counting.codes, progress);
  const { overflow, slots } = countInMap(cells, counting, progress);
  if (overflow >= 0) countInTable(cells, counting, overflow, tableOf(slots, overflow + 1, rows), progress);
  return withTexts(counting.codes, counting.spellings, counting.counts, counting.missing);
}

/** The trimmed values of a column's spellings, and the whole `ColumnValues`. */
function withTexts(codes: Int32Array, spellings: string[], counts: number[], missing: number): ColumnValues {
  const present = codes.length - missing;
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

/** FNV-1a's start (as an int32, so a hash never leaves the small integers) and prime: the parser folds each
 * character of a cell in as it scans for the cell's end. */
export const hashStart = 0x811c9dc5 | 0;
export const hashPrime = 0x01000193;

/** The FNV-1a hash of a cell, mixed so that the low bits spread (the counter's table indexes by them). */
const mixed = (hash: number) => {
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  return hash ^ (hash >>> 13);
};

/**
 * Cells a counter reads before it decides whether its column repeats enough to count while parsing: a column of
 * new values (a key, amounts) is counted after the parse, one column at a time, where its large table stays in the
 * cache instead of competing with every other column's, row by row. Two looks: after 4,096 cells a column whose
 * cells were nearly all new (a key) stops; one of thousands of values repeated (a date per day, prices) still
 * shows mostly new cells there, so after 32,768 cells only a column still seven-eighths new stops. A repeating
 * column counted while parsing allocates one string per value instead of one per cell (docs/decisions/041).
 */
const counterTrials: readonly (readonly [cells: number, stopAbove: number])[] = [
  [4096, 4096 - 64],
  [32_768, (32_768 * 7) / 8],
];

/**
 * `columnValues` built while the parser cuts a column (docs/decisions/041, 068): each cell is looked up by the hash
 * the parser folded while it looked for the cell's end, and compared with the distinct text of that hash character
 * by character, so a cell that repeats allocates no string and is read once in all. The distinct texts' characters
 * are kept side by side in one array (`chars`), which a lookup reads instead of a string object elsewhere in the
 * heap: one memory access fewer per cell, where a column of thousands of values misses the cache on each. The
 * counter fills its column (`cells`): the one string of each text, written from the codes when the counting ends.
 * The result is what `columnValues` gives for the cells, in the same order: each distinct text is asked once
 * whether it is missing; spellings are numbered by first appearance.
 */
export class ColumnCounter {
  /**
   * Entries of four: (spelling index + 1, or minus the missing text's index + 1; mixed hash; where the text starts in
   * `chars`; how many rows hold it). A slot of 0 is empty. The count lies in the entry a lookup reads anyway, not in
   * an array of its own that a column of thousands of values would miss in the cache on every row.
   */
  private table = new Int32Array(4 * 64);
  private mask = 63;
  /** Each distinct text's length (low and high 16 bits), then its characters. */
  private chars = new Uint16Array(1024);
  private used = 0;
  private readonly spellings: string[] = [];
  private readonly nulls: string[] = [];
  private missing = 0;
  /** Per row, the spelling's index, or minus the missing text's index + 1 (which text: the cell to write). */
  private codes: Int32Array;
  /** Cells seen; false once the column shows it does not repeat enough to pay (then it is counted later). */
  private cells = 0;
  private on = true;
  /** The next look: after how many cells, and above how many distinct texts the column stops. */
  private trial = counterTrials[0]!;

  /** `column`: the parser's array of this column's cells, which the counter fills. */
  constructor(
    capacity: number,
    private readonly column: string[],
  ) {
    this.codes = new Int32Array(capacity);
  }

  /**
   * Row `row`'s cell, `text.slice(from, to)` whose characters fold to `hash` (from `hashStart` by `hashPrime`):
   * counted (its string is written to the column when the counting ends), or written at once when it stopped.
   */
  add(text: string, from: number, to: number, hash: number, row: number) {
    if (!this.on || (++this.cells === this.trial[0] && this.tried(this.trial[1]))) {
      this.column[row] = text.slice(from, to);
      return;
    }
    const key = mixed(hash);
    const length = to - from;
    const { table, mask, chars } = this;
    let at = key & mask;
    for (; ; at = (at + 1) & mask) {
      const slot = table[4 * at]!;
      if (slot === 0) break;
      if (table[4 * at + 1] !== key) continue;
      const start = table[4 * at + 2]!;
      if (chars[start] !== (length & 0xffff) || chars[start + 1] !== length >>> 16) continue;
      let index = 0;
      while (index < length && chars[start + 2 + index] === text.charCodeAt(from + index)) index++;
      if (index < length) continue;
      if (slot > 0) {
        table[4 * at + 3]!++;
        this.codes[row] = slot - 1;
      } else {
        this.missing++;
        this.codes[row] = slot;
      }
      return;
    }
    this.insert(at, key, text, from, to, row);
  }

  /** Row `row`'s cell given as a string (a row the parser handled apart: ragged, or past the header). */
  addCell(cell: string, row: number) {
    let hash = hashStart;
    for (let index = 0; index < cell.length; index++)
      hash = Math.imul(hash ^ cell.charCodeAt(index), hashPrime);
    this.add(cell, 0, cell.length, hash & 0x3fffffff, row);
  }

  private insert(at: number, key: number, text: string, from: number, to: number, row: number) {
    const value = text.slice(from, to);
    let slot: number;
    if (isMissing(value)) {
      this.nulls.push(value);
      this.missing++;
      slot = -this.nulls.length;
      this.codes[row] = slot;
    } else {
      this.spellings.push(value);
      this.codes[row] = this.spellings.length - 1;
      slot = this.spellings.length;
    }
    const length = to - from;
    if (this.used + 2 + length > this.chars.length) {
      const grown = new Uint16Array(Math.max(2 * this.chars.length, this.used + 2 + length));
      grown.set(this.chars);
      this.chars = grown;
    }
    this.chars[this.used] = length & 0xffff;
    this.chars[this.used + 1] = length >>> 16;
    for (let index = 0; index < length; index++)
      this.chars[this.used + 2 + index] = text.charCodeAt(from + index);
    const { table } = this;
    table[4 * at] = slot;
    table[4 * at + 1] = key;
    table[4 * at + 2] = this.used;
    table[4 * at + 3] = 1;
    this.used += 2 + length;
    if ((this.spellings.length + this.nulls.length) * 2 > this.mask) this.grow();
  }

  private grow() {
    const old = this.table;
    this.table = new Int32Array(old.length * 2);
    this.mask = this.table.length / 4 - 1;
    for (let from = 0; from < old.length; from += 4) {
      if (old[from] === 0) continue;
      let at = old[from + 1]! & this.mask;
      while (this.table[4 * at] !== 0) at = (at + 1) & this.mask;
      for (let field = 0; field < 4; field++) this.table[4 * at + field] = old[from + field]!;
    }
  }

  /** At a look: stops when the column holds more distinct texts than `stopAbove`, else waits for the next one. */
  private tried(stopAbove: number): boolean {
    if (this.spellings.length + this.nulls.length > stopAbove) {
      this.stop();
      return true;
    }
    this.trial = counterTrials[counterTrials.indexOf(this.trial) + 1] ?? [-1, 0];
    return false;
  }

  /**
   * The string of each of the first `rows` rows written to the column from its code, and a missing cell's code
   * made -1 (as `ColumnValues` codes it).
   */
  private fill(rows: number) {
    const { codes, spellings, nulls, column } = this;
    for (let row = 0; row < rows; row++) {
      const code = codes[row]!;
      if (code >= 0) column[row] = spellings[code]!;
      else {
        column[row] = nulls[-code - 1]!;
        codes[row] = -1;
      }
    }
  }

  /** Lets the counting go: the column is counted apart, after the parse (`columnValues`). */
  private stop() {
    this.fill(this.cells - 1);
    this.on = false;
    this.table = new Int32Array(0);
    this.chars = new Uint16Array(0);
    this.codes = new Int32Array(0);
    this.spellings.length = 0;
    this.nulls.length = 0;
  }

  /**
   * The column's strings written for the first `rows` rows, all added in row order; then their values, or
   * undefined when the counter stopped.
   */
  finish(rows: number): ColumnValues | undefined {
    if (!this.on) return undefined;
    this.fill(rows);
    // A view, not a copy: the capacity is the text's line count, at most a few more than the rows but for blank
    // lines and skipped ragged rows.
    const codes = this.codes.length === rows ? this.codes : this.codes.subarray(0, rows);
    const counts = this.counts();
    this.table = new Int32Array(0);
    this.chars = new Uint16Array(0);
    this.codes = new Int32Array(0);
    return withTexts(codes, this.spellings, counts, this.missing);
  }

  /** How many rows hold each spelling, read from the table's entries. */
  private counts(): number[] {
    const counts = new Array<number>(this.spellings.length).fill(0);
    const { table } = this;
    for (let entry = 0; entry < table.length; entry += 4)
      if (table[entry]! > 0) counts[table[entry]! - 1] = table[entry + 3]!;
    return counts;
  }
}

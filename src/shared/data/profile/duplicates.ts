import type { ParsedTable } from '../ingest/table';
import type { ColumnType } from '../ingest/types';
import { progressChunk, type Progress } from './progress';
import { alertRowsKept, duplicateRowGroupsKept } from './thresholds';
import type { DataProfile } from './types';

/**
 * Two 32-bit hashes of every row, cell by cell down each column (no row string is built): FNV-1a and a
 * multiply-add hash, with the cell's length and a separator so `a|bc` and `ab|c` differ. Together 53 bits, used as
 * a map key; rows with equal keys are compared cell by cell before they count as equal.
 */
function rowHashes(table: ParsedTable, progress: Progress): Float64Array {
  const rows = table.rowCount;
  const first = new Int32Array(rows).fill(0x811c9dc5 | 0);
  const second = new Int32Array(rows).fill(17);
  for (const column of table.columns) {
    for (let start = 0; start < rows; start += progressChunk) {
      const end = Math.min(rows, start + progressChunk);
      for (let row = start; row < end; row++) {
        const cell = column[row] ?? '';
        let a = first[row]!;
        let b = second[row]!;
        for (let index = 0; index < cell.length; index++) {
          const code = cell.charCodeAt(index);
          a = Math.imul(a ^ code, 0x01000193);
          b = (Math.imul(b, 31) + code) | 0;
        }
        first[row] = Math.imul(a ^ (cell.length + 0x9e37), 0x01000193);
        second[row] = (Math.imul(b, 0x5bd1e995) + cell.length + 1) | 0;
      }
      progress.add(end - start);
    }
  }
  const keys = new Float64Array(rows);
  for (let row = 0; row < rows; row++) keys[row] = (first[row]! >>> 0) * 2_097_152 + (second[row]! >>> 11);
  return keys;
}

const sameRow = (table: ParsedTable, a: number, b: number) =>
  table.columns.every((column) => column[a] === column[b]);

/**
 * Rows equal, cell for cell as written, to an earlier row: how many, and the first groups of equal rows (their
 * 1-based data rows, the first five of each).
 */
export function findDuplicateRows(
  table: ParsedTable,
  progress: Progress,
  types: readonly ColumnType[] = [],
): DataProfile['duplicateRows'] {
  // A column whose every row holds a value of its own (a key) leaves no two rows equal.
  if (types.some((type) => type.present === table.rowCount && type.distinct === table.rowCount)) {
    progress.add(table.rowCount * table.columns.length);
    return { count: 0, examples: [] };
  }
  const keys = rowHashes(table, progress);
  const seen = new Map<number, number>();
  /** Rows whose key another, different row holds: keyed by their cells, so equal ones still meet. */
  let collided: Map<string, number> | undefined;
  const groups = new Map<number, number[]>();
  let count = 0;
  for (let row = 0; row < table.rowCount; row++) {
    const key = keys[row]!;
    let earlier = seen.get(key);
    if (earlier === undefined) {
      seen.set(key, row);
      continue;
    }
    if (!sameRow(table, earlier, row)) {
      collided ??= new Map();
      const cells = JSON.stringify(table.columns.map((column) => column[row]));
      earlier = collided.get(cells);
      if (earlier === undefined) {
        collided.set(cells, row);
        continue;
      }
    }
    count++;
    const group = groups.get(earlier);
    if (group) {
      if (group.length < alertRowsKept) group.push(row + 1);
    } else if (groups.size < duplicateRowGroupsKept) groups.set(earlier, [earlier + 1, row + 1]);
  }
  return { count, examples: [...groups.values()] };
}

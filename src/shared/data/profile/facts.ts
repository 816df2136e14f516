import { isMissing } from '../ingest/nulls';
import type { ColumnType } from '../ingest/types';
import { progressChunk, type Progress } from './progress';
import type { ColumnProfile } from './types';
import { alertRowsKept } from './thresholds';

/**
 * What a column's scan learnt beyond its profile, for the alerts: the first rows that show a finding (1-based data
 * rows), and the costlier lists as functions, run only when their alert fires.
 */
export type ColumnFacts = {
  profile: ColumnProfile;
  missingRows: number[];
  presentRows: number[];
  /** How often the most frequent present value occurs (0 when none), and that value as written. */
  topCount: number;
  topValue?: string;
  /** Up to 5 rows whose present value is not the most frequent one. */
  otherRows: () => number[];
  /** Numbers: how many read, and the first rows holding 0. */
  numbers?: number;
  zeroRows?: number[];
  /** Numbers: the rows of the values furthest out on the skewed side. */
  extremeRows?: () => number[];
  /** Category and text: spellings that are one value once trimmed and lower-cased. */
  variants?: { groups: number; values: string[]; rows: number[] };
};

/** The fields every column profile shares, from its type (after `name` and `kind`, which lead). */
export const columnBase = (type: ColumnType) => ({
  overridden: type.overridden,
  present: type.present,
  missing: type.missing,
  distinct: type.distinct,
  nonConforming: type.nonConforming,
  examples: type.examples,
});

/** Keeps a row (1-based) while fewer than five are kept. */
export const keepRow = (rows: number[], index: number) => {
  if (rows.length < alertRowsKept) rows.push(index + 1);
};

/** Up to 5 rows (1-based) whose value passes the test, in row order. */
export function rowsWhere(values: readonly string[], test: (value: string) => boolean): number[] {
  const rows: number[] = [];
  for (let index = 0; index < values.length && rows.length < alertRowsKept; index++)
    if (test(values[index]!)) rows.push(index + 1);
  return rows;
}

/** The first missing and present rows of a column from its row codes (-1 for missing), one progress step a row. */
export function presenceOfCodes(codes: Int32Array, progress: Progress, missing?: number) {
  const missingRows: number[] = [];
  const presentRows: number[] = [];
  // Done once both lists are full, or (with the missing rows' count) hold every row of their kind there is.
  const missingKept = Math.min(alertRowsKept, missing ?? codes.length);
  const presentKept = Math.min(alertRowsKept, missing === undefined ? codes.length : codes.length - missing);
  for (let row = 0; row < codes.length; row++) {
    if (missingRows.length === missingKept && presentRows.length >= presentKept) break;
    keepRow(codes[row]! < 0 ? missingRows : presentRows, row);
  }
  for (let start = 0; start < codes.length; start += progressChunk)
    progress.add(Math.min(codes.length, start + progressChunk) - start);
  return { missingRows, presentRows };
}

/** The first missing and present rows of a column, in one pass. */
export function presence(values: readonly string[], progress: Progress) {
  const missingRows: number[] = [];
  const presentRows: number[] = [];
  for (let start = 0; start < values.length; start += progressChunk) {
    const end = Math.min(values.length, start + progressChunk);
    for (let row = start; row < end; row++) {
      if (missingRows.length === alertRowsKept && presentRows.length === alertRowsKept) break;
      keepRow(isMissing(values[row]!) ? missingRows : presentRows, row);
    }
    progress.add(end - start);
  }
  return { missingRows, presentRows };
}

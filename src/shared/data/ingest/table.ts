/**
 * A parsed file, column by column (docs/decisions/035): every later stage scans a column without copying rows.
 * `lines[row]` is the file line the row starts on, so any finding can name the line a user sees in an editor.
 */
export type ParsedTable = {
  names: string[];
  columns: string[][];
  rowCount: number;
  lines: number[];
  /** The index of the column that keeps long rows' extra fields, when there was any. */
  extraColumn?: number;
};

/** A row that needed attention, with the line it starts on and its text as written. */
export type Anomaly = {
  kind: 'short-row' | 'long-row' | 'broken-quote';
  line: number;
  raw: string;
  /** What was done: padded with empty cells, extra fields kept in the extra column, the row skipped, or kept. */
  action: 'padded' | 'extra' | 'skipped' | 'kept';
  expected?: number;
  found?: number;
  /** The data row (1-based, under the header) when the row was kept. */
  row?: number;
};

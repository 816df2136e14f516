import type { Anomaly } from '../ingest/table';
import type { ColumnKind, ColumnOverride, ValueExample } from '../ingest/types';
import type { TextEncoding } from '../ingest/decode';
import type { Dialect, DialectChoice } from '../ingest/sniff';
import type { RaggedRows } from '../ingest/parse';
import type { DateOrder } from '../ingest/dates';

/**
 * A dataset's profile, exact on every row and identical in the browser and on the server (docs/decisions/035).
 * Plain JSON: no NaN, no Infinity (a statistic that does not exist is `null`), no Date objects.
 */

/** A histogram bar: `[from, to)`, the last one closed; dates in epoch milliseconds (UTC). */
export type Bin = { from: number; to: number; count: number };
/** A value with how often it occurs, and its share of the present values (0–1). */
export type ValueCount = { value: string; count: number; share: number };

export type NumberStats = {
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  mean: number;
  /** Sample standard deviation (n − 1); null under two values. */
  sd: number | null;
  /** Adjusted Fisher–Pearson skewness; null under three values or when every value is the same. */
  skewness: number | null;
  zeros: number;
  negatives: number;
};

type ColumnBase = {
  name: string;
  kind: ColumnKind;
  /** Whether the user chose the type (otherwise detected). */
  overridden: boolean;
  /** Values present, and missing ones (empty or a null token such as N/A), counted apart. */
  present: number;
  missing: number;
  distinct: number;
  /** Present values that do not read as the column's type, and up to 5 of them with their rows. */
  nonConforming: number;
  examples: ValueExample[];
};

export type NumberColumn = ColumnBase & {
  kind: 'number';
  integer: boolean;
  /** Null when no value conforms. */
  stats: NumberStats | null;
  /**
   * Bars that suit the data: one bar per value for whole numbers with few values (`discrete`, each bin's
   * `from` = `to` = the value), otherwise Freedman–Diaconis bins capped at 40.
   */
  histogram: { discrete: boolean; bins: Bin[] };
};

export const dateGrains = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export type DateGrain = (typeof dateGrains)[number];

export type DateColumn = ColumnBase & {
  kind: 'date' | 'datetime';
  /** ISO 8601 in UTC (`2026-01-31` for dates, `2026-01-31T08:00:00Z` for date-times); null when none conforms. */
  min: string | null;
  max: string | null;
  /** The finest step the values are written at (days for dates without time, …). */
  grain: DateGrain;
  /** Rows over time at a bucket size giving at most 60 bars; `from` / `to` in epoch milliseconds (UTC). */
  /** `step`: how many `bucket`s one bar spans, when more than one (2, 5, 10 … years for long ranges). */
  overTime: { bucket: DateGrain; step?: number; bins: Bin[] };
  dateOrder?: DateOrder;
  dateOrderAmbiguous?: boolean;
};

export type BooleanColumn = ColumnBase & { kind: 'boolean'; trueCount: number; falseCount: number };

export type TextColumn = ColumnBase & {
  kind: 'category' | 'text';
  /** The most frequent values (at most 10), most frequent first, ties by value; and how many rows the rest hold. */
  topValues: ValueCount[];
  otherCount: number;
  /** Lengths in characters (code points) of the present values. */
  lengths: { min: number; mean: number; max: number } | null;
};

export type IdColumn = ColumnBase & {
  kind: 'id';
  unique: boolean;
  /** Values that occur more than once, how many, and up to 5 of them with their counts. */
  duplicateValues: number;
  duplicateExamples: ValueCount[];
};

export type ColumnProfile = NumberColumn | DateColumn | BooleanColumn | TextColumn | IdColumn;

export const alertKinds = [
  'constant',
  'near-constant',
  'missing',
  'mostly-missing',
  'duplicate-rows',
  'unique',
  'high-cardinality',
  'skewed',
  'zeros',
  'mixed-types',
  'variants',
  'ambiguous-date-order',
] as const;
export type AlertKind = (typeof alertKinds)[number];

/**
 * A data-quality finding that names its rule: `value` measured against `threshold` (both in the unit of the kind:
 * a share 0–1 for missing, zeros, near-constant, unique, mixed types; a count for high cardinality; |skewness|
 * for skewed), and the rows (1-based data rows) that show it, up to 5. The other kinds: constant counts distinct
 * values (1 against 1), duplicate rows counts the rows that repeat an earlier one (against 1), variants counts
 * groups of spellings (against 1), ambiguous date order is the share of values that fit both orders (1 against 1).
 * The thresholds are exported, with what each means, from `thresholds.ts`.
 */
export type Alert = {
  kind: AlertKind;
  /** The column, or absent for a finding about whole rows (duplicate rows). */
  column?: string;
  value: number;
  threshold: number;
  rows: number[];
  /** Values that show it, when values tell more than rows: "Paris" and "paris " for variants. */
  values?: string[];
};

export type DataProfile = {
  version: 2;
  rowCount: number;
  columnCount: number;
  columns: ColumnProfile[];
  /** Rows equal to an earlier row, and up to 5 groups of equal rows (their 1-based data rows, the first 5 each). */
  duplicateRows: { count: number; examples: number[][] };
  alerts: Alert[];
};

/** Everything a user may set on the import screen; what is left out is detected. */
export type ImportChoices = {
  encoding?: TextEncoding;
  dialect?: DialectChoice;
  ragged?: RaggedRows;
  booleanDigits?: boolean;
  /** Per column name. */
  overrides?: Record<string, ColumnOverride>;
  /** An .xlsx workbook's sheet, by name (the first when left out). */
  sheet?: string;
};

/** How a file was read, kept with the dataset and shown as its import report. */
export type ImportReport = {
  format: 'csv' | 'json' | 'xlsx';
  encoding?: TextEncoding;
  dialect?: Dialect;
  sheet?: string;
  sheets?: string[];
  /** Listed up to 1,000 (raw lines cut to 500 characters); `anomalyCount` counts them all. */
  anomalies: Anomaly[];
  anomalyCount: number;
  choices: ImportChoices;
};

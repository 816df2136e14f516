import { mean, quantileSorted, sampleSkewness, sampleStandardDeviation } from 'simple-statistics';
import { isMissing } from '../ingest/nulls';
import { parseNumberText, pointDecimal } from '../ingest/numbers';
import type { ColumnType } from '../ingest/types';
import { columnBase, keepRow, rowsWhere, type ColumnFacts } from './facts';
import { numberHistogram } from './histogram';
import { memoized } from '../ingest/memo';
import { progressChunk, type Progress } from './progress';
import { alertRowsKept } from './thresholds';
import type { NumberColumn, NumberStats } from './types';
import { sortNumbers } from './sort';

/** simple-statistics reads its input by index and length only, so a typed array serves without a copy. */
const list = (values: Float64Array) => values as unknown as readonly number[];

/** Quartiles by linear interpolation between order statistics: R's type 7, numpy's default, `quantileSorted`. */
const quantile = (sorted: Float64Array, p: number) => {
  const value = quantileSorted(list(sorted), p);
  if (Number.isFinite(value)) return value;
  // Only for values near the float limits, where b − a overflows: the same point, written as a weighted mean.
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  const high = Math.min(sorted.length - 1, low + 1);
  return sorted[low]! * (1 - (h - low)) + sorted[high]! * (h - low);
};

const finiteOrNull = (value: number) => (Number.isFinite(value) ? value : null);

export function numberStats(sorted: Float64Array, zeros: number, negatives: number): NumberStats | null {
  const n = sorted.length;
  if (n === 0) return null;
  const min = sorted[0]!;
  const max = sorted[n - 1]!;
  let average = mean(list(sorted));
  if (!Number.isFinite(average)) {
    average = 0;
    for (let index = 0; index < n; index++) average += sorted[index]! / n;
  }
  return {
    min,
    q1: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    q3: quantile(sorted, 0.75),
    max,
    mean: average,
    sd: n >= 2 ? finiteOrNull(sampleStandardDeviation(list(sorted))) : null,
    skewness: n >= 3 && min !== max ? finiteOrNull(sampleSkewness(list(sorted))) : null,
    zeros,
    negatives,
  };
}

/** The longest run of one value in sorted values: the mode's count and value. */
export function longestRun(sorted: Float64Array): { count: number; value: number } {
  let best = 0;
  let value = Number.NaN;
  for (let start = 0; start < sorted.length;) {
    let end = start + 1;
    while (end < sorted.length && sorted[end] === sorted[start]) end++;
    if (end - start > best) [best, value] = [end - start, sorted[start]!];
    start = end;
  }
  return { count: best, value };
}

/** A number column, exact on every row: one pass reads each cell in the column's own format. */
export function profileNumbers(values: readonly string[], type: ColumnType, progress: Progress): ColumnFacts {
  const format = type.format ?? pointDecimal;
  const rowCount = values.length;
  const byRow = new Float64Array(rowCount);
  const missingRows: number[] = [];
  const presentRows: number[] = [];
  const zeroRows: number[] = [];
  let count = 0;
  let zeros = 0;
  let negatives = 0;
  const read = memoized((raw: string) => parseNumberText(raw, format));
  for (let start = 0; start < rowCount; start += progressChunk) {
    const end = Math.min(rowCount, start + progressChunk);
    for (let row = start; row < end; row++) {
      const raw = values[row]!;
      if (isMissing(raw)) {
        byRow[row] = Number.NaN;
        keepRow(missingRows, row);
        continue;
      }
      keepRow(presentRows, row);
      const value = read(raw);
      if (value === undefined) {
        byRow[row] = Number.NaN;
        continue;
      }
      byRow[row] = value;
      count++;
      if (value === 0) {
        zeros++;
        keepRow(zeroRows, row);
      } else if (value < 0) negatives++;
    }
    progress.add(end - start);
  }
  const sorted = new Float64Array(count);
  let next = 0;
  for (let row = 0; row < rowCount; row++) {
    const value = byRow[row]!;
    if (value === value) sorted[next++] = value;
  }
  sortNumbers(sorted);
  const stats = numberStats(sorted, zeros, negatives);
  const histogram = stats
    ? numberHistogram(sorted, stats.q1, stats.q3)
    : { discrete: false, bins: [] as NumberColumn['histogram']['bins'] };
  const mode = longestRun(sorted);
  const profile: NumberColumn = {
    name: type.name,
    kind: 'number',
    ...columnBase(type),
    integer: type.integer ?? (histogram.discrete || sorted.every(Number.isInteger)),
    stats,
    histogram,
  };
  return {
    profile,
    missingRows,
    presentRows,
    topCount: mode.count,
    topValue: mode.count ? String(mode.value) : undefined,
    otherRows: () =>
      rowsWhere(values, (raw) => {
        const value = parseNumberText(raw, format);
        return value !== undefined && value !== mode.value;
      }),
    numbers: count,
    zeroRows,
    extremeRows: () => extremeRows(byRow, (stats?.skewness ?? 0) >= 0),
  };
}

/** The rows of the greatest values (or the least, for a left skew), most extreme first, ties by row. */
function extremeRows(byRow: Float64Array, high: boolean): number[] {
  const rows: number[] = [];
  const sign = high ? 1 : -1;
  for (let row = 0; row < byRow.length; row++) {
    const value = byRow[row]!;
    if (value !== value) continue;
    let at = rows.length;
    while (at > 0 && sign * (value - byRow[rows[at - 1]! - 1]!) > 0) at--;
    if (at < alertRowsKept) {
      rows.splice(at, 0, row + 1);
      if (rows.length > alertRowsKept) rows.pop();
    }
  }
  return rows;
}

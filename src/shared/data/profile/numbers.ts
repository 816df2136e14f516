import { mean, quantileSorted, sampleSkewness, sampleStandardDeviation } from 'simple-statistics';
import { columnValues, type ColumnValues } from '../ingest/column-values';
import { parseNumberText, pointDecimal } from '../ingest/numbers';
import type { ColumnType } from '../ingest/types';
import { columnBase, keepRow, type ColumnFacts } from './facts';
import { numberHistogram } from './histogram';
import { progressChunk, type Progress } from './progress';
import { alertRowsKept } from './thresholds';
import type { NumberColumn, NumberStats } from './types';
import { sortedValues } from './sort';

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

/**
 * A number column, exact on every row: each distinct spelling read once in the column's own format, each row
 * found by its code (`ColumnValues`).
 */
export function profileNumbers(
  values: readonly string[],
  type: ColumnType,
  progress: Progress,
  counted: ColumnValues = columnValues(values),
): ColumnFacts {
  const format = type.format ?? pointDecimal;
  const { codes, spellings, counts } = counted;
  const numbers = new Float64Array(spellings.length);
  for (let index = 0; index < spellings.length; index++)
    numbers[index] = parseNumberText(spellings[index]!, format) ?? Number.NaN;
  const rowCount = codes.length;
  const missingRows: number[] = [];
  const presentRows: number[] = [];
  const zeroRows: number[] = [];
  let count = 0;
  let zeros = 0;
  let negatives = 0;
  for (let start = 0; start < rowCount; start += progressChunk) {
    const end = Math.min(rowCount, start + progressChunk);
    for (let row = start; row < end; row++) {
      const code = codes[row]!;
      if (code < 0) {
        keepRow(missingRows, row);
        continue;
      }
      keepRow(presentRows, row);
      const value = numbers[code]!;
      if (value !== value) continue;
      count++;
      if (value === 0) {
        zeros++;
        keepRow(zeroRows, row);
      } else if (value < 0) negatives++;
    }
    progress.add(end - start);
  }
  const sorted = sortedValues(numbers, counts, codes, count);
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
  const valueOf = (row: number) => (codes[row]! < 0 ? Number.NaN : numbers[codes[row]!]!);
  return {
    profile,
    missingRows,
    presentRows,
    topCount: mode.count,
    topValue: mode.count ? String(mode.value) : undefined,
    otherRows: () => {
      const rows: number[] = [];
      for (let row = 0; row < rowCount && rows.length < alertRowsKept; row++) {
        const value = valueOf(row);
        if (value === value && value !== mode.value) rows.push(row + 1);
      }
      return rows;
    },
    numbers: count,
    zeroRows,
    extremeRows: () =>
      extremeRows(
        Float64Array.from({ length: rowCount }, (_, row) => valueOf(row)),
        (stats?.skewness ?? 0) >= 0,
      ),
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

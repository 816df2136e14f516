import {
  datasetMaxCellPreview,
  datasetMaxBins,
  datasetTopValues,
  type ColumnProfile,
  type DatasetProfile,
  type DatasetTable,
  type HistogramBin,
  type ValueCount,
} from './datasets';

/**
 * The column profile the playground shows and the server stores: the same code on both sides, so the server
 * re-profiles every upload itself and never trusts the client's. Deterministic: no locale, no local time zone.
 */
export function profileDataset(table: DatasetTable): DatasetProfile {
  return {
    rowCount: table.rows.length,
    columnCount: table.columns.length,
    columns: table.columns.map((name, index) => profileColumn(name, table.rows, index)),
  };
}

const numberPattern = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const booleanPattern = /^(?:true|false)$/i;
// ISO 8601 dates, with an optional time and offset; a time without an offset is read as UTC.
const datePattern = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export function parseNumber(text: string): number | undefined {
  if (!numberPattern.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Days in a month of a year (setUTCFullYear, unlike Date.UTC, keeps years 0–99 as they are). */
function daysIn(year: number, month: number) {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

export function parseDate(text: string): number | undefined {
  const match = datePattern.exec(text);
  if (!match) return undefined;
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  // A real day of a real month: Date.parse would roll 2026-02-31 over to March in some engines.
  if (month < 1 || month > 12 || day < 1 || day > daysIn(Number(text.slice(0, 4)), month)) return undefined;
  const iso = text.length > 10 ? text.replace(' ', 'T') : text;
  const value = Date.parse(iso.length > 10 && !match[1] ? `${iso}Z` : iso);
  return Number.isNaN(value) ? undefined : value;
}

function profileColumn(name: string, rows: string[][], index: number): ColumnProfile {
  // Counting text values is what costs: it starts only once the column is neither numbers nor dates, and then
  // counts the rows already read too.
  let counts: Map<string, number> | undefined;
  const count = (text: string) => counts!.set(text, (counts!.get(text) ?? 0) + 1);
  let empty = 0;
  let nonEmpty = 0;
  let numbers: number[] | undefined = [];
  let dates: number[] | undefined = [];
  let booleans = true;
  for (let row = 0; row < rows.length; row++) {
    const text = (rows[row]![index] ?? '').trim();
    if (text === '') {
      empty++;
      continue;
    }
    nonEmpty++;
    if (numbers) {
      const value = parseNumber(text);
      if (value === undefined) numbers = undefined;
      else numbers.push(value);
    }
    if (dates) {
      const value = parseDate(text);
      if (value === undefined) dates = undefined;
      else dates.push(value);
    }
    if (booleans && !booleanPattern.test(text)) booleans = false;
    if (counts) count(text);
    else if (!numbers && !dates) {
      counts = new Map();
      for (let earlier = 0; earlier <= row; earlier++) {
        const value = (rows[earlier]![index] ?? '').trim();
        if (value !== '') count(value);
      }
    }
  }
  const base = { name, empty };
  if (nonEmpty === 0) return { ...base, type: 'text', distinct: 0, topValues: [] };
  if (numbers) {
    const { min, max } = extent(numbers);
    return {
      ...base,
      type: 'number',
      distinct: new Set(numbers).size,
      min,
      max,
      mean: mean(numbers),
      histogram: histogram(numbers, min, max),
    };
  }
  counts ??= new Map();
  if (booleans) {
    const merged = new Map<string, number>();
    for (const [value, count] of counts) {
      const key = value.toLowerCase();
      merged.set(key, (merged.get(key) ?? 0) + count);
    }
    return { ...base, type: 'boolean', distinct: merged.size, topValues: topValues(merged) };
  }
  if (dates) {
    const { min, max } = extent(dates);
    return {
      ...base,
      type: 'date',
      distinct: new Set(dates).size,
      min: new Date(min).toISOString(),
      max: new Date(max).toISOString(),
      histogram: histogram(dates, min, max),
    };
  }
  return { ...base, type: 'text', distinct: counts.size, topValues: topValues(counts) };
}

function extent(values: number[]) {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}

/** A running mean: never overflows, where a sum of large values would. */
function mean(values: number[]): number {
  let result = 0;
  values.forEach((value, index) => {
    result += (value - result) / (index + 1);
  });
  return result;
}

/** Equal-width bins (Sturges' rule, at most datasetMaxBins); one bin when every value is the same. */
function histogram(values: number[], min: number, max: number): HistogramBin[] {
  if (min === max) return [{ from: min, to: max, count: values.length }];
  const binCount = Math.min(datasetMaxBins, Math.ceil(Math.log2(values.length)) + 1);
  // Scaled before subtracting and interpolated for the edges, so values near ±Number.MAX_VALUE, whose span
  // overflows, still land in finite bins.
  const halfSpan = max / 2 - min / 2;
  const edge = (bin: number) =>
    bin === binCount ? max : min * (1 - bin / binCount) + max * (bin / binCount);
  const counts = new Array<number>(binCount).fill(0);
  for (const value of values) {
    const bin = Math.floor(((value / 2 - min / 2) / halfSpan) * binCount);
    counts[Math.min(binCount - 1, Math.max(0, bin))]!++;
  }
  return counts.map((count, bin) => ({ from: edge(bin), to: edge(bin + 1), count }));
}

/** The most frequent values, ties in code-point order (the same in every engine and locale). */
function topValues(counts: Map<string, number>): ValueCount[] {
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, datasetTopValues)
    .map(([value, count]) => ({ value: cutCell(value), count }));
}

/** A cell as kept in a profile or preview: at most datasetMaxCellPreview characters, marked when cut. */
export const cutCell = (cell: string) =>
  cell.length > datasetMaxCellPreview ? `${cell.slice(0, datasetMaxCellPreview - 1)}…` : cell;

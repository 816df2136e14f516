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

/**
 * One column's profile, built from its cells one at a time, so a caller may stream rows instead of holding them.
 * Counting text values is what costs: it starts only once the column is neither numbers nor dates, and then the
 * rows already read need counting too (`missedRows` of them: see `countEarlier`).
 */
export class ColumnTally {
  private empty = 0;
  private nonEmpty = 0;
  private numbers: number[] | undefined = [];
  private dates: number[] | undefined = [];
  private booleans = true;
  private counts: Map<string, number> | undefined;
  private rows = 0;
  /** The rows before counting started, whose values `countEarlier` must be given before `profile`. */
  missedRows = 0;

  /** `keep` turns a value into the key it is counted under (a copy, so a key holds no larger text alive). */
  constructor(private readonly keep: (text: string) => string = (text) => text) {}

  private count(text: string) {
    const counts = this.counts!;
    const seen = counts.get(text);
    if (seen === undefined) counts.set(this.keep(text), 1);
    else counts.set(text, seen + 1);
  }

  /** The next row's cell. */
  add(cell: string): void {
    this.rows++;
    const text = cell.trim();
    if (text === '') {
      this.empty++;
      return;
    }
    this.nonEmpty++;
    if (this.numbers) {
      const value = parseNumber(text);
      if (value === undefined) this.numbers = undefined;
      else this.numbers.push(value);
    }
    if (this.dates) {
      const value = parseDate(text);
      if (value === undefined) this.dates = undefined;
      else this.dates.push(value);
    }
    if (this.booleans && !booleanPattern.test(text)) this.booleans = false;
    if (this.counts) this.count(text);
    else if (!this.numbers && !this.dates) {
      this.counts = new Map();
      this.missedRows = this.rows - 1;
      this.count(text);
    }
  }

  /** A cell of one of the first `missedRows` rows, read again once counting started. */
  countEarlier(cell: string): void {
    const text = cell.trim();
    if (text !== '') this.count(text);
  }

  profile(name: string): ColumnProfile {
    const { empty, numbers, dates } = this;
    const base = { name, empty };
    if (this.nonEmpty === 0) return { ...base, type: 'text', distinct: 0, topValues: [] };
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
    const counts = this.counts ?? new Map<string, number>();
    if (this.booleans) {
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
}

function profileColumn(name: string, rows: string[][], index: number): ColumnProfile {
  const tally = new ColumnTally();
  for (const row of rows) tally.add(row[index] ?? '');
  for (let row = 0; row < tally.missedRows; row++) tally.countEarlier(rows[row]![index] ?? '');
  return tally.profile(name);
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

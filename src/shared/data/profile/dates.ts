import { parseDateText } from '../ingest/dates';
import { columnValues, type ColumnValues } from '../ingest/column-values';
import type { ColumnType } from '../ingest/types';
import { civilFromDays, dayMs, daysFromCivil, isoUtc, weekday } from './calendar';
import { columnBase, keepRow, type ColumnFacts } from './facts';
import { longestRun } from './numbers';
import { progressChunk, type Progress } from './progress';
import { alertRowsKept, overTimeMaxBars } from './thresholds';
import { dateGrains, type Bin, type DateColumn, type DateGrain } from './types';
import { sortedValues } from './sort';

const fixed: Partial<Record<DateGrain, number>> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: dayMs,
};

/**
 * The finest step the values are written at: seconds, minutes or hours when any has them; otherwise days, or weeks
 * when every date falls on one weekday (three dates or more), months when every one is a 1st, quarters when those
 * are January, April, July or October, years when all are 1 January. Milliseconds count as seconds.
 */
export function dateGrain(sorted: Float64Array): DateGrain {
  let finest = 3;
  for (let index = 0; index < sorted.length && finest > 0; index++) {
    const ms = sorted[index]! - Math.floor(sorted[index]! / dayMs) * dayMs;
    if (ms === 0) continue;
    finest = Math.min(finest, ms % 60_000 ? 0 : ms % 3_600_000 ? 1 : 2);
  }
  if (finest < 3) return dateGrains[finest]!;
  let coarsest = 7;
  let day = -1;
  let oneWeekday = true;
  let days = 0;
  for (let index = 0; index < sorted.length; index++) {
    // An equal value (they come together) changes nothing here.
    if (index > 0 && sorted[index] === sorted[index - 1]) continue;
    const epochDay = Math.floor(sorted[index]! / dayMs);
    days++;
    if (day === -1) day = weekday(epochDay);
    else if (weekday(epochDay) !== day) oneWeekday = false;
    if (coarsest === 3) continue;
    const date = civilFromDays(epochDay);
    const level = date.day !== 1 ? 3 : (date.month - 1) % 3 ? 5 : date.month !== 1 ? 6 : 7;
    coarsest = Math.min(coarsest, level);
  }
  if (coarsest === 3) return oneWeekday && days >= 3 ? 'week' : 'day';
  return dateGrains[coarsest]!;
}

const yearSteps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000];

export type Bucketing = {
  bucket: DateGrain;
  step: number;
  key: (ms: number) => number;
  start: (key: number) => number;
};

export function bucketing(bucket: DateGrain, step = 1): Bucketing {
  const width = fixed[bucket];
  if (width) return { bucket, step, key: (ms) => Math.floor(ms / width), start: (key) => key * width };
  if (bucket === 'week')
    return {
      bucket,
      step,
      key: (ms) => Math.floor((Math.floor(ms / dayMs) + 3) / 7),
      start: (key) => (key * 7 - 3) * dayMs,
    };
  const months = bucket === 'month' ? 1 : bucket === 'quarter' ? 3 : 12 * step;
  return {
    bucket,
    step,
    key: (ms) => {
      const date = civilFromDays(Math.floor(ms / dayMs));
      return Math.floor((date.year * 12 + date.month - 1) / months);
    },
    start: (key) => {
      const month = key * months;
      return daysFromCivil(Math.floor(month / 12), (month % 12) + 1, 1) * dayMs;
    },
  };
}

/**
 * Rows over time at the finest bucket, not finer than the data's grain, that gives at most 60 bars: seconds up to
 * years, then 2, 5, 10 … years a bar (`step`). Every bucket from the first value's to the last's is a bar.
 */
export function overTime(sorted: Float64Array, grain: DateGrain): DateColumn['overTime'] {
  if (sorted.length === 0) return { bucket: grain, bins: [] };
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const candidates = [
    ...dateGrains.slice(dateGrains.indexOf(grain)).map((bucket) => bucketing(bucket)),
    ...yearSteps.slice(1).map((step) => bucketing('year', step)),
  ];
  const chosen =
    candidates.find(({ key }) => key(last) - key(first) + 1 <= overTimeMaxBars) ??
    candidates[candidates.length - 1]!;
  const low = chosen.key(first);
  const counts = new Array<number>(chosen.key(last) - low + 1).fill(0);
  // Sorted: equal values come together and share their bucket, found once.
  let slot = 0;
  for (let index = 0; index < sorted.length; index++) {
    if (index === 0 || sorted[index] !== sorted[index - 1]) slot = chosen.key(sorted[index]!) - low;
    counts[slot]!++;
  }
  const bins: Bin[] = counts.map((count, index) => ({
    from: chosen.start(low + index),
    to: chosen.start(low + index + 1),
    count,
  }));
  return chosen.step > 1
    ? { bucket: chosen.bucket, step: chosen.step, bins }
    : { bucket: chosen.bucket, bins };
}

/**
 * A date or date-time column: each distinct spelling read once in the column's order, as UTC epoch milliseconds;
 * each row found by its code (`ColumnValues`).
 */
export function profileDates(
  values: readonly string[],
  type: ColumnType,
  progress: Progress,
  counted: ColumnValues = columnValues(values),
): ColumnFacts {
  const order = type.dateOrder ?? 'ymd';
  const { codes, spellings, counts } = counted;
  const epochs = new Float64Array(spellings.length);
  for (let index = 0; index < spellings.length; index++)
    epochs[index] = parseDateText(spellings[index]!, order) ?? Number.NaN;
  const rowCount = codes.length;
  const missingRows: number[] = [];
  const presentRows: number[] = [];
  let count = 0;
  for (let start = 0; start < rowCount; start += progressChunk) {
    const end = Math.min(rowCount, start + progressChunk);
    for (let row = start; row < end; row++) {
      const code = codes[row]!;
      if (code < 0) {
        keepRow(missingRows, row);
        continue;
      }
      keepRow(presentRows, row);
      if (epochs[code]! === epochs[code]!) count++;
    }
    progress.add(end - start);
  }
  const sorted = sortedValues(epochs, counts, codes, count);
  const kind = type.kind === 'datetime' ? 'datetime' : 'date';
  const grain = dateGrain(sorted);
  const mode = longestRun(sorted);
  const profile: DateColumn = {
    name: type.name,
    kind,
    ...columnBase(type),
    min: count ? isoUtc(sorted[0]!, kind === 'datetime') : null,
    max: count ? isoUtc(sorted[count - 1]!, kind === 'datetime') : null,
    grain,
    overTime: overTime(sorted, grain),
    ...(type.dateOrder ? { dateOrder: type.dateOrder, dateOrderAmbiguous: !!type.dateOrderAmbiguous } : {}),
  };
  return {
    profile,
    missingRows,
    presentRows,
    topCount: mode.count,
    topValue: mode.count ? isoUtc(mode.value, kind === 'datetime') : undefined,
    otherRows: () => {
      const rows: number[] = [];
      for (let row = 0; row < rowCount && rows.length < alertRowsKept; row++) {
        const value = codes[row]! < 0 ? Number.NaN : epochs[codes[row]!]!;
        if (value === value && value !== mode.value) rows.push(row + 1);
      }
      return rows;
    },
  };
}

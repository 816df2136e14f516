import { isMissing } from '../ingest/nulls';
import { booleanValue, type ColumnType } from '../ingest/types';
import { columnBase, keepRow, rowsWhere, type ColumnFacts } from './facts';
import { progressChunk, type Progress } from './progress';
import type { BooleanColumn } from './types';

/**
 * A boolean column, read with the types' own words. Whether `0` / `1` were read as false / true is told by the
 * type itself: they were when the words and digits together make every conforming value.
 */
export function profileBooleans(
  values: readonly string[],
  type: ColumnType,
  progress: Progress,
  booleanDigits?: boolean,
): ColumnFacts {
  const missingRows: number[] = [];
  const presentRows: number[] = [];
  let trueWords = 0;
  let falseWords = 0;
  let ones = 0;
  let zeros = 0;
  for (let start = 0; start < values.length; start += progressChunk) {
    const end = Math.min(values.length, start + progressChunk);
    for (let row = start; row < end; row++) {
      const raw = values[row]!;
      if (isMissing(raw)) {
        keepRow(missingRows, row);
        continue;
      }
      keepRow(presentRows, row);
      const word = booleanValue(raw);
      if (word === true) trueWords++;
      else if (word === false) falseWords++;
      else {
        const digit = booleanValue(raw, true);
        if (digit === true) ones++;
        else if (digit === false) zeros++;
      }
    }
    progress.add(end - start);
  }
  const conforming = type.present - type.nonConforming;
  const digits = booleanDigits ?? (ones + zeros > 0 && trueWords + falseWords + ones + zeros === conforming);
  const trueCount = trueWords + (digits ? ones : 0);
  const falseCount = falseWords + (digits ? zeros : 0);
  const profile: BooleanColumn = {
    name: type.name,
    kind: 'boolean',
    ...columnBase(type),
    trueCount,
    falseCount,
  };
  const topValue = trueCount >= falseCount ? true : false;
  return {
    profile,
    missingRows,
    presentRows,
    topCount: Math.max(trueCount, falseCount),
    topValue: String(topValue),
    otherRows: () => rowsWhere(values, (raw) => booleanValue(raw, digits) === !topValue),
  };
}

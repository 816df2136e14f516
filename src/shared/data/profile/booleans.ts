import { columnValues, type ColumnValues } from '../ingest/column-values';
import { booleanValue, type ColumnType } from '../ingest/types';
import { columnBase, presenceOfCodes, rowsWhere, type ColumnFacts } from './facts';
import type { Progress } from './progress';
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
  counted: ColumnValues = columnValues(values),
): ColumnFacts {
  const { codes, spellings, counts } = counted;
  let trueWords = 0;
  let falseWords = 0;
  let ones = 0;
  let zeros = 0;
  // Each distinct spelling read once, counted as often as it occurs.
  for (let index = 0; index < spellings.length; index++) {
    const raw = spellings[index]!;
    const count = counts[index]!;
    const word = booleanValue(raw);
    if (word === true) trueWords += count;
    else if (word === false) falseWords += count;
    else {
      const digit = booleanValue(raw, true);
      if (digit === true) ones += count;
      else if (digit === false) zeros += count;
    }
  }
  const { missingRows, presentRows } = presenceOfCodes(codes, progress, counted.missing);
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

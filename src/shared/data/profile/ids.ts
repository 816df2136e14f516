import type { ColumnType } from '../ingest/types';
import { columnValues, type ColumnValues } from '../ingest/column-values';
import { columnBase, presenceOfCodes, type ColumnFacts } from './facts';
import type { Progress } from './progress';
import { topCounts, valueCounts } from './text';
import { duplicateExamplesKept } from './thresholds';
import type { IdColumn } from './types';

/**
 * An ID column: no chart, whether every value is unique, and the values that repeat. The types already know the
 * distinct count, so a unique column only looks for its missing rows; a column with repeats counts its values.
 */
export function profileIds(
  values: readonly string[],
  type: ColumnType,
  progress: Progress,
  counted: ColumnValues = columnValues(values),
): ColumnFacts {
  const unique = type.distinct === type.present;
  if (unique) {
    const profile: IdColumn = {
      name: type.name,
      kind: 'id',
      ...columnBase(type),
      unique,
      duplicateValues: 0,
      duplicateExamples: [],
    };
    return {
      profile,
      ...presenceOfCodes(counted.codes, progress, counted.missing),
      topCount: type.present ? 1 : 0,
      otherRows: () => [],
    };
  }
  const { missingRows, presentRows } = presenceOfCodes(counted.codes, progress, counted.missing);
  const repeated = new Map<string, number>();
  counted.texts.forEach((value, index) => {
    if (counted.textCounts[index]! > 1) repeated.set(value, counted.textCounts[index]!);
  });
  const duplicateExamples = valueCounts(topCounts(repeated, duplicateExamplesKept), type.present);
  const profile: IdColumn = {
    name: type.name,
    kind: 'id',
    ...columnBase(type),
    unique,
    duplicateValues: repeated.size,
    duplicateExamples,
  };
  return {
    profile,
    missingRows,
    presentRows,
    topCount: duplicateExamples[0]?.count ?? 1,
    topValue: duplicateExamples[0]?.value,
    otherRows: () => [],
  };
}

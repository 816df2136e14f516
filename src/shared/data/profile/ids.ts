import type { ColumnType } from '../ingest/types';
import { columnBase, presence, type ColumnFacts } from './facts';
import type { Progress } from './progress';
import { countSpellings, topCounts, trimmedCounts, valueCounts } from './text';
import { duplicateExamplesKept } from './thresholds';
import type { IdColumn } from './types';

/**
 * An ID column: no chart, whether every value is unique, and the values that repeat. The types already know the
 * distinct count, so a unique column only looks for its missing rows; a column with repeats counts its values.
 */
export function profileIds(values: readonly string[], type: ColumnType, progress: Progress): ColumnFacts {
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
    return { profile, ...presence(values, progress), topCount: type.present ? 1 : 0, otherRows: () => [] };
  }
  const { spellings, missingRows, presentRows } = countSpellings(values, progress);
  const repeated = new Map<string, number>();
  for (const [value, count] of trimmedCounts(spellings)) if (count > 1) repeated.set(value, count);
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

import type { ParsedTable } from '../ingest/table';
import type { ColumnType } from '../ingest/types';
import { Progress } from '../profile/progress';
import type { DataProfile, DateColumn, NumberColumn } from '../profile/types';
import { readColumns, type DateData, type NumberData } from './columns';
import { findOutliers } from './outliers';
import { rankInsights } from './rank';
import { rankRows } from './ranks';
import { findRelationships } from './relationships';
import { findSegments } from './segments';
import { effectFloors, maxQ, minPairRows, redundantRho } from './thresholds';
import { findTimePatterns } from './time';
import type { InsightReport, Tested } from './types';

export type InsightOptions = {
  /** Called about every 50,000 cells read or scanned, and once at the end with `done === total`. */
  onProgress?: (done: number, total: number) => void;
};

/**
 * What a typed, profiled table says (issue 20, docs/decisions/037): relationships between columns, outliers,
 * patterns over time and segments, each a test counted in `tested`; the false discovery rate held at 5 % across
 * all of them and an effect floor per measure. Deterministic (equal input, byte-equal JSON), plain JSON, no DOM,
 * no Node API, no locale or time zone: the one call the browser worker and the server worker thread make.
 */
export function findInsights(
  table: ParsedTable,
  types: ColumnType[],
  profile: DataProfile,
  options: InsightOptions = {},
): InsightReport {
  const rowCount = table.rowCount;
  const read = types.filter((type) =>
    ['number', 'date', 'datetime', 'category', 'boolean'].includes(type.kind),
  );
  const pairs = (read.length * (read.length - 1)) / 2;
  // Each read column is scanned once to read it, each pair once or twice more: a rough but steady measure.
  const progress = new Progress(rowCount * (read.length + 2 * pairs), options.onProgress);
  const columns = readColumns(table.columns, types, profile, (cells) => progress.add(cells));
  const numbers = columns.filter((column): column is NumberData => column.kind === 'number');
  const dates = columns.filter((column): column is DateData => column.kind === 'date');
  const ranked = new Map(numbers.map((column) => [column.index, rankRows(column.values)]));
  const tested: Tested[] = [];
  tested.push(...findRelationships(columns, ranked, rowCount, () => progress.add(rowCount)));
  for (const column of numbers) {
    const found = findOutliers(
      column,
      ranked.get(column.index)!.sorted,
      profile.columns[column.index] as NumberColumn,
      table.lines,
      rowCount,
    );
    if (found) tested.push(found);
  }
  for (const date of dates)
    for (const measure of numbers) {
      const dateProfile = profile.columns[date.index] as DateColumn;
      tested.push(...findTimePatterns(date, dateProfile, measure, rowCount));
      progress.add(rowCount);
    }
  tested.push(...findSegments(columns, rowCount, () => progress.add(rowCount)));
  progress.finish();
  return {
    version: 1,
    tested: tested.length,
    insights: rankInsights(tested),
    thresholds: { q: maxQ, effects: { ...effectFloors }, redundantRho, minPairRows },
  };
}

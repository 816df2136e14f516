import type { ColumnValues } from '../ingest/column-values';
import type { ParsedTable } from '../ingest/table';
import type { ColumnType } from '../ingest/types';
import { Progress } from '../profile/progress';
import type { DataProfile, DateColumn, NumberColumn } from '../profile/types';
import { readColumns, type DateData, type NumberData } from './columns';
import { findOutliers } from './outliers';
import { planPairs } from './plan';
import { rankInsights } from './rank';
import { rankRows, sortedValues } from './ranks';
import { findRelationships } from './relationships';
import { findSegments } from './segments';
import { effectFloors, maxQ, minPairRows, redundantRho } from './thresholds';
import { findTimePatterns } from './time';
import type { InsightReport, Tested } from './types';

const roleKinds: ColumnType['kind'][] = ['number', 'date', 'datetime', 'category', 'boolean'];

export type InsightOptions = {
  /** Called about every 50,000 cells read or scanned, and once at the end with `done === total`. */
  onProgress?: (done: number, total: number) => void;
  /**
   * The typing stage's count of each column's cells (`Ingested.values`, docs/decisions/041): the columns are then
   * read from these, each distinct value parsed once, not from the cell strings. Same report with or without.
   */
  values?: readonly (ColumnValues | undefined)[];
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
  const plan = planPairs(types, profile, rowCount);
  // Every number is read for its outliers; dates and categories only when they enter pair tests.
  const keep = (index: number, type: ColumnType) => type.kind === 'number' || plan.paired.has(index);
  const read = types.filter((type, index) => roleKinds.includes(type.kind) && keep(index, type));
  // Each read column is scanned once to read it, each pair test once more: a rough but steady measure.
  const progress = new Progress(rowCount * (read.length + plan.pairs), options.onProgress);
  const columns = readColumns(
    table.columns,
    types,
    profile,
    (cells) => progress.add(cells),
    keep,
    options.values,
  );
  const numbers = columns.filter((column): column is NumberData => column.kind === 'number');
  const paired = columns.filter((column) => plan.paired.has(column.index));
  const dates = paired.filter((column): column is DateData => column.kind === 'date');
  // Ranks for the numbers in pair tests (Spearman); the others need only their values sorted (outliers).
  const ranked = new Map(
    numbers
      .filter((column) => plan.paired.has(column.index))
      .map((column) => [column.index, rankRows(column.values)]),
  );
  const tested: Tested[] = [];
  // Loops, not spreads: a wide table makes more tests than a call takes arguments.
  for (const found of findRelationships(paired, ranked, rowCount, () => progress.add(rowCount)))
    tested.push(found);
  for (const column of numbers) {
    const found = findOutliers(
      column,
      ranked.get(column.index)?.sorted ?? sortedValues(column.values),
      profile.columns[column.index] as NumberColumn,
      table.lines,
      rowCount,
    );
    if (found) tested.push(found);
  }
  for (const date of dates)
    for (const measure of paired) {
      if (measure.kind !== 'number') continue;
      const dateProfile = profile.columns[date.index] as DateColumn;
      const skewness = (profile.columns[measure.index] as NumberColumn).stats?.skewness ?? 0;
      for (const found of findTimePatterns(date, dateProfile, measure, rowCount, skewness))
        tested.push(found);
      progress.add(rowCount);
    }
  for (const found of findSegments(paired, rowCount, () => progress.add(rowCount))) tested.push(found);
  progress.finish();
  const { insights, found } = rankInsights(tested);
  const report: InsightReport = {
    version: 1,
    tested: tested.length,
    insights,
    thresholds: { q: maxQ, effects: { ...effectFloors }, redundantRho, minPairRows },
  };
  if (found > insights.length) report.found = found;
  if (plan.skipped.pairs > 0) report.skipped = plan.skipped;
  return report;
}

/**
 * The profile stage (docs/decisions/035): a typed table in, a `DataProfile` out. One file per job: `numbers.ts`
 * (statistics, R-7 quartiles) with `histogram.ts`, `dates.ts` with `calendar.ts`, `text.ts` (categories and text),
 * `booleans.ts`, `ids.ts`, `duplicates.ts` (equal rows), `alerts.ts` with every rule's threshold in
 * `thresholds.ts`; `facts.ts` carries what a column's scan learnt to the alerts. Cells are read with the ingest's
 * own rules (`isMissing`, `parseNumberText`, `parseDateText`, `booleanValue`), never a second copy of them.
 */
import { columnValues, type ColumnValues } from '../ingest/column-values';
import type { ParsedTable } from '../ingest/table';
import { typeColumn, type ColumnType } from '../ingest/types';
import { columnAlerts, tableAlerts } from './alerts';
import { profileBooleans } from './booleans';
import { profileDates } from './dates';
import { findDuplicateRows } from './duplicates';
import type { ColumnFacts } from './facts';
import { profileIds } from './ids';
import { profileNumbers } from './numbers';
import { Progress } from './progress';
import { profileText } from './text';
import type { DataProfile } from './types';

export type ProfileOptions = {
  /** Called about every 50,000 cells, and once at the end with `done === total`. */
  onProgress?: (done: number, total: number) => void;
  /** Whether 0 / 1 read as booleans (the import choice); told by the types when left out. */
  booleanDigits?: boolean;
  /**
   * The typing stage's count of each column's cells (`Ingested.values`): the columns are then read from these, not
   * from their cell strings. Counted here for a column left out (or whose count does not fit it).
   */
  values?: readonly (ColumnValues | undefined)[];
};

function profileColumn(
  values: readonly string[],
  type: ColumnType,
  progress: Progress,
  options: ProfileOptions,
  counted: ColumnValues,
) {
  switch (type.kind) {
    case 'number':
      return profileNumbers(values, type, progress, counted);
    case 'date':
    case 'datetime':
      return profileDates(values, type, progress, counted);
    case 'boolean':
      return profileBooleans(values, type, progress, options.booleanDigits, counted);
    case 'id':
      return profileIds(values, type, progress, counted);
    default:
      return profileText(values, type, progress, counted);
  }
}

/**
 * The profile of a typed table (docs/decisions/035): exact on every row, deterministic (equal input, byte-equal
 * JSON), plain JSON. The one call the browser worker and the server worker thread make after `ingest`.
 */
export function profileTable(
  table: ParsedTable,
  types: ColumnType[],
  options: ProfileOptions = {},
): DataProfile {
  const rowCount = table.rowCount;
  const columnCount = table.names.length;
  // Each cell is read twice: once by its column's profile, once for the duplicate rows.
  const progress = new Progress(2 * rowCount * columnCount, options.onProgress);
  const counts = table.names.map((_, index) => {
    const cells = table.columns[index] ?? [];
    const given = options.values?.[index];
    return given && given.codes.length === cells.length ? given : columnValues(cells);
  });
  const columnTypes = table.names.map((name, index) =>
    types[index]?.name === name
      ? types[index]
      : typeColumn(name, table.columns[index] ?? [], {}, table.lines, undefined, counts[index]),
  );
  const facts: ColumnFacts[] = columnTypes.map((type, index) =>
    profileColumn(table.columns[index] ?? [], type, progress, options, counts[index]!),
  );
  const duplicateRows = findDuplicateRows(table, progress, columnTypes);
  const alerts = [
    ...tableAlerts(duplicateRows),
    ...facts.flatMap((fact, index) => columnAlerts(fact, table.columns[index] ?? [], rowCount)),
  ];
  progress.finish();
  return {
    version: 2,
    rowCount,
    columnCount,
    columns: facts.map((fact) => fact.profile),
    duplicateRows,
    alerts,
  };
}

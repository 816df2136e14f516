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
};

function profileColumn(
  values: readonly string[],
  type: ColumnType,
  progress: Progress,
  options: ProfileOptions,
) {
  switch (type.kind) {
    case 'number':
      return profileNumbers(values, type, progress);
    case 'date':
    case 'datetime':
      return profileDates(values, type, progress);
    case 'boolean':
      return profileBooleans(values, type, progress, options.booleanDigits);
    case 'id':
      return profileIds(values, type, progress);
    default:
      return profileText(values, type, progress);
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
  const columnTypes = table.names.map((name, index) =>
    types[index]?.name === name
      ? types[index]
      : typeColumn(name, table.columns[index] ?? [], {}, table.lines),
  );
  const facts: ColumnFacts[] = columnTypes.map((type, index) =>
    profileColumn(table.columns[index] ?? [], type, progress, options),
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

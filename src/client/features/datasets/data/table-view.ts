import type { ParsedTable } from '@/shared/data/ingest/table';

export type SortState = { column: number; direction: 'ascending' | 'descending' } | null;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Reads a cell of a number column as a number (in the file's number format), undefined when it is not one. */
export type ReadNumber = (cell: string) => number | undefined;

/**
 * The rows to show, by index: those whose cells contain each column's filter (any case), sorted by one column,
 * numbers as numbers when the column is numeric, text by the reader's collation; empty cells always last.
 */
export function visibleRows(
  table: ParsedTable,
  filters: Record<number, string>,
  sort: SortState,
  numberReader: (column: number) => ReadNumber | null,
): number[] {
  const active = Object.entries(filters)
    .map(([column, text]) => [Number(column), text.trim().toLowerCase()] as const)
    .filter(([, text]) => text !== '');
  let rows = Array.from({ length: table.rowCount }, (_, row) => row);
  if (active.length > 0) {
    rows = rows.filter((row) =>
      active.every(([column, text]) => (table.columns[column]?.[row] ?? '').toLowerCase().includes(text)),
    );
  }
  if (!sort) return rows;
  const cells = table.columns[sort.column] ?? [];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const readNumber = numberReader(sort.column);
  if (readNumber) {
    const values = new Float64Array(table.rowCount);
    for (const row of rows) values[row] = readNumber(cells[row] ?? '') ?? Number.NaN;
    return rows.sort((a, b) => {
      const x = values[a]!;
      const y = values[b]!;
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? a - b : 1) : -1;
      return (x - y) * sign || a - b;
    });
  }
  return rows.sort((a, b) => {
    const x = cells[a] ?? '';
    const y = cells[b] ?? '';
    if (x === '' || y === '') return x === '' ? (y === '' ? a - b : 1) : -1;
    return collator.compare(x, y) * sign || a - b;
  });
}

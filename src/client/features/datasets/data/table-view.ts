import type { ParsedTable } from '@/shared/data/ingest/table';

export type SortState = { column: number; direction: 'ascending' | 'descending' } | null;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A cell as a number when the whole cell reads as one (`1,5` does not: the table shows cells as written). */
const asNumber = (cell: string) => (cell.trim() === '' ? Number.NaN : Number(cell));

/**
 * The rows to show, by index: those whose cells contain each column's filter (any case), sorted by one column,
 * numbers as numbers when the column is numeric, text by the reader's collation; empty cells always last.
 */
export function visibleRows(
  table: ParsedTable,
  filters: Record<number, string>,
  sort: SortState,
  numeric: (column: number) => boolean,
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
  if (numeric(sort.column)) {
    const values = new Float64Array(table.rowCount);
    for (const row of rows) values[row] = asNumber(cells[row] ?? '');
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

/** The same table column by column, from rows of cells (the stored preview's shape). */
export function fromRows(names: string[], rows: string[][]): ParsedTable {
  return {
    names,
    columns: names.map((_, column) => rows.map((row) => row[column] ?? '')),
    rowCount: rows.length,
    lines: rows.map((_, row) => row + 2),
  };
}

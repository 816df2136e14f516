import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { inputBaseClass } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';
import { formatNumber } from '@/client/lib/format';
import type { ParsedTable } from '@/shared/data/ingest/table';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { visibleRows, type ReadNumber, type SortState } from './table-view';

const rowHeight = 36;
const headerHeight = 76;
const columnWidth = 176;
const rowHeaderWidth = 80;

type DatasetTableProps = {
  table: ParsedTable;
  /** How a number column's cells read as numbers, so it sorts as numbers; null for any other column. */
  numberReader: (column: number) => ReadNumber | null;
  /** The table's name for assistive technology; the dataset's rows unless told. */
  label?: string;
  className?: string;
};

const nextSort = (sort: SortState, column: number): SortState =>
  sort?.column !== column
    ? { column, direction: 'ascending' }
    : sort.direction === 'ascending'
      ? { column, direction: 'descending' }
      : null;

/**
 * Every row of a dataset, smooth at a million: only the rows and columns in view are in the page (virtualised
 * both ways). Each column sorts from its header (ascending, descending, off) and has its own filter; the row
 * numbers on the left are the dataset's own, so a filtered or sorted row keeps its number. The scroll area takes
 * focus, so the arrow keys, Page Up/Down, Home and End scroll it.
 */
export function DatasetTable({ table, numberReader, label, className }: DatasetTableProps) {
  const copy = datasetsMessages.data;
  const name = label ?? copy.label;
  const scroller = useRef<HTMLDivElement>(null);
  const [filters, setFilters] = useState<Record<number, string>>({});
  const [sort, setSort] = useState<SortState>(null);
  // Typing stays quick on large tables: the rows follow the filters when there is time.
  const deferredFilters = useDeferredValue(filters);
  const rows = useMemo(
    () => visibleRows(table, deferredFilters, sort, numberReader),
    [table, deferredFilters, sort, numberReader],
  );
  // The virtualiser re-renders on scroll itself; nothing here relies on compiler memoisation.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rowWindow = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const columnWindow = useVirtualizer({
    horizontal: true,
    count: table.names.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => columnWidth,
    overscan: 3,
  });
  const visibleColumns = columnWindow.getVirtualItems();
  const before = visibleColumns[0]?.start ?? 0;
  const width = rowHeaderWidth + columnWindow.getTotalSize();
  // The columns scrolled past leave their width as a margin before the first one in view.
  const offset = (position: number) => (position === 0 ? before : 0);

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {copy.shown(formatNumber(rows.length), formatNumber(table.rowCount))}
      </p>
      <div
        ref={scroller}
        role="region"
        aria-label={name}
        tabIndex={0}
        className={cn(
          'relative h-[32rem] overflow-auto rounded-lg border bg-card text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
          className,
        )}
      >
        <div
          role="table"
          aria-label={name}
          aria-rowcount={rows.length + 1}
          aria-colcount={table.names.length + 1}
          style={{ width, height: rowWindow.getTotalSize() + headerHeight }}
          className="relative"
        >
          <div role="rowgroup" className="sticky top-0 z-20 bg-muted">
            <div role="row" aria-rowindex={1} className="flex border-b" style={{ height: headerHeight }}>
              <div
                role="columnheader"
                aria-colindex={1}
                className="sticky left-0 z-10 flex flex-none items-start bg-muted px-3 pt-2 font-medium text-muted-foreground"
                style={{ width: rowHeaderWidth }}
              >
                {copy.rowNumber}
              </div>
              {visibleColumns.map((column, position) => {
                const name = table.names[column.index] ?? '';
                const sorted = sort?.column === column.index ? sort.direction : undefined;
                const Icon =
                  sorted === 'ascending' ? ArrowUp : sorted === 'descending' ? ArrowDown : ArrowUpDown;
                return (
                  <div
                    key={column.key}
                    role="columnheader"
                    aria-colindex={column.index + 2}
                    aria-sort={sorted ?? 'none'}
                    className="flex flex-none flex-col gap-1 px-2 py-1.5"
                    style={{ width: column.size, marginLeft: offset(position) }}
                  >
                    <button
                      type="button"
                      title={name}
                      aria-label={copy.sortBy(name)}
                      onClick={() => setSort((current) => nextSort(current, column.index))}
                      className="flex min-w-0 items-center gap-1 rounded-sm px-1 text-left font-semibold outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <span className="truncate">{name}</span>
                      <Icon aria-hidden className="size-3.5 flex-none text-muted-foreground" />
                    </button>
                    <input
                      type="search"
                      aria-label={copy.filter(name)}
                      placeholder={copy.filter(name)}
                      value={filters[column.index] ?? ''}
                      onChange={(event) => {
                        const text = event.target.value;
                        setFilters((current) => ({ ...current, [column.index]: text }));
                      }}
                      className={cn(inputBaseClass, 'h-8 px-2 text-xs')}
                    />
                  </div>
                );
              })}
            </div>
          </div>
          <div role="rowgroup">
            {rowWindow.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              return (
                <div
                  key={item.key}
                  role="row"
                  aria-rowindex={item.index + 2}
                  className="absolute left-0 flex border-b border-border/60"
                  style={{
                    top: headerHeight,
                    height: rowHeight,
                    width,
                    transform: `translateY(${item.start}px)`,
                  }}
                >
                  <div
                    role="rowheader"
                    aria-colindex={1}
                    className="sticky left-0 z-10 flex flex-none items-center bg-card px-3 tabular-nums text-muted-foreground"
                    style={{ width: rowHeaderWidth }}
                  >
                    {formatNumber(row + 1)}
                  </div>
                  {visibleColumns.map((column, position) => {
                    const cell = table.columns[column.index]?.[row] ?? '';
                    return (
                      <div
                        key={column.key}
                        role="cell"
                        aria-colindex={column.index + 2}
                        className="flex flex-none items-center px-3"
                        style={{ width: column.size, marginLeft: offset(position) }}
                      >
                        <span className="truncate" title={cell}>
                          {cell}
                        </span>
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}

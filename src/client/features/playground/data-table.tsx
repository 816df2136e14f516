import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { cn } from '@/client/lib/cn';
import { formatNumber } from '@/client/lib/format';
import type { ParsedTable } from '@/shared/data/ingest/table';
import { playgroundMessages } from '@/shared/i18n/messages/playground';

const rowHeight = 36;
const columnWidth = 160;
const rowHeaderWidth = 80;

/** A table column by column (a read file, or a saved dataset's first rows). */
export type TableColumns = Pick<ParsedTable, 'names' | 'columns' | 'rowCount'>;

type DataTableProps = { table: TableColumns; label: string; className?: string };

/**
 * The data as a table that stays smooth at 100,000 rows: only the rows and columns in view are in the page
 * (virtualised both ways). The header stays on top and the row numbers on the left; the scroll area takes
 * focus, so the arrow keys, Page Up/Down, Home and End scroll it. The ARIA counts and indexes tell assistive
 * technology where each visible row and cell sits in the whole table.
 */
export function DataTable({ table, label, className }: DataTableProps) {
  const copy = playgroundMessages.table;
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualiser re-renders on scroll itself; nothing here relies on compiler memoisation.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: table.rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const columns = useVirtualizer({
    horizontal: true,
    count: table.names.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => columnWidth,
    overscan: 3,
  });
  const visibleColumns = columns.getVirtualItems();
  const before = visibleColumns[0]?.start ?? 0;
  const width = rowHeaderWidth + columns.getTotalSize();

  // The columns scrolled past leave their width as a margin before the first one in view.
  const offset = (position: number) => (position === 0 ? before : 0);

  return (
    <div
      ref={scroller}
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'relative h-[28rem] overflow-auto rounded-lg border bg-card text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <div
        role="table"
        aria-label={label}
        aria-rowcount={table.rowCount + 1}
        aria-colcount={table.names.length + 1}
        style={{ width, height: rows.getTotalSize() + rowHeight }}
        className="relative"
      >
        <div role="rowgroup" className="sticky top-0 z-20 bg-muted">
          <div role="row" aria-rowindex={1} className="flex border-b" style={{ height: rowHeight }}>
            <div
              role="columnheader"
              aria-colindex={1}
              className="sticky left-0 z-10 flex flex-none items-center bg-muted px-3 font-medium text-muted-foreground"
              style={{ width: rowHeaderWidth }}
            >
              {copy.rowNumber}
            </div>
            {visibleColumns.map((column, position) => (
              <div
                key={column.key}
                role="columnheader"
                aria-colindex={column.index + 2}
                title={table.names[column.index]}
                className="flex flex-none items-center truncate px-3 font-semibold"
                style={{ width: column.size, marginLeft: offset(position) }}
              >
                <span className="truncate">{table.names[column.index]}</span>
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup">
          {rows.getVirtualItems().map((row) => {
            return (
              <div
                key={row.key}
                role="row"
                aria-rowindex={row.index + 2}
                className="absolute left-0 flex border-b border-border/60"
                style={{ top: rowHeight, height: rowHeight, width, transform: `translateY(${row.start}px)` }}
              >
                <div
                  role="rowheader"
                  aria-colindex={1}
                  className="sticky left-0 z-10 flex flex-none items-center bg-card px-3 tabular-nums text-muted-foreground"
                  style={{ width: rowHeaderWidth }}
                >
                  {formatNumber(row.index + 1)}
                </div>
                {visibleColumns.map((column, position) => (
                  <div
                    key={column.key}
                    role="cell"
                    aria-colindex={column.index + 2}
                    className="flex flex-none items-center px-3"
                    style={{ width: column.size, marginLeft: offset(position) }}
                  >
                    <span className="truncate" title={table.columns[column.index]![row.index]}>
                      {table.columns[column.index]![row.index]}
                    </span>
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/client/components/load-error';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import type { Paged } from '@/shared/paged';
import { commonMessages } from '@/shared/i18n/messages/common';
import { Pager } from '@/client/components/pager';

type PagedListProps<T> = {
  query: UseQueryResult<Paged<T>>;
  /** What an empty page says. */
  empty: string;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
};

/** One page of an admin list: loading, failed, empty or its items, with the pager below. */
export function PagedList<T>({ query, empty, onPage, children }: PagedListProps<T>) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return <LoadError message={commonMessages.errors.unexpected} onRetry={() => void query.refetch()} />;
  const { items, total, page, pageSize } = query.data;
  return (
    <>
      {items.length === 0 ? (
        <p role="status" className="rounded-md border border-dashed p-6 text-sm">
          {empty}
        </p>
      ) : (
        children(items)
      )}
      <Pager page={page} total={total} pageSize={pageSize} onPage={onPage} />
    </>
  );
}

/**
 * A wide admin table, its column headings in order. It scrolls sideways inside its own named region, which
 * keyboard users can focus and scroll with the arrow keys, so no column is cut off on a narrow screen.
 */
export function AdminTable({
  label,
  columns,
  busy,
  children,
}: {
  /** Names the scroll region and the table (the list's title). */
  label: string;
  columns: string[];
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className="w-full text-sm" aria-label={label} aria-busy={busy}>
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

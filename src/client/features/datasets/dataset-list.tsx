import { Database } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDatasets } from '@/client/api/datasets/list-datasets';
import { LoadError } from '@/client/components/load-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatBytes } from '@/client/lib/datasets/format-data';
import { formatDateTime, formatNumber, formatRelative } from '@/client/lib/format';
import { Link } from '@/client/lib/navigation/navigation';
import type { DatasetSummary } from '@/shared/datasets';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { paths } from '@/shared/paths';

/** One dataset in a list: its name (a link to its page, wrapping, never cut) and its facts. */
function DatasetRow({ dataset }: { dataset: DatasetSummary }) {
  const copy = datasetsMessages;
  return (
    <li className="flex flex-col gap-1 p-4">
      <Link
        to={paths.app.dataset.href(dataset.id)}
        className="self-start font-medium underline-offset-4 [overflow-wrap:anywhere] hover:underline focus-visible:underline"
      >
        {dataset.name}
      </Link>
      <p className="text-sm text-muted-foreground">
        {[
          copy.dimensions(formatNumber(dataset.rowCount), formatNumber(dataset.columnCount)),
          formatBytes(dataset.sizeBytes),
          dataset.uploader?.name ?? copy.formerMember,
        ].join(' · ')}
        {' · '}
        <time dateTime={dataset.createdAt} title={formatDateTime(dataset.createdAt)}>
          {formatRelative(dataset.createdAt)}
        </time>
      </p>
    </li>
  );
}

/** Datasets as a list, each a link to its page. */
export function DatasetRows({ datasets, label }: { datasets: DatasetSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y rounded-lg border">
      {datasets.map((dataset) => (
        <DatasetRow key={dataset.id} dataset={dataset} />
      ))}
    </ul>
  );
}

/**
 * The workspace's datasets while they load, when they cannot, when there are none (`empty`), and else `children`
 * with them.
 */
export function WorkspaceDatasets({
  empty,
  children,
}: {
  empty: ReactNode;
  children: (datasets: DatasetSummary[]) => ReactNode;
}) {
  const copy = datasetsMessages.list;
  const datasets = useDatasets();
  if (datasets.isPending)
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{copy.loading}</span>
        <Skeleton className="h-16 w-full rounded-lg" />
        <Skeleton className="h-16 w-full rounded-lg" />
      </div>
    );
  if (datasets.isError)
    return <LoadError message={copy.loadFailed} onRetry={() => void datasets.refetch()} />;
  if (datasets.data.length === 0) return empty;
  return children(datasets.data);
}

/** The workspace's saved datasets under a heading (the playground's), each a link to its page. */
export function SavedDatasets({ heading, empty }: { heading: string; empty: string }) {
  return (
    <section aria-labelledby="saved-datasets-heading" className="flex flex-col gap-4">
      <h2 id="saved-datasets-heading" className="text-xl font-semibold">
        {heading}
      </h2>
      <WorkspaceDatasets
        empty={
          <p className="flex items-center gap-3 rounded-lg border border-dashed p-6 text-muted-foreground">
            <Database aria-hidden className="size-5 flex-none" />
            {empty}
          </p>
        }
      >
        {(datasets) => <DatasetRows datasets={datasets} label={heading} />}
      </WorkspaceDatasets>
    </section>
  );
}

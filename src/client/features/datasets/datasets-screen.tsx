import { Database } from 'lucide-react';
import { useDatasets } from '@/client/api/datasets/list-datasets';
import { ContentPage } from '@/client/components/content-page';
import { FilterSelect } from '@/client/components/filter-select';
import { LoadError } from '@/client/components/load-error';
import { SearchField } from '@/client/components/search-field';
import { buttonVariants } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatDateTime, formatNumber, formatRelative } from '@/client/lib/format';
import { Link } from '@/client/lib/navigation/navigation';
import { useUrlFilters } from '@/client/lib/use-url-filters';
import type { DatasetSummary } from '@/shared/datasets';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { paths } from '@/shared/paths';
import { formatBytes } from './format-data';
import { SampleDataButton } from './sample-data-button';
import { datasetSorts, findDatasets, type DatasetSort } from './sort-datasets';

/** One dataset in the list: its name (a link to its page, wrapping, never cut) and its facts. */
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

/** No dataset yet: what to do next, with the one-click sample first. */
function EmptyDatasets() {
  const copy = datasetsMessages.list;
  return (
    <div className="flex flex-col items-start gap-4 rounded-lg border border-dashed p-6">
      <Database aria-hidden className="size-6 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{copy.emptyHeading}</h2>
      <p className="text-muted-foreground">{copy.empty}</p>
      <div className="flex flex-wrap gap-2">
        <SampleDataButton />
        <Link to={paths.app.playground} className={buttonVariants({ variant: 'outline' })}>
          {copy.openPlayground}
        </Link>
      </div>
    </div>
  );
}

/** `/app/datasets`: the workspace's datasets, searched and sorted in the address, each opening its page. */
export function DatasetsScreen() {
  const copy = datasetsMessages.list;
  const datasets = useDatasets();
  const { values, search, typed, setTyped, update } = useUrlFilters({ sort: datasetSorts });
  const sort = values.sort as DatasetSort;
  const found = datasets.data ? findDatasets(datasets.data, search, sort) : [];

  return (
    <ContentPage title={datasetsMessages.title} lead={copy.lead}>
      {datasets.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{copy.loading}</span>
          <Skeleton className="h-16 w-full rounded-lg" />
          <Skeleton className="h-16 w-full rounded-lg" />
        </div>
      ) : datasets.isError ? (
        <LoadError message={copy.loadFailed} onRetry={() => void datasets.refetch()} />
      ) : datasets.data.length === 0 ? (
        <EmptyDatasets />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-end gap-3">
            <SearchField
              label={copy.searchLabel}
              placeholder={copy.searchPlaceholder}
              value={typed}
              onChange={setTyped}
            />
            <FilterSelect
              label={copy.sortLabel}
              value={sort}
              options={datasetSorts.map((value) => ({ value, label: copy.sort[value] }))}
              onChange={(value) => update({ sort: value })}
            />
          </div>
          {found.length === 0 ? (
            <p className="text-muted-foreground">{copy.noMatches(search)}</p>
          ) : (
            <ul aria-label={copy.label} className="flex flex-col divide-y rounded-lg border">
              {found.map((dataset) => (
                <DatasetRow key={dataset.id} dataset={dataset} />
              ))}
            </ul>
          )}
        </div>
      )}
    </ContentPage>
  );
}

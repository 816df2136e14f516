import { Database } from 'lucide-react';
import { useActiveWorkspace } from '@/client/api/workspace/get-active-workspace';
import { useCan } from '@/client/api/workspace/use-can';
import { ContentPage } from '@/client/components/content-page';
import { FilterSelect } from '@/client/components/filter-select';
import { SearchField } from '@/client/components/search-field';
import { buttonVariants } from '@/client/components/ui/button';
import { Link } from '@/client/lib/navigation/navigation';
import { useUrlFilters } from '@/client/lib/use-url-filters';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { paths } from '@/shared/paths';
import { DatasetRows, WorkspaceDatasets } from './dataset-list';
import { SampleDataButton } from './sample-data-button';
import { datasetSorts, findDatasets, type DatasetSort } from './sort-datasets';

/**
 * No dataset yet: what to do next, with the one-click sample first for those who may save datasets; the others
 * (Collaborators) are told who can, and keep the playground. Nothing role-bound while the role is still loading.
 */
function EmptyDatasets() {
  const copy = datasetsMessages.list;
  const workspace = useActiveWorkspace();
  const canSave = useCan('dataset:create');
  return (
    <div className="flex flex-col items-start gap-4 rounded-lg border border-dashed p-6">
      <Database aria-hidden className="size-6 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{copy.emptyHeading}</h2>
      {workspace.isSuccess && (
        <p className="text-muted-foreground">{canSave ? copy.empty : copy.emptyReadOnly}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {canSave && <SampleDataButton />}
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
  const { values, search, typed, setTyped, update } = useUrlFilters({ sort: datasetSorts });
  const sort = values.sort as DatasetSort;

  return (
    <ContentPage title={datasetsMessages.title} lead={copy.lead}>
      <WorkspaceDatasets empty={<EmptyDatasets />}>
        {(datasets) => {
          const found = findDatasets(datasets, search, sort);
          return (
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
                <DatasetRows datasets={found} label={copy.label} />
              )}
            </div>
          );
        }}
      </WorkspaceDatasets>
    </ContentPage>
  );
}

import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from '@/client/lib/navigation/navigation';
import { useDeleteDataset } from '@/client/api/datasets/delete-dataset';
import { datasetFileUrl } from '@/client/api/datasets/get-dataset';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { FactList, type Fact } from '@/client/components/fact-list';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { formatDateTime, formatNumber } from '@/client/lib/format';
import { toast } from '@/client/lib/toast';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { paths } from '@/shared/paths';
import type { DatasetDetail, DatasetSource } from '@/shared/datasets';
import { formatBytes } from '@/client/lib/datasets/format-data';
import { readFacts } from './report/describe-import';
import { RenameDatasetDialog } from './rename-dataset-dialog';

/** The data streams that feed the dataset, each a link to the Data Streams screen, with when data last came. */
function DatasetSources({ sources }: { sources: DatasetSource[] }) {
  return (
    <ul className="space-y-1">
      {sources.map((source) => (
        <li key={source.id}>
          <Link to={paths.settings.workspace.integrations} className="underline underline-offset-4">
            {source.name}
          </Link>{' '}
          <span className="text-muted-foreground">
            ·{' '}
            {source.lastSyncAt
              ? datasetsMessages.sourceLastData(formatDateTime(source.lastSyncAt))
              : datasetsMessages.sourceNoData}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The dataset's facts: size, how it was read, who uploaded it and when. */
function DatasetFacts({ dataset }: { dataset: DatasetDetail }) {
  const copy = datasetsMessages.facts;
  const facts: Fact[] = [
    [
      copy.dimensions,
      datasetsMessages.dimensions(formatNumber(dataset.rowCount), formatNumber(dataset.columnCount)),
    ],
    [copy.size, formatBytes(dataset.sizeBytes)],
    ...readFacts(dataset.report),
    [copy.uploader, dataset.uploader?.name ?? datasetsMessages.formerMember],
    [copy.date, <time dateTime={dataset.createdAt}>{formatDateTime(dataset.createdAt)}</time>],
    ...(dataset.sources.length > 0
      ? [[copy.source, <DatasetSources sources={dataset.sources} />] as Fact]
      : []),
  ];
  return (
    <FactList
      facts={facts}
      className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-x-6 gap-y-3 text-sm"
    />
  );
}

/** Download for everyone; rename and delete for Owners, Admins and the uploader (the server checks again). */
function DatasetActions({ dataset }: { dataset: DatasetDetail }) {
  const copy = datasetsMessages.actions;
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteDataset();
  const confirmDelete = () =>
    remove.mutate(dataset.id, {
      onSuccess: () => {
        toast.success(copy.deleted(dataset.name));
        void navigate(paths.app.datasets, { replace: true });
      },
      onError: (error) => {
        toast.error(apiErrorMessage(error, copy.deleteFailed));
        setConfirming(false);
      },
    });
  return (
    <div role="group" aria-label={copy.label} className="flex flex-wrap gap-2">
      {dataset.canDelete && <RenameDatasetDialog id={dataset.id} name={dataset.name} />}
      <a href={datasetFileUrl(dataset.id)} download className={buttonVariants({ variant: 'outline' })}>
        <Download aria-hidden />
        {copy.download}
      </a>
      {dataset.canDelete && (
        <>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
            {copy.delete}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={copy.deleteTitle}
            description={copy.deleteDescription(dataset.name)}
            confirmLabel={copy.delete}
            pendingLabel={copy.deleting}
            pending={remove.isPending}
            tone="destructive"
            onConfirm={confirmDelete}
          />
        </>
      )}
    </div>
  );
}

/** The page's head under its title: the facts, then the actions. */
export function DatasetHeader({ dataset }: { dataset: DatasetDetail }) {
  return (
    <div className="flex flex-col gap-4">
      <DatasetFacts dataset={dataset} />
      <DatasetActions dataset={dataset} />
    </div>
  );
}

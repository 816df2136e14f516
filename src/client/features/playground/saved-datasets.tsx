import { Database, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useDeleteDataset } from '@/client/api/datasets/delete-dataset';
import { useDatasets } from '@/client/api/datasets/list-datasets';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { formatDateTime, formatNumber, formatRelative } from '@/client/lib/format';
import { toast } from '@/client/lib/toast';
import type { DatasetSummary } from '@/shared/datasets';
import { playgroundMessages } from '@/shared/i18n/messages/playground';
import { DatasetDetailDialog } from './dataset-detail-dialog';
import { formatBytes } from './format-data';

/** The workspace's saved datasets, for every member: open one, or delete it when allowed. */
export function SavedDatasets() {
  const copy = playgroundMessages.saved;
  const datasets = useDatasets();
  // The open dataset is in the address (`?dataset=<id>`), so the command bar and links can open it.
  const [params, setParams] = useSearchParams();
  const openedId = params.get('dataset');
  const opened = datasets.data?.find((dataset) => dataset.id === openedId) ?? null;
  const setOpened = (dataset: DatasetSummary | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (dataset) next.set('dataset', dataset.id);
        else next.delete('dataset');
        return next;
      },
      { replace: !dataset },
    );
  const [deleting, setDeleting] = useState<DatasetSummary | null>(null);
  const remove = useDeleteDataset();

  const confirmDelete = () => {
    if (!deleting) return;
    const { id, name } = deleting;
    remove.mutate(id, {
      onSuccess: () => toast.success(copy.deleted(name)),
      onError: (error) => toast.error(apiErrorMessage(error, copy.deleteFailed)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section aria-labelledby="saved-datasets-heading" className="flex flex-col gap-4">
      <h2 id="saved-datasets-heading" className="text-xl font-semibold">
        {copy.heading}
      </h2>
      {datasets.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{copy.loading}</span>
          <Skeleton className="h-16 w-full rounded-lg" />
          <Skeleton className="h-16 w-full rounded-lg" />
        </div>
      ) : datasets.isError ? (
        <LoadError message={copy.loadFailed} onRetry={() => void datasets.refetch()} />
      ) : datasets.data.length === 0 ? (
        <p className="flex items-center gap-3 rounded-lg border border-dashed p-6 text-muted-foreground">
          <Database aria-hidden className="size-5 flex-none" />
          {copy.empty}
        </p>
      ) : (
        <ul aria-label={copy.heading} className="flex flex-col divide-y rounded-lg border">
          {datasets.data.map((dataset) => (
            <li key={dataset.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <button
                  type="button"
                  onClick={() => setOpened(dataset)}
                  className="self-start truncate text-left font-medium underline-offset-4 hover:underline focus-visible:underline"
                >
                  {dataset.name}
                </button>
                <p className="text-sm text-muted-foreground">
                  {[
                    dataset.uploader?.name ?? copy.formerMember,
                    copy.dimensions(formatNumber(dataset.rowCount), formatNumber(dataset.columnCount)),
                    formatBytes(dataset.sizeBytes),
                  ].join(' · ')}
                  {' · '}
                  <time dateTime={dataset.createdAt} title={formatDateTime(dataset.createdAt)}>
                    {formatRelative(dataset.createdAt)}
                  </time>
                </p>
              </div>
              {dataset.canDelete && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={copy.delete(dataset.name)}
                  title={copy.delete(dataset.name)}
                  onClick={() => setDeleting(dataset)}
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <DatasetDetailDialog summary={opened} onClose={() => setOpened(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={copy.deleteTitle}
        description={deleting ? copy.deleteDescription(deleting.name) : ''}
        confirmLabel={copy.deleteConfirm}
        pendingLabel={copy.deleting}
        pending={remove.isPending}
        tone="destructive"
        onConfirm={confirmDelete}
      />
    </section>
  );
}

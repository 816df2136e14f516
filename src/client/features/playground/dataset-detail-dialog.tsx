import { Download } from 'lucide-react';
import { LoadError } from '@/client/components/load-error';
import { buttonVariants } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';
import { datasetFileUrl, useDataset } from '@/client/api/datasets/get-dataset';
import { formatNumber } from '@/client/lib/format';
import type { DatasetSummary } from '@/shared/datasets';
import { playgroundMessages } from '@/shared/i18n/messages/playground';
import { ColumnProfiles } from './column-profiles';
import { DataTable } from './data-table';
import { DatasetFacts } from './dataset-summary';

/** A saved dataset opened from the list: its facts, its stored profile and its first rows. */
export function DatasetDetailDialog({
  summary,
  onClose,
}: {
  summary: DatasetSummary | null;
  onClose: () => void;
}) {
  const copy = playgroundMessages.saved;
  const detail = useDataset(summary?.id);
  return (
    <Dialog open={summary !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-5xl" closeLabel={copy.close}>
        {summary && (
          <>
            <DialogHeader>
              <DialogTitle className="break-words leading-tight">{summary.name}</DialogTitle>
              <DialogDescription asChild>
                <div>
                  <DatasetFacts
                    rows={summary.rowCount}
                    columns={summary.columnCount}
                    sizeBytes={summary.sizeBytes}
                    format={summary.format}
                  />
                </div>
              </DialogDescription>
            </DialogHeader>
            <a
              href={datasetFileUrl(summary.id)}
              download
              className={buttonVariants({ variant: 'outline', className: 'self-start' })}
            >
              <Download aria-hidden />
              {copy.download}
            </a>
            {detail.isPending ? (
              <Spinner label={copy.loading} className="text-muted-foreground" />
            ) : detail.isError ? (
              <LoadError message={copy.detailLoadFailed} onRetry={() => void detail.refetch()} />
            ) : (
              <div className="flex min-w-0 flex-col gap-8">
                <ColumnProfiles profile={detail.data.profile} headingLevel={3} />
                <section aria-label={copy.previewHeading} className="flex flex-col gap-2">
                  <h3 className="text-xl font-semibold">{copy.previewHeading}</h3>
                  <p className="text-sm text-muted-foreground">
                    {copy.previewNote(
                      formatNumber(detail.data.preview.rowCount),
                      formatNumber(detail.data.rowCount),
                    )}
                  </p>
                  <DataTable table={detail.data.preview} label={copy.previewHeading} className="h-72" />
                </section>
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { downloadDatasetFile } from '@/client/api/datasets/get-dataset';
import type { DatasetRows } from '@/client/lib/datasets/dataset-reader';
import { Spinner } from '@/client/components/ui/spinner';
import { formatNumber } from '@/client/lib/format';
import { parseNumberText, pointDecimal } from '@/shared/data/ingest/numbers';
import type { ParsedTable } from '@/shared/data/ingest/table';
import type { DataProfile, ImportReport } from '@/shared/data/profile/types';
import type { DatasetDetail } from '@/shared/datasets';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { useDatasetReader } from '../use-dataset-reader';
import { DatasetTable } from './dataset-table';
import type { ReadNumber } from './table-view';

/**
 * The file of a saved dataset read in the browser's data worker with the choices it was saved with, so the
 * table holds every row as the profile counted them: the page reads it once for all its sections.
 */
export function useSavedRows(dataset: DatasetDetail): DatasetRows {
  const { state, readFile, reread } = useDatasetReader({ insights: false });
  const [downloadFailed, setDownloadFailed] = useState(false);
  const { id, format } = dataset;
  const choices = JSON.stringify(dataset.report.choices);
  useEffect(() => {
    const abort = new AbortController();
    downloadDatasetFile(id, abort.signal).then(
      (blob) => {
        readFile(new File([blob], `dataset.${format}`));
        // The saved choices, not detection anew: the same table the server profiled.
        reread(JSON.parse(choices) as DatasetDetail['report']['choices']);
      },
      () => !abort.signal.aborted && setDownloadFailed(true),
    );
    return () => abort.abort();
  }, [id, format, choices, readFile, reread]);
  // Ready once every row is here (a partial result holds the first rows, as the stored preview does).
  const result = state.status === 'ready' && !state.result.partial ? state.result : null;
  return { result, failed: downloadFailed || state.status === 'error' };
}

/** How a number column's cells read as numbers, in the number format the file was read with. */
function useNumberReader(profile: DataProfile | undefined, report: ImportReport | undefined) {
  const format = report?.dialect ?? pointDecimal;
  return useCallback(
    (column: number): ReadNumber | null =>
      profile?.columns[column]?.kind === 'number' ? (cell) => parseNumberText(cell, format) : null,
    [profile, format],
  );
}

/**
 * A file's rows as read (a saved dataset's, or the playground's), sorted and filtered per column; number columns
 * sort as numbers. While the file is still being read there is no profile yet: every column sorts as text. A
 * table of fewer rows than the profile counted is its first rows (the rest still coming, or not read): it says so.
 */
export function ReadTable({
  table,
  profile,
  report,
  label,
  className,
}: {
  table: ParsedTable;
  profile?: DataProfile;
  report?: ImportReport;
  label?: string;
  className?: string;
}) {
  const copy = datasetsMessages.data;
  const numberReader = useNumberReader(profile, report);
  return (
    <div className="flex flex-col gap-2">
      {profile && table.rowCount < profile.rowCount && (
        <p className="text-sm text-muted-foreground">
          {copy.previewNote(formatNumber(table.rowCount), formatNumber(profile.rowCount))}
        </p>
      )}
      <DatasetTable table={table} numberReader={numberReader} label={label} className={className} />
    </div>
  );
}

/**
 * Every row in the virtualised table, sorted and filtered per column; the stored first rows show while the file
 * is read, and stay with a message should it not be.
 */
export function DataContent({ dataset, rows }: { dataset: DatasetDetail; rows: DatasetRows }) {
  const copy = datasetsMessages.data;
  const { result: ready, failed } = rows;
  const table = ready?.table ?? dataset.preview;
  const profile = ready?.profile ?? dataset.profile;
  return (
    <div className="flex flex-col gap-2">
      {failed ? (
        <p role="alert" className="text-sm">
          {copy.failed}
        </p>
      ) : (
        !ready && <Spinner label={copy.loading} className="text-muted-foreground" />
      )}
      <ReadTable table={table} profile={profile} report={dataset.report} />
    </div>
  );
}

import { useCallback, useMemo } from 'react';
import { formatNumber } from '@/client/lib/format';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import type { DatasetPageData } from '../dataset-page-data';
import { DatasetTable } from './dataset-table';
import { fromRows } from './table-view';

/** The dataset's rows in the virtualised table, numbers sorting as numbers (the profile says which). */
export function DataContent({ dataset }: { dataset: DatasetPageData }) {
  const copy = datasetsMessages.data;
  const { preview, profile, rowCount } = dataset;
  const table = useMemo(() => fromRows(preview.columns, preview.rows), [preview]);
  const numeric = useCallback((column: number) => profile.columns[column]?.kind === 'number', [profile]);
  return (
    <div className="flex flex-col gap-2">
      {table.rowCount < rowCount && (
        <p className="text-sm text-muted-foreground">
          {copy.previewNote(formatNumber(table.rowCount), formatNumber(rowCount))}
        </p>
      )}
      <DatasetTable table={table} numeric={numeric} />
    </div>
  );
}

import { useState } from 'react';
import type { ColumnKind } from '@/shared/data/ingest/types';
import type { ImportChoices, ImportReport } from '@/shared/data/profile/types';
import { AnomalyList } from './anomaly-list';
import { detectedKinds, type ColumnTypeView } from './choices';
import { ColumnTypes } from './column-types';
import { ImportSettings } from './import-settings';

type ImportReviewProps = {
  /** How the file was read, its anomalies, and the choices it was read with. */
  report: ImportReport;
  /** Each column's type (the ingest's types, or the profile's columns). */
  columns: readonly ColumnTypeView[];
  /** Called with the whole new set of choices: the caller reads the file again with them. */
  onChange: (choices: ImportChoices) => void;
  /** A re-read with newer choices is running. */
  busy?: boolean;
};

/**
 * The import screen's review of a read file: how it was read (each setting changeable), the rows that needed
 * attention, and each column's type (changeable). Every change is handed up at once to be read again.
 */
export function ImportReview({ report, columns, onChange, busy }: ImportReviewProps) {
  // What each column was detected as, kept across re-reads so an overridden column still names it.
  const [seen, setSeen] = useState<{ columns: readonly ColumnTypeView[]; kinds: Record<string, ColumnKind> }>(
    () => ({ columns, kinds: detectedKinds(columns) }),
  );
  if (seen.columns !== columns) setSeen({ columns, kinds: detectedKinds(columns, seen.kinds) });

  const { choices } = report;
  return (
    <div className="flex flex-col gap-6">
      <ImportSettings report={report} choices={choices} onChange={onChange} busy={busy} />
      <AnomalyList anomalies={report.anomalies} anomalyCount={report.anomalyCount} />
      <ColumnTypes columns={columns} choices={choices} detected={seen.kinds} onChange={onChange} />
    </div>
  );
}

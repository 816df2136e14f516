import { FactList } from '@/client/components/fact-list';
import { formatNumber } from '@/client/lib/format';
import type { ImportReport } from '@/shared/data/profile/types';
import { dataImportMessages } from '@/shared/i18n/messages/data-import';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { AnomalyLines } from '../import/anomaly-list';
import { readFacts } from './describe-import';

/**
 * How the file was read, read-only: its format, encoding and dialect, then every line that needed attention
 * with what was done with it and its raw text ("3 rows need attention"), as the import screen lists them. Quoted newlines and a trailing empty
 * line are not anomalies, so a clean file says so in one line.
 */
export function ImportReportContent({ report }: { report: ImportReport }) {
  const copy = datasetsMessages.report;
  const anomalyCopy = dataImportMessages.anomalies;
  return (
    <div className="flex flex-col gap-4">
      <FactList facts={readFacts(report)} className="flex flex-wrap gap-x-8 gap-y-2 text-sm" />
      {report.anomalyCount === 0 ? (
        <p className="text-sm">{copy.clean}</p>
      ) : (
        <>
          <p className="font-medium">
            {anomalyCopy.attention(report.anomalyCount, formatNumber(report.anomalyCount))}
          </p>
          <AnomalyLines anomalies={report.anomalies} anomalyCount={report.anomalyCount} />
        </>
      )}
    </div>
  );
}

import { formatNumber } from '@/client/lib/format';
import type { Anomaly } from '@/shared/data/ingest/table';
import type { ImportReport } from '@/shared/data/profile/types';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { describeDialect, describeEncoding } from './describe-import';

/** What was wrong with a line, in words: its field count against the header's, or a quote left open. */
function problemOf(anomaly: Anomaly): string {
  const copy = datasetsMessages.report.kinds;
  if (anomaly.kind === 'broken-quote') return copy.brokenQuote;
  const counts = [formatNumber(anomaly.expected ?? 0), formatNumber(anomaly.found ?? 0)] as const;
  return anomaly.kind === 'short-row' ? copy.shortRow(...counts) : copy.longRow(...counts);
}

/**
 * How the file was read, read-only: its format, encoding and dialect, then every line that needed attention
 * with its raw text and what was done with it ("3 rows need attention"). Quoted newlines and a trailing empty
 * line are not anomalies, so a clean file says so in one line.
 */
export function ImportReportContent({ report }: { report: ImportReport }) {
  const copy = datasetsMessages.report;
  const encoding = describeEncoding(report);
  const facts: [string, string][] = [
    [copy.format, report.format.toUpperCase()],
    ...(encoding ? [[copy.encoding, encoding] as [string, string]] : []),
    ...(report.dialect ? [[copy.dialect, describeDialect(report.dialect)] as [string, string]] : []),
    ...(report.sheet ? [[copy.sheet, report.sheet] as [string, string]] : []),
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-x-8 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 font-medium [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      {report.anomalyCount === 0 ? (
        <p className="text-sm">{copy.clean}</p>
      ) : (
        <>
          <p className="font-medium">
            {copy.attention(formatNumber(report.anomalyCount), report.anomalyCount !== 1)}
          </p>
          {report.anomalies.length < report.anomalyCount && (
            <p className="text-sm text-muted-foreground">
              {copy.listed(formatNumber(report.anomalies.length), formatNumber(report.anomalyCount))}
            </p>
          )}
          {/* A list rather than a table: a raw line wraps in full at any width, nothing scrolls sideways. */}
          <ol aria-label={copy.anomaliesLabel} className="flex flex-col divide-y rounded-lg border text-sm">
            {report.anomalies.map((anomaly, index) => (
              <li key={index} className="flex min-w-0 flex-col gap-2 p-3">
                <p>
                  <span className="font-medium tabular-nums">
                    {copy.line} {formatNumber(anomaly.line)}
                  </span>
                  {' · '}
                  {problemOf(anomaly)}
                </p>
                <pre className="whitespace-pre-wrap rounded-md bg-muted px-2 py-1.5 font-mono text-xs [overflow-wrap:anywhere]">
                  <span className="sr-only">{copy.raw}: </span>
                  {anomaly.raw}
                </pre>
                <p className="text-muted-foreground">
                  <span className="sr-only">{copy.done}: </span>
                  {copy.actions[anomaly.action]}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

import { TriangleAlert } from 'lucide-react';
import { formatNumber } from '@/client/lib/format';
import type { Alert, AlertKind } from '@/shared/data/profile/types';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { formatShare, formatValue } from '@/client/lib/datasets/format-data';

/** Kinds whose value and threshold are shares (0–1) of the rows (src/shared/data/profile/types.ts). */
const shareKinds = new Set<AlertKind>([
  'missing',
  'mostly-missing',
  'near-constant',
  'unique',
  'zeros',
  'mixed-types',
]);

const measure = (alert: Alert, value: number) =>
  shareKinds.has(alert.kind)
    ? formatShare(value)
    : alert.kind === 'skewed'
      ? formatValue(value)
      : formatNumber(value);

/** The dataset's data-quality alerts: what, in which column, measured against which threshold, and where. */
export function AlertsList({ alerts, headingId }: { alerts: Alert[]; headingId: string }) {
  const copy = datasetsMessages.alerts;
  return (
    <div className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {copy.heading}
      </h3>
      {alerts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.none}</p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col divide-y rounded-lg border">
          {alerts.map((alert, index) => (
            <li key={index} className="flex gap-3 p-3 text-sm">
              <TriangleAlert
                aria-hidden
                className="mt-0.5 size-4 flex-none text-amber-600 dark:text-amber-400"
              />
              <div className="flex min-w-0 flex-col gap-0.5 [overflow-wrap:anywhere]">
                <p>
                  <span className="font-medium">{copy.kinds[alert.kind]}</span>
                  {' · '}
                  <span>{alert.column ?? copy.wholeRows}</span>
                </p>
                <p className="text-muted-foreground">
                  {copy.rule(measure(alert, alert.value), measure(alert, alert.threshold))}
                </p>
                {alert.rows.length > 0 && (
                  <p className="text-muted-foreground">
                    {copy.rows(alert.rows.map((row) => formatNumber(row)).join(', '))}
                  </p>
                )}
                {alert.values && alert.values.length > 0 && (
                  <p className="text-muted-foreground">
                    {copy.values(alert.values.map((value) => `“${value}”`).join(', '))}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

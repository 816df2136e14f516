import type { ReactNode } from 'react';
import type { Insight, InsightReport } from '@/shared/data/insights/types';
import { insightsMessages } from '@/shared/i18n/messages/insights';
import { InsightCard } from './insight-card';
import { countOf } from './insight-sentence';

export type InsightsContentProps = {
  report: InsightReport;
  /** The data-quality alerts the profile shows: how many, and where (an in-page link). */
  alerts: { count: number; href: string };
  /** Pin or Unpin for a card, when the dataset is saved. */
  actions?: (insight: Insight) => ReactNode;
};

/**
 * What a dataset says: how many patterns were tested and how many are insights, a pointer to the profile's
 * data-quality alerts, then a card per insight, most important first; or, when none passed, how many were
 * tested and that none passed the thresholds.
 */
export function InsightsContent({ report, alerts, actions }: InsightsContentProps) {
  const copy = insightsMessages;
  const found = report.found ?? report.insights.length;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        {found > 0 ? (
          <p className="font-medium">
            {copy.summary(countOf(report.tested), countOf(found))}
            {found > report.insights.length && ` ${copy.strongest(countOf(report.insights.length))}`}
          </p>
        ) : (
          <p className="text-muted-foreground">{copy.empty(countOf(report.tested))}</p>
        )}
        <p className="text-sm">
          <a
            href={alerts.href}
            className="rounded-sm text-muted-foreground underline underline-offset-4 outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            {copy.alerts(countOf(alerts.count))}
          </a>
        </p>
      </div>
      {found > 0 && (
        <ul aria-label={copy.listLabel} className="grid gap-4 lg:grid-cols-2">
          {report.insights.map((insight) => (
            <li key={insight.id} className="flex min-w-0">
              <InsightCard insight={insight} actions={actions?.(insight)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

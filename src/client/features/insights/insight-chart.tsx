import { lazy, Suspense } from 'react';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatNumber } from '@/client/lib/format';
import type { Insight } from '@/shared/data/insights/types';
import { insightsMessages } from '@/shared/i18n/messages/insights';
import { formatBucket, formatMeasure } from './format-insight';
import { InsightData } from './insight-data';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';

const InsightPlot = lazy(() => import('./charts/insight-plot'));

/** What the chart shows, named: its caption, and a summary read out in its place. */
function describe(insight: Insight): { caption: string; summary?: string } {
  const copy = insightsMessages.chart;
  const [first = '', second = ''] = insight.columns;
  switch (insight.kind) {
    case 'relationship':
      if (insight.chart.type === 'points')
        return {
          caption: copy.points(first, second),
          summary: copy.pointsSummary(formatNumber(insight.chart.points.length)),
        };
      if (insight.chart.type === 'table') return { caption: copy.table(first, second) };
      return { caption: copy.levels(second, first) };
    case 'segment':
      return { caption: copy.levels(insight.measure, insight.segment.column) };
    case 'outlier': {
      const { low, median, high } = insight.chart;
      return {
        caption: copy.range(first),
        summary: copy.rangeSummary(formatMeasure(low), formatMeasure(median), formatMeasure(high)),
      };
    }
    default: {
      const series = insight.chart;
      const points = series.points;
      return {
        caption: copy.series(second, datasetsMessages.profile.grains[series.bucket]),
        summary:
          points.length > 0
            ? copy.seriesSummary(
                formatNumber(points.length),
                formatBucket(points[0]!.from, series),
                formatBucket(points.at(-1)!.from, series),
              )
            : undefined,
      };
    }
  }
}

/**
 * An insight's chart as a figure: its caption, the picture (hidden from assistive technology, which reads the
 * summary), and the same numbers as a table: open for a table of two categories, folded away otherwise.
 */
export function InsightChart({ insight }: { insight: Insight }) {
  const { caption, summary } = describe(insight);
  const tableOnly = insight.kind === 'relationship' && insight.chart.type === 'table';
  const data = <InsightData insight={insight} caption={caption} />;
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="text-sm font-medium [overflow-wrap:anywhere]">
        {caption}
        {summary && <span className="sr-only"> {summary}</span>}
      </figcaption>
      {tableOnly ? (
        data
      ) : (
        <>
          <Suspense fallback={<Skeleton className="h-40 w-full rounded-md" />}>
            <InsightPlot insight={insight} />
          </Suspense>
          {insight.kind !== 'relationship' || insight.chart.type !== 'points' ? (
            <details className="text-sm">
              <summary className="cursor-pointer text-muted-foreground">
                {insightsMessages.chart.data}
              </summary>
              <div className="mt-2">{data}</div>
            </details>
          ) : null}
        </>
      )}
    </figure>
  );
}

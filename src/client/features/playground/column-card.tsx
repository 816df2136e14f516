import { lazy, Suspense, useId } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatNumber } from '@/client/lib/format';
import type { ColumnProfile } from '@/shared/data/profile/types';
import { playgroundMessages } from '@/shared/i18n/messages/playground';
import { chartBars, isHistogram } from './chart-data';
import { formatDataDate, formatValue } from './format-data';

const ColumnChart = lazy(() => import('./column-chart'));

/** The statistics a column's type calls for, as label and value pairs. */
function statistics(column: ColumnProfile): [string, string][] {
  const copy = playgroundMessages.profile;
  const common: [string, string][] = [
    [copy.empty, formatNumber(column.missing)],
    [copy.distinct, formatNumber(column.distinct)],
  ];
  switch (column.kind) {
    case 'number':
      return column.stats
        ? [
            ...common,
            [copy.min, formatValue(column.stats.min)],
            [copy.max, formatValue(column.stats.max)],
            [copy.mean, formatValue(column.stats.mean)],
            [copy.median, formatValue(column.stats.median)],
          ]
        : common;
    case 'date':
    case 'datetime':
      return column.min !== null && column.max !== null
        ? [...common, [copy.min, formatDataDate(column.min)], [copy.max, formatDataDate(column.max)]]
        : common;
    case 'id':
      return [...common, [copy.duplicates, formatNumber(column.duplicateValues)]];
    default:
      return common;
  }
}

/** One column: its inferred type, its statistics and its chart, with the chart's data as a table. */
export function ColumnCard({ column }: { column: ColumnProfile }) {
  const copy = playgroundMessages.profile;
  const titleId = useId();
  const bars = chartBars(column);
  const histogram = isHistogram(column);
  const caption = histogram ? copy.histogram(column.name) : copy.topValuesChart(column.name);
  return (
    <article aria-labelledby={titleId} className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4">
      <header className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 truncate font-semibold" title={column.name}>
          {column.name}
        </h3>
        <Badge variant="secondary">
          <span className="sr-only">{copy.type}: </span>
          {copy.types[column.kind]}
        </Badge>
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {statistics(column).map(([label, value]) => (
          <div key={label} className="flex min-w-0 justify-between gap-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="truncate font-medium tabular-nums" title={value}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {bars.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {column.kind === 'id' ? copy.idNoChart : copy.noValues}
        </p>
      ) : (
        <figure className="flex flex-col gap-2">
          <figcaption className="text-sm font-medium">{caption}</figcaption>
          <Suspense fallback={<Skeleton className="h-48 w-full rounded-md" />}>
            <ColumnChart bars={bars} kind={histogram ? 'histogram' : 'top-values'} />
          </Suspense>
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">{copy.chartData}</summary>
            <table className="mt-2 w-full text-left">
              <caption className="sr-only">{caption}</caption>
              <thead>
                <tr>
                  <th scope="col" className="font-medium">
                    {histogram ? copy.range : copy.value}
                  </th>
                  <th scope="col" className="text-right font-medium">
                    {copy.count}
                  </th>
                </tr>
              </thead>
              <tbody>
                {bars.map((bar, index) => (
                  <tr key={index}>
                    <td className="max-w-0 truncate pr-2" title={bar.fullLabel}>
                      {bar.fullLabel}
                    </td>
                    <td className="text-right tabular-nums">{formatNumber(bar.count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </figure>
      )}
    </article>
  );
}

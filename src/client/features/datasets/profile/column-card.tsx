import { lazy, Suspense, useId } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatNumber } from '@/client/lib/format';
import type { ColumnProfile } from '@/shared/data/profile/types';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { formatShare } from '@/client/lib/datasets/format-data';
import { columnChart, type ColumnChartData } from './chart-bars';
import { columnStatistics } from './column-stats';

const ColumnChart = lazy(() => import('./column-chart'));

/** Long names and values wrap anywhere rather than being cut: nothing in a card is clipped. */
const wrap = 'min-w-0 [overflow-wrap:anywhere]';

/** A chart and, for assistive technology and for reading exact numbers, the same bars as a table. */
function ChartFigure({ chart }: { chart: ColumnChartData }) {
  const copy = datasetsMessages.profile;
  const total = chart.bars.reduce((sum, bar) => sum + bar.count, 0);
  const withShare = chart.bars.some((bar) => bar.share !== undefined);
  const table = (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{chart.caption}</caption>
      <thead>
        <tr className="text-muted-foreground">
          <th scope="col" className="font-medium">
            {chart.kind === 'histogram' || chart.kind === 'over-time' ? copy.range : copy.value}
          </th>
          <th scope="col" className="pl-2 text-right font-medium">
            {copy.count}
          </th>
          {withShare && (
            <th scope="col" className="pl-2 text-right font-medium">
              {copy.share}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {chart.bars.map((bar, index) => (
          <tr key={index} className="align-top">
            <td className={wrap}>{bar.fullLabel}</td>
            <td className="pl-2 text-right tabular-nums">{formatNumber(bar.count)}</td>
            {withShare && (
              <td className="pl-2 text-right tabular-nums">
                {bar.share === undefined ? '' : formatShare(bar.share)}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // Values and their shares are the point of a top-values chart: their table is always shown.
  const tableOpen = chart.kind === 'top-values' || chart.kind === 'booleans';
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">
        {chart.caption}
        <span className="sr-only">
          {' '}
          {copy.chartSummary(formatNumber(chart.bars.length), formatNumber(total))}
        </span>
      </figcaption>
      {total === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.noValues}</p>
      ) : (
        <Suspense fallback={<Skeleton className="h-44 w-full rounded-md" />}>
          <ColumnChart kind={chart.kind} bars={chart.bars} />
        </Suspense>
      )}
      {tableOpen ? (
        table
      ) : (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">{copy.chartData}</summary>
          <div className="mt-2">{table}</div>
        </details>
      )}
    </figure>
  );
}

/**
 * One column of the profile: its full name (wrapping, never cut; also its title), its type, the statistics its
 * kind calls for, its chart (none for an ID column), the values that did not read as its type with their rows,
 * and what repeats in an ID column.
 */
export function ColumnCard({ column }: { column: ColumnProfile }) {
  const copy = datasetsMessages.profile;
  const titleId = useId();
  const chart = columnChart(column);
  const otherCount = column.kind === 'category' || column.kind === 'text' ? column.otherCount : 0;
  return (
    <article
      aria-labelledby={titleId}
      data-kind={column.kind}
      className="flex min-w-0 flex-1 flex-col gap-4 rounded-xl border bg-card p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={titleId} className={`${wrap} font-semibold`} title={column.name}>
          {column.name}
        </h4>
        <Badge variant="secondary">
          <span className="sr-only">{copy.type}: </span>
          {copy.kinds[column.kind]}
          {column.kind === 'number' && column.integer && ` · ${copy.integer}`}
          {column.overridden && ` · ${copy.overridden}`}
        </Badge>
      </header>
      <dl className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-x-4 gap-y-2 text-sm">
        {columnStatistics(column).map(([label, value]) => (
          <div key={label} className="flex min-w-0 flex-col">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className={`${wrap} font-medium tabular-nums`}>{value}</dd>
          </div>
        ))}
      </dl>
      {chart && <ChartFigure chart={chart} />}
      {otherCount > 0 && (
        <p className="text-sm text-muted-foreground">{copy.others(formatNumber(otherCount))}</p>
      )}
      {column.kind === 'id' && column.duplicateExamples.length > 0 && (
        <div className="flex flex-col gap-1 text-sm">
          <h5 className="font-medium">{copy.duplicatesHeading}</h5>
          <ul className="flex flex-col gap-1">
            {column.duplicateExamples.map((entry) => (
              <li key={entry.value} className={wrap}>
                <span className="font-mono">{entry.value}</span> × {formatNumber(entry.count)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {column.examples.length > 0 && (
        <div className="flex flex-col gap-1 text-sm">
          <h5 className="font-medium">{copy.examplesHeading}</h5>
          <ul className="flex flex-col gap-1">
            {column.examples.map((example) => (
              <li key={`${example.row}:${example.value}`} className={wrap}>
                <span className="font-mono">{example.value}</span>{' '}
                <span className="text-muted-foreground">({copy.example(formatNumber(example.row))})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

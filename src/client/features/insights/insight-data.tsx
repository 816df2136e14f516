import { formatNumber } from '@/client/lib/format';
import type { Insight, Level, OutlierInsight, Series } from '@/shared/data/insights/types';
import { insightsMessages } from '@/shared/i18n/messages/insights';
import { formatBucket, formatEffect, formatMeasure } from './format-insight';

const wrap = 'min-w-0 [overflow-wrap:anywhere]';
const cell = 'pl-2 text-right tabular-nums';

/** A small table with a caption for assistive technology: a header row, then one row per entry. */
function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-muted-foreground">
            {head.map((label, index) => (
              <th key={index} scope="col" className={index === 0 ? 'font-medium' : `${cell} font-medium`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="align-top">
              {row.map((value, column) =>
                column === 0 ? (
                  <th key={column} scope="row" className={`${wrap} font-normal`}>
                    {value}
                  </th>
                ) : (
                  <td key={column} className={cell}>
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const levelRows = (levels: Level[]) =>
  levels.map((level) => [level.value, formatNumber(level.n), formatMeasure(level.mean)]);

const seriesRows = (series: Series, marked?: number) =>
  series.points.map((point, index) => [
    index === marked
      ? `${formatBucket(point.from, series)} (${insightsMessages.chart.marked})`
      : formatBucket(point.from, series),
    formatNumber(point.n),
    formatMeasure(point.mean),
  ]);

const outlierRows = (insight: OutlierInsight) =>
  insight.rows.map((row) => [formatNumber(row.row), formatMeasure(row.value), formatEffect(row.z)]);

/**
 * The numbers an insight's chart draws, as a table: levels with their rows and mean, a series' buckets, the
 * outlying rows, the rows of each pair of categories. None for a scatter plot (its summary says what it shows).
 */
export function InsightData({ insight, caption }: { insight: Insight; caption: string }) {
  const copy = insightsMessages.chart;
  const table = (head: string[], rows: string[][]) => <DataTable caption={caption} head={head} rows={rows} />;
  switch (insight.kind) {
    case 'relationship': {
      const { chart } = insight;
      if (chart.type === 'points') return null;
      if (chart.type === 'bars') return table([copy.value, copy.rows, copy.mean], levelRows(chart.levels));
      return table(
        [`${insight.columns[0] ?? ''} \\ ${insight.columns[1] ?? ''}`, ...chart.columns],
        chart.rows.map((row, index) => [
          row,
          ...(chart.counts[index] ?? []).map((count) => formatNumber(count)),
        ]),
      );
    }
    case 'segment':
      return table([copy.value, copy.rows, copy.mean], levelRows(insight.chart.levels));
    case 'outlier':
      return table([copy.row, copy.value, copy.z], outlierRows(insight));
    case 'spike':
    case 'level-shift':
      return table([copy.period, copy.rows, copy.mean], seriesRows(insight.chart, insight.at));
    case 'trend':
    case 'seasonality':
      return table([copy.period, copy.rows, copy.mean], seriesRows(insight.chart));
  }
}

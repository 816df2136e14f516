import { BarChart } from '@/client/components/charts/bar-chart';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { formatCompact } from '@/client/lib/datasets/format-data';
import type { ChartBar, ColumnChartData } from './chart-bars';

/** Axis labels for top values stay short; the table beside the chart gives each value whole. */
const short = (text: string) => (text.length > 14 ? `${text.slice(0, 13)}…` : text);

/** Rows get a height that fits them, so ten values never squeeze into the box two would fill. */
const rowsHeight = (count: number) =>
  count <= 2 ? 'h-24' : count <= 4 ? 'h-32' : count <= 7 ? 'h-48' : 'h-64';

/**
 * A column's chart, in its own chunk (visx) loaded when the first card is drawn: the one bar chart of the
 * app, in columns for distributions and over time, in rows for values. Hidden from assistive technology:
 * the card gives the same numbers as text and as a table.
 */
export default function ColumnChart({ kind, bars }: { kind: ColumnChartData['kind']; bars: ChartBar[] }) {
  const rows = kind === 'top-values' || kind === 'booleans';
  return (
    <BarChart
      className={`w-full ${rows ? rowsHeight(bars.length) : 'h-44'}`}
      data={bars.map((bar) => ({
        label: rows ? short(bar.label) : bar.label,
        title: bar.fullLabel,
        value: bar.count,
      }))}
      layout={rows ? 'rows' : 'columns'}
      valueName={datasetsMessages.profile.count}
      formatTick={formatCompact}
      axisWidth={rows ? 96 : 40}
      gap={rows ? 0.2 : 0.08}
      gridDasharray="3 3"
    />
  );
}

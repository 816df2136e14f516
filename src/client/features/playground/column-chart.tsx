import { BarChart } from '@/client/components/charts/bar-chart';
import { playgroundMessages } from '@/shared/i18n/messages/playground';
import type { ChartBar } from './chart-data';
import { formatCompact } from './format-data';

const truncate = (text: string) => (text.length > 14 ? `${text.slice(0, 13)}…` : text);

/**
 * A column's chart, in its own chunk loaded when the first profile is drawn: a histogram as columns, the top
 * values as rows with their labels cut short (the tooltip and the data table give them whole).
 */
export default function ColumnChart({ bars, kind }: { bars: ChartBar[]; kind: 'histogram' | 'top-values' }) {
  const rows = kind === 'top-values';
  const data = bars.map((bar) => ({
    label: rows ? truncate(bar.label) : bar.label,
    title: bar.fullLabel,
    value: bar.count,
  }));
  return (
    <BarChart
      className="h-48 w-full"
      data={data}
      layout={rows ? 'rows' : 'columns'}
      valueName={playgroundMessages.profile.count}
      formatTick={formatCompact}
      axisWidth={rows ? 96 : 40}
      gap={rows ? 0.2 : 0.05}
      gridDasharray="3 3"
    />
  );
}

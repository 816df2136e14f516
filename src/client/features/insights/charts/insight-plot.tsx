import { BarChart } from '@/client/components/charts/bar-chart';
import { formatCompact } from '@/client/lib/datasets/format-data';
import type { Insight } from '@/shared/data/insights/types';
import { insightsMessages } from '@/shared/i18n/messages/insights';
import { formatBucket } from '../format-insight';
import { PointsPlot } from './points-plot';
import { RangePlot } from './range-plot';
import { SeriesPlot } from './series-plot';

/** Axis labels for levels stay short; the table beside the chart gives each value whole. */
const short = (text: string) => (text.length > 14 ? `${text.slice(0, 13)}…` : text);

/**
 * An insight's picture, in its own chunk (visx) loaded when the first card is drawn: points for two numbers,
 * bars of means for levels, a line over time, a band with the extreme values for outliers. The category–category
 * table is no picture: the card shows it as a table.
 */
export default function InsightPlot({ insight }: { insight: Insight }) {
  switch (insight.kind) {
    case 'relationship':
      if (insight.chart.type === 'points') return <PointsPlot points={insight.chart.points} />;
      if (insight.chart.type === 'bars') return <LevelBars levels={insight.chart.levels} />;
      return null;
    case 'segment':
      return <LevelBars levels={insight.chart.levels} />;
    case 'outlier':
      return <RangePlot {...insight.chart} values={insight.rows.map((row) => row.value)} />;
    case 'trend':
    case 'seasonality':
    case 'level-shift':
    case 'spike': {
      const series = insight.chart;
      const labels = series.points.map((point) => formatBucket(point.from, series));
      const marks =
        insight.kind === 'spike'
          ? { point: insight.at }
          : insight.kind === 'level-shift'
            ? { shift: { at: insight.at, before: insight.before, after: insight.after } }
            : {};
      return <SeriesPlot points={series.points} labels={labels} marks={marks} />;
    }
  }
}

function LevelBars({ levels }: { levels: { value: string; mean: number }[] }) {
  return (
    <BarChart
      className={levels.length <= 4 ? 'h-32 w-full' : 'h-56 w-full'}
      data={levels.map((level) => ({ label: short(level.value), title: level.value, value: level.mean }))}
      layout="rows"
      valueName={insightsMessages.chart.mean}
      formatTick={formatCompact}
      axisWidth={96}
      gap={0.2}
      gridDasharray="3 3"
    />
  );
}

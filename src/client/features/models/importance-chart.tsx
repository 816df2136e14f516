import { BarChart } from '@/client/components/charts/bar-chart';
import { formatCompact } from '@/client/lib/datasets/format-data';
import type { Importance } from '@/shared/data/ml';
import { modelsMessages } from '@/shared/i18n/messages/models';

/** Axis labels stay short; the table beside the chart gives each name whole. */
const short = (text: string) => (text.length > 16 ? `${text.slice(0, 15)}…` : text);

/** Permutation importance as bars, most important on top; in its own chunk (visx), loaded when drawn. */
export default function ImportanceChart({ features }: { features: Importance['features'] }) {
  return (
    <BarChart
      className="h-56 w-full"
      data={features.map((feature) => ({
        label: short(feature.column),
        title: feature.column,
        value: Math.max(0, feature.mean),
      }))}
      layout="rows"
      valueName={modelsMessages.importance.valueName}
      formatTick={formatCompact}
      axisWidth={112}
      gap={0.25}
      gridDasharray="3 3"
    />
  );
}

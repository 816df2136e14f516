import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartBar } from './chart-data';
import { formatCompact } from './format-data';

const tick = { fill: 'var(--muted-foreground)', fontSize: 12 };
const truncate = (text: string) => (text.length > 14 ? `${text.slice(0, 13)}…` : text);

/**
 * The chart itself, in its own chunk (recharts loads only when a profile is drawn). Drawn in the theme's
 * colours through CSS variables; hidden from assistive technology, which reads the chart's data table instead.
 */
export default function ColumnChart({ bars, kind }: { bars: ChartBar[]; kind: 'histogram' | 'top-values' }) {
  const horizontal = kind === 'top-values';
  return (
    <div aria-hidden className="h-48 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={bars}
          layout={horizontal ? 'vertical' : 'horizontal'}
          margin={{ top: 4, right: 8, bottom: 4, left: 0 }}
          barCategoryGap={horizontal ? 4 : 1}
          accessibilityLayer={false}
        >
          <CartesianGrid
            stroke="var(--border)"
            strokeDasharray="3 3"
            vertical={horizontal}
            horizontal={!horizontal}
          />
          {horizontal ? (
            <>
              <XAxis
                type="number"
                tick={tick}
                tickFormatter={formatCompact}
                allowDecimals={false}
                stroke="var(--border)"
              />
              <YAxis
                type="category"
                dataKey="label"
                tick={tick}
                tickFormatter={truncate}
                width={96}
                stroke="var(--border)"
              />
            </>
          ) : (
            <>
              <XAxis
                dataKey="label"
                tick={tick}
                interval="preserveStartEnd"
                minTickGap={12}
                stroke="var(--border)"
              />
              <YAxis
                tick={tick}
                tickFormatter={formatCompact}
                allowDecimals={false}
                width={40}
                stroke="var(--border)"
              />
            </>
          )}
          <Tooltip
            cursor={{ fill: 'var(--muted)' }}
            labelFormatter={(_, payload) => (payload?.[0]?.payload as ChartBar | undefined)?.fullLabel ?? ''}
            contentStyle={{
              background: 'var(--popover)',
              color: 'var(--popover-foreground)',
              border: '1px solid var(--border)',
              borderRadius: 8,
            }}
            itemStyle={{ color: 'var(--popover-foreground)' }}
          />
          <Bar
            dataKey="count"
            fill="var(--brand)"
            radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Circle, Line } from '@visx/shape';
import { formatCompact } from '@/client/lib/datasets/format-data';
import { axisStyle, PlotFrame, plotMargin } from './plot-frame';

/** A column's usual range as a band with its median, and its most extreme values as points beyond it. */
export function RangePlot({
  low,
  median,
  high,
  values,
}: {
  low: number;
  median: number;
  high: number;
  values: number[];
}) {
  return (
    <PlotFrame className="h-20">
      {({ width, height }) => {
        const left = 16;
        const innerWidth = Math.max(0, width - left - plotMargin.right);
        const innerHeight = Math.max(0, height - plotMargin.top - plotMargin.bottom);
        const all = [low, high, median, ...values];
        const x = scaleLinear<number>({
          domain: [Math.min(...all), Math.max(...all)],
          range: [0, innerWidth],
          nice: true,
        });
        const middle = innerHeight / 2;
        return (
          <Group left={left} top={plotMargin.top}>
            <rect
              x={x(low)}
              y={middle - 8}
              width={Math.max(1, x(high) - x(low))}
              height={16}
              rx={4}
              fill="var(--brand)"
              fillOpacity={0.25}
            />
            <Line
              from={{ x: x(median), y: middle - 10 }}
              to={{ x: x(median), y: middle + 10 }}
              stroke="var(--brand)"
              strokeWidth={2}
            />
            {values.map((value, index) => (
              <Circle key={index} cx={x(value)} cy={middle} r={4} fill="var(--foreground)" />
            ))}
            <AxisBottom
              top={innerHeight}
              scale={x}
              numTicks={4}
              tickFormat={(tick) => formatCompact(tick.valueOf())}
              {...axisStyle}
            />
          </Group>
        );
      }}
    </PlotFrame>
  );
}

import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Circle } from '@visx/shape';
import { formatCompact } from '@/client/lib/datasets/format-data';
import { axisStyle, PlotFrame, plotMargin } from './plot-frame';

const extent = (values: number[]): [number, number] => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? [low - 1, high + 1] : [low, high];
};

/** A scatter plot of the sampled rows of two number columns: x the first, y the second. */
export function PointsPlot({ points }: { points: [number, number][] }) {
  return (
    <PlotFrame className="h-48">
      {({ width, height }) => {
        const innerWidth = Math.max(0, width - plotMargin.left - plotMargin.right);
        const innerHeight = Math.max(0, height - plotMargin.top - plotMargin.bottom);
        const x = scaleLinear<number>({
          domain: extent(points.map((p) => p[0])),
          range: [0, innerWidth],
          nice: true,
        });
        const y = scaleLinear<number>({
          domain: extent(points.map((p) => p[1])),
          range: [innerHeight, 0],
          nice: true,
        });
        const format = (tick: { valueOf(): number }) => formatCompact(tick.valueOf());
        return (
          <Group left={plotMargin.left} top={plotMargin.top}>
            {points.map(([a, b], index) => (
              <Circle key={index} cx={x(a)} cy={y(b)} r={2.5} fill="var(--brand)" fillOpacity={0.6} />
            ))}
            <AxisLeft scale={y} numTicks={4} tickFormat={format} {...axisStyle} />
            <AxisBottom top={innerHeight} scale={x} numTicks={4} tickFormat={format} {...axisStyle} />
          </Group>
        );
      }}
    </PlotFrame>
  );
}

import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Circle, Line, LinePath } from '@visx/shape';
import { formatCompact } from '@/client/lib/datasets/format-data';
import type { SeriesPoint } from '@/shared/data/insights/types';
import { axisStyle, PlotFrame, plotMargin } from './plot-frame';

export type SeriesMarks = {
  /** A point to ring (a spike). */
  point?: number;
  /** Where a new level starts, and the levels before and after (a level shift). */
  shift?: { at: number; before: number; after: number };
};

/** The mean of a measure per bucket as a line, with a spike ringed or a level shift drawn as two steps. */
export function SeriesPlot({
  points,
  labels,
  marks = {},
}: {
  points: SeriesPoint[];
  /** Each point's bucket, formatted: the first and last label the axis. */
  labels: string[];
  marks?: SeriesMarks;
}) {
  return (
    <PlotFrame>
      {({ width, height }) => {
        const innerWidth = Math.max(0, width - plotMargin.left - plotMargin.right);
        const innerHeight = Math.max(0, height - plotMargin.top - plotMargin.bottom);
        const means = points.map((point) => point.mean);
        const x = scaleLinear<number>({
          domain: [0, Math.max(1, points.length - 1)],
          range: [0, innerWidth],
        });
        const y = scaleLinear<number>({
          domain: [Math.min(0, ...means), Math.max(1e-9, ...means)],
          range: [innerHeight, 0],
          nice: true,
        });
        const { shift, point } = marks;
        const last = points.length - 1;
        return (
          <Group left={plotMargin.left} top={plotMargin.top}>
            <LinePath
              data={points}
              x={(_, index) => x(index)}
              y={(datum) => y(datum.mean)}
              stroke="var(--brand)"
              strokeWidth={2}
            />
            {shift && (
              <>
                <Line
                  from={{ x: x(shift.at), y: 0 }}
                  to={{ x: x(shift.at), y: innerHeight }}
                  stroke="var(--muted-foreground)"
                  strokeDasharray="4 3"
                />
                <Line
                  from={{ x: 0, y: y(shift.before) }}
                  to={{ x: x(shift.at), y: y(shift.before) }}
                  stroke="var(--foreground)"
                  strokeWidth={1.5}
                />
                <Line
                  from={{ x: x(shift.at), y: y(shift.after) }}
                  to={{ x: x(last), y: y(shift.after) }}
                  stroke="var(--foreground)"
                  strokeWidth={1.5}
                />
              </>
            )}
            {point !== undefined && points[point] && (
              <Circle
                cx={x(point)}
                cy={y(points[point].mean)}
                r={6}
                fill="none"
                stroke="var(--foreground)"
                strokeWidth={2}
              />
            )}
            <AxisLeft
              scale={y}
              numTicks={4}
              tickFormat={(tick) => formatCompact(Number(tick))}
              {...axisStyle}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={last > 0 ? [0, last] : [0]}
              tickFormat={(tick) => labels[Number(tick)] ?? ''}
              tickLabelProps={(tick) => ({
                ...axisStyle.tickLabelProps,
                textAnchor: Number(tick) === 0 && last > 0 ? 'start' : 'end',
              })}
              stroke={axisStyle.stroke}
              tickStroke={axisStyle.tickStroke}
              tickLength={axisStyle.tickLength}
            />
          </Group>
        );
      }}
    </PlotFrame>
  );
}

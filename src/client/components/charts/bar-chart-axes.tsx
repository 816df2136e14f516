import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridColumns, GridRows } from '@visx/grid';
import type { BarChartLayout } from './bar-chart-layout';
import { fontSize } from './bar-chart-layout';

const axisStyle = {
  stroke: 'var(--border)',
  tickStroke: 'var(--border)',
  tickLength: 6,
  tickLabelProps: { fill: 'var(--muted-foreground)', fontSize, fontFamily: 'inherit' },
};

/** Grid lines across the bars at the value axis' ticks, dashed when `dasharray` says so. */
export function BarChartGrid({
  layout: { innerWidth, innerHeight, value, valueTicks },
  columns,
  dasharray,
}: {
  layout: BarChartLayout;
  columns: boolean;
  dasharray?: string;
}) {
  const line = { scale: value, tickValues: valueTicks, stroke: 'var(--border)', strokeDasharray: dasharray };
  return columns ? <GridRows width={innerWidth} {...line} /> : <GridColumns height={innerHeight} {...line} />;
}

/** The value axis (formatted by `formatTick`) and the category axis (the bars' labels), left and bottom. */
export function BarChartAxes({
  layout: { innerHeight, band, value, valueTicks, categoryTicks },
  columns,
  labels,
  formatTick,
}: {
  layout: BarChartLayout;
  columns: boolean;
  labels: string[];
  formatTick: (value: number) => string;
}) {
  const valueProps = {
    scale: value,
    tickValues: valueTicks,
    tickFormat: (tick: { valueOf(): number }) => formatTick(tick.valueOf()),
    ...axisStyle,
  };
  const categoryProps = {
    scale: band,
    tickValues: categoryTicks,
    tickFormat: (index: number) => labels[index] ?? '',
    ...axisStyle,
  };
  return columns ? (
    <>
      <AxisLeft {...valueProps} />
      <AxisBottom top={innerHeight} {...categoryProps} />
    </>
  ) : (
    <>
      <AxisLeft {...categoryProps} />
      <AxisBottom top={innerHeight} {...valueProps} />
    </>
  );
}

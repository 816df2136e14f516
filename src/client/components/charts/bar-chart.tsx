import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { BarRounded } from '@visx/shape';
import { useState, type PointerEvent } from 'react';
import { cn } from '@/client/lib/cn';
import { formatNumber } from '@/client/lib/format';
import { BarChartAxes, BarChartGrid } from './bar-chart-axes';
import { barChartLayout, margin } from './bar-chart-layout';
import { ChartTooltip } from './chart-tooltip';

/** One bar: its label on the category axis, its title in the tooltip, and its value. */
export type BarDatum = { label: string; title: string; value: number };

export type BarChartProps = {
  data: BarDatum[];
  /** Columns rise from the bottom axis; rows run from the left one. */
  layout?: 'columns' | 'rows';
  /** What the values count, named in the tooltip. */
  valueName: string;
  formatTick?: (value: number) => string;
  /** Room for the left axis' labels, in pixels. */
  axisWidth?: number;
  /** Space between bars, as a share of each bar's slot. */
  gap?: number;
  gridDasharray?: string;
};

/** The chart drawn at a given size: what the `BarChart` wrapper sizes, and what tests render. */
export function BarChartPlot({
  width,
  height,
  data,
  layout = 'columns',
  valueName,
  formatTick = formatNumber,
  axisWidth = 40,
  gap = 0.2,
  gridDasharray,
}: BarChartProps & { width: number; height: number }) {
  const [pointer, setPointer] = useState<{ index: number; x: number; y: number } | null>(null);
  const columns = layout === 'columns';
  const labels = data.map((datum) => datum.label);
  const scales = barChartLayout({
    labels,
    values: data.map((datum) => datum.value),
    columns,
    width,
    height,
    axisWidth,
    gap,
  });
  const { innerWidth, innerHeight, band, value } = scales;
  // A bar's slot is its band with half the gap on each side: hovering anywhere in it shows the tooltip.
  const slot = (index: number) => (band(index) ?? 0) - (band.step() - band.bandwidth()) / 2;
  const length = (datum: BarDatum) => (columns ? innerHeight - value(datum.value) : value(datum.value));
  const point = (event: PointerEvent<SVGRectElement>, index: number) => {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    setPointer({ index, x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) });
  };
  const active = pointer ? data[pointer.index] : undefined;

  return (
    <>
      <svg width={width} height={height} className="absolute inset-0 overflow-visible">
        <Group left={axisWidth} top={margin.top}>
          <BarChartGrid layout={scales} columns={columns} dasharray={gridDasharray} />
          {data.map((_, index) => (
            <rect
              key={index}
              x={columns ? slot(index) : 0}
              y={columns ? 0 : slot(index)}
              width={columns ? band.step() : innerWidth}
              height={columns ? innerHeight : band.step()}
              fill={pointer?.index === index ? 'var(--muted)' : 'transparent'}
              onPointerDown={(event) => point(event, index)}
              onPointerMove={(event) => point(event, index)}
              // A lifted finger leaves the bar at once: on touch the tooltip stays on the last bar tapped.
              onPointerLeave={(event) => event.pointerType !== 'touch' && setPointer(null)}
            />
          ))}
          {data.map((datum, index) =>
            // A zero (or a value that is not a count) draws no bar, not a sliver on the axis.
            !(length(datum) > 0) ? null : (
              <BarRounded
                key={index}
                data-slot="bar"
                pointerEvents="none"
                fill="var(--brand)"
                radius={4}
                top={columns}
                right={!columns}
                x={columns ? (band(index) ?? 0) : 0}
                y={columns ? value(datum.value) : (band(index) ?? 0)}
                width={columns ? band.bandwidth() : length(datum)}
                height={columns ? length(datum) : band.bandwidth()}
              />
            ),
          )}
          <BarChartAxes layout={scales} columns={columns} labels={labels} formatTick={formatTick} />
        </Group>
      </svg>
      {pointer && active && (
        <ChartTooltip x={pointer.x} y={pointer.y} width={width} height={height}>
          <p className="font-medium">{active.title}</p>
          <p>
            {valueName}: <span className="tabular-nums">{formatNumber(active.value)}</span>
          </p>
        </ChartTooltip>
      )}
    </>
  );
}

/**
 * Bars as wide as their container and as tall as `className` makes it, in the theme's colours through CSS
 * variables. Hidden from assistive technology: every chart sits beside a table of the same numbers.
 */
export function BarChart({ className, ...props }: BarChartProps & { className?: string }) {
  const { parentRef, width, height } = useParentSize({ debounceTime: 50 });
  return (
    <div ref={parentRef} aria-hidden className={cn('relative', className)}>
      {width > 0 && height > 0 && <BarChartPlot width={width} height={height} {...props} />}
    </div>
  );
}

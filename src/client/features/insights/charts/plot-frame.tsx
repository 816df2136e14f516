import { useParentSize } from '@visx/responsive';
import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

/** Room around a plot for its axes' labels. */
export const plotMargin = { top: 8, right: 12, bottom: 24, left: 48 };

export const axisStyle = {
  stroke: 'var(--border)',
  tickStroke: 'var(--border)',
  tickLength: 4,
  tickLabelProps: { fill: 'var(--muted-foreground)', fontSize: 11, fontFamily: 'inherit' },
};

/**
 * A plot as wide as its container and as tall as `className` makes it, drawn once it has a size. Hidden from
 * assistive technology: every insight chart sits beside a text summary and a table of the same numbers.
 */
export function PlotFrame({
  className,
  children,
}: {
  className?: string;
  children: (size: { width: number; height: number }) => ReactNode;
}) {
  const { parentRef, width, height } = useParentSize({ debounceTime: 50 });
  return (
    <div ref={parentRef} aria-hidden className={cn('relative h-40 w-full', className)}>
      {width > 0 && height > 0 && (
        <svg width={width} height={height} className="absolute inset-0 overflow-visible">
          {children({ width, height })}
        </svg>
      )}
    </div>
  );
}

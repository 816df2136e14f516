import type { ReactNode } from 'react';

const offset = 12;
/** Tailwind's max-w-60 (15rem at 16 px). */
const maxWidth = 240;

/**
 * The box beside the pointer over a chart, in the popover's colours. It opens towards the middle of the chart
 * and is never wider than the room on that side, so it stays inside the chart on a narrow phone.
 */
export function ChartTooltip({
  x,
  y,
  width,
  height,
  children,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  children: ReactNode;
}) {
  const left = x > width / 2;
  const above = y > height / 2;
  return (
    <div
      data-slot="chart-tooltip"
      className="pointer-events-none absolute z-10 w-max rounded-lg border bg-popover px-2.5 py-1.5 text-xs break-words text-popover-foreground shadow-md"
      style={{
        maxWidth: Math.min(maxWidth, Math.max(0, (left ? x : width - x) - offset)),
        left: left ? x - offset : x + offset,
        top: above ? y - offset : y + offset,
        transform: `translate(${left ? '-100%' : '0'}, ${above ? '-100%' : '0'})`,
      }}
    >
      {children}
    </div>
  );
}

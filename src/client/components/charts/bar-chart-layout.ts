import { scaleBand, scaleLinear } from '@visx/scale';

export const margin = { top: 8, right: 16, bottom: 24 };
export const fontSize = 12;
// About the width of a digit at 12px: category labels are spaced by it without measuring text.
const charWidth = 7;

/** The scale's round ticks that are whole numbers: a count has no halves. */
export const integerTicks = (scale: { ticks: (count?: number) => number[] }, count: number) =>
  scale.ticks(count).filter(Number.isInteger);

/**
 * The indices of the category labels to draw: every nth, counted back from the last so the latest always
 * shows, with n just large enough that labels `room` pixels long, on slots `step` pixels apart, never touch.
 */
export function spacedIndices(count: number, step: number, room: number): number[] {
  const every = step > 0 ? Math.max(1, Math.ceil(room / step)) : count;
  return Array.from({ length: count }, (_, index) => index).filter(
    (index) => (count - 1 - index) % every === 0,
  );
}

export type BarChartLayoutInput = {
  labels: string[];
  values: number[];
  /** Columns rise from the bottom axis; rows run from the left one. */
  columns: boolean;
  width: number;
  height: number;
  axisWidth: number;
  /** Space between bars, as a share of each bar's slot. */
  gap: number;
};

/** Where everything goes: the room inside the axes, the two scales and the ticks each axis draws. */
export function barChartLayout({
  labels,
  values,
  columns,
  width,
  height,
  axisWidth,
  gap,
}: BarChartLayoutInput) {
  const innerWidth = Math.max(0, width - axisWidth - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const band = scaleBand<number>({
    domain: labels.map((_, index) => index),
    range: [0, columns ? innerWidth : innerHeight],
    paddingInner: gap,
    paddingOuter: gap / 2,
  });
  // About one value tick per 40 pixels up or 64 across; the domain rounds up to the tick after the largest value.
  const tickCount = Math.max(2, Math.floor(columns ? innerHeight / 40 : innerWidth / 64));
  const value = scaleLinear<number>({
    domain: [0, Math.max(1, ...values.filter(Number.isFinite))],
    range: columns ? [innerHeight, 0] : [0, innerWidth],
    nice: tickCount,
  });
  const valueTicks = integerTicks(value, tickCount);
  const labelRoom = columns
    ? Math.max(0, ...labels.map((label) => label.length)) * charWidth + 16
    : fontSize + 4;
  const categoryTicks = spacedIndices(labels.length, band.step(), labelRoom);
  return { innerWidth, innerHeight, band, value, valueTicks, categoryTicks };
}

export type BarChartLayout = ReturnType<typeof barChartLayout>;

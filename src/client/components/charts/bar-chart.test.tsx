import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarChart, BarChartPlot, type BarDatum } from './bar-chart';
import { barChartLayout } from './bar-chart-layout';
import { ChartTooltip } from './chart-tooltip';

const week: BarDatum[] = [
  { label: 'Mon', title: 'Monday', value: 1 },
  { label: 'Tue', title: 'Tuesday', value: 0 },
  { label: 'Wed', title: 'Wednesday', value: 1 },
];

const days = (count: number): BarDatum[] =>
  Array.from({ length: count }, (_, index) => {
    const label = `11-${String(index + 1).padStart(2, '0')}`;
    return { label, title: label, value: index % 4 };
  });

const bars = (container: HTMLElement) => container.querySelectorAll('[data-slot="bar"]');
const texts = (container: HTMLElement) =>
  [...container.querySelectorAll('text')].map((text) => text.textContent);

describe('BarChartPlot', () => {
  it('draws a bar per non-zero datum, every label, and whole numbers only on the value axis', () => {
    const { container } = render(<BarChartPlot width={300} height={200} data={week} valueName="Sign-ups" />);
    // Tuesday's zero draws nothing, not a sliver across the axis.
    expect(bars(container)).toHaveLength(2);
    expect(texts(container)).toEqual(expect.arrayContaining(['Mon', 'Tue', 'Wed', '0', '1']));
    const numbers = texts(container).filter((text) => /^[\d.]+$/.test(text ?? ''));
    expect(numbers).toEqual(['0', '1']);
  });

  it('leaves out labels that would collide, always keeping the last', () => {
    const { container } = render(
      <BarChartPlot width={300} height={200} data={days(30)} valueName="Sign-ups" />,
    );
    expect(bars(container)).toHaveLength(30 - 8);
    const dayLabels = texts(container).filter((text) => text?.startsWith('11-'));
    expect(dayLabels.length).toBeLessThan(10);
    expect(dayLabels).toContain('11-30');
  });

  it('shows the title and the value of the bar under the pointer', () => {
    const { container } = render(
      <BarChartPlot width={300} height={200} data={week} valueName="Sign-ups" layout="rows" />,
    );
    const slots = container.querySelectorAll('rect');
    // jsdom has no PointerEvent; React reads a pointer move's coordinates from any event of that type.
    fireEvent(slots[2]!, new MouseEvent('pointermove', { bubbles: true, clientX: 120, clientY: 150 }));
    expect(screen.getByText('Wednesday')).toBeTruthy();
    expect(screen.getByText('Sign-ups:', { exact: false }).textContent).toBe('Sign-ups: 1');
    fireEvent.pointerLeave(slots[2]!);
    expect(screen.queryByText('Wednesday')).toBeNull();
  });
});

describe('barChartLayout', () => {
  it('gives the largest value the full height inside the axes and splits the width between the bars', () => {
    const layout = barChartLayout({
      labels: ['a', 'b'],
      values: [4, 2],
      columns: true,
      width: 300,
      height: 200,
      axisWidth: 40,
      gap: 0,
    });
    expect(layout.innerHeight).toBe(168);
    expect(layout.innerHeight - layout.value(4)).toBe(168);
    expect(layout.innerHeight - layout.value(2)).toBe(84);
    expect(layout.band.bandwidth()).toBe(layout.innerWidth / 2);
  });
});

describe('ChartTooltip', () => {
  it('is never wider than the room between the pointer and the edge it opens towards', () => {
    const box = (x: number, width: number) =>
      (
        render(
          <ChartTooltip x={x} y={10} width={width} height={200}>
            A long title from someone’s file
          </ChartTooltip>,
        ).container.firstElementChild as HTMLElement
      ).style.maxWidth;
    expect(box(100, 296)).toBe('184px');
    expect(box(250, 296)).toBe('238px');
    expect(box(20, 800)).toBe('240px');
  });
});

describe('BarChart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the width and height of its container', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe() {
          const contentRect = { width: 320, height: 256, top: 0, left: 0 };
          this.callback([{ contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        disconnect() {}
      },
    );
    const { container } = render(<BarChart className="h-64" data={week} valueName="Sign-ups" />);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(container.querySelector('svg')?.getAttribute('width')).toBe('320');
    expect(container.querySelector('svg')?.getAttribute('height')).toBe('256');
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(bars(container)).toHaveLength(2);
  });
});

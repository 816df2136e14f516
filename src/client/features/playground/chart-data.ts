import type { ColumnProfile } from '@/shared/datasets';
import { formatCompact, formatDataDate, formatValue } from './format-data';

/** One bar: its label on the axis, its full label for the data table, and its count. */
export type ChartBar = { label: string; fullLabel: string; count: number };

/** The bars a column's chart draws: histogram bins for numbers and dates, the top values otherwise. */
export function chartBars(column: ColumnProfile): ChartBar[] {
  if (column.type === 'number') {
    return column.histogram.map((bin) => ({
      label: formatCompact(bin.from),
      fullLabel: `${formatValue(bin.from)} – ${formatValue(bin.to)}`,
      count: bin.count,
    }));
  }
  if (column.type === 'date') {
    return column.histogram.map((bin) => ({
      label: formatDataDate(bin.from),
      fullLabel: `${formatDataDate(bin.from)} – ${formatDataDate(bin.to)}`,
      count: bin.count,
    }));
  }
  return column.topValues.map((entry) => ({
    label: entry.value,
    fullLabel: entry.value,
    count: entry.count,
  }));
}

import type { ColumnProfile } from '@/shared/data/profile/types';
import { playgroundMessages } from '@/shared/i18n/messages/playground';
import { formatCompact, formatDataDate, formatValue } from './format-data';

/** One bar: its label on the axis, its full label for the data table, and its count. */
export type ChartBar = { label: string; fullLabel: string; count: number };

/** Whether a column's chart is a histogram (numbers, dates over time) rather than values with their counts. */
export const isHistogram = (column: ColumnProfile) =>
  column.kind === 'number' || column.kind === 'date' || column.kind === 'datetime';

/**
 * The bars a column's chart draws: the histogram for numbers (one bar per value when discrete), rows over time
 * for dates, true and false for booleans, the top values for categories and text; none for IDs.
 */
export function chartBars(column: ColumnProfile): ChartBar[] {
  switch (column.kind) {
    case 'number':
      return column.histogram.bins.map((bin) =>
        column.histogram.discrete
          ? { label: formatCompact(bin.from), fullLabel: formatValue(bin.from), count: bin.count }
          : {
              label: formatCompact(bin.from),
              fullLabel: `${formatValue(bin.from)} – ${formatValue(bin.to)}`,
              count: bin.count,
            },
      );
    case 'date':
    case 'datetime':
      return column.overTime.bins.map((bin) => ({
        label: formatDataDate(bin.from),
        fullLabel: `${formatDataDate(bin.from)} – ${formatDataDate(bin.to)}`,
        count: bin.count,
      }));
    case 'boolean': {
      const copy = playgroundMessages.profile;
      return [
        { label: copy.trueValue, fullLabel: copy.trueValue, count: column.trueCount },
        { label: copy.falseValue, fullLabel: copy.falseValue, count: column.falseCount },
      ].filter((bar) => bar.count > 0);
    }
    case 'category':
    case 'text':
      return column.topValues.map((entry) => ({
        label: entry.value,
        fullLabel: entry.value,
        count: entry.count,
      }));
    case 'id':
      return [];
  }
}

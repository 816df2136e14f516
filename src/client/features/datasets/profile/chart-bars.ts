import type { ColumnProfile } from '@/shared/data/profile/types';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { formatCompact, formatDataDate, formatValue } from '@/client/lib/datasets/format-data';

/** One bar: its label on the axis, its full label for the table and tooltip, its count and share. */
export type ChartBar = { label: string; fullLabel: string; count: number; share?: number };

/** What a column's chart draws, and how: a histogram rises in columns, top values run in rows. */
export type ColumnChartData = {
  kind: 'histogram' | 'over-time' | 'top-values' | 'booleans';
  caption: string;
  bars: ChartBar[];
};

/**
 * The chart that suits a column (docs/decisions/035): one bar per value for a discrete number column, bins
 * otherwise; rows over time for dates; top values with their share for categories and text; two bars for
 * booleans; none for an ID column (its uniqueness and duplicates say more).
 */
export function columnChart(column: ColumnProfile): ColumnChartData | null {
  const copy = datasetsMessages.profile;
  switch (column.kind) {
    case 'number': {
      const { discrete, bins } = column.histogram;
      return {
        kind: 'histogram',
        caption: copy.histogram(column.name),
        bars: bins.map((bin) =>
          discrete
            ? { label: formatValue(bin.from), fullLabel: formatValue(bin.from), count: bin.count }
            : {
                label: formatCompact(bin.from),
                fullLabel: `${formatValue(bin.from)} – ${formatValue(bin.to)}`,
                count: bin.count,
              },
        ),
      };
    }
    case 'date':
    case 'datetime': {
      const { bucket, bins } = column.overTime;
      return {
        kind: 'over-time',
        caption: copy.overTime(column.name, copy.grains[bucket]),
        bars: bins.map((bin) => ({
          label: formatDataDate(bin.from, bucket),
          fullLabel: `${formatDataDate(bin.from)} – ${formatDataDate(bin.to)}`,
          count: bin.count,
        })),
      };
    }
    case 'boolean': {
      const present = column.trueCount + column.falseCount;
      const share = (count: number) => (present > 0 ? count / present : 0);
      return {
        kind: 'booleans',
        caption: copy.booleans(column.name),
        bars: [
          {
            label: copy.trueCount,
            fullLabel: copy.trueCount,
            count: column.trueCount,
            share: share(column.trueCount),
          },
          {
            label: copy.falseCount,
            fullLabel: copy.falseCount,
            count: column.falseCount,
            share: share(column.falseCount),
          },
        ],
      };
    }
    case 'category':
    case 'text':
      return {
        kind: 'top-values',
        caption: copy.topValues(column.name),
        bars: column.topValues.map((entry) => ({
          label: entry.value,
          fullLabel: entry.value,
          count: entry.count,
          share: entry.share,
        })),
      };
    case 'id':
      return null;
  }
}

import { formatNumber } from '@/client/lib/format';
import type { ColumnProfile } from '@/shared/data/profile/types';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { formatDataDate, formatValue } from '@/client/lib/datasets/format-data';

export type Statistic = [label: string, value: string];

const maybe = (value: number | null, format: (value: number) => string = formatValue) =>
  value === null ? datasetsMessages.profile.none : format(value);

/** The statistics a column's kind calls for, as label and value pairs, in the user's language. */
export function columnStatistics(column: ColumnProfile): Statistic[] {
  const copy = datasetsMessages.profile;
  const count = (value: number) => formatNumber(value);
  const common: Statistic[] = [
    [copy.present, count(column.present)],
    [copy.missing, count(column.missing)],
    [copy.distinct, count(column.distinct)],
  ];
  if (column.nonConforming > 0) common.push([copy.nonConforming, count(column.nonConforming)]);
  switch (column.kind) {
    case 'number': {
      const stats = column.stats;
      if (!stats) return common;
      return [
        ...common,
        [copy.min, formatValue(stats.min)],
        [copy.q1, formatValue(stats.q1)],
        [copy.median, formatValue(stats.median)],
        [copy.q3, formatValue(stats.q3)],
        [copy.max, formatValue(stats.max)],
        [copy.mean, formatValue(stats.mean)],
        [copy.sd, maybe(stats.sd)],
        [copy.skewness, maybe(stats.skewness)],
        [copy.zeros, count(stats.zeros)],
        [copy.negatives, count(stats.negatives)],
      ];
    }
    case 'date':
    case 'datetime':
      return [
        ...common,
        [copy.earliest, column.min === null ? copy.none : formatDataDate(column.min)],
        [copy.latest, column.max === null ? copy.none : formatDataDate(column.max)],
        [copy.grain, copy.grains[column.grain]],
        ...(column.dateOrder
          ? [
              [
                copy.dateOrder,
                `${copy.dateOrders[column.dateOrder]}${column.dateOrderAmbiguous ? ` (${copy.ambiguous})` : ''}`,
              ] as Statistic,
            ]
          : []),
      ];
    case 'boolean':
      return [
        ...common,
        [copy.trueCount, count(column.trueCount)],
        [copy.falseCount, count(column.falseCount)],
      ];
    case 'category':
    case 'text':
      return [
        ...common,
        [
          copy.lengths,
          column.lengths
            ? `${count(column.lengths.min)} / ${formatValue(column.lengths.mean)} / ${count(column.lengths.max)}`
            : copy.none,
        ],
      ];
    case 'id':
      return [
        ...common,
        [copy.unique, column.unique ? copy.yes : copy.no],
        [copy.duplicateValues, count(column.duplicateValues)],
      ];
  }
}

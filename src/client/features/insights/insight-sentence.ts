import { formatNumber } from '@/client/lib/format';
import { formatShare } from '@/client/lib/datasets/format-data';
import type { Insight } from '@/shared/data/insights/types';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { insightsMessages } from '@/shared/i18n/messages/insights';
import { formatBucket, formatMeasure, quoted } from './format-insight';

/** A count for a message that agrees with it (`Count` of the insights catalogue). */
export const countOf = (count: number) => ({ count, text: formatNumber(count) });

/**
 * What an insight says, in one sentence in the user's language, with its numbers and dates in their format:
 * the words a card leads with and Home shows for a pin.
 */
export function insightSentence(insight: Insight): string {
  const copy = insightsMessages.sentence;
  const [first = '', second = ''] = insight.columns;
  switch (insight.kind) {
    case 'relationship':
      if (insight.pair === 'number-number')
        return insight.effect.value >= 0 ? copy.rising(first, second) : copy.falling(first, second);
      if (insight.pair === 'category-category') return copy.associated(first, second);
      return copy.differsAcross(first, second);
    case 'outlier':
      return copy.outliers(
        first,
        countOf(insight.count),
        formatMeasure(insight.chart.low),
        formatMeasure(insight.chart.high),
      );
    case 'trend': {
      // A series bucketed by several grains (every 2 weeks) has its slope per bucket: per grain is the same / step.
      const slope = insight.slope.value / (insight.chart.step ?? 1);
      const grain = datasetsMessages.profile.grains[insight.chart.bucket];
      const text = formatMeasure(Math.abs(slope));
      return slope >= 0 ? copy.trendUp(second, text, grain) : copy.trendDown(second, text, grain);
    }
    case 'level-shift':
      return copy.levelShift(
        second,
        formatBucket(insight.from, insight.chart),
        formatMeasure(insight.before),
        formatMeasure(insight.after),
      );
    case 'spike': {
      const date = formatBucket(insight.from, insight.chart);
      const value = formatMeasure(insight.value);
      const expected = formatMeasure(insight.expected);
      return insight.ratio === null
        ? copy.spike(second, date, value, expected)
        : copy.spikeRatio(
            second,
            date,
            value,
            formatNumber(insight.ratio, { maximumFractionDigits: 1 }),
            expected,
          );
    }
    case 'seasonality':
      return copy.seasonality(
        second,
        insightsMessages.every[insight.chart.bucket](formatNumber(insight.lag)),
      );
    case 'segment': {
      const { column, value } = insight.segment;
      const level = quoted(value);
      // A boolean measure: its share of true in the segment and in the rest.
      if (insight.effect.measure === 'cohensH')
        return copy.shares(
          insight.measure,
          formatShare(insight.mean),
          column,
          level,
          formatShare(insight.rest),
        );
      if (insight.relative === null)
        return copy.means(
          insight.measure,
          formatMeasure(insight.mean),
          column,
          level,
          formatMeasure(insight.rest),
        );
      const share = formatShare(Math.abs(insight.relative));
      return insight.relative >= 0
        ? copy.higher(insight.measure, share, column, level)
        : copy.lower(insight.measure, share, column, level);
    }
  }
}

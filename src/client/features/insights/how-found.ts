import { formatNumber } from '@/client/lib/format';
import type { Insight } from '@/shared/data/insights/types';
import { insightsMessages } from '@/shared/i18n/messages/insights';
import { formatEffect, formatQ } from './format-insight';

/**
 * "How this was found", after its heading: the rows (or buckets) tested, the test, the effect with its 95 %
 * interval, q, and the two thresholds that made it an insight.
 */
export function howFound(insight: Insight): string {
  const copy = insightsMessages.how;
  const { effect, threshold } = insight;
  const name = copy.measures[effect.measure];
  const interval =
    effect.low === null || effect.high === null
      ? ''
      : ` (${copy.interval(formatEffect(effect.low), formatEffect(effect.high))})`;
  const parts = [
    copy.rows(formatNumber(insight.n)),
    copy.tests[insight.test],
    `${copy.effect(name, formatEffect(effect.value))}${interval}`,
    copy.q(formatQ(insight.q)),
  ];
  return `${parts.join(', ')}; ${copy.rule(formatNumber(threshold.q), name, formatNumber(threshold.effect))}.`;
}

import { formatNumber } from '@/client/lib/format';
import type { Interval, Scores, Task } from '@/shared/data/ml';
import { modelsMessages } from '@/shared/i18n/messages/models';
import type { HeadlineScore } from '@/shared/models';

export type MetricName = 'r2' | 'mae' | 'rmse' | 'accuracy' | 'balancedAccuracy' | 'macroF1' | 'auc';

/** A score as shown: shares and R² to three decimals, errors in the target's units to four significant digits. */
export function formatScore(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return modelsMessages.scores.none;
  const magnitude = Math.abs(value);
  return magnitude >= 1000 || (magnitude > 0 && magnitude < 0.001)
    ? formatNumber(value, { maximumSignificantDigits: 4 })
    : formatNumber(value, { maximumFractionDigits: 3 });
}

/** A score with its 95 % interval: "0.912 (0.890 to 0.931)". */
export function formatInterval(interval: Interval | undefined): string {
  if (!interval || interval.value === null) return modelsMessages.scores.none;
  if (interval.low === null || interval.high === null) return formatScore(interval.value);
  return modelsMessages.scores.interval(
    formatScore(interval.value),
    formatScore(interval.low),
    formatScore(interval.high),
  );
}

/** The scores a task reports, headline first. */
export const metricsOf = (task: Task): MetricName[] =>
  task === 'regression'
    ? ['r2', 'mae', 'rmse']
    : task === 'binary'
      ? ['balancedAccuracy', 'accuracy', 'macroF1', 'auc']
      : ['balancedAccuracy', 'accuracy', 'macroF1'];

/** One score of a model's held-out scores, if the task has it. */
export const scoreOf = (scores: Scores, metric: MetricName): Interval | undefined =>
  (scores as Partial<Record<MetricName, Interval>>)[metric];

/** Whether higher is better: errors are the other way round. */
export const higherIsBetter = (metric: MetricName) => metric !== 'mae' && metric !== 'rmse';

/** A saved model's headline against its baseline, as the lists show it. */
export function formatHeadline(score: HeadlineScore | null): string {
  const copy = modelsMessages.list;
  if (!score || score.value === null) return copy.noScore;
  return copy.scoreVsBaseline(
    modelsMessages.scores.metrics[score.metric],
    formatScore(score.value),
    formatScore(score.baseline),
  );
}

/** A share 0–1 as a percentage. */
export const formatPercent = (share: number) =>
  formatNumber(share, { style: 'percent', maximumFractionDigits: 1 });

import type { MlProgress } from '@/shared/data/ml';

/** Each stage's share of training, by what it costs on a typical table: boosting rounds are most of it. */
const stageSpans: Record<MlProgress['stage'], [number, number]> = {
  prepare: [0, 0.1],
  linear: [0.1, 0.2],
  boosting: [0.2, 0.85],
  scoring: [0.85, 0.9],
  importance: [0.9, 1],
};

/** How far training is in all, 0–1, for one bar across the stages. */
export function trainingShare({ stage, done, total }: MlProgress): number {
  const [from, to] = stageSpans[stage];
  const share = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0;
  return from + (to - from) * share;
}

import { benjaminiHochberg } from './fdr';
import { effectFloors, maxInsightsKept, maxQ, type EffectMeasure } from './thresholds';
import type { Insight, Tested } from './types';

/** An effect on a common 0–1 scale, so findings of different kinds can be ranked together. */
export function effectScale(measure: EffectMeasure, value: number): number {
  const size = Math.abs(value);
  switch (measure) {
    case 'etaSquared':
      return Math.sqrt(size);
    case 'cohensD':
    case 'cohensH':
      // d as a point-biserial r for equal groups: d / √(d² + 4).
      return size / Math.sqrt(size * size + 4);
    case 'spikeZ':
      return 1 - Math.exp(-size / 10);
    case 'outlierExcess':
      return size > 1 ? 1 - 1 / size : 0;
    default:
      return Math.min(1, size);
  }
}

/**
 * Benjamini–Hochberg across every test made, then the insights: q at most 0.05 and the effect at its floor, in the
 * order of |effect| (0–1 scale) × share of rows, ties by id. Only the strongest `maxInsightsKept` are kept (how many
 * passed is `found`), and only theirs get the costly intervals: a wide table of near-copies passes thousands.
 * Two findings whose ids meet (columns named `a|b` and `c` against `a` and `b|c`) are told apart by `#2`, `#3`, …
 */
export function rankInsights(tested: readonly Tested[]): { insights: Insight[]; found: number } {
  const q = benjaminiHochberg(tested.map(({ candidate }) => candidate.p));
  const passed: { insight: Insight; interval: Tested['interval'] }[] = [];
  tested.forEach(({ candidate, eligible, interval }, index) => {
    const floor = effectFloors[candidate.effect.measure];
    if (!eligible || q[index]! > maxQ || !(Math.abs(candidate.effect.value) >= floor)) return;
    const score = effectScale(candidate.effect.measure, candidate.effect.value) * candidate.share;
    const threshold = { q: maxQ, effect: floor };
    passed.push({ insight: { ...candidate, q: q[index]!, threshold, score } as Insight, interval });
  });
  passed.sort(
    (a, b) =>
      b.insight.score - a.insight.score ||
      (a.insight.id < b.insight.id ? -1 : a.insight.id > b.insight.id ? 1 : 0),
  );
  const seen = new Map<string, number>();
  const insights = passed.slice(0, maxInsightsKept).map(({ insight, interval }) => {
    const times = (seen.get(insight.id) ?? 0) + 1;
    seen.set(insight.id, times);
    const id = times === 1 ? insight.id : `${insight.id}#${times}`;
    const effect = interval ? { ...insight.effect, ...interval() } : insight.effect;
    return { ...insight, id, effect } as Insight;
  });
  return { insights, found: passed.length };
}

import { benjaminiHochberg } from './fdr';
import { effectFloors, maxQ, type EffectMeasure } from './thresholds';
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
 * order of |effect| (0–1 scale) × share of rows, ties by id.
 */
export function rankInsights(tested: readonly Tested[]): Insight[] {
  const q = benjaminiHochberg(tested.map(({ candidate }) => candidate.p));
  const insights: Insight[] = [];
  tested.forEach(({ candidate, eligible, interval }, index) => {
    const floor = effectFloors[candidate.effect.measure];
    if (!eligible || q[index]! > maxQ || !(Math.abs(candidate.effect.value) >= floor)) return;
    const score = effectScale(candidate.effect.measure, candidate.effect.value) * candidate.share;
    const effect = interval ? { ...candidate.effect, ...interval() } : candidate.effect;
    const threshold = { q: maxQ, effect: floor };
    insights.push({ ...candidate, effect, q: q[index]!, threshold, score } as Insight);
  });
  return insights.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

import type { DateGrain } from '../profile/types';
import type { EffectMeasure } from './thresholds';

/**
 * What the insights engine finds (issue 20): plain JSON (no NaN, no Infinity; a bound that does not exist is
 * `null`), identical in the browser worker and on the server for the same table.
 */

export const testNames = [
  'spearman',
  'chi-squared',
  'anova',
  'welch-t',
  'robust-z',
  'mann-kendall',
  'cusum',
  'spike',
  'autocorrelation',
] as const;
export type TestName = (typeof testNames)[number];

/** An effect size with its 95 % interval. */
export type Effect = { measure: EffectMeasure; value: number; low: number | null; high: number | null };

type InsightBase = {
  /** Stable across runs: the kind and the columns (and the level), e.g. `segment:region=West:sales`. */
  id: string;
  columns: string[];
  /** Rows (or buckets, for time) the test used. */
  n: number;
  test: TestName;
  /** The test statistic as computed (t, F, χ², z, S, the CUSUM maximum …) with its degrees of freedom. */
  statistic: { value: number; df?: number[] };
  effect: Effect;
  p: number;
  /** Benjamini–Hochberg adjusted, across every test made. */
  q: number;
  /** What made it an insight: q at most `q`, and |effect| at least `effect`. */
  threshold: { q: number; effect: number };
  /** Share of the table's rows the finding is about (0–1). */
  share: number;
  /** |effect| on a 0–1 scale × share; the order of the list. */
  score: number;
};

/** A point of a scatter chart; levels of a bar chart, with their rows and mean (or share of true). */
export type Level = { value: string; n: number; mean: number };

export type RelationshipInsight = InsightBase & {
  kind: 'relationship';
  pair: 'number-number' | 'category-category' | 'category-number';
  /** |ρ| ≥ 0.95: one column repeats the other, or leaks it. */
  redundant: boolean;
  chart:
    | { type: 'points'; points: [number, number][] }
    | { type: 'table'; rows: string[]; columns: string[]; counts: number[][] }
    | { type: 'bars'; levels: Level[] };
};

export type OutlierInsight = InsightBase & {
  kind: 'outlier';
  count: number;
  /** Whether z was computed on log1p of the values (skewed, never negative). */
  logScale: boolean;
  /** Up to 10, most extreme first: 1-based data row, file line, value and robust z. */
  rows: { row: number; line?: number; value: number; z: number }[];
  chart: { median: number; low: number; high: number };
};

/** A bucketed series: bucket start (epoch ms, UTC), rows in it, and the measure's mean there. */
export type SeriesPoint = { from: number; n: number; mean: number };
export type Series = { bucket: DateGrain; step?: number; points: SeriesPoint[] };

export type TrendInsight = InsightBase & {
  kind: 'trend';
  /** Sen's slope per bucket, with its 95 % interval. */
  slope: { value: number; low: number | null; high: number | null };
  chart: Series;
};

export type LevelShiftInsight = InsightBase & {
  kind: 'level-shift';
  /** The first bucket of the new level (index into the series and its start), the means before and after. */
  at: number;
  from: number;
  before: number;
  after: number;
  chart: Series;
};

export type SpikeInsight = InsightBase & {
  kind: 'spike';
  at: number;
  from: number;
  value: number;
  /** The local median the spike stands out from, and value / median when the median is positive. */
  expected: number;
  ratio: number | null;
  chart: Series;
};

export type SeasonalityInsight = InsightBase & {
  kind: 'seasonality';
  /** The season's length in buckets (7 days, 12 months, 24 hours, 4 quarters). */
  lag: number;
  chart: Series;
};

export type SegmentInsight = InsightBase & {
  kind: 'segment';
  /** The category column and value, the measure. */
  segment: { column: string; value: string };
  measure: string;
  /** Mean (or share of true) in the segment and in the rest, their difference with its 95 % interval. */
  mean: number;
  rest: number;
  difference: { value: number; low: number; high: number };
  /** mean / rest − 1 when the rest's mean is positive. */
  relative: number | null;
  chart: { levels: Level[] };
};

export type Insight =
  | RelationshipInsight
  | OutlierInsight
  | TrendInsight
  | LevelShiftInsight
  | SpikeInsight
  | SeasonalityInsight
  | SegmentInsight;
export type InsightKind = Insight['kind'];

export type InsightReport = {
  version: 1;
  /** Every hypothesis tested, insight or not. */
  tested: number;
  /** Most important first (score, then id); the strongest 100 of those found. */
  insights: Insight[];
  /** Present when more passed than are kept (`maxInsightsKept`): how many passed in all. */
  found?: number;
  thresholds: {
    q: number;
    effects: Record<EffectMeasure, number>;
    redundantRho: number;
    minPairRows: number;
  };
  /**
   * Present only when the table was too wide or too long for every pair test (docs/decisions/037): the pair tests
   * (relationships, segments, series) not made, and the usable columns left out of them, in table order. Those
   * columns' own tests (outliers) are still made; nothing skipped counts in `tested`.
   */
  skipped?: { pairs: number; columns: string[] };
};

type Found<T> = T extends Insight ? Omit<T, 'q' | 'threshold' | 'score'> : never;
/** A finding before the false-discovery step: everything but q, threshold and score. */
export type Candidate = Found<Insight>;
/**
 * One test made. `eligible` is false when a rival reading of the same data fits better (a level shift read as a
 * trend): the test still counts, and its finding is never shown.
 */
export type Tested = {
  candidate: Candidate;
  eligible: boolean;
  /** The effect's interval when it is costly (a search): found only for an insight, else left null. */
  interval?: () => { low: number; high: number };
};

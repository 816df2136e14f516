/**
 * Every rule that makes a finding an insight, in one place so a card can show the rule beside its finding
 * (issue 20, docs/decisions/037). A finding is an insight when its Benjamini–Hochberg q is at most `maxQ` and its
 * effect reaches the floor of its measure.
 */

/** The false discovery rate controlled across every test made (Benjamini–Hochberg). */
export const maxQ = 0.05;
/** Confidence level of every interval. */
export const confidence = 0.95;

/** Effect floors, by effect measure (absolute values). Cohen's conventions for a "small" effect unless noted. */
export const effectFloors = {
  /** Spearman's ρ: a moderate monotone relationship. */
  rho: 0.3,
  /** Bias-corrected Cramér's V (Cohen's w for the smallest table). */
  cramersV: 0.1,
  /** η² of the correlation ratio: Cohen's "medium" variance share. */
  etaSquared: 0.06,
  /** Cohen's d of a segment against the rest, and of a level shift. */
  cohensD: 0.2,
  /** Cohen's h of a segment's share of true against the rest's. */
  cohensH: 0.2,
  /** Kendall's τ of a monotone trend over the buckets. */
  kendallTau: 0.3,
  /** A spike: its bucket at least this many robust SDs (MAD × 1.4826) from the local median. */
  spikeZ: 3.5,
  /** Autocorrelation of the detrended series at the season's lag. */
  autocorrelation: 0.3,
  /**
   * Outliers: at least this many times the count a normal distribution would give beyond the cut-off. A mixture
   * (one region's values 25 % higher) gives about 2.7 times at any size: heavier tails, not outliers.
   */
  outlierExcess: 3,
} as const;
export type EffectMeasure = keyof typeof effectFloors;

/** |ρ| at or above this: the two columns say the same thing, or one leaks the other. */
export const redundantRho = 0.95;
/** Complete rows a pair needs before it is tested. */
export const minPairRows = 30;
/** Insights kept and shown at most, the strongest first; the report says how many passed (`found`). */
export const maxInsightsKept = 100;
/** Robust z beyond which a value is an outlier (Iglewicz and Hoaglin's 3.5), and the rows listed. */
export const outlierZ = 3.5;
export const outlierRowsKept = 10;
/** Numbers with adjusted skewness above this and no negatives are tested on log1p. */
export const outlierSkewLog = 1;
/** Segments: rows and share of the present rows a category value needs, and the levels kept for the chart. */
export const minSegmentRows = 30;
export const minSegmentShare = 0.01;
export const segmentLevelsKept = 10;
/** Time: the points a series needs (and at most the profile's 60), and the points a trend test needs. */
export const minSeriesPoints = 12;
export const minTrendPoints = 8;
/**
 * Level shifts: each side of a change point holds at least this many buckets (fewer raised points in a row are a
 * bump; on a skewed measure three in a row passed for a level in noise).
 */
export const minShiftSide = 5;
/** Relationships: points kept for a scatter chart, and levels kept for a table or bar chart. */
export const scatterPointsKept = 200;
export const levelsKept = 10;
/**
 * Pair tests (relationships, segments, series) each pass over the rows, and grow as the square of the columns. The
 * most complete columns enter them while the tests stay at most `maxPairTests` and their passes at most
 * `pairRowBudget` rows in all (250,000 rows: 120 pair tests, about 16 columns; 2,000 rows: 10,000, about 140).
 */
export const pairRowBudget = 30_000_000;
export const maxPairTests = 10_000;

import type {
  Insight,
  LevelShiftInsight,
  OutlierInsight,
  RelationshipInsight,
  SeasonalityInsight,
  SegmentInsight,
  Series,
  SpikeInsight,
  TrendInsight,
} from '@/shared/data/insights/types';

/** What every insight has, with plausible numbers; each kind below gives its own. */
const base = {
  n: 1200,
  statistic: { value: 8.1 },
  p: 0.00001,
  q: 0.0004,
  share: 0.3,
  score: 0.2,
};

/** Twelve months of 2026, a mean of 100 each but the ones changed. */
const months = (change: (index: number) => number = () => 100): Series => ({
  bucket: 'month',
  points: Array.from({ length: 12 }, (_, index) => ({
    from: Date.UTC(2026, index, 1),
    n: 100,
    mean: change(index),
  })),
});

export const aRelationship = (overrides: Partial<RelationshipInsight> = {}): RelationshipInsight => ({
  ...base,
  kind: 'relationship',
  id: 'relationship:price|quantity',
  columns: ['price', 'quantity'],
  test: 'spearman',
  effect: { measure: 'rho', value: 0.62, low: 0.58, high: 0.66 },
  threshold: { q: 0.05, effect: 0.3 },
  pair: 'number-number',
  redundant: false,
  chart: {
    type: 'points',
    points: [
      [1, 2],
      [2, 3],
      [3, 5],
    ],
  },
  ...overrides,
});

export const aTableRelationship = (): RelationshipInsight =>
  aRelationship({
    id: 'relationship:region|channel',
    columns: ['region', 'channel'],
    test: 'chi-squared',
    pair: 'category-category',
    effect: { measure: 'cramersV', value: 0.31, low: 0.25, high: 0.37 },
    threshold: { q: 0.05, effect: 0.1 },
    chart: {
      type: 'table',
      rows: ['West', 'East'],
      columns: ['Web', 'Store'],
      counts: [
        [400, 100],
        [150, 350],
      ],
    },
  });

export const anOutlier = (overrides: Partial<OutlierInsight> = {}): OutlierInsight => ({
  ...base,
  kind: 'outlier',
  id: 'outlier:amount',
  columns: ['amount'],
  test: 'robust-z',
  effect: { measure: 'outlierExcess', value: 12, low: 6, high: 21 },
  threshold: { q: 0.05, effect: 2 },
  count: 3,
  logScale: false,
  rows: [
    { row: 17, line: 18, value: 9800, z: 14.2 },
    { row: 4, line: 5, value: 7200, z: 10.1 },
    { row: 90, line: 91, value: -3100, z: -6.3 },
  ],
  chart: { median: 120, low: 10, high: 250 },
  ...overrides,
});

export const aTrend = (overrides: Partial<TrendInsight> = {}): TrendInsight => ({
  ...base,
  kind: 'trend',
  id: 'trend:date:sales',
  columns: ['date', 'sales'],
  n: 12,
  test: 'mann-kendall',
  effect: { measure: 'kendallTau', value: 0.81, low: 0.55, high: 0.93 },
  threshold: { q: 0.05, effect: 0.3 },
  slope: { value: 12.5, low: 9, high: 15 },
  chart: months((index) => 100 + 12.5 * index),
  ...overrides,
});

export const aLevelShift = (): LevelShiftInsight => ({
  ...base,
  kind: 'level-shift',
  id: 'level-shift:date:sales',
  columns: ['date', 'sales'],
  n: 12,
  test: 'cusum',
  effect: { measure: 'cohensD', value: 2.4, low: 1.2, high: 3.6 },
  threshold: { q: 0.05, effect: 0.2 },
  at: 6,
  from: Date.UTC(2026, 6, 1),
  before: 100,
  after: 150,
  chart: months((index) => (index < 6 ? 100 : 150)),
});

export const aSpike = (overrides: Partial<SpikeInsight> = {}): SpikeInsight => ({
  ...base,
  kind: 'spike',
  id: 'spike:date:sales',
  columns: ['date', 'sales'],
  n: 12,
  test: 'spike',
  effect: { measure: 'spikeZ', value: 9.3, low: null, high: null },
  threshold: { q: 0.05, effect: 3.5 },
  at: 3,
  from: Date.UTC(2026, 3, 1),
  value: 300,
  expected: 100,
  ratio: 3,
  chart: months((index) => (index === 3 ? 300 : 100)),
  ...overrides,
});

export const aSeasonality = (): SeasonalityInsight => ({
  ...base,
  kind: 'seasonality',
  id: 'seasonality:day:visits',
  columns: ['day', 'visits'],
  n: 56,
  test: 'autocorrelation',
  effect: { measure: 'autocorrelation', value: 0.72, low: 0.5, high: 0.85 },
  threshold: { q: 0.05, effect: 0.3 },
  lag: 7,
  chart: {
    bucket: 'day',
    points: Array.from({ length: 56 }, (_, index) => ({
      from: Date.UTC(2026, 0, 1 + index),
      n: 10,
      mean: index % 7 === 5 ? 40 : 20,
    })),
  },
});

export const aSegment = (overrides: Partial<SegmentInsight> = {}): SegmentInsight => ({
  ...base,
  kind: 'segment',
  id: 'segment:region=West:sales',
  columns: ['region', 'sales'],
  test: 'welch-t',
  effect: { measure: 'cohensD', value: 0.42, low: 0.3, high: 0.54 },
  threshold: { q: 0.05, effect: 0.2 },
  segment: { column: 'region', value: 'West' },
  measure: 'sales',
  mean: 148,
  rest: 100,
  difference: { value: 48, low: 35, high: 61 },
  relative: 0.48,
  chart: {
    levels: [
      { value: 'West', n: 400, mean: 148 },
      { value: 'East', n: 800, mean: 100 },
    ],
  },
  ...overrides,
});

/** One insight of each kind, most important first. */
export const oneOfEachKind = (): Insight[] => [
  aSegment(),
  aRelationship(),
  anOutlier(),
  aTrend(),
  aLevelShift(),
  aSpike(),
  aSeasonality(),
];

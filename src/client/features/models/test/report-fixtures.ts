import type {
  ClassificationScores,
  Interval,
  ModelReport,
  RegressionScores,
  TrainReport,
} from '@/shared/data/ml';

/** A score with its interval. */
const at = (value: number, low: number, high: number): Interval => ({ value, low, high });

const classScores = (balanced: Interval, confusion: number[][]): ClassificationScores => ({
  accuracy: balanced,
  balancedAccuracy: balanced,
  macroF1: balanced,
  confusion,
});

/**
 * A three-class report as the engine answers it: boosting chosen over the linear model and the baseline, one column
 * held back as a possible leak. Its confusion matrix is `confusion[actual][predicted]` in the order of `classes`.
 */
export const aClassReport = (overrides: Partial<TrainReport> = {}): TrainReport => ({
  version: 1,
  target: 'tier',
  task: 'multiclass',
  classes: ['Bronze', 'Silver', 'Gold customers with a long tier name'],
  seed: 21,
  rows: { total: 150, missingTarget: 0, fit: 96, validation: 24, test: 30 },
  split: { kind: 'stratified' },
  features: [
    { column: 'visits', kind: 'number', inputs: 1 },
    { column: 'region', kind: 'category', inputs: 4 },
  ],
  excluded: [
    { column: 'tier', reason: 'target' },
    { column: 'tier_code', reason: 'leak' },
    { column: 'customer_id', reason: 'id' },
  ],
  leaks: [{ column: 'tier_code', rule: 'eta', value: 0.996, threshold: 0.98 }],
  models: [
    {
      kind: 'baseline',
      validationLoss: 1.0986,
      test: classScores(at(0.333, 0.333, 0.333), [
        [0, 10, 0],
        [0, 10, 0],
        [0, 10, 0],
      ]),
      detail: {},
    },
    {
      kind: 'linear',
      validationLoss: 0.7123,
      test: classScores(at(0.7, 0.55, 0.84), [
        [7, 3, 0],
        [2, 6, 2],
        [0, 2, 8],
      ]),
      detail: { lambda: 0.1 },
    },
    {
      kind: 'boosting',
      validationLoss: 0.4567,
      test: classScores(at(0.8, 0.66, 0.92), [
        [9, 1, 0],
        [2, 7, 1],
        [0, 2, 8],
      ]),
      detail: { rounds: 40, trees: 120 },
    },
  ],
  chosen: 'boosting',
  importance: null,
  ...overrides,
});

const regressionModel = (kind: ModelReport['kind'], r2: Interval): ModelReport => {
  const test: RegressionScores = { r2, mae: at(12, 10, 14), rmse: at(15, 13, 17) };
  return { kind, validationLoss: 200, test, detail: {} };
};

/** A regression report: the linear model chosen, nothing held back. */
export const aRegressionReport = (): TrainReport => ({
  ...aClassReport(),
  target: 'spend',
  task: 'regression',
  classes: undefined,
  excluded: [{ column: 'spend', reason: 'target' }],
  leaks: [],
  models: [regressionModel('baseline', at(-0.01, -0.05, 0)), regressionModel('linear', at(0.91, 0.88, 0.93))],
  chosen: 'linear',
});

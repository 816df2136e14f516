import type { DateOrder } from '../ingest/dates';
import type { NumberFormat } from '../ingest/numbers';

/**
 * What the training engine answers (issue 21): plain JSON, no NaN or Infinity (a score that does not exist is
 * `null`), the same bytes for the same table, target and seed.
 */

export type Task = 'regression' | 'binary' | 'multiclass';
export type ModelKind = 'baseline' | 'linear' | 'boosting';

/** Why a target cannot be trained on. */
export const refusalReasons = [
  'target-unknown',
  'target-kind',
  'too-few-values',
  'too-few-classes',
  'too-many-classes',
  'too-few-rows',
  'no-features',
] as const;
export type RefusalReason = (typeof refusalReasons)[number];

/** A score on the held-out rows with its 95 % bootstrap interval (percentiles of seeded resamples). */
export type Interval = { value: number | null; low: number | null; high: number | null };

export type RegressionScores = {
  r2: Interval;
  mae: Interval;
  rmse: Interval;
  /**
   * Half the width of a 90 % prediction interval (split conformal: the ⌈0.9 (n + 1)⌉-th smallest absolute error of
   * the n held-out rows), so a new row's value lies within ± this of its prediction 9 times in 10 when it is like
   * the held-out rows; null with fewer than 9 held-out rows. Absent from models trained before it was added.
   */
  margin90?: number | null;
};
export type ClassificationScores = {
  accuracy: Interval;
  balancedAccuracy: Interval;
  macroF1: Interval;
  /** Binary tasks only: the ROC AUC of the second class's probability. */
  auc?: Interval;
  /** `confusion[actual][predicted]`, classes in the report's order. */
  confusion: number[][];
};
export type Scores = RegressionScores | ClassificationScores;

/** How a source column is read from a raw cell, the same at training and at prediction. */
export type ColumnReader =
  | { kind: 'number'; name: string; format: NumberFormat }
  | { kind: 'date'; name: string; order: DateOrder }
  | { kind: 'category'; name: string; boolean: boolean };

/**
 * A feature column and the numeric inputs it gives the models: a number as itself; a date as its year, month and
 * weekday (UTC); a category as one 0/1 input per kept level and one for the rest (`other`). Missing is NaN.
 */
export type FeatureColumn = ColumnReader & { levels?: string[] };

/** A feature held back because it alone predicts the target almost perfectly. */
export type Leak = {
  column: string;
  rule: 'copy' | 'auc' | 'rho' | 'eta';
  /** The measure (share of equal cells, AUC, |Spearman ρ|, correlation ratio η) against its threshold. */
  value: number;
  threshold: number;
};

export type Excluded = { column: string; reason: 'target' | 'id' | 'text' | 'constant' | 'leak' };

export type ModelReport = {
  kind: ModelKind;
  /** Loss on the validation slice (mean squared error or log loss): the lowest is chosen. */
  validationLoss: number | null;
  test: Scores;
  /** Ridge strength chosen, boosting rounds kept. */
  detail: { lambda?: number; rounds?: number; trees?: number };
};

export type Importance = {
  model: ModelKind;
  /** The score whose drop is reported: R² (regression), ROC AUC (binary) or accuracy (multiclass). */
  metric: 'r2' | 'auc' | 'accuracy';
  repeats: number;
  rows: number;
  /** Most important first; correlated features share their importance. */
  features: { column: string; mean: number; sd: number }[];
};

export type TrainReport = {
  version: 1;
  target: string;
  task: Task;
  /** Classification: the classes in order (the confusion matrix's and the probabilities'). */
  classes?: string[];
  seed: number;
  rows: { total: number; missingTarget: number; fit: number; validation: number; test: number };
  split: { kind: 'random' | 'stratified' | 'time'; timeColumn?: string };
  features: { column: string; kind: ColumnReader['kind']; inputs: number }[];
  excluded: Excluded[];
  leaks: Leak[];
  models: ModelReport[];
  chosen: ModelKind;
  importance: Importance | null;
};

export type Refusal = { reason: RefusalReason; target: string; detail?: Record<string, number | string> };

/** A depth-limited regression tree, flat: node i splits on `feature[i]` (−1 for a leaf) at `cut[i]`. */
export type Tree = {
  feature: number[];
  /** Index into the feature's cut points: a value ≤ `cuts[feature][cut]` goes left. */
  cut: number[];
  /** 1 when a missing value goes left. */
  missingLeft: number[];
  left: number[];
  right: number[];
  /** Leaves' outputs (learning rate applied); 0 on split nodes. */
  value: number[];
};

export type LinearModel = {
  kind: 'linear';
  /** Per input: median (imputation), mean and scale (standardising), whether a missing indicator follows. */
  medians: number[];
  means: number[];
  scales: number[];
  indicators: boolean[];
  /** One row per output (1 for regression and binary, one per class otherwise): intercept first. */
  weights: number[][];
  lambda: number;
};
export type BoostingModel = {
  kind: 'boosting';
  cuts: number[][];
  /** Initial score per output, then `rounds` × outputs trees (round-major). */
  base: number[];
  trees: Tree[];
  rounds: number;
};
export type BaselineModel = { kind: 'baseline'; base: number[] };

/** A trained model, plain JSON: how to read and encode raw rows, and the chosen predictor. */
export type TrainedModel = {
  version: 1;
  task: Task;
  target: string;
  classes?: string[];
  features: FeatureColumn[];
  predictor: BaselineModel | LinearModel | BoostingModel;
};

export type TrainResult =
  { ok: true; report: TrainReport; model: TrainedModel } | { ok: false; refused: Refusal };

/** How far training is: `done` of `total` in a stage (boosting counts rounds). Cheap; must not throw. */
export type MlProgress = {
  stage: 'prepare' | 'linear' | 'boosting' | 'scoring' | 'importance';
  done: number;
  total: number;
};

/** A prediction for one row: a value, or a probability per class with the likeliest class. */
export type Prediction = { value: number } | { label: string; probabilities: Record<string, number> };

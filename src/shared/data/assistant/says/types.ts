import type { Aggregation, Grain } from '../types';

/**
 * What the assistant says in one language. The catalogue's accessor reads a global current language, which a
 * worker does not have, and insights hand the client data to phrase; the assistant's contract is a sentence, so
 * its templates live here, one module per language, each with the same shape (`Says`). Arguments come formatted:
 * column names as written, numbers in the language's style.
 */
export type Says = {
  locale: string;
  /** "the total of Sales", "the average of Sales": an aggregation of a column, for sentences. */
  of: Record<Aggregation, (column: string) => string>;
  /** "sum", "mean" … for the "How I got this" line. */
  names: Record<Aggregation, string>;
  rowsCount: string;
  /** "rows", for the plan in words ("count of rows"). */
  rowsNoun: string;
  value: (what: string, value: string) => string;
  rows: (count: string) => string;
  none: (what: string) => string;
  where: (conditions: string) => string;
  /** Filters in words, joined by `and`. */
  is: (column: string, values: string) => string;
  isNot: (column: string, values: string) => string;
  from: (column: string, from: string, to: string) => string;
  or: string;
  and: string;
  groups: (
    what: string,
    group: string,
    first: string,
    firstValue: string,
    last: string,
    lastValue: string,
    count: string,
  ) => string;
  oneGroup: (what: string, group: string, key: string, value: string) => string;
  rank: (order: 'top' | 'bottom', count: string, group: string, what: string, list: string) => string;
  compare: (what: string, a: string, aValue: string, b: string, bValue: string, difference: string) => string;
  compareSame: (what: string, a: string, b: string, value: string) => string;
  compareMissing: (what: string, a: string, b: string) => string;
  trend: (
    what: string,
    grain: string,
    first: string,
    firstValue: string,
    last: string,
    lastValue: string,
    peak: string,
    peakValue: string,
  ) => string;
  grains: Record<Grain, string>;
  relative: (date: string) => string;
  describeNumber: (
    column: string,
    min: string,
    max: string,
    mean: string,
    median: string,
    present: string,
    missing: string,
  ) => string;
  describeDate: (column: string, min: string, max: string, present: string, missing: string) => string;
  describeCategory: (
    column: string,
    distinct: string,
    top: string,
    topCount: string,
    missing: string,
  ) => string;
  describeBoolean: (column: string, trueCount: string, falseCount: string, missing: string) => string;
  describeOther: (column: string, distinct: string, present: string, missing: string) => string;
  missingColumn: (column: string, missing: string, rows: string) => string;
  missingNone: (rows: string) => string;
  missingTable: (columns: string, worst: string, missing: string, duplicates: string) => string;
  related: (column: string, list: string) => string;
  relatedNone: (column: string) => string;
  correlation: (column: string, value: string) => string;
  outliers: (column: string, count: string, low: string, high: string) => string;
  outliersNone: (column: string) => string;
  drivers: (column: string, list: string) => string;
  driversNone: (column: string) => string;
  segment: (column: string, value: string, mean: string, rest: string) => string;
  noInsights: string;
  explain: (id: string, test: string, rows: string, effect: string, q: string, threshold: string) => string;
  train: (target: string, rows: string) => string;
  predict: (target: string, given: string) => string;
  predictNothing: (target: string) => string;
  help: string;
  how: (plan: string, rows: string) => string;
  howPlan: {
    aggregate: (aggregation: string, column: string) => string;
    by: (text: string, group: string) => string;
    over: (text: string, grain: string, date: string) => string;
    top: (text: string, count: string) => string;
    bottom: (text: string, count: string) => string;
    compare: (text: string, a: string, b: string) => string;
    profile: (column: string) => string;
    insights: (column: string) => string;
    quality: string;
    model: (target: string) => string;
    help: string;
  };
  unknown: string;
  refusals: {
    noColumn: string;
    noDate: string;
    notNumeric: string;
    noInsight: string;
    /** A value the question names that the column does not hold ("Narnia is not a value of Country."). */
    noValue: (value: string, column: string) => string;
  };
  clarify: (options: string) => string;
  /** Questions it can answer, to suggest and to follow up with; each parses back to a plan in this language. */
  ask: {
    describe: (column: string) => string;
    total: (measure: string) => string;
    averageBy: (measure: string, group: string) => string;
    totalBy: (measure: string, group: string) => string;
    top: (group: string, measure: string) => string;
    bottom: (group: string, measure: string) => string;
    trend: (measure: string) => string;
    count: string;
    countBy: (group: string) => string;
    drivers: (measure: string) => string;
    related: (measure: string) => string;
    outliers: (measure: string) => string;
    missing: string;
  };
};

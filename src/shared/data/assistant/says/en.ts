import type { Says } from './types';

export const en: Says = {
  locale: 'en',
  of: {
    sum: (c) => `the total of ${c}`,
    mean: (c) => `the average of ${c}`,
    median: (c) => `the median of ${c}`,
    min: (c) => `the lowest ${c}`,
    max: (c) => `the highest ${c}`,
    count: (c) => `the number of values of ${c}`,
    distinct: (c) => `the number of distinct values of ${c}`,
  },
  names: {
    sum: 'sum',
    mean: 'mean',
    median: 'median',
    min: 'minimum',
    max: 'maximum',
    count: 'count',
    distinct: 'distinct count',
  },
  rowsCount: 'the number of rows',
  rowsNoun: 'rows',
  value: (what, value) => `${cap(what)} is ${value}.`,
  rows: (count) => `${count} rows`,
  none: (what) => `No row qualifies, so ${what} has no value.`,
  where: (conditions) => ` where ${conditions}`,
  is: (column, values) => `${column} is ${values}`,
  isNot: (column, values) => `${column} is not ${values}`,
  from: (column, from, to) => (from === to ? `${column} is ${from}` : `${column} is from ${from} to ${to}`),
  or: 'or',
  and: 'and',
  groups: (what, group, first, firstValue, last, lastValue, count) =>
    `By ${group}, ${what} is highest for ${first} (${firstValue}) and lowest for ${last} (${lastValue}), across ${count} groups.`,
  oneGroup: (what, group, key, value) =>
    `By ${group}, there is one group: ${key}, where ${what} is ${value}.`,
  rank: (order, count, group, what, list) =>
    `The ${order === 'top' ? 'top' : 'bottom'} ${count} ${group} by ${what}: ${list}.`,
  compare: (what, a, aValue, b, bValue, difference) =>
    `${cap(what)} is ${aValue} for ${a} and ${bValue} for ${b}: a difference of ${difference}.`,
  compareSame: (what, a, b, value) => `${cap(what)} is the same for ${a} and ${b}: ${value}.`,
  compareMissing: (what, a, b) => `${cap(what)} cannot be compared: ${a} or ${b} has no value.`,
  trend: (what, grain, first, firstValue, last, lastValue, peak, peakValue) =>
    `By ${grain}, ${what} goes from ${firstValue} (${first}) to ${lastValue} (${last}); the highest is ${peakValue} (${peak}).`,
  grains: { day: 'day', week: 'week', month: 'month', quarter: 'quarter', year: 'year' },
  relative: (date) => `Relative dates count from the latest date in the data, ${date}, not from today.`,
  describeNumber: (column, min, max, mean, median, present, missing) =>
    `${column} goes from ${min} to ${max}, with an average of ${mean} and a median of ${median} over ${present} values (${missing} missing).`,
  describeDate: (column, min, max, present, missing) =>
    `${column} goes from ${min} to ${max} over ${present} values (${missing} missing).`,
  describeCategory: (column, distinct, top, topCount, missing) =>
    `${column} has ${distinct} distinct values; the most frequent is ${top} (${topCount} rows); ${missing} missing.`,
  describeBoolean: (column, trueCount, falseCount, missing) =>
    `${column} is true in ${trueCount} rows and false in ${falseCount} (${missing} missing).`,
  describeOther: (column, distinct, present, missing) =>
    `${column} has ${distinct} distinct values over ${present} values (${missing} missing).`,
  missingColumn: (column, missing, rows) => `${column} has ${missing} missing values out of ${rows} rows.`,
  missingNone: (rows) => `No value is missing in any column of the ${rows} rows.`,
  missingTable: (columns, worst, missing, duplicates) =>
    `${columns} columns have missing values; the most in ${worst} (${missing}). ${duplicates} rows repeat an earlier row.`,
  related: (column, list) => `${column} moves with: ${list}.`,
  relatedNone: (column) => `No column was found to move with ${column} beyond chance.`,
  correlation: (column, value) => `${column} (${value})`,
  outliers: (column, count, low, high) =>
    `${count} values of ${column} lie far outside its usual range (${low} to ${high}).`,
  outliersNone: (column) => `No value of ${column} stands out as an outlier.`,
  drivers: (column, list) => `What goes with ${column}: ${list}.`,
  driversNone: (column) => `No column was found to drive ${column} beyond chance.`,
  segment: (column, value, mean, rest) => `${column} = ${value} (${mean} against ${rest})`,
  noInsights: 'The insights of this dataset are not ready yet, so I cannot answer that from them.',
  explain: (id, test, rows, effect, q, threshold) =>
    `The insight ${id} comes from a ${test} test over ${rows} rows: effect ${effect}, q = ${q} (at most ${threshold} counts).`,
  train: (target, rows) =>
    `I can train a model that predicts ${target} from the other columns over ${rows} rows. Start training?`,
  predict: (target, given) =>
    `I can predict ${target} with a trained model for ${given}. Start the prediction?`,
  predictNothing: (target) =>
    `I can predict ${target} with a trained model once you give the other columns' values. Start?`,
  help: 'Ask me about this dataset: totals, averages and counts, by group or over time, top and bottom values, comparisons, what moves with a column, outliers, missing values, or a model.',
  how: (plan, rows) => `How I got this: ${plan} over ${rows} rows.`,
  howPlan: {
    aggregate: (aggregation, column) => `${aggregation} of ${column}`,
    by: (text, group) => `${text} by ${group}`,
    over: (text, grain, date) => `${text} per ${grain} of ${date}`,
    top: (text, count) => `${text}, top ${count}`,
    bottom: (text, count) => `${text}, bottom ${count}`,
    compare: (text, a, b) => `${text} for ${a} against ${b}`,
    profile: (column) => `the profile of ${column}`,
    insights: (column) => `the insights about ${column}`,
    quality: "the profile's missing values",
    model: (target) => `a model of ${target}`,
    help: 'what I can answer',
  },
  unknown: "I can't answer that yet.",
  refusals: {
    noColumn: "I can't tell which column you mean.",
    noDate: 'This dataset has no date column to filter or follow over time.',
    notNumeric: 'That needs a column of numbers.',
    noInsight: "I can't tell which insight you mean.",
    noValue: (value, column) => `${value} is not a value of ${column}.`,
  },
  clarify: (options) => `Which column do you mean: ${options}?`,
  ask: {
    describe: (c) => `Describe ${c}`,
    total: (m) => `What is the total ${m}?`,
    averageBy: (m, g) => `Average ${m} by ${g}`,
    totalBy: (m, g) => `Total ${m} by ${g}`,
    top: (g, m) => `Top 5 ${g} by ${m}`,
    bottom: (g, m) => `Bottom 5 ${g} by ${m}`,
    trend: (m) => `${m} over time`,
    count: 'How many rows are there?',
    countBy: (g) => `How many rows by ${g}?`,
    drivers: (m) => `What drives ${m}?`,
    related: (m) => `What moves with ${m}?`,
    outliers: (m) => `Outliers in ${m}`,
    missing: 'Which columns have missing values?',
  },
};

function cap(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

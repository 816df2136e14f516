import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

/** A count for a message that agrees with it: the number to choose the form, the same number formatted to show. */
export type Count = { count: number; text: string };

/**
 * Insights (issue 20): what a dataset says, on its page, in the playground before saving, and pinned on Home.
 * Column names, numbers and dates come formatted in the user's language.
 */
export const insightsMessages = {
  heading: 'Insights',
  summary: (tested: Count, found: Count) =>
    `Tested ${tested.text} ${plural('en', tested.count, { one: 'pattern', other: 'patterns' })}; ${found.text} ${plural('en', found.count, { one: 'is an insight', other: 'are insights' })}.`,
  strongest: (shown: Count) => `The ${shown.text} strongest are shown.`,
  alerts: (alerts: Count) =>
    alerts.count === 0
      ? 'No data-quality alerts: see the profile.'
      : `${alerts.text} data-quality ${plural('en', alerts.count, { one: 'alert', other: 'alerts' })}: see the profile.`,
  empty: (tested: Count) =>
    `Tested ${tested.text} ${plural('en', tested.count, { one: 'pattern', other: 'patterns' })}; none passed the thresholds (a false discovery rate of 5 % and a minimum effect size), so none is shown as an insight.`,
  finding: 'Finding insights…',
  findingLabel: 'Progress finding insights',
  updating:
    'New rows arrived: their insights are being found. Until then, these are the insights found before.',
  failed: 'The insights of this file could not be found.',
  listLabel: 'Insights, most important first',
  sentence: {
    rising: (a: string, b: string) => `${b} tends to rise with ${a}.`,
    falling: (a: string, b: string) => `${b} tends to fall as ${a} rises.`,
    associated: (a: string, b: string) => `${a} and ${b} are related: the mix of ${b} differs with ${a}.`,
    differsAcross: (category: string, measure: string) =>
      `${measure} differs clearly between the values of ${category}.`,
    redundant: 'Nearly the same information: one column may repeat the other, or leak it.',
    outliers: (column: string, count: Count, low: string, high: string) =>
      `${count.text} ${plural('en', count.count, { one: 'value', other: 'values' })} of ${column} ${plural('en', count.count, { one: 'lies', other: 'lie' })} far outside its usual range (${low} to ${high}).`,
    trendUp: (measure: string, slope: string, grain: string) =>
      `${measure} rises steadily over time: about ${slope} per ${grain}.`,
    trendDown: (measure: string, slope: string, grain: string) =>
      `${measure} falls steadily over time: about ${slope} per ${grain}.`,
    levelShift: (measure: string, date: string, before: string, after: string) =>
      `${measure} moved to a new level from ${date}: ${before} on average before, ${after} after.`,
    spikeRatio: (measure: string, date: string, value: string, ratio: string, expected: string) =>
      `${measure} spiked on ${date}: ${value}, ${ratio} times the usual ${expected}.`,
    spike: (measure: string, date: string, value: string, expected: string) =>
      `${measure} stood out on ${date}: ${value}, against a usual ${expected}.`,
    seasonality: (measure: string, period: string) => `${measure} follows a cycle that repeats ${period}.`,
    higher: (measure: string, share: string, column: string, value: string) =>
      `${measure} is ${share} higher on average where ${column} is ${value} than for its other values.`,
    lower: (measure: string, share: string, column: string, value: string) =>
      `${measure} is ${share} lower on average where ${column} is ${value} than for its other values.`,
    means: (measure: string, mean: string, column: string, value: string, rest: string) =>
      `${measure} averages ${mean} where ${column} is ${value}, against ${rest} for its other values.`,
    shares: (measure: string, mean: string, column: string, value: string, rest: string) =>
      `${measure} is true for ${mean} of rows where ${column} is ${value}, against ${rest} for its other values.`,
  },
  /** Every n buckets, for a season's length (always more than one). */
  every: {
    second: (count: string) => `every ${count} seconds`,
    minute: (count: string) => `every ${count} minutes`,
    hour: (count: string) => `every ${count} hours`,
    day: (count: string) => `every ${count} days`,
    week: (count: string) => `every ${count} weeks`,
    month: (count: string) => `every ${count} months`,
    quarter: (count: string) => `every ${count} quarters`,
    year: (count: string) => `every ${count} years`,
  },
  kinds: {
    relationship: 'Relationship',
    outlier: 'Outliers',
    trend: 'Trend',
    'level-shift': 'Level shift',
    spike: 'Spike',
    seasonality: 'Seasonality',
    segment: 'Segment',
  },
  redundantBadge: 'Redundant or a leak?',
  how: {
    heading: 'How this was found',
    rows: (n: string) => `n = ${n}`,
    effect: (name: string, value: string) => `${name} = ${value}`,
    interval: (low: string, high: string) => `95 % CI ${low} to ${high}`,
    q: (q: string) => `q = ${q}`,
    rule: (q: string, name: string, floor: string) => `an insight because q ≤ ${q} and |${name}| ≥ ${floor}`,
    tests: {
      spearman: 'Spearman rank correlation',
      'chi-squared': 'chi-squared test',
      anova: 'one-way ANOVA',
      'welch-t': 'Welch’s t-test',
      'robust-z': 'robust z-scores (median and MAD)',
      'mann-kendall': 'Mann–Kendall trend test',
      cusum: 'CUSUM change-point test',
      spike: 'robust spike test',
      autocorrelation: 'autocorrelation at the season’s lag',
    },
    measures: {
      rho: 'ρ',
      cramersV: 'Cramér’s V',
      etaSquared: 'η²',
      cohensD: 'Cohen’s d',
      cohensH: 'Cohen’s h',
      kendallTau: 'Kendall’s τ',
      spikeZ: 'robust z',
      autocorrelation: 'autocorrelation',
      outlierExcess: 'excess over a normal distribution',
    },
  },
  chart: {
    points: (a: string, b: string) => `${b} against ${a}`,
    pointsSummary: (points: string) => `Scatter plot of ${points} rows.`,
    table: (a: string, b: string) => `Rows by ${a} and ${b}`,
    levels: (measure: string, category: string) => `Mean ${measure} by ${category}`,
    series: (measure: string, grain: string) => `Mean ${measure} per ${grain}`,
    seriesSummary: (points: string, from: string, to: string) => `${points} points from ${from} to ${to}.`,
    range: (column: string) => `Usual range of ${column} and the most extreme values`,
    rangeSummary: (low: string, median: string, high: string) =>
      `Usual range ${low} to ${high}, median ${median}.`,
    data: 'Chart data as a table',
    value: 'Value',
    rows: 'Rows',
    mean: 'Mean',
    period: 'Period',
    row: 'Row',
    z: 'Robust z',
    marked: 'Marked point',
  },
  pin: {
    pin: 'Pin',
    pinLabel: (sentence: string) => `Pin to Home: ${sentence}`,
    pinning: 'Pinning…',
    pinned: 'Pinned',
    unpin: 'Unpin',
    unpinLabel: (sentence: string) => `Unpin from Home: ${sentence}`,
    pinnedToast: 'Pinned to Home for everyone in the workspace.',
    unpinnedToast: 'Unpinned.',
    pinFailed: 'The insight could not be pinned. Please try again.',
    unpinFailed: 'The insight could not be unpinned. Please try again.',
  },
  home: {
    heading: 'Pinned insights',
    hint: 'Pin an insight from a dataset’s page to show it here for everyone in the workspace.',
    loadFailed: 'The pinned insights could not be loaded.',
    by: (name: string, date: string) => `Pinned by ${name} on ${date}`,
    byFormer: (date: string) => `Pinned by a former member on ${date}`,
  },
};

/** The shape every language's insights catalogue has: the same keys and placeholders as English. */
export type InsightsMessages = Translation<typeof insightsMessages>;

import { bucketing } from '../profile/dates';
import type { DateColumn } from '../profile/types';
import type { DateData, NumberData } from './columns';
import { brownianBridgeUpper, normalQuantile, normalTwoSided, normalUpper, tTwoSided } from './distributions';
import { mad, madScale, median, medianSorted } from './ranks';
import { confidence, effectFloors, maxQ, minSeriesPoints, minShiftSide, minTrendPoints } from './thresholds';
import type {
  LevelShiftInsight,
  SeasonalityInsight,
  Series,
  SeriesPoint,
  SpikeInsight,
  Tested,
  TrendInsight,
} from './types';

const z975 = () => normalQuantile(1 - (1 - confidence) / 2);

/**
 * The measure's mean per bucket of the date column, at the bucket the profile chose for its bars over time (the
 * finest giving at most 60); empty buckets are left out. Undefined under 12 points.
 */
export function bucketSeries(date: DateData, profile: DateColumn, measure: NumberData): Series | undefined {
  const { bucket, step } = profile.overTime;
  const first = profile.overTime.bins[0];
  if (!first || profile.overTime.bins.length < minSeriesPoints) return undefined;
  const scheme = bucketing(bucket, step ?? 1);
  const low = scheme.key(first.from);
  const size = profile.overTime.bins.length;
  const counts = new Float64Array(size);
  const sums = new Float64Array(size);
  const dates = date.values;
  const values = measure.values;
  for (let row = 0; row < dates.length; row++) {
    const when = dates[row]!;
    const value = values[row]!;
    if (when !== when || value !== value) continue;
    const index = scheme.key(when) - low;
    if (index < 0 || index >= size) continue;
    counts[index]!++;
    sums[index]! += value;
  }
  const points: SeriesPoint[] = [];
  for (let index = 0; index < size; index++)
    if (counts[index]!)
      points.push({
        from: scheme.start(low + index),
        n: counts[index]!,
        mean: sums[index]! / counts[index]!,
      });
  if (points.length < minSeriesPoints) return undefined;
  return step && step > 1 ? { bucket, step, points } : { bucket, points };
}

/**
 * σ from the MAD of m − 1 differences is worth about 37 % of as many normal draws (the MAD's asymptotic efficiency,
 * 0.3675): a spike's z is read against Student's t with that many degrees of freedom, as σ is estimated.
 */
const madDf = 0.3675;

/** Variance of the median of 1–4 standard normal draws (in units of σ²), for a spike's reference. */
const medianVariance = [1, 1, 0.5, 0.449, 0.298];

/**
 * The noise of one row in the series of bucket means, where a bucket of nᵢ rows has variance σ² / nᵢ: the MAD of
 * the standardised first differences (yᵢ − yᵢ₋₁) / √(1/nᵢ + 1/nᵢ₋₁), robust to one spike and one shift.
 */
function rowNoise(y: readonly number[], n: readonly number[], meanSquare = false): number {
  const differences = y
    .slice(1)
    .map((value, index) => (value - y[index]!) / Math.sqrt(1 / n[index + 1]! + 1 / n[index]!));
  if (!meanSquare) return mad(differences, median(differences)) * madScale;
  return Math.sqrt(differences.reduce((sum, value) => sum + value * value, 0) / differences.length);
}

/**
 * The point furthest from its neighbours on both sides: measured against the median of the two points before it
 * and of the two after, whichever is nearer (so the first point of a new level, matching the points after it, is
 * no spike), in units of its own noise σ / √nᵢ plus the reference's variance. Its p-value is Bonferroni's over
 * the points (m · P(|T| ≥ z), T Student's t with the MAD's degrees of freedom), as the point is the most extreme of
 * m, z first corrected for the measure's skew.
 */
function spikeOf(y: readonly number[], n: readonly number[]) {
  const m = y.length;
  const sigma = rowNoise(y, n);
  const smooth: number[] = [];
  const z: number[] = [];
  for (let index = 0; index < m; index++) {
    let chosen: { reference: number; sd: number } | undefined;
    for (const side of [
      [index - 2, index - 1],
      [index + 1, index + 2],
    ]) {
      const neighbours = side.filter((at) => at >= 0 && at < m);
      if (!neighbours.length) continue;
      const reference = median(neighbours.map((at) => y[at]!));
      const referenceVariance =
        (medianVariance[neighbours.length]! * neighbours.reduce((sum, at) => sum + 1 / n[at]!, 0)) /
        neighbours.length;
      const sd = sigma * Math.sqrt(1 / n[index]! + referenceVariance);
      if (
        !chosen ||
        Math.abs(y[index]! - reference) / sd < Math.abs(y[index]! - chosen.reference) / chosen.sd
      )
        chosen = { reference, sd };
    }
    smooth.push(chosen!.reference);
    z.push(chosen!.sd > 0 ? (y[index]! - chosen!.reference) / chosen!.sd : 0);
  }
  let at = 0;
  for (let index = 1; index < m; index++) if (Math.abs(z[index]!) > Math.abs(z[at]!)) at = index;
  // One point alone: its neighbours are within the cut-off. Two weekend days in a row are a season, not a spike.
  const beyond = (index: number) => index >= 0 && index < m && Math.abs(z[index]!) > effectFloors.spikeZ;
  const isolated = (index: number) => beyond(index) && !beyond(index - 1) && !beyond(index + 1);
  return { smooth, z, at, spread: sigma, isolated };
}

const one = (_: number) => 1;

/** The mean of points `from` … `to` − 1 weighted by w, and the weighted sum of squares about it. */
const sumSquares = (
  values: readonly number[],
  from: number,
  to: number,
  w: (index: number) => number = one,
) => {
  let mean = 0;
  let weight = 0;
  for (let index = from; index < to; index++) {
    mean += w(index) * values[index]!;
    weight += w(index);
  }
  mean /= weight;
  let sum = 0;
  for (let index = from; index < to; index++) sum += w(index) * (values[index]! - mean) ** 2;
  return { mean, sum };
};

/** The weighted sum of squares about the weighted least-squares line over the bucket index. */
function linearSse(y: readonly number[], w: (index: number) => number): number {
  const m = y.length;
  let weight = 0;
  let xMean = 0;
  let yMean = 0;
  for (let index = 0; index < m; index++) {
    weight += w(index);
    xMean += w(index) * index;
    yMean += w(index) * y[index]!;
  }
  xMean /= weight;
  yMean /= weight;
  let sxy = 0;
  let sxx = 0;
  for (let index = 0; index < m; index++) {
    sxy += w(index) * (index - xMean) * (y[index]! - yMean);
    sxx += w(index) * (index - xMean) ** 2;
  }
  const slope = sxy / sxx;
  let sse = 0;
  for (let index = 0; index < m; index++)
    sse += w(index) * (y[index]! - yMean - slope * (index - xMean)) ** 2;
  return sse;
}

/** Mann–Kendall's S with its tie-corrected variance, Kendall's τ, and Sen's slope with its interval. */
export function mannKendall(y: readonly number[]) {
  const m = y.length;
  let s = 0;
  const slopes: number[] = [];
  for (let i = 0; i < m; i++)
    for (let j = i + 1; j < m; j++) {
      s += Math.sign(y[j]! - y[i]!);
      slopes.push((y[j]! - y[i]!) / (j - i));
    }
  const groups = new Map<number, number>();
  for (const value of y) groups.set(value, (groups.get(value) ?? 0) + 1);
  let ties = 0;
  for (const t of groups.values()) ties += t * (t - 1) * (2 * t + 5);
  const variance = (m * (m - 1) * (2 * m + 5) - ties) / 18;
  const z = variance > 0 ? (s - Math.sign(s)) / Math.sqrt(variance) : 0;
  slopes.sort((a, b) => a - b);
  const pairs = slopes.length;
  const c = z975() * Math.sqrt(variance);
  const lower = Math.round((pairs - c) / 2);
  const upper = Math.round((pairs + c) / 2) + 1;
  return {
    s,
    z,
    tau: s / ((m * (m - 1)) / 2),
    slope: medianSorted(slopes),
    low: lower >= 1 && lower <= pairs ? slopes[lower - 1]! : null,
    high: upper >= 1 && upper <= pairs ? slopes[upper - 1]! : null,
  };
}

/** The season's length in buckets for a bucket size, when the series can hold two seasons and more. */
const seasonLags: Partial<Record<Series['bucket'], number>> = { hour: 24, day: 7, month: 12, quarter: 4 };

/** Residuals from a centred moving average over one season (2 × L for an even L), where it is defined. */
function deseasonalTrend(y: readonly number[], lag: number): number[] {
  const half = Math.floor(lag / 2);
  const out: number[] = [];
  for (let index = half; index < y.length - half; index++) {
    let sum = 0;
    if (lag % 2) for (let k = -half; k <= half; k++) sum += y[index + k]!;
    else {
      for (let k = -half + 1; k < half; k++) sum += y[index + k]!;
      sum += (y[index - half]! + y[index + half]!) / 2;
    }
    out.push(y[index]! - sum / lag);
  }
  return out;
}

/**
 * Bartlett's factor 1 + 2 Σ ρⱼ² for the autocorrelation at the season's lag of white noise less its centred moving
 * average over one season: ρⱼ the filter's own autocorrelations at lags 1 … lag − 1 (none at lag and beyond).
 */
function filterInflation(lag: number): number {
  const half = Math.floor(lag / 2);
  // The moving average's weights over offsets −half … half (2 × L for an even L: halves at both ends), less 1 at 0.
  const weights: number[] = [];
  for (let k = -half; k <= half; k++) {
    const edge = lag % 2 === 0 && Math.abs(k) === half;
    weights.push(-(edge ? 0.5 : 1) / lag + (k === 0 ? 1 : 0));
  }
  const at = (j: number) => {
    let sum = 0;
    for (let index = 0; index + j < weights.length; index++) sum += weights[index]! * weights[index + j]!;
    return sum;
  };
  let inflation = 1;
  for (let j = 1; j < Math.min(lag, weights.length); j++) inflation += 2 * (at(j) / at(0)) ** 2;
  return inflation;
}

function autocorrelation(e: readonly number[], lag: number): number {
  const mean = e.reduce((sum, value) => sum + value, 0) / e.length;
  let numerator = 0;
  let denominator = 0;
  for (let index = 0; index < e.length; index++) {
    denominator += (e[index]! - mean) ** 2;
    if (index + lag < e.length) numerator += (e[index]! - mean) * (e[index + lag]! - mean);
  }
  return denominator > 0 ? numerator / denominator : 0;
}

/** Cohen's d of two groups of points with the Hedges–Olkin interval. */
function cohensD(a: readonly number[], b: readonly number[]) {
  const left = sumSquares(a, 0, a.length);
  const right = sumSquares(b, 0, b.length);
  const pooled = Math.sqrt((left.sum + right.sum) / (a.length + b.length - 2));
  const d = pooled > 0 ? (right.mean - left.mean) / pooled : 0;
  const n = a.length + b.length;
  const se = Math.sqrt(n / (a.length * b.length) + (d * d) / (2 * n));
  return { d, low: d - z975() * se, high: d + z975() * se, before: left.mean, after: right.mean };
}

/**
 * The normal deviate a bucket mean's z stands for when the values are skewed: the mean of n values of skewness γ
 * has skewness g = γ / √n, and by Cornish–Fisher its quantile at the normal deviate u is u + g (u² − 1) / 6; this
 * solves that for u. Only a z on the side of the skew is pulled in (a long right tail makes high means commoner);
 * on the other side the normal tail is the larger, so z is kept.
 */
export function skewCorrected(z: number, g: number): number {
  const a = Math.abs(g) / 6;
  if (!(a > 0) || z * g <= 0) return z;
  const x = Math.abs(z);
  return (Math.sign(z) * (Math.sqrt(1 + 4 * a * (a + x)) - 1)) / (2 * a);
}

/** One split tried by binary segmentation: where, its CUSUM statistic, and whether BIC accepted it. */
type Split = { from: number; to: number; at: number; statistic: number; accepted: boolean };

/**
 * The split of points `from` … `to` − 1 by the row-weighted CUSUM of its residuals in row time: under no change,
 * max |S(k)| / (σ √N) is the supremum of a Brownian bridge. The split is where the standardised CUSUM peaks (the
 * one leaving the least weighted error).
 */
function splitOf(y: readonly number[], counts: readonly number[], sigma: number, from: number, to: number) {
  const w = (index: number) => counts[index]!;
  let rows = 0;
  for (let index = from; index < to; index++) rows += counts[index]!;
  const grand = sumSquares(y, from, to, w).mean;
  let cusum = 0;
  let best = 0;
  let peak = 0;
  let at = from + 1;
  let before = 0;
  for (let index = from; index < to - 1; index++) {
    cusum += counts[index]! * (y[index]! - grand);
    before += counts[index]!;
    best = Math.max(best, Math.abs(cusum));
    const standardised = (cusum * cusum) / (before * (rows - before));
    if (standardised > peak) [peak, at] = [standardised, index + 1];
  }
  const statistic = sigma > 0 ? best / (sigma * Math.sqrt(rows)) : 0;
  const gain = sumSquares(y, from, to, w).sum - sumSquares(y, from, at, w).sum - sumSquares(y, at, to, w).sum;
  return { at, statistic, gain };
}

/**
 * Level shifts by binary segmentation: the whole series is split where its CUSUM peaks; a split is accepted when
 * BIC accepts it (the drop in weighted squares over σ² beyond 2 ln m, m the series' points: a change point and a
 * new mean), its CUSUM is significant on its own (p ≤ 0.05, the usual stopping rule) and both sides hold at least
 * `minShiftSide` points; each side of an accepted split is tried again. Every split tried is a test.
 */
function segmentSeries(y: readonly number[], counts: readonly number[], sigma: number): Split[] {
  const m = y.length;
  const splits: Split[] = [];
  const pending: [number, number][] = [[0, m]];
  while (pending.length) {
    const [from, to] = pending.shift()!;
    if (splits.length && to - from < 2 * minShiftSide) continue;
    const { at, statistic, gain } = splitOf(y, counts, sigma, from, to);
    const bic = sigma > 0 && gain / (sigma * sigma) > 2 * Math.log(m);
    const significant = sigma > 0 && brownianBridgeUpper(statistic) <= maxQ;
    const accepted = bic && significant && at - from >= minShiftSide && to - at >= minShiftSide;
    splits.push({ from, to, at, statistic, accepted });
    if (accepted) pending.push([from, at], [at, to]);
  }
  return splits;
}

/**
 * Over time, for one date column and one measure: a spike (one bucket far from its neighbours), level shifts
 * (binary segmentation by CUSUM and BIC on the series with spikes replaced by their running median, so a spike
 * can never be a change point), a
 * monotone trend (Mann–Kendall, Sen's slope) and a season (autocorrelation at the season's lag). A shift and a
 * trend are rival readings: the one whose fit (a step or a line) leaves less error is the one shown.
 */
export function findTimePatterns(
  date: DateData,
  profile: DateColumn,
  measure: NumberData,
  rowCount: number,
  skewness = 0,
): Tested[] {
  const series = bucketSeries(date, profile, measure);
  if (!series) return [];
  const points = series.points;
  const y = points.map((point) => point.mean);
  const m = y.length;
  const rows = points.reduce((sum, point) => sum + point.n, 0);
  const columns = [date.name, measure.name];
  const key = `${date.name}:${measure.name}`;
  const out: Tested[] = [];

  const spike = spikeOf(
    y,
    points.map((point) => point.n),
  );
  const spikeZ = spike.z[spike.at]!;
  const spikeFound: Omit<SpikeInsight, 'q' | 'threshold' | 'score'> = {
    kind: 'spike',
    id: `spike:${key}`,
    columns,
    n: m,
    test: 'spike',
    statistic: { value: spikeZ },
    effect: { measure: 'spikeZ', value: spikeZ, low: null, high: null },
    p: Math.min(
      1,
      m * tTwoSided(skewCorrected(spikeZ, skewness / Math.sqrt(points[spike.at]!.n)), madDf * (m - 1)),
    ),
    share: points[spike.at]!.n / rowCount,
    at: spike.at,
    from: points[spike.at]!.from,
    value: y[spike.at]!,
    expected: spike.smooth[spike.at]!,
    ratio: spike.smooth[spike.at]! > 0 ? y[spike.at]! / spike.smooth[spike.at]! : null,
    chart: series,
  };
  out.push({ candidate: spikeFound, eligible: spike.spread > 0 && spike.isolated(spike.at) });

  // Every lone spike-sized point replaced by its neighbours' median before looking for a step or a line.
  const clean = y.map((value, index) => (spike.isolated(index) ? spike.smooth[index]! : value));
  const counts = points.map((point) => point.n);
  const w = (index: number) => counts[index]!;
  // σ here by the mean square of the standardised differences (von Neumann): the lone spikes are gone, and its
  // smaller sampling error than the MAD's keeps noise from passing for a shift; a real shift only inflates it.
  const sigma = rowNoise(clean, counts, true);
  const splits = segmentSeries(clean, counts, sigma);
  const changes = splits
    .filter((split) => split.accepted)
    .map((split) => split.at)
    .sort((a, b) => a - b);
  const lineSse = linearSse(clean, w);
  // A staircase and a line are rival readings: BIC, with K changes costing 2K + 1 parameters against the line's 2.
  const penalty = Math.log(m);
  const levels = [0, ...changes, m];
  let stepsSse = 0;
  for (let level = 0; level + 1 < levels.length; level++)
    stepsSse += sumSquares(clean, levels[level]!, levels[level + 1]!, w).sum;
  const stepsWin =
    sigma > 0 && stepsSse / (sigma * sigma) + (2 * changes.length - 1) * penalty < lineSse / (sigma * sigma);
  splits.forEach((split, order) => {
    // The levels on either side: from the change before to the one after.
    const index = changes.indexOf(split.at);
    const from = split.accepted ? levels[index]! : split.from;
    const to = split.accepted ? levels[index + 2]! : split.to;
    const at = split.at;
    const shift = cohensD(clean.slice(from, at), clean.slice(at, to));
    const beforeRows = points.slice(from, at).reduce((sum, point) => sum + point.n, 0);
    const afterRows = points.slice(at, to).reduce((sum, point) => sum + point.n, 0);
    const shiftFound: Omit<LevelShiftInsight, 'q' | 'threshold' | 'score'> = {
      kind: 'level-shift',
      id: order === 0 ? `level-shift:${key}` : `level-shift:${key}@${at}`,
      columns,
      n: m,
      test: 'cusum',
      statistic: { value: split.statistic },
      effect: { measure: 'cohensD', value: shift.d, low: shift.low, high: shift.high },
      p: sigma > 0 ? brownianBridgeUpper(split.statistic) : 1,
      share: Math.min(afterRows, beforeRows) / rowCount,
      at,
      from: points[at]!.from,
      before: sumSquares(clean, from, at, w).mean,
      after: sumSquares(clean, at, to, w).mean,
      chart: series,
    };
    out.push({ candidate: shiftFound, eligible: split.accepted && stepsWin });
  });
  // With no change accepted, the line against the best single step, as a rival reading.
  const first = splits[0]!;
  const stepSse = sumSquares(clean, 0, first.at, w).sum + sumSquares(clean, first.at, m, w).sum;
  const lineWins = changes.length ? !stepsWin : lineSse <= stepSse;

  if (m >= minTrendPoints) {
    const trend = mannKendall(clean);
    const se = Math.sqrt(0.437 / (m - 4));
    const fisher = Math.atanh(Math.max(-0.9999999, Math.min(0.9999999, trend.tau)));
    const trendFound: Omit<TrendInsight, 'q' | 'threshold' | 'score'> = {
      kind: 'trend',
      id: `trend:${key}`,
      columns,
      n: m,
      test: 'mann-kendall',
      statistic: { value: trend.s },
      effect: {
        measure: 'kendallTau',
        value: trend.tau,
        low: Math.tanh(fisher - z975() * se),
        high: Math.tanh(fisher + z975() * se),
      },
      p: normalTwoSided(trend.z),
      share: rows / rowCount,
      slope: { value: trend.slope, low: trend.low, high: trend.high },
      chart: series,
    };
    out.push({ candidate: trendFound, eligible: lineWins });
  }

  const lag = seasonLags[series.bucket];
  const contiguous = points.length === profile.overTime.bins.length && !series.step;
  if (lag && contiguous && m >= 2 * lag + 4) {
    const residuals = deseasonalTrend(clean, lag);
    const r = autocorrelation(residuals, lag);
    const count = residuals.length;
    // Bartlett: the residuals of white noise are correlated at lags under the season's, which widens r's spread.
    const inflation = filterInflation(lag);
    const z = (r * Math.sqrt(count)) / Math.sqrt(inflation);
    const se = Math.sqrt(inflation / Math.max(1, count - 3));
    const fisher = Math.atanh(Math.max(-0.9999999, Math.min(0.9999999, r)));
    const seasonFound: Omit<SeasonalityInsight, 'q' | 'threshold' | 'score'> = {
      kind: 'seasonality',
      id: `seasonality:${key}`,
      columns,
      n: count,
      test: 'autocorrelation',
      statistic: { value: z },
      effect: {
        measure: 'autocorrelation',
        value: r,
        low: Math.tanh(fisher - z975() * se),
        high: Math.tanh(fisher + z975() * se),
      },
      p: normalUpper(z),
      share: rows / rowCount,
      lag,
      chart: series,
    };
    out.push({ candidate: seasonFound, eligible: true });
  }
  return out;
}

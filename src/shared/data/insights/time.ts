import { bucketing } from '../profile/dates';
import type { DateColumn } from '../profile/types';
import type { DateData, NumberData } from './columns';
import { brownianBridgeUpper, normalQuantile, normalTwoSided, normalUpper } from './distributions';
import { mad, madScale, median, medianSorted } from './ranks';
import { confidence, effectFloors, minSeriesPoints, minShiftSide, minTrendPoints } from './thresholds';
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
 * the points (m · P(|Z| ≥ z)), as the point is the most extreme of m.
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
 * Over time, for one date column and one measure: a spike (one bucket far from its neighbours), a level shift
 * (CUSUM on the series with spikes replaced by their running median, so a spike can never be a change point), a
 * monotone trend (Mann–Kendall, Sen's slope) and a season (autocorrelation at the season's lag). A shift and a
 * trend are rival readings: the one whose fit (a step or a line) leaves less error is the one shown.
 */
export function findTimePatterns(
  date: DateData,
  profile: DateColumn,
  measure: NumberData,
  rowCount: number,
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
    p: Math.min(1, m * normalTwoSided(spikeZ)),
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
  // The CUSUM of row-weighted residuals in row time: under no change, S(k) / (σ √N) is a Brownian bridge.
  const counts = points.map((point) => point.n);
  const w = (index: number) => counts[index]!;
  // σ here by the mean square of the standardised differences (von Neumann): the lone spikes are gone, and its
  // smaller sampling error than the MAD's keeps noise from passing for a shift; a real shift only inflates it.
  const sigma = rowNoise(clean, counts, true);
  const grand = sumSquares(clean, 0, m, w).mean;
  // The statistic is the CUSUM's maximum; the change point is where the standardised CUSUM peaks (the split
  // leaving the least weighted error), a better estimate of where it happened.
  let cusum = 0;
  let best = 0;
  let peak = 0;
  let at = 1;
  let before = 0;
  for (let index = 0; index < m - 1; index++) {
    cusum += counts[index]! * (clean[index]! - grand);
    before += counts[index]!;
    best = Math.max(best, Math.abs(cusum));
    const standardised = (cusum * cusum) / (before * (rows - before));
    if (standardised > peak) [peak, at] = [standardised, index + 1];
  }
  const statistic = sigma > 0 ? best / (sigma * Math.sqrt(rows)) : 0;
  const total = sumSquares(clean, 0, m, w).sum;
  const stepSse = sumSquares(clean, 0, at, w).sum + sumSquares(clean, at, m, w).sum;
  const lineSse = linearSse(clean, w);
  const shift = cohensD(clean.slice(0, at), clean.slice(at));
  const afterRows = points.slice(at).reduce((sum, point) => sum + point.n, 0);
  const shiftFound: Omit<LevelShiftInsight, 'q' | 'threshold' | 'score'> = {
    kind: 'level-shift',
    id: `level-shift:${key}`,
    columns,
    n: m,
    test: 'cusum',
    statistic: { value: statistic },
    effect: { measure: 'cohensD', value: shift.d, low: shift.low, high: shift.high },
    p: sigma > 0 ? brownianBridgeUpper(statistic) : 1,
    share: Math.min(afterRows, rows - afterRows) / rowCount,
    at,
    from: points[at]!.from,
    before: sumSquares(clean, 0, at, w).mean,
    after: sumSquares(clean, at, m, w).mean,
    chart: series,
  };
  // BIC: a step (a change point and a second mean) must pay 2 ln m in residual variance units.
  const bic = sigma > 0 && (total - stepSse) / (sigma * sigma) > 2 * Math.log(m);
  const sides = at >= minShiftSide && m - at >= minShiftSide;
  out.push({ candidate: shiftFound, eligible: bic && sides && stepSse < lineSse });

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
    out.push({ candidate: trendFound, eligible: lineSse <= stepSse });
  }

  const lag = seasonLags[series.bucket];
  const contiguous = points.length === profile.overTime.bins.length && !series.step;
  if (lag && contiguous && m >= 2 * lag + 4) {
    const residuals = deseasonalTrend(clean, lag);
    const r = autocorrelation(residuals, lag);
    const count = residuals.length;
    const se = 1 / Math.sqrt(Math.max(1, count - 3));
    const fisher = Math.atanh(Math.max(-0.9999999, Math.min(0.9999999, r)));
    const seasonFound: Omit<SeasonalityInsight, 'q' | 'threshold' | 'score'> = {
      kind: 'seasonality',
      id: `seasonality:${key}`,
      columns,
      n: count,
      test: 'autocorrelation',
      statistic: { value: r * Math.sqrt(count) },
      effect: {
        measure: 'autocorrelation',
        value: r,
        low: Math.tanh(fisher - z975() * se),
        high: Math.tanh(fisher + z975() * se),
      },
      p: normalUpper(r * Math.sqrt(count)),
      share: rows / rowCount,
      lag,
      chart: series,
    };
    out.push({ candidate: seasonFound, eligible: true });
  }
  return out;
}

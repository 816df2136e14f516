import type { NumberColumn } from '../profile/types';
import type { NumberData } from './columns';
import { chiSquareQuantile, normalTwoSided, poissonUpper } from './distributions';
import { madScale, madSorted, medianSorted } from './ranks';
import {
  confidence,
  effectFloors,
  minPairRows,
  outlierRowsKept,
  outlierSkewLog,
  outlierZ,
} from './thresholds';
import type { OutlierInsight, Tested } from './types';

type Found = Omit<OutlierInsight, 'q' | 'threshold' | 'score'>;

/**
 * Outliers of one number column by the robust z of Iglewicz and Hoaglin, (x − median) / (1.4826 · MAD), beyond
 * 3.5; on the log for a skewed column (skewness over 1) of positive values, on log1p when zeros are among them.
 * The test: whether the count beyond the cut-off exceeds the floor's multiple (3) of what normal data would give
 * (n · P(|Z| > 3.5)), Poisson upper tail, so a mixture's somewhat heavier tails (2.7 times for one region 25 %
 * higher) are not outliers at any size; the effect is the excess ratio, its interval Garwood's exact Poisson
 * interval over the expected count.
 */
export function findOutliers(
  data: NumberData,
  sorted: Float64Array,
  profile: NumberColumn,
  lines: readonly number[],
  rowCount: number,
): Tested | undefined {
  const stats = profile.stats;
  if (!stats || data.count < minPairRows) return undefined;
  const logScale = (stats.skewness ?? 0) > outlierSkewLog && stats.min >= 0;
  // log for positive values (a lognormal becomes normal), log1p when a zero is among them.
  const log = stats.min > 0 ? Math.log : Math.log1p;
  const unlog = stats.min > 0 ? Math.exp : Math.expm1;
  const source = data.values;
  // The log keeps the order, so the median on the log scale is the log of the sorted values' median.
  const scaled = logScale ? sorted.map(log) : sorted;
  const center = medianSorted(scaled);
  const spread = madSorted(scaled, center) * madScale;
  if (!(spread > 0)) return undefined;
  const n = data.count;
  let count = 0;
  const top: { row: number; z: number }[] = [];
  for (let row = 0; row < source.length; row++) {
    const value = source[row]!;
    if (value !== value) continue;
    const z = ((logScale ? log(value) : value) - center) / spread;
    if (Math.abs(z) <= outlierZ) continue;
    count++;
    let at = top.length;
    while (at > 0 && Math.abs(top[at - 1]!.z) < Math.abs(z)) at--;
    if (at < outlierRowsKept) {
      top.splice(at, 0, { row, z });
      if (top.length > outlierRowsKept) top.pop();
    }
  }
  const expected = n * normalTwoSided(outlierZ);
  const alpha = 1 - confidence;
  const low = count > 0 ? chiSquareQuantile(alpha / 2, 2 * count) / 2 : 0;
  const high = chiSquareQuantile(1 - alpha / 2, 2 * count + 2) / 2;
  const back = (value: number) => (logScale ? unlog(value) : value);
  const found: Found = {
    kind: 'outlier',
    id: `outlier:${data.name}`,
    columns: [data.name],
    n,
    test: 'robust-z',
    statistic: { value: count },
    effect: { measure: 'outlierExcess', value: count / expected, low: low / expected, high: high / expected },
    p: poissonUpper(count, effectFloors.outlierExcess * expected),
    share: count / rowCount,
    count,
    logScale,
    rows: top.map(({ row, z }) => ({ row: row + 1, line: lines[row], value: source[row]!, z })),
    chart: {
      median: back(center),
      low: back(center - outlierZ * spread),
      high: back(center + outlierZ * spread),
    },
  };
  return { candidate: found, eligible: count > 0 };
}

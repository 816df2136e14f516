import type { CategoryData, ColumnData, NumberData } from './columns';
import { chiSquareUpper, normalQuantile, tQuantile, tTwoSided } from './distributions';
import { levelMeans, levelSums, topLevels } from './relationships';
import { confidence, levelsKept, minSegmentRows, minSegmentShare } from './thresholds';
import type { Level, SegmentInsight, Tested } from './types';

type Found = Omit<SegmentInsight, 'q' | 'threshold' | 'score'>;

/**
 * The levels worth a test: at least 30 rows and 1 % of the complete rows, with at least 30 rows left for the rest.
 * With two levels only, one test says it all: the smaller level's (the first on a tie).
 */
function testedLevels(counts: Float64Array, n: number): number[] {
  const levels: number[] = [];
  for (let level = 0; level < counts.length; level++) {
    const count = counts[level]!;
    if (count >= minSegmentRows && count >= minSegmentShare * n && n - count >= minSegmentRows)
      levels.push(level);
  }
  const present = Array.from(counts).filter((count) => count > 0).length;
  if (present === 2 && levels.length === 2) {
    const [a, b] = levels as [number, number];
    return [counts[b]! < counts[a]! ? b : a];
  }
  return levels;
}

/**
 * Each level's mean (never its sum) against the mean of the other rows: Welch's t-test, the difference with its
 * Welch interval, Cohen's d on the pooled SD with its large-sample interval (Hedges and Olkin).
 */
function meanSegments(category: CategoryData, measure: NumberData, rowCount: number): Found[] {
  const { counts, sums, squares, shift } = levelSums(category, measure.values);
  let n = 0;
  let total = 0;
  let totalSquares = 0;
  for (let level = 0; level < counts.length; level++) {
    n += counts[level]!;
    total += sums[level]!;
    totalSquares += squares[level]!;
  }
  const z = normalQuantile(1 - (1 - confidence) / 2);
  const out: Found[] = [];
  for (const level of testedLevels(counts, n)) {
    const n1 = counts[level]!;
    const n2 = n - n1;
    const m1 = sums[level]! / n1;
    const m2 = (total - sums[level]!) / n2;
    const v1 = Math.max(0, (squares[level]! - n1 * m1 * m1) / (n1 - 1));
    const v2 = Math.max(0, (totalSquares - squares[level]! - n2 * m2 * m2) / (n2 - 1));
    const se = Math.sqrt(v1 / n1 + v2 / n2);
    if (!(se > 0)) continue;
    const difference = m1 - m2;
    const t = difference / se;
    const df = (v1 / n1 + v2 / n2) ** 2 / ((v1 / n1) ** 2 / (n1 - 1) + (v2 / n2) ** 2 / (n2 - 1));
    const margin = tQuantile(1 - (1 - confidence) / 2, df) * se;
    const pooled = Math.sqrt(((n1 - 1) * v1 + (n2 - 1) * v2) / (n - 2));
    const d = difference / pooled;
    const seD = Math.sqrt(n / (n1 * n2) + (d * d) / (2 * n));
    const mean = m1 + shift;
    const rest = m2 + shift;
    out.push({
      kind: 'segment',
      id: `segment:${category.name}=${category.labels[level]!}:${measure.name}`,
      columns: [category.name, measure.name],
      n,
      test: 'welch-t',
      statistic: { value: t, df: [df] },
      effect: { measure: 'cohensD', value: d, low: d - z * seD, high: d + z * seD },
      p: tTwoSided(t, df),
      share: n1 / rowCount,
      segment: { column: category.name, value: category.labels[level]! },
      measure: measure.name,
      mean,
      rest,
      difference: { value: difference, low: difference - margin, high: difference + margin },
      relative: rest > 0 ? mean / rest - 1 : null,
      chart: { levels: levelMeans(category, counts, sums, shift, level) },
    });
  }
  return out;
}

/**
 * Each level's share of true in a boolean measure against the rest's: Pearson's χ² on the 2 × 2 table, the
 * difference of shares with its Wald interval, Cohen's h with its interval h ± z √(1/n₁ + 1/n₂).
 */
function shareSegments(category: CategoryData, measure: CategoryData, rowCount: number): Found[] {
  const k = category.labels.length;
  const counts = new Float64Array(k);
  const trues = new Float64Array(k);
  for (let row = 0; row < category.codes.length; row++) {
    const level = category.codes[row]!;
    const value = measure.codes[row]!;
    if (level < 0 || value < 0) continue;
    counts[level]!++;
    trues[level]! += value;
  }
  let n = 0;
  let allTrue = 0;
  for (let level = 0; level < k; level++) {
    n += counts[level]!;
    allTrue += trues[level]!;
  }
  if (allTrue === 0 || allTrue === n) return [];
  const z = normalQuantile(1 - (1 - confidence) / 2);
  const levels: Level[] = topLevels(Array.from(counts), levelsKept).map((level) => ({
    value: category.labels[level]!,
    n: counts[level]!,
    mean: trues[level]! / counts[level]!,
  }));
  const out: Found[] = [];
  for (const level of testedLevels(counts, n)) {
    const n1 = counts[level]!;
    const n2 = n - n1;
    const a = trues[level]!;
    const c = allTrue - a;
    const p1 = a / n1;
    const p2 = c / n2;
    const falses = n - allTrue;
    const chi2 = (n * (a * (n2 - c) - (n1 - a) * c) ** 2) / (n1 * n2 * allTrue * falses);
    const h = 2 * Math.asin(Math.sqrt(p1)) - 2 * Math.asin(Math.sqrt(p2));
    const seH = Math.sqrt(1 / n1 + 1 / n2);
    const margin = z * Math.sqrt((p1 * (1 - p1)) / n1 + (p2 * (1 - p2)) / n2);
    const chart = levels.some((entry) => entry.value === category.labels[level])
      ? levels
      : [...levels.slice(0, -1), { value: category.labels[level]!, n: n1, mean: p1 }];
    out.push({
      kind: 'segment',
      id: `segment:${category.name}=${category.labels[level]!}:${measure.name}`,
      columns: [category.name, measure.name],
      n,
      test: 'chi-squared',
      statistic: { value: chi2, df: [1] },
      effect: { measure: 'cohensH', value: h, low: h - z * seH, high: h + z * seH },
      p: chiSquareUpper(chi2, 1),
      share: n1 / rowCount,
      segment: { column: category.name, value: category.labels[level]! },
      measure: measure.name,
      mean: p1,
      rest: p2,
      difference: { value: p1 - p2, low: p1 - p2 - margin, high: p1 - p2 + margin },
      relative: p2 > 0 ? p1 / p2 - 1 : null,
      chart: { levels: chart },
    });
  }
  return out;
}

/** Segments one level deep: every category (or boolean) column against every number and boolean measure. */
export function findSegments(columns: readonly ColumnData[], rowCount: number, onPair: () => void): Tested[] {
  const out: Tested[] = [];
  for (const category of columns) {
    if (category.kind !== 'category') continue;
    for (const measure of columns) {
      if (measure === category) continue;
      if (measure.kind === 'number')
        for (const found of meanSegments(category, measure, rowCount)) out.push(tested(found));
      else if (measure.kind === 'category' && measure.boolean)
        for (const found of shareSegments(category, measure, rowCount)) out.push(tested(found));
      else continue;
      onPair();
    }
  }
  return out;
}

const tested = (candidate: Found): Tested => ({ candidate, eligible: true });

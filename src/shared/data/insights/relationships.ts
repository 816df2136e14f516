import type { CategoryData, ColumnData, NumberData } from './columns';
import {
  chiSquareUpper,
  fUpper,
  invertNoncentrality,
  noncentralChiSquareCdf,
  noncentralFCdf,
  normalQuantile,
  tTwoSided,
} from './distributions';
import { rankRows, type Ranked } from './ranks';
import { confidence, levelsKept, minPairRows, redundantRho, scatterPointsKept } from './thresholds';
import type { Level, RelationshipInsight, Tested } from './types';

type Found = Omit<RelationshipInsight, 'q' | 'threshold' | 'score'>;
const z975 = () => normalQuantile(1 - (1 - confidence) / 2);
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * Spearman's ρ on the complete pairs: Pearson's r of mid-ranks. p by the t approximation (n − 2 df); the interval
 * by Fisher's z with Bonett and Wright's standard error √((1 + ρ²/2) / (n − 3)).
 */
export function spearman(
  a: NumberData,
  b: NumberData,
  ranked: Map<number, Ranked>,
  rowCount: number,
): Found | undefined {
  const x = a.values;
  const y = b.values;
  const both = (row: number) => x[row] === x[row] && y[row] === y[row];
  let n = 0;
  if (a.count === x.length && b.count === y.length) n = x.length;
  else for (let row = 0; row < x.length; row++) if (both(row)) n++;
  if (n < minPairRows) return undefined;
  // Each column's ranks are computed once; a pair with rows missing in one column ranks its complete rows anew.
  const rx = n === a.count ? ranked.get(a.index)!.ranks : rankRows(x, both).ranks;
  const ry = n === b.count ? ranked.get(b.index)!.ranks : rankRows(y, both).ranks;
  const meanRank = (n + 1) / 2;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let row = 0; row < x.length; row++) {
    const u = rx[row]!;
    if (u !== u || ry[row] !== ry[row]) continue;
    const dx = u - meanRank;
    const dy = ry[row]! - meanRank;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return undefined;
  const rho = Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
  const t = Math.abs(rho) >= 1 ? Infinity : rho * Math.sqrt((n - 2) / (1 - rho * rho));
  const p = Number.isFinite(t) ? tTwoSided(t, n - 2) : 0;
  const fisher = Math.atanh(Math.max(-0.9999999, Math.min(0.9999999, rho)));
  const se = Math.sqrt((1 + (rho * rho) / 2) / (n - 3));
  const points: [number, number][] = [];
  const stride = n / Math.min(n, scatterPointsKept);
  let seen = 0;
  let nextAt = 0;
  for (let row = 0; row < x.length && points.length < scatterPointsKept; row++) {
    if (!both(row)) continue;
    if (seen++ >= nextAt) {
      points.push([x[row]!, y[row]!]);
      nextAt += stride;
    }
  }
  return {
    kind: 'relationship',
    id: `relationship:${a.name}|${b.name}`,
    pair: 'number-number',
    columns: [a.name, b.name],
    n,
    test: 'spearman',
    statistic: { value: Number.isFinite(t) ? t : Math.sign(rho) * Number.MAX_VALUE, df: [n - 2] },
    effect: {
      measure: 'rho',
      value: rho,
      low: Math.tanh(fisher - z975() * se),
      high: Math.tanh(fisher + z975() * se),
    },
    p,
    share: n / rowCount,
    redundant: Math.abs(rho) >= redundantRho,
    chart: { type: 'points', points },
  };
}

/** The levels with the most rows first (ties by first appearance), at most `keep`. */
export function topLevels(counts: readonly number[], keep: number): number[] {
  return counts
    .map((count, level) => [count, level] as const)
    .filter(([count]) => count > 0)
    .sort((p, q) => q[0] - p[0] || p[1] - q[1])
    .slice(0, keep)
    .map(([, level]) => level);
}

/**
 * Bias-corrected Cramér's V (Bergsma 2013) with Pearson's χ² test; the interval from the non-centrality that puts
 * the observed χ² at the 97.5th and 2.5th percentiles, on V's scale √(λ / (n (k − 1))), found only for an insight
 * (each end is a search of some 70 χ² CDFs).
 */
export function cramersV(a: CategoryData, b: CategoryData, rowCount: number): Tested | undefined {
  const r = a.labels.length;
  const c = b.labels.length;
  const table = new Float64Array(r * c);
  let n = 0;
  for (let row = 0; row < a.codes.length; row++) {
    const i = a.codes[row]!;
    const j = b.codes[row]!;
    if (i < 0 || j < 0) continue;
    table[i * c + j]!++;
    n++;
  }
  if (n < minPairRows) return undefined;
  const rowSums = new Float64Array(r);
  const colSums = new Float64Array(c);
  for (let i = 0; i < r; i++)
    for (let j = 0; j < c; j++) {
      rowSums[i]! += table[i * c + j]!;
      colSums[j]! += table[i * c + j]!;
    }
  const rows = rowSums.filter((sum) => sum > 0).length;
  const cols = colSums.filter((sum) => sum > 0).length;
  if (rows < 2 || cols < 2) return undefined;
  let chi2 = 0;
  for (let i = 0; i < r; i++)
    for (let j = 0; j < c; j++) {
      const expected = (rowSums[i]! * colSums[j]!) / n;
      if (expected > 0) chi2 += (table[i * c + j]! - expected) ** 2 / expected;
    }
  const df = (rows - 1) * (cols - 1);
  const phi2 = Math.max(0, chi2 / n - df / (n - 1));
  const rowsCorrected = rows - (rows - 1) ** 2 / (n - 1);
  const colsCorrected = cols - (cols - 1) ** 2 / (n - 1);
  const denominator = Math.min(rowsCorrected - 1, colsCorrected - 1);
  const v = denominator > 0 ? Math.sqrt(phi2 / denominator) : 0;
  const k = Math.min(rows, cols) - 1;
  const bound = (target: number) =>
    clamp01(Math.sqrt(invertNoncentrality((l) => noncentralChiSquareCdf(chi2, df, l), target) / (n * k)));
  const keptRows = topLevels(Array.from(rowSums), levelsKept);
  const keptCols = topLevels(Array.from(colSums), levelsKept);
  const found: Found = {
    kind: 'relationship',
    id: `relationship:${a.name}|${b.name}`,
    pair: 'category-category',
    columns: [a.name, b.name],
    n,
    test: 'chi-squared',
    statistic: { value: chi2, df: [df] },
    effect: { measure: 'cramersV', value: clamp01(v), low: null, high: null },
    p: chiSquareUpper(chi2, df),
    share: n / rowCount,
    redundant: false,
    chart: {
      type: 'table',
      rows: keptRows.map((i) => a.labels[i]!),
      columns: keptCols.map((j) => b.labels[j]!),
      counts: keptRows.map((i) => keptCols.map((j) => table[i * c + j]!)),
    },
  };
  const interval = () => ({ low: bound(1 - (1 - confidence) / 2), high: bound((1 - confidence) / 2) });
  return { candidate: found, eligible: true, interval };
}

/**
 * Per level of a category: rows, sum and sum of squares of a number column over the complete rows, the values
 * taken from `shift` (the first complete value) so large values keep their variance's digits. Computed once per
 * category and measure (the relationship and the segments read the same sums); the result is read-only.
 */
export function levelSums(category: CategoryData, values: Float64Array): LevelSums {
  let known = summed.get(category);
  if (!known) summed.set(category, (known = new Map()));
  let sums = known.get(values);
  if (!sums) known.set(values, (sums = sumLevels(category, values)));
  return sums;
}

type LevelSums = { counts: Float64Array; sums: Float64Array; squares: Float64Array; shift: number };
/** The sums of each category against each measure, made once for its η² and again for its segments: kept. */
const summed = new WeakMap<CategoryData, Map<Float64Array, LevelSums>>();

function sumLevels(category: CategoryData, values: Float64Array): LevelSums {
  const k = category.labels.length;
  const counts = new Float64Array(k);
  const sums = new Float64Array(k);
  const squares = new Float64Array(k);
  let shift = Number.NaN;
  for (let row = 0; row < values.length; row++) {
    const level = category.codes[row]!;
    let value = values[row]!;
    if (level < 0 || value !== value) continue;
    if (shift !== shift) shift = value;
    value -= shift;
    counts[level]!++;
    sums[level]! += value;
    squares[level]! += value * value;
  }
  return { counts, sums, squares, shift: shift === shift ? shift : 0 };
}

/** The levels with the most rows (and `also`, when given and not among them), with their means. */
export function levelMeans(
  category: CategoryData,
  counts: Float64Array,
  sums: Float64Array,
  shift: number,
  also?: number,
): Level[] {
  const kept = topLevels(Array.from(counts), levelsKept);
  if (also !== undefined && !kept.includes(also)) kept[kept.length - 1] = also;
  return kept.map((level) => ({
    value: category.labels[level]!,
    n: counts[level]!,
    mean: sums[level]! / counts[level]! + shift,
  }));
}

/**
 * The correlation ratio η (its square, the share of variance between levels) with the one-way ANOVA F test; the
 * interval of η² from the non-centrality of F (Steiger 2004): η² = λ / (λ + n), found only for an insight.
 */
export function correlationRatio(
  category: CategoryData,
  measure: NumberData,
  rowCount: number,
): Tested | undefined {
  const { counts, sums, squares, shift } = levelSums(category, measure.values);
  let n = 0;
  let total = 0;
  let levels = 0;
  for (let level = 0; level < counts.length; level++) {
    n += counts[level]!;
    total += sums[level]!;
    if (counts[level]! > 0) levels++;
  }
  if (n < minPairRows || levels < 2 || n <= levels) return undefined;
  const grand = total / n;
  let between = 0;
  let within = 0;
  for (let level = 0; level < counts.length; level++) {
    const count = counts[level]!;
    if (!count) continue;
    const mean = sums[level]! / count;
    between += count * (mean - grand) ** 2;
    within += Math.max(0, squares[level]! - count * mean * mean);
  }
  const totalSquares = between + within;
  if (!(totalSquares > 0)) return undefined;
  const df1 = levels - 1;
  const df2 = n - levels;
  const f = within > 0 ? between / df1 / (within / df2) : Number.MAX_VALUE;
  const eta2 = between / totalSquares;
  const bound = (target: number) => {
    const lambda = invertNoncentrality((l) => noncentralFCdf(f, df1, df2, l), target);
    return lambda / (lambda + n);
  };
  const found: Found = {
    kind: 'relationship',
    id: `relationship:${category.name}|${measure.name}`,
    pair: 'category-number',
    columns: [category.name, measure.name],
    n,
    test: 'anova',
    statistic: { value: f, df: [df1, df2] },
    effect: { measure: 'etaSquared', value: eta2, low: null, high: null },
    p: fUpper(f, df1, df2),
    share: n / rowCount,
    redundant: false,
    chart: { type: 'bars', levels: levelMeans(category, counts, sums, shift) },
  };
  const interval = () => ({ low: bound(1 - (1 - confidence) / 2), high: bound((1 - confidence) / 2) });
  return { candidate: found, eligible: true, interval };
}

/** Every usable pair once, in column order: number–number, category–category, category–number. */
export function findRelationships(
  columns: readonly ColumnData[],
  ranked: Map<number, Ranked>,
  rowCount: number,
  onPair: () => void,
): Tested[] {
  const out: Tested[] = [];
  for (let i = 0; i < columns.length; i++)
    for (let j = i + 1; j < columns.length; j++) {
      const a = columns[i]!;
      const b = columns[j]!;
      let found: Tested | undefined;
      if (a.kind === 'number' && b.kind === 'number') {
        const pair = spearman(a, b, ranked, rowCount);
        found = pair && { candidate: pair, eligible: true };
      } else if (a.kind === 'category' && b.kind === 'category') found = cramersV(a, b, rowCount);
      else if (a.kind === 'category' && b.kind === 'number') found = correlationRatio(a, b, rowCount);
      else if (a.kind === 'number' && b.kind === 'category') found = correlationRatio(b, a, rowCount);
      else continue;
      if (found) out.push(found);
      onPair();
    }
  return out;
}

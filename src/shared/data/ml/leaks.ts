import type { ReadColumn } from './read';
import { presentRows, valuesAt } from './present';
import { averageRanks, pearson, rocAuc } from './ranks';
import type { Target } from './task';
import type { Leak } from './types';

/** A feature alone this good is held back as a possible leak (issue 21). */
export const leakAuc = 0.99;
export const leakRho = 0.98;
/** A copy: this share of the rows with both cells present hold the same text. */
export const leakCopyShare = 0.99;

/** Quantile bins a number is cut into to score it against classes (fewer when rows are few). */
const maxLeakBins = 20;

function copyShare(cells: readonly string[], targetCells: readonly string[], rows: Uint32Array): number {
  let both = 0;
  let same = 0;
  for (const row of rows) {
    const a = cells[row]?.trim() ?? '';
    const b = targetCells[row]?.trim() ?? '';
    if (a === '' || b === '') continue;
    both++;
    if (a === b) same++;
  }
  return both >= 10 ? same / both : 0;
}

/** Each row's group: a quantile bin of a number (0 when missing), or a category's label (0 when missing). */
function groupsOf(column: ReadColumn, rows: Uint32Array): { group: Int32Array; groups: number } {
  const group = new Int32Array(rows.length);
  if ('labels' in column) {
    const slots = new Map<string, number>();
    rows.forEach((row, at) => {
      const label = column.labels[row];
      if (label === undefined) return;
      let slot = slots.get(label);
      if (slot === undefined) slots.set(label, (slot = slots.size + 1));
      group[at] = slot;
    });
    return { group, groups: slots.size + 1 };
  }
  const present = valuesAt(column.values, presentRows(column.values, rows)).sort();
  const bins = Math.max(2, Math.min(maxLeakBins, Math.floor(present.length / 100)));
  const cuts: number[] = [];
  for (let bin = 1; bin < bins; bin++) {
    const cut = present[Math.floor((bin * present.length) / bins)]!;
    if (cuts.length === 0 || cut > cuts[cuts.length - 1]!) cuts.push(cut);
  }
  rows.forEach((row, at) => {
    const value = column.values[row]!;
    if (Number.isNaN(value)) return;
    let bin = 0;
    while (bin < cuts.length && value >= cuts[bin]!) bin++;
    group[at] = bin + 1;
  });
  return { group, groups: cuts.length + 2 };
}

/**
 * One-vs-rest AUC of each class's share in the row's group (weighted by class size): how well the feature alone
 * sorts the classes, monotone or not, its missing values a group of their own.
 */
function groupAuc(
  group: Int32Array,
  groups: number,
  y: Float64Array,
  rows: Uint32Array,
  classes: number,
): number {
  const counts = new Float64Array(groups * classes);
  rows.forEach((row, at) => counts[group[at]! * classes + y[row]!]!++);
  const sizes = new Float64Array(groups);
  for (let g = 0; g < groups; g++) for (let c = 0; c < classes; c++) sizes[g]! += counts[g * classes + c]!;
  const used = Uint32Array.from({ length: groups }, (_, g) => g).filter((g) => sizes[g]! > 0);
  let total = 0;
  let weighted = 0;
  for (let c = classes === 2 ? 1 : 0; c < classes; c++) {
    const share = Float64Array.from(used, (g) => counts[g * classes + c]! / sizes[g]!);
    const positives = Float64Array.from(used, (g) => counts[g * classes + c]!);
    const negatives = Float64Array.from(used, (g) => sizes[g]! - counts[g * classes + c]!);
    // Each group twice: its positives and its negatives, at the group's score.
    const scores = new Float64Array(2 * used.length);
    const weights = new Float64Array(2 * used.length);
    for (let at = 0; at < used.length; at++) {
      scores[2 * at] = scores[2 * at + 1] = share[at]!;
      weights[2 * at] = positives[at]!;
      weights[2 * at + 1] = negatives[at]!;
    }
    const auc = rocAuc(scores, (index) => index % 2 === 0, weights);
    if (auc === null) continue;
    const size = positives.reduce((sum, value) => sum + value, 0);
    weighted += auc * size;
    total += size;
  }
  return total > 0 ? weighted / total : 0;
}

/** The correlation ratio η of a number with a category's labels. */
function eta(labels: (string | undefined)[], y: Float64Array, rows: Uint32Array): number {
  const sums = new Map<string, [number, number]>();
  const values: number[] = [];
  for (const row of rows) {
    const label = labels[row];
    if (label === undefined) continue;
    const entry = sums.get(label) ?? [0, 0];
    entry[0] += y[row]!;
    entry[1]++;
    sums.set(label, entry);
    values.push(y[row]!);
  }
  if (values.length < 10) return 0;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const total = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  let between = 0;
  for (const [sum, count] of sums.values()) between += count * (sum / count - mean) ** 2;
  return total > 0 ? Math.sqrt(between / total) : 0;
}

/** The target's ranks on the training rows, kept per rows array: every number without missing values shares them. */
const rankCache = new WeakMap<Uint32Array, { y: Float64Array; ranks: Float64Array }>();

/** The average ranks of the target on `both` (the rows where a feature is present, a subset of `rows`). */
function targetRanks(target: Target, both: Uint32Array, rows: Uint32Array): Float64Array {
  const ranks = () => averageRanks(valuesAt(target.y, both));
  if (both.length !== rows.length) return ranks();
  const cached = rankCache.get(rows);
  if (cached && cached.y === target.y) return cached.ranks;
  const fresh = ranks();
  rankCache.set(rows, { y: target.y, ranks: fresh });
  return fresh;
}

/**
 * Whether a feature alone predicts the target almost perfectly on the training rows: a copy of its cells, an AUC
 * ≥ 0.99 (classes), |Spearman ρ| ≥ 0.98 (a number or date against a number) or η ≥ 0.98 (a category against a
 * number). The first rule met is named.
 */
export function leakOf(
  column: ReadColumn,
  cells: readonly string[],
  target: Target,
  targetCells: readonly string[],
  rows: Uint32Array,
): Leak | undefined {
  const name = column.reader.name;
  const copy = copyShare(cells, targetCells, rows);
  if (copy >= leakCopyShare) return { column: name, rule: 'copy', value: copy, threshold: leakCopyShare };
  if (target.task === 'regression') {
    if ('labels' in column) {
      const value = eta(column.labels, target.y, rows);
      return value >= leakRho ? { column: name, rule: 'eta', value, threshold: leakRho } : undefined;
    }
    const both = presentRows(column.values, rows);
    if (both.length < 10) return undefined;
    const x = valuesAt(column.values, both);
    const value = Math.abs(pearson(averageRanks(x), targetRanks(target, both, rows)));
    return value >= leakRho ? { column: name, rule: 'rho', value, threshold: leakRho } : undefined;
  }
  const classes = target.classes!.length;
  const { group, groups } = groupsOf(column, rows);
  let value = groupAuc(group, groups, target.y, rows, classes);
  if (classes === 2 && 'values' in column) {
    const both = presentRows(column.values, rows);
    const x = valuesAt(column.values, both);
    const auc = rocAuc(x, (at) => target.y[both[at]!] === 1);
    if (auc !== null && both.length * 2 >= rows.length) value = Math.max(value, auc, 1 - auc);
  }
  return value >= leakAuc ? { column: name, rule: 'auc', value, threshold: leakAuc } : undefined;
}

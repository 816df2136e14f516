import type { ColumnFacts } from './facts';
import {
  alertRowsKept,
  alertValuesKept,
  ambiguousDateShare,
  constantMaxDistinct,
  duplicateRowsMin,
  highCardinalityDistinct,
  highCardinalityShare,
  missingShare,
  mixedTypesShare,
  mostlyMissingShare,
  nearConstantShare,
  skewedAbs,
  uniqueMinPresent,
  uniqueShare,
  variantGroupsMin,
  zerosShare,
} from './thresholds';
import type { Alert, DataProfile } from './types';

/** Duplicate rows: `value` is how many rows repeat an earlier one; `rows` the first such repeats. */
export function tableAlerts(duplicateRows: DataProfile['duplicateRows']): Alert[] {
  if (duplicateRows.count < duplicateRowsMin) return [];
  const rows = duplicateRows.examples
    .flatMap((group) => group.slice(1))
    .sort((a, b) => a - b)
    .slice(0, alertRowsKept);
  return [{ kind: 'duplicate-rows', value: duplicateRows.count, threshold: duplicateRowsMin, rows }];
}

/**
 * A column's findings, in the order of `alertKinds`, each with the rule it met (thresholds.ts) and the rows that
 * show it: for constant, unique and ambiguous dates the first present rows, for near-constant the rows that differ
 * from the common value, for missing the missing rows, for skew the most extreme values, for zeros the zeros, for
 * mixed types the values that do not conform, for variants the first row of each spelling. High cardinality lists
 * no rows (every row shows it).
 */
export function columnAlerts(facts: ColumnFacts, values: readonly string[], rowCount: number): Alert[] {
  const { profile } = facts;
  const column = profile.name;
  const alerts: Alert[] = [];
  const add = ({ kind, ...rest }: Omit<Alert, 'column'>) => alerts.push({ kind, column, ...rest });
  const present = profile.present;
  const constant = present > 0 && facts.topCount === present;
  if (constant)
    add({
      kind: 'constant',
      value: 1,
      threshold: constantMaxDistinct,
      rows: facts.presentRows,
      ...(facts.topValue !== undefined ? { values: [facts.topValue] } : {}),
    });
  const topShare = present ? facts.topCount / present : 0;
  if (!constant && profile.kind !== 'id' && present > 0 && topShare >= nearConstantShare)
    add({
      kind: 'near-constant',
      value: topShare,
      threshold: nearConstantShare,
      rows: facts.otherRows(),
      ...(facts.topValue !== undefined ? { values: [facts.topValue] } : {}),
    });
  const missing = rowCount ? profile.missing / rowCount : 0;
  if (missing >= mostlyMissingShare)
    add({ kind: 'mostly-missing', value: missing, threshold: mostlyMissingShare, rows: facts.missingRows });
  else if (missing >= missingShare)
    add({ kind: 'missing', value: missing, threshold: missingShare, rows: facts.missingRows });
  const textual = profile.kind === 'category' || profile.kind === 'text';
  // Whole numbers that never repeat may be a key nobody named; decimals and dates that never repeat are normal.
  const keyLike = textual || (profile.kind === 'number' && profile.integer);
  const unique = keyLike && present >= uniqueMinPresent && profile.distinct === present;
  if (unique) add({ kind: 'unique', value: 1, threshold: uniqueShare, rows: facts.presentRows });
  if (
    textual &&
    !unique &&
    profile.distinct > highCardinalityDistinct &&
    profile.distinct > highCardinalityShare * present
  )
    add({ kind: 'high-cardinality', value: profile.distinct, threshold: highCardinalityDistinct, rows: [] });
  if (profile.kind === 'number' && profile.stats) {
    const skew = Math.abs(profile.stats.skewness ?? 0);
    if (skew >= skewedAbs)
      add({ kind: 'skewed', value: skew, threshold: skewedAbs, rows: facts.extremeRows?.() ?? [] });
    const zeros = facts.numbers ? profile.stats.zeros / facts.numbers : 0;
    if (zeros >= zerosShare)
      add({ kind: 'zeros', value: zeros, threshold: zerosShare, rows: facts.zeroRows ?? [] });
  }
  const mixed = present ? profile.nonConforming / present : 0;
  if (profile.nonConforming > 0 && mixed >= mixedTypesShare)
    add({
      kind: 'mixed-types',
      value: mixed,
      threshold: mixedTypesShare,
      rows: profile.examples.map((example) => example.row).slice(0, alertRowsKept),
      values: profile.examples.map((example) => example.value).slice(0, alertValuesKept),
    });
  const variants = facts.variants;
  if (variants && variants.groups >= variantGroupsMin)
    add({
      kind: 'variants',
      value: variants.groups,
      threshold: variantGroupsMin,
      rows: variants.rows,
      values: variants.values,
    });
  if ((profile.kind === 'date' || profile.kind === 'datetime') && profile.dateOrderAmbiguous)
    add({
      kind: 'ambiguous-date-order',
      value: 1,
      threshold: ambiguousDateShare,
      rows: facts.presentRows,
      values: facts.presentRows.map((row) => values[row - 1]!),
    });
  return alerts;
}

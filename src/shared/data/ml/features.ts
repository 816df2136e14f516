import { namesAKey, type ColumnType } from '../ingest/types';
import type { DataProfile } from '../profile/types';
import { leakOf } from './leaks';
import { encodeColumn, readColumn, readerOf, type ReadColumn } from './read';
import type { Target } from './task';
import type { Excluded, FeatureColumn, Leak } from './types';

/** Levels of a category one-hot encoded (the most frequent first); the rest share `other`. */
export const maxLevels = 10;
/** A level seen on fewer training rows than this joins `other`. */
export const minLevelRows = 5;

/** The model inputs, column-major (NaN when missing), and the feature columns they come from. */
export type Inputs = { features: FeatureColumn[]; columns: Float64Array[]; owner: Int32Array };

/** A number named as a key (`order_id`) whose values are whole and all different: a row label, not a measure. */
function idLike(type: ColumnType): boolean {
  return type.kind === 'number' && namesAKey(type.name) && !!type.integer && type.distinct === type.present;
}

function levelsOf(column: Extract<ReadColumn, { labels: unknown }>, rows: Uint32Array): string[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const label = column.labels[row];
    if (label !== undefined) counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count >= minLevelRows)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, maxLevels)
    .map(([label]) => label);
}

/**
 * The feature columns: every number, date, category and boolean column but the target, keys (`id` columns and
 * numbers named as keys with all values different), free text, constants, and features that alone predict the
 * target (held back as possible leaks, judged on the training rows). Categories keep their levels from `training`.
 */
export function chooseFeatures(
  columns: readonly string[][],
  types: readonly ColumnType[],
  profile: DataProfile,
  target: Target,
  training: Uint32Array,
  onColumn?: (done: number, total: number) => void,
): { features: FeatureColumn[]; read: ReadColumn[]; excluded: Excluded[]; leaks: Leak[] } {
  const features: FeatureColumn[] = [];
  const read: ReadColumn[] = [];
  const excluded: Excluded[] = [];
  const leaks: Leak[] = [];
  types.forEach((type, index) => {
    const column = type.name;
    if (index === target.index) return excluded.push({ column, reason: 'target' });
    if (type.kind === 'id' || profile.columns[index]?.kind === 'id' || idLike(type))
      return excluded.push({ column, reason: 'id' });
    const reader = readerOf(type);
    if (!reader) return excluded.push({ column, reason: 'text' });
    if (type.distinct < 2) return excluded.push({ column, reason: 'constant' });
    const cells = columns[index] ?? [];
    onColumn?.(index, types.length);
    const values = readColumn(reader, cells);
    const leak = leakOf(values, cells, target, columns[target.index] ?? [], training);
    if (leak) {
      leaks.push(leak);
      return excluded.push({ column, reason: 'leak' });
    }
    if ('labels' in values) {
      const levels = levelsOf(values, training);
      if (levels.length === 0) return excluded.push({ column, reason: 'constant' });
      features.push({ ...reader, levels });
    } else features.push(reader);
    read.push(values);
  });
  return { features, read, excluded, leaks };
}

/** The inputs of read feature columns, and which feature each input belongs to. */
export function inputsOf(features: FeatureColumn[], read: ReadColumn[]): Inputs {
  const columns: Float64Array[] = [];
  const owners: number[] = [];
  features.forEach((feature, index) => {
    for (const input of encodeColumn(feature, read[index]!)) {
      columns.push(input);
      owners.push(index);
    }
  });
  return { features, columns, owner: Int32Array.from(owners) };
}

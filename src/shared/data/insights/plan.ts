import type { ColumnType } from '../ingest/types';
import type { DataProfile } from '../profile/types';
import { maxPairTests, pairRowBudget } from './thresholds';

/** How a column takes part: a number, a date, a category or a boolean (a category that is also a measure). */
type Role = 'number' | 'date' | 'category' | 'boolean';

/** Pair tests among columns of each role: relationships, segments (category × measure) and series (date × number). */
type Tally = { number: number; date: number; category: number; boolean: number };

const roleOf = (type: ColumnType): Role | undefined =>
  type.kind === 'number'
    ? 'number'
    : type.kind === 'date' || type.kind === 'datetime'
      ? 'date'
      : type.kind === 'category'
        ? 'category'
        : type.kind === 'boolean'
          ? 'boolean'
          : undefined;

/**
 * The pair tests among columns of these roles, each a pass over the rows: every pair of numbers, categories and
 * booleans (relationships); every category or boolean against every number and every other boolean (segments);
 * every date against every number (series).
 */
export function pairTests({ number, date, category, boolean }: Tally): number {
  const paired = number + category + boolean;
  const relationships = (paired * (paired - 1)) / 2;
  const segments = (category + boolean) * (number + boolean) - boolean;
  return relationships + segments + date * number;
}

export type Plan = {
  /** Column indices that take part in pair tests (relationships, segments, series). */
  paired: Set<number>;
  /** Usable columns left out of pair tests (their own tests, outliers, are still made), in table order. */
  skipped: { pairs: number; columns: string[] };
  /** Pair tests made: the work the progress counts. */
  pairs: number;
};

/**
 * Which columns enter pair tests, so a wide or long table takes bounded time (docs/decisions/037): pair tests grow
 * as the square of the columns and each is a pass over the rows. The usable columns (numbers, dates, categories and
 * booleans with two values or more) are taken most complete first (values present and readable, ties by table
 * order) while the pair tests among those taken stay within `maxPairTests` and their passes within
 * `pairRowBudget` rows; the first that does not fit ends the list. What is left out is reported, never hidden.
 */
export function planPairs(types: readonly ColumnType[], profile: DataProfile, rowCount: number): Plan {
  const usable = types
    .map((type, index) => ({ type, index, role: roleOf(type), column: profile.columns[index] }))
    .filter(
      (entry): entry is typeof entry & { role: Role } =>
        !!entry.role && !!entry.column && entry.column.distinct >= 2 && entry.column.name === entry.type.name,
    );
  const complete = (entry: (typeof usable)[number]) => entry.column!.present - entry.column!.nonConforming;
  const order = usable.slice().sort((a, b) => complete(b) - complete(a) || a.index - b.index);
  const limit = Math.min(maxPairTests, Math.floor(pairRowBudget / Math.max(1, rowCount)));
  const tally: Tally = { number: 0, date: 0, category: 0, boolean: 0 };
  const all: Tally = { number: 0, date: 0, category: 0, boolean: 0 };
  for (const entry of usable) all[entry.role]++;
  const paired = new Set<number>();
  let full = false;
  for (const entry of order) {
    const next = { ...tally, [entry.role]: tally[entry.role] + 1 };
    if (full || pairTests(next) > limit) {
      full = true;
      continue;
    }
    tally[entry.role]++;
    paired.add(entry.index);
  }
  const pairs = pairTests(tally);
  return {
    paired,
    skipped: {
      pairs: pairTests(all) - pairs,
      columns: usable.filter((entry) => !paired.has(entry.index)).map((entry) => entry.type.name),
    },
    pairs,
  };
}

import type { ColumnKind, ColumnOverride, ColumnType } from '@/shared/data/ingest/types';
import type { DialectChoice } from '@/shared/data/ingest/sniff';
import type { ImportChoices } from '@/shared/data/profile/types';

/** What the import screen shows of a column's type: the ingest's ColumnType, or a profile column (same fields). */
export type ColumnTypeView = Pick<
  ColumnType,
  | 'name'
  | 'kind'
  | 'overridden'
  | 'present'
  | 'missing'
  | 'nonConforming'
  | 'examples'
  | 'dateOrder'
  | 'dateOrderAmbiguous'
>;

/** The choices with one part of the dialect set (or, given undefined, back to detected). */
export function withDialect<K extends keyof DialectChoice>(
  choices: ImportChoices,
  key: K,
  value: DialectChoice[K] | undefined,
): ImportChoices {
  const dialect: DialectChoice = { ...choices.dialect };
  if (value === undefined) delete dialect[key];
  else dialect[key] = value;
  const { dialect: _old, ...rest } = choices;
  return Object.keys(dialect).length > 0 ? { ...rest, dialect } : rest;
}

/** The choices with one column's override changed; an empty override removes it (the column is detected again). */
export function withOverride(
  choices: ImportChoices,
  column: string,
  override: ColumnOverride,
): ImportChoices {
  const overrides = { ...choices.overrides };
  const cleaned: ColumnOverride = {};
  if (override.kind) cleaned.kind = override.kind;
  if (override.dateOrder) cleaned.dateOrder = override.dateOrder;
  if (Object.keys(cleaned).length > 0) overrides[column] = cleaned;
  else delete overrides[column];
  const { overrides: _old, ...rest } = choices;
  return Object.keys(overrides).length > 0 ? { ...rest, overrides } : rest;
}

/** The choices without anything set about how the file is read (encoding, dialect, rows, sheet); types stay. */
export function withoutReadingChoices(choices: ImportChoices): ImportChoices {
  return choices.overrides ? { overrides: choices.overrides } : {};
}

/** Whether the user set anything about how the file is read. */
export const hasReadingChoices = (choices: ImportChoices): boolean =>
  Object.keys(withoutReadingChoices(choices)).length !== Object.keys(choices).length;

/**
 * The kind each column was detected as: the kinds of columns nobody overrode, kept over re-reads so a column the
 * user changed still shows what it was detected as.
 */
export function detectedKinds(
  columns: readonly ColumnTypeView[],
  before: Readonly<Record<string, ColumnKind>> = {},
): Record<string, ColumnKind> {
  const kinds: Record<string, ColumnKind> = { ...before };
  for (const column of columns) if (!column.overridden) kinds[column.name] = column.kind;
  return kinds;
}

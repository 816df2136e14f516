import type { CustomTypesConfig } from 'pg';

/**
 * How a source's values arrive (docs/decisions/055-postgres-source.md): exactly as PostgreSQL printed them, read
 * without loss. Integers up to int4 and floats are numbers (floats are printed shortest-exact, `extra_float_digits`
 * 3); bigint and numeric stay strings, which a number could not hold exactly; timestamps are ISO 8601 (timestamptz
 * in UTC with `Z`); json is its text; bytea is PostgreSQL's hex text (`\x…`); anything else is its text.
 */
export type SourceValue = string | number | boolean | null;
export type SourceValueType =
  | 'boolean'
  | 'integer'
  | 'float'
  | 'bigint'
  | 'numeric'
  | 'date'
  | 'timestamp'
  | 'timestamptz'
  | 'json'
  | 'bytea'
  | 'text';

/** PostgreSQL's built-in type OIDs (`pg_type.dat`). */
const typeOfOid: Record<number, SourceValueType> = {
  16: 'boolean',
  20: 'bigint',
  21: 'integer',
  23: 'integer',
  26: 'integer',
  700: 'float',
  701: 'float',
  1700: 'numeric',
  1082: 'date',
  1114: 'timestamp',
  1184: 'timestamptz',
  114: 'json',
  3802: 'json',
  17: 'bytea',
};

export const sourceValueType = (oid: number): SourceValueType => typeOfOid[oid] ?? 'text';

/** `2024-01-02 03:04:05.123456` (DateStyle ISO) → `2024-01-02T03:04:05.123456`, `+00` (TimeZone UTC) → `Z`. */
const printedTimestamp = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?)(\+00)?$/;

/** Infinity, BC dates and years past 9999 have no plain ISO form: they stay as PostgreSQL printed them. */
function isoTimestamp(text: string): string {
  const match = printedTimestamp.exec(text);
  return match ? `${match[1]}T${match[2]}${match[3] ? 'Z' : ''}` : text;
}

/** NaN and the infinities are not JSON numbers: they stay text. */
const finiteOrText = (text: string): SourceValue => {
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
};

const parsers: Partial<Record<SourceValueType, (text: string) => SourceValue>> = {
  boolean: (text) => text === 't',
  integer: (text) => Number(text),
  float: finiteOrText,
  timestamp: isoTimestamp,
  timestamptz: isoTimestamp,
};

const asText = (text: string): SourceValue => text;

/** The driver's type parsers for a source's query: every value arrives as text (the format the query asks for). */
export const sourceTypes: CustomTypesConfig = {
  getTypeParser: ((oid: number) =>
    parsers[sourceValueType(oid)] ?? asText) as CustomTypesConfig['getTypeParser'],
};

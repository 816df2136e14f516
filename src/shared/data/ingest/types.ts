import { dateParts, dateValue, type DateOrder } from './dates';
import { columnValues, type ColumnValues } from './column-values';
import {
  isIntegerText,
  numberPattern,
  overflows,
  plainNumberShape,
  plainValue,
  pointDecimal,
  sniffNumberFormat,
  type NumberFormat,
} from './numbers';
import { Progress } from '../profile/progress';
import type { ParsedTable } from './table';

export const columnKinds = ['number', 'date', 'datetime', 'boolean', 'category', 'id', 'text'] as const;
export type ColumnKind = (typeof columnKinds)[number];

/** A type is the column's when at least this share of its present values read as it (not all-or-nothing). */
export const typeThreshold = 0.95;
/** ydata-profiling's rule for a category: few distinct values, and at most half as many as the values. */
export const categoryMaxDistinct = 50;
export const examplesKept = 5;

export type ColumnOverride = { kind?: ColumnKind; dateOrder?: DateOrder };
export type TypeOptions = {
  format?: NumberFormat;
  /** 0 and 1 read as false and true only when the user asks: otherwise they are numbers. */
  booleanDigits?: boolean;
  /** The order of a date column that no value decides (every day ≤ 12): taken from the file's conventions. */
  dateHint?: 'dmy' | 'mdy';
  overrides?: Record<string, ColumnOverride>;
  /** Told how many cell reads are done of all (two per cell), about every 50,000, and once at the end. */
  onProgress?: (done: number, total: number) => void;
};

/** A value that does not read as its column's type, with its data row (1-based, under the header) and line. */
export type ValueExample = { row: number; line?: number; value: string };

export type ColumnType = {
  name: string;
  kind: ColumnKind;
  overridden: boolean;
  /** Values present, and missing ones (empty or a null token such as N/A), counted apart. */
  present: number;
  missing: number;
  distinct: number;
  /** Numbers and numeric keys: whether every value is whole, and how the column writes its numbers. */
  integer?: boolean;
  format?: NumberFormat;
  /** Dates: the order read, and whether no value decided between day-first and month-first. */
  dateOrder?: DateOrder;
  dateOrderAmbiguous?: boolean;
  nonConforming: number;
  examples: ValueExample[];
};

const trueWords = new Set(['true', 'yes', 'y']);
const falseWords = new Set(['false', 'no', 'n']);
const isBooleanWord = (lower: string) => trueWords.has(lower) || falseWords.has(lower);
const isBooleanDigit = (lower: string) => lower === '0' || lower === '1';
/**
 * Whether a text can lower-case to a boolean word or digit, told without building its lower case: at most five
 * characters, and a first one of t, y, f or n in either case (no other character lower-cases to one of them), or
 * just `0` or `1`.
 */
function mayBeBoolean(text: string): boolean {
  if (text.length > 5) return false;
  const first = text.charCodeAt(0) | 0x20;
  if (first === 0x74 || first === 0x79 || first === 0x66 || first === 0x6e) return true;
  return text.length === 1 && (first === 0x30 || first === 0x31);
}

/** A boolean cell's value by the same words the types read (and 0 / 1 when asked), or undefined. */
export function booleanValue(text: string, digits = false): boolean | undefined {
  const lower = text.trim().toLowerCase();
  if (trueWords.has(lower) || (digits && lower === '1')) return true;
  if (falseWords.has(lower) || (digits && lower === '0')) return false;
  return undefined;
}

const isAsciiDigit = (code: number) => code >= 48 && code <= 57;
const isAsciiLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
/** `_`, `-`, `.` and `#`: what may join a key's letters and digits. */
const isKeyJoiner = (code: number) => code === 95 || code === 45 || code === 46 || code === 35;

/**
 * Keys such as `A-1029`, `ORD_000017` or a UUID: one token of up to 64 letters, digits and joiners, a letter or
 * digit first, with a digit somewhere (`/^(?=.*\d)[A-Za-z0-9][A-Za-z0-9_\-.#]{0,63}$/`, told by a scan of the
 * characters: the expression's look-ahead reads a key twice, for every value of a unique column).
 */
export function isKeyText(text: string): boolean {
  if (text.length === 0 || text.length > 64) return false;
  const first = text.charCodeAt(0);
  if (!isAsciiDigit(first) && !isAsciiLetter(first)) return false;
  let digit = isAsciiDigit(first);
  for (let index = 1; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isAsciiDigit(code)) digit = true;
    else if (!isAsciiLetter(code) && !isKeyJoiner(code)) return false;
  }
  return digit;
}

const numberish = /^[+-]?[.,]?\d[\d.,' \u00a0\u202feE+-]*$/;
/**
 * Whether a text may start as a number, in any format and as `numberish` reads one: a sign, a decimal mark or a
 * digit first. Names and keys fail it at once, so they cost no regular expression.
 */
function mayBeNumeric(text: string): boolean {
  const first = text.charCodeAt(0);
  return isAsciiDigit(first) || first === 43 || first === 45 || first === 46 || first === 44;
}
const idWords = new Set(['id', 'uuid', 'guid', 'key', 'pk']);

/** How many present values read as keys (`isKeyText`): asked only of a unique column nothing else typed. */
function keyCount(texts: ColumnValues): number {
  let keys = 0;
  for (let index = 0; index < texts.texts.length; index++)
    if (isKeyText(texts.texts[index]!)) keys += texts.textCounts[index]!;
  return keys;
}

/** `user_id`, `OrderID`, `id`, `Customer Key`: a name whose last word says it is a key. */
export function namesAKey(name: string): boolean {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.length > 0 && idWords.has(words[words.length - 1]!);
}

type Tally = {
  present: number;
  missing: number;
  booleans: number;
  digits: number;
  numbers: number;
  integers: number;
  leadingZeros: number;
  ymd: number;
  dmy: number;
  mdy: number;
  dotted: number;
  timed: number;
  /** The values counted, for what only some decisions need (how many read as keys). */
  texts: ColumnValues;
  /** Values made of digits, marks and spaces only: numbers in some format, worth a second look. */
  numberish: number;
  distinct: number;
  increasing: boolean;
  previous: number;
  min: number;
  max: number;
  format: NumberFormat;
};

/**
 * `hasLeadingZero` of a text the number pattern read (so with no space around it): a sign, then `0` and a digit.
 */
function leadingZero(text: string): boolean {
  const sign = text.charCodeAt(0) === 43 || text.charCodeAt(0) === 45 ? 1 : 0;
  const next = text.charCodeAt(sign + 1);
  return text.charCodeAt(sign) === 48 && next >= 48 && next <= 57;
}

/**
 * Reads each distinct value once and counts it as often as it occurs: a 1–5 score of a million rows is five reads.
 * Row order matters only for a counter (a unique column), where each value is one row and comes in row order.
 */
function tally(texts: ColumnValues, format: NumberFormat): Tally {
  const t: Tally = {
    present: texts.present,
    missing: texts.missing,
    booleans: 0,
    digits: 0,
    numbers: 0,
    integers: 0,
    leadingZeros: 0,
    ymd: 0,
    dmy: 0,
    mdy: 0,
    dotted: 0,
    timed: 0,
    texts,
    numberish: 0,
    distinct: texts.texts.length,
    increasing: texts.texts.length === texts.present,
    previous: -Infinity,
    min: Infinity,
    max: -Infinity,
    format,
  };
  const numeric = numberPattern(format);
  for (let index = 0; index < texts.texts.length; index++) {
    const text = texts.texts[index]!;
    const count = texts.textCounts[index]!;
    if (mayBeBoolean(text)) {
      const lower = text.toLowerCase();
      if (isBooleanWord(lower)) t.booleans += count;
      else if (isBooleanDigit(lower)) t.digits += count;
    }
    const shape = plainNumberShape(text, format);
    const maybeNumeric = mayBeNumeric(text);
    if ((shape !== undefined || (maybeNumeric && numeric.test(text))) && !overflows(text, format)) {
      // Every text the number pattern reads is numberish (its characters are all in `numberish`'s class).
      t.numberish += count;
      t.numbers += count;
      if (leadingZero(text)) t.leadingZeros += count;
      if (shape === 'integer' || (shape === undefined && isIntegerText(text, format))) {
        t.integers += count;
        // Without a thousands separator an integer the pattern reads is a sign and digits only (`plainValue`).
        const value = format.thousands ? Number(text.replace(/[^\d-]/g, '')) : plainValue(text);
        if (value <= t.previous) t.increasing = false;
        t.previous = value;
        t.min = Math.min(t.min, value);
        t.max = Math.max(t.max, value);
      }
      continue;
    }
    if (maybeNumeric && numberish.test(text)) t.numberish += count;
    const parts = dateParts(text);
    if (!parts) continue;
    let fits = false;
    for (const order of ['ymd', 'dmy', 'mdy'] as const) {
      if (dateValue(parts, order) === undefined) continue;
      t[order] += count;
      fits = true;
    }
    if (fits && parts.time) t.timed += count;
    if (fits && parts.separator === '.') t.dotted += count;
  }
  return t;
}

/**
 * The file's number format first; a column that does not read as numbers in it but does in its own (a `1.50`
 * column in a file of `1,5`) keeps its own, as each column of a merged export may.
 */
function tallyWithFormat(texts: ColumnValues, format: NumberFormat): Tally {
  const t = tally(texts, format);
  const need = Math.ceil(typeThreshold * t.present);
  if (t.numbers >= need || t.numberish < need) return t;
  const own = sniffNumberFormat(texts.texts, {}, texts.textCounts);
  if (own.decimal === format.decimal && own.thousands === format.thousands) return t;
  const retried = tally(texts, own);
  return retried.numbers > t.numbers ? retried : t;
}

type Decision = Pick<ColumnType, 'kind' | 'integer' | 'format' | 'dateOrder' | 'dateOrderAmbiguous'>;

function typedDecision(t: Tally, options: TypeOptions): Decision | undefined {
  if (t.present === 0) return undefined;
  const need = Math.ceil(typeThreshold * t.present);
  if (t.booleans + (options.booleanDigits ? t.digits : 0) >= need) return { kind: 'boolean' };
  if (t.numbers >= need && t.leadingZeros === 0) {
    return { kind: 'number', integer: t.integers === t.numbers, format: t.format };
  }
  const dateKind = t.timed > 0 ? 'datetime' : 'date';
  if (t.ymd >= need) return { kind: dateKind, dateOrder: 'ymd', dateOrderAmbiguous: false };
  if (Math.max(t.dmy, t.mdy) < need) return undefined;
  if (t.dmy !== t.mdy)
    return { kind: dateKind, dateOrder: t.dmy > t.mdy ? 'dmy' : 'mdy', dateOrderAmbiguous: false };
  const hint = options.dateHint ?? (t.dotted * 2 > t.present ? 'dmy' : 'mdy');
  return { kind: dateKind, dateOrder: hint, dateOrderAmbiguous: true };
}

function decide(name: string, t: Tally, options: TypeOptions): Decision {
  const typed = typedDecision(t, options);
  const unique = t.present >= 2 && t.distinct === t.present;
  if (typed?.kind === 'number') {
    // agate and DuckDB stop at "integer"; a key is an integer nobody would add up. A counter (0 or 1 up, one by
    // one) longer than a month is a row number; shorter runs are days or months.
    const counter = t.increasing && t.min <= 1 && t.max - t.min + 1 === t.present && t.present > 31;
    const key = typed.integer && unique && (namesAKey(name) || counter);
    return key ? { kind: 'id', integer: true, format: typed.format } : typed;
  }
  if (typed) return typed;
  if (unique && (namesAKey(name) || keyCount(t.texts) >= Math.ceil(typeThreshold * t.present)))
    return { kind: 'id' };
  const distinct = t.distinct;
  if (distinct >= 1 && distinct <= categoryMaxDistinct && distinct * 2 <= t.present)
    return { kind: 'category' };
  return { kind: 'text' };
}

/**
 * How many present values the tally read as the decided kind, by the same rules as `conformer` (trimmed text, the
 * tally's number format, the decided date order), or undefined for kinds that take anything.
 */
function conforming(decision: Decision, t: Tally, options: TypeOptions): number | undefined {
  switch (decision.kind) {
    case 'number':
      return t.numbers;
    case 'boolean':
      return t.booleans + (options.booleanDigits ? t.digits : 0);
    case 'date':
    case 'datetime':
      return t[decision.dateOrder ?? 'ymd'];
    default:
      return undefined;
  }
}

/** Whether a present value reads as the kind (text, categories and keys take anything), built once per column. */
function conformer(decision: Decision, options: TypeOptions): ((text: string) => boolean) | undefined {
  switch (decision.kind) {
    case 'number': {
      const format = options.format ?? pointDecimal;
      const pattern = numberPattern(format);
      return (text) => {
        const trimmed = text.trim();
        return pattern.test(trimmed) && !overflows(trimmed, format);
      };
    }
    case 'boolean':
      return (text) => {
        const lower = text.trim().toLowerCase();
        return isBooleanWord(lower) || (!!options.booleanDigits && isBooleanDigit(lower));
      };
    case 'date':
    case 'datetime': {
      const order = decision.dateOrder ?? 'ymd';
      return (text) => {
        const parts = dateParts(text);
        return !!parts && dateValue(parts, order) !== undefined;
      };
    }
    default:
      return undefined;
  }
}

/**
 * The type of one column by the ≥ 95 % rule (docs/decisions/035), or the user's choice; values that do not read as
 * it are counted, and the first few kept with their rows.
 */
export function typeColumn(
  name: string,
  values: readonly string[],
  options: TypeOptions = {},
  lines?: readonly number[],
  progress?: Progress,
  counted: ColumnValues = columnValues(values, progress),
): ColumnType {
  const t = tallyWithFormat(counted, options.format ?? pointDecimal);
  const format = t.format;
  const override = options.overrides?.[name];
  let decision = decide(name, t, options);
  if (override?.kind || override?.dateOrder) {
    const kind = override.kind ?? decision.kind;
    const dated = kind === 'date' || kind === 'datetime';
    const dateOrder = override.dateOrder ?? decision.dateOrder ?? typedDecisionOrder(t, options);
    decision = dated
      ? { kind, dateOrder, dateOrderAmbiguous: false }
      : { kind, ...(kind === 'number' ? { integer: t.integers === t.numbers, format } : {}) };
  }
  const examples: ValueExample[] = [];
  let nonConforming = 0;
  // When the tally already read every present value as the kind, no cell can fail: the scan is skipped.
  const reads =
    conforming(decision, t, options) === t.present ? undefined : conformer(decision, { ...options, format });
  if (reads) {
    // Each spelling is read once; the rows of those that fail are found in its row codes.
    const { spellings, counts, codes } = counted;
    const fails = new Uint8Array(spellings.length);
    for (let index = 0; index < spellings.length; index++) {
      if (reads(spellings[index]!)) continue;
      fails[index] = 1;
      nonConforming += counts[index]!;
    }
    for (let row = 0; row < codes.length && examples.length < examplesKept && nonConforming > 0; row++) {
      const code = codes[row]!;
      if (code >= 0 && fails[code] === 1)
        examples.push({ row: row + 1, line: lines?.[row], value: spellings[code]! });
    }
  }
  progress?.add(values.length);
  return {
    name,
    ...decision,
    overridden: !!(override?.kind || override?.dateOrder),
    present: t.present,
    missing: t.missing,
    distinct: t.distinct,
    nonConforming,
    examples,
  };
}

function typedDecisionOrder(t: Tally, options: TypeOptions): DateOrder {
  if (t.ymd >= Math.max(t.dmy, t.mdy)) return 'ymd';
  if (t.dmy !== t.mdy) return t.dmy > t.mdy ? 'dmy' : 'mdy';
  return options.dateHint ?? 'mdy';
}

/** Every column's type; the extra column of long rows' leftovers is text unless the user says otherwise. */
export function typeColumns(table: ParsedTable, options: TypeOptions = {}): ColumnType[] {
  return typeTable(table, options).types;
}

/**
 * Every column's type, and the values counted on the way (`ColumnValues`, one per column) for the profile to read
 * instead of the cells. `counted` are columns already counted (the parser's, `Parsed.values`): a column given
 * there, when its codes fit it, is not counted again.
 */
export function typeTable(
  table: ParsedTable,
  options: TypeOptions = {},
  counted?: readonly (ColumnValues | undefined)[],
): { types: ColumnType[]; values: ColumnValues[] } {
  // Two scans of each cell (counting, then conformance): reported from inside both, about every 50,000 cells.
  const progress = new Progress(2 * table.rowCount * table.names.length, options.onProgress);
  const values: ColumnValues[] = [];
  const types = table.names.map((name, index) => {
    const forced =
      index === table.extraColumn && !options.overrides?.[name] ? { [name]: { kind: 'text' as const } } : {};
    const cells = table.columns[index]!;
    const given = counted?.[index];
    const fits = given && given.codes.length === cells.length ? given : undefined;
    if (fits) progress.add(cells.length);
    const column = fits ?? columnValues(cells, progress);
    values.push(column);
    const typed = typeColumn(
      name,
      cells,
      { ...options, overrides: { ...options.overrides, ...forced } },
      table.lines,
      progress,
      column,
    );
    return index === table.extraColumn && !options.overrides?.[name]
      ? { ...typed, overridden: false }
      : typed;
  });
  progress.finish();
  return { types, values };
}

/**
 * Whether values read as a typed kind (number, date or boolean) by the ≥ 95 % rule; with `kind`, whether they read
 * as that one. The sniffer uses it to weigh dialects and find a header.
 */
export function looksTyped(
  values: readonly string[],
  format: NumberFormat = pointDecimal,
  kind?: 'number' | 'date' | 'boolean',
): 'number' | 'date' | 'boolean' | undefined {
  const t = tallyWithFormat(columnValues(values), format);
  const decision = typedDecision(t, {});
  const found =
    decision?.kind === 'datetime' ? 'date' : (decision?.kind as 'number' | 'date' | 'boolean' | undefined);
  if (!kind) return found;
  if (kind === 'date') return t.ymd + t.dmy + t.mdy > 0 ? 'date' : undefined;
  return found === kind
    ? kind
    : kind === 'number' && t.numbers === t.present && t.present > 0
      ? kind
      : undefined;
}

/** How a file writes numbers: `1,5` in a `;` file is 1.5; `1.234.567,8` has `.` between thousands. */
export type NumberFormat = { decimal: '.' | ','; thousands: '' | ',' | '.' | ' ' | "'" };

export const pointDecimal: NumberFormat = { decimal: '.', thousands: '' };

const escape = (char: string) => (char === ' ' ? '[ \\u00a0\\u202f]' : `\\${char}`);

const patterns = new Map<string, RegExp>();

/** A number as the format writes it: sign, digits (grouped by thousands or not), decimals, exponent. */
export function numberPattern(format: NumberFormat): RegExp {
  const key = format.decimal + format.thousands;
  let pattern = patterns.get(key);
  if (!pattern) {
    const decimal = escape(format.decimal);
    const whole = format.thousands ? `(?:\\d{1,3}(?:${escape(format.thousands)}\\d{3})+|\\d+)` : '\\d+';
    pattern = new RegExp(`^[+-]?(?:${whole}(?:${decimal}\\d*)?|${decimal}\\d+)(?:[eE][+-]?\\d+)?$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

/**
 * The fast path of most cells: an optional sign, ASCII digits and at most one point that the format reads as its
 * decimal mark (no space, separator or exponent), which the pattern below accepts and `Number` reads as is.
 * Undefined for anything else, which takes the full path.
 */
function plainNumber(text: string, format: NumberFormat): number | undefined {
  let digits = 0;
  let points = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) digits++;
    else if (code === 46 && format.decimal === '.') points++;
    else if (index > 0 || (code !== 43 && code !== 45)) return undefined;
  }
  if (digits === 0 || points > 1) return undefined;
  const value = plainValue(text);
  return Number.isFinite(value) ? value : undefined;
}

/** 10^0 to 10^22: every one a double exactly (5^22 < 2^53), written out rather than computed by `**`. */
const powersOfTen = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
  1e20, 1e21, 1e22,
];
/** Digits whose integer is below 2^53, so a double holds it exactly. */
const exactDigits = 15;

/**
 * `Number(text)` of a text of an optional sign, ASCII digits (at least one) and at most one `.`, read by hand when
 * it has at most 15 digits: their integer and the power of ten of its decimals are both exact doubles, so their
 * quotient is the correctly rounded value, which `Number` gives too (Clinger's fast path); `-0` stays `-0`. Longer
 * texts go to `Number`. `Number` costs a call into the engine's runtime per cell, a million times for a large column.
 */
export function plainValue(text: string): number {
  let mantissa = 0;
  let digits = 0;
  let decimals = 0;
  let point = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) {
      mantissa = mantissa * 10 + (code - 48);
      digits++;
      if (point) decimals++;
    } else if (code === 46) point = true;
  }
  if (digits > exactDigits) return Number(text);
  const value = mantissa / powersOfTen[decimals]!;
  return text.charCodeAt(0) === 45 ? -value : value;
}

/** The number a cell holds in the given format, or undefined. Never reads the locale. */
export function parseNumberText(text: string, format: NumberFormat): number | undefined {
  const fast = plainNumber(text, format);
  if (fast !== undefined) return fast;
  const trimmed = text.trim();
  if (!numberPattern(format).test(trimmed)) return undefined;
  let plain = trimmed;
  if (format.thousands)
    plain = plain.replace(format.thousands === ' ' ? /[ \u00a0\u202f]/g : /['.,]/g, (char) =>
      char === format.decimal ? char : '',
    );
  if (format.decimal === ',') plain = plain.replace(',', '.');
  const value = Number(plain);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Whether a text the number pattern reads is past the range of a double (`1e400`, 400 digits): it reads as no
 * number, so it is no number of the column, and is counted and shown as a value that does not conform. Only an
 * exponent or over 308 characters can get there, so the rest are not parsed twice.
 */
export function overflows(text: string, format: NumberFormat): boolean {
  if (text.length <= 308 && !text.includes('e') && !text.includes('E')) return false;
  return parseNumberText(text, format) === undefined;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * A cell of an optional sign, ASCII digits and at most one decimal mark of the format followed by digits only
 * (`-12`, `3.5`, `7.`): what `numberPattern` reads in every format, told without the expression, and whether it is
 * an integer as `isIntegerText` says. Undefined for any other cell, which the pattern may still read (grouped
 * thousands, an exponent, a leading decimal mark).
 */
export function plainNumberShape(text: string, format: NumberFormat): 'integer' | 'decimal' | undefined {
  const sign = text.charCodeAt(0) === 43 || text.charCodeAt(0) === 45 ? 1 : 0;
  let at = sign;
  while (at < text.length && isDigit(text.charCodeAt(at))) at++;
  if (at === sign) return undefined;
  if (at === text.length) return 'integer';
  if (text[at] !== format.decimal) return undefined;
  for (at++; at < text.length; at++) if (!isDigit(text.charCodeAt(at))) return undefined;
  return 'decimal';
}

/** Whether a number cell is written without decimals or exponent (the cell already matched the pattern). */
export const isIntegerText = (text: string, format: NumberFormat): boolean =>
  !text.includes(format.decimal) && !/[eE]/.test(text);

/** `007`, `01234`: a code whose leading zeros matter (zip codes), never a number. */
export const hasLeadingZero = (text: string): boolean => /^[+-]?0\d/.test(text.trim());

const commaDecimalCells = [
  /^[+-]?0,\d+$/,
  /^[+-]?\d+,(?:\d{1,2}|\d{4,})$/,
  /^[+-]?\d{1,3}(?:\.\d{3})+,\d+$/,
  /^[+-]?\d*,\d+[eE][+-]?\d+$/,
];
const pointDecimalCells = [
  /^[+-]?0\.\d+$/,
  /^[+-]?\d+\.(?:\d{1,2}|\d{4,})$/,
  /^[+-]?\d{1,3}(?:,\d{3})+\.\d+$/,
  /^[+-]?\d*\.\d+[eE][+-]?\d+$/,
];
const matchesAny = (patterns: RegExp[], cell: string) => patterns.some((pattern) => pattern.test(cell));

const groupings: Record<'.' | ',', { thousands: NumberFormat['thousands']; pattern: RegExp }[]> = {
  ',': [
    { thousands: '.', pattern: /^[+-]?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/ },
    { thousands: ' ', pattern: /^[+-]?\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?$/ },
    { thousands: "'", pattern: /^[+-]?\d{1,3}(?:'\d{3})+(?:,\d+)?$/ },
  ],
  '.': [
    { thousands: ',', pattern: /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/ },
    { thousands: ' ', pattern: /^[+-]?\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:\.\d+)?$/ },
    { thousands: "'", pattern: /^[+-]?\d{1,3}(?:'\d{3})+(?:\.\d+)?$/ },
  ],
};

/**
 * The decimal mark is the one more cells can only mean (`0,5`, `1,25`, `1.234,5`); a tie keeps the point. The
 * thousands separator is the grouping most cells use, if any does. With `counts`, each cell stands for that many
 * (distinct values and how often each occurs: the same answer as the cells written out, read once each).
 */
export function sniffNumberFormat(
  cells: readonly string[],
  choice: Partial<NumberFormat> = {},
  counts?: readonly number[],
): NumberFormat {
  let comma = 0;
  let point = 0;
  const trimmed = cells.map((cell) => cell.trim());
  const weight = (index: number) => (counts ? counts[index]! : 1);
  trimmed.forEach((cell, index) => {
    if (matchesAny(commaDecimalCells, cell)) comma += weight(index);
    else if (matchesAny(pointDecimalCells, cell)) point += weight(index);
  });
  const decimal = choice.decimal ?? (comma > point ? ',' : '.');
  if (choice.thousands !== undefined) return { decimal, thousands: choice.thousands };
  let thousands: NumberFormat['thousands'] = '';
  let most = 0;
  for (const grouping of groupings[decimal]) {
    let count = 0;
    trimmed.forEach((cell, index) => {
      if (grouping.pattern.test(cell)) count += weight(index);
    });
    if (count > most) [thousands, most] = [grouping.thousands, count];
  }
  return { decimal, thousands };
}

/** Where the year, month and day stand in a date: ISO's year first, or day-first / month-first with the year last. */
export type DateOrder = 'ymd' | 'dmy' | 'mdy';

const time = '(?:[T ](\\d{1,2}):(\\d{2})(?::(\\d{2})(?:[.,](\\d{1,9}))?)?\\s*(Z|[+-]\\d{2}:?\\d{2})?)?';
const yearFirst = new RegExp(`^(\\d{4})([-/.])(\\d{1,2})\\2(\\d{1,2})${time}$`);
const yearLast = new RegExp(`^(\\d{1,2})([-/.])(\\d{1,2})\\2(\\d{4}|\\d{2})${time}$`);

/** A two-digit year by the POSIX `%y` rule: 69–99 are 1969–1999, 00–68 are 2000–2068. */
const fullYear = (year: string) => (year.length === 4 ? +year : +year + (+year >= 69 ? 1900 : 2000));

/** A date's numbers as written, before the order is known. */
export type DateParts = {
  order: 'ymd' | 'dmy-or-mdy';
  year: number;
  first: number;
  second: number;
  separator: string;
  time: string[] | undefined;
};

const isDigit = (code: number) => code >= 48 && code <= 57;
/** `-`, `/` or `.`: the separators both patterns accept. */
const isSeparator = (code: number) => code === 45 || code === 47 || code === 46;

/**
 * What both patterns need before they are tried: a digit first, and a separator after one, two or four characters.
 * Keys, names and amounts fail it at once, so a column of them costs no regular expression per value.
 */
const mayBeDate = (text: string) =>
  isDigit(text.charCodeAt(0)) &&
  (isSeparator(text.charCodeAt(1)) || isSeparator(text.charCodeAt(2)) || isSeparator(text.charCodeAt(4)));

export function dateParts(text: string): DateParts | undefined {
  const trimmed = text.trim();
  if (!mayBeDate(trimmed)) return undefined;
  const iso = yearFirst.exec(trimmed);
  if (iso)
    return {
      order: 'ymd',
      year: +iso[1]!,
      first: +iso[3]!,
      second: +iso[4]!,
      separator: iso[2]!,
      time: timeOf(iso),
    };
  const other = yearLast.exec(trimmed);
  if (other) {
    const [, first, separator, second, year] = other;
    return {
      order: 'dmy-or-mdy',
      year: fullYear(year!),
      first: +first!,
      second: +second!,
      separator: separator!,
      time: timeOf(other),
    };
  }
  return undefined;
}

const timeOf = (match: RegExpExecArray) => (match[5] === undefined ? undefined : match.slice(5, 10));

const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
/** Days in a month of the proleptic Gregorian calendar (no Date object, no time zone). */
const daysIn = (year: number, month: number) => (month === 2 && isLeap(year) ? 29 : monthDays[month - 1]!);

function offsetMinutes(zone: string | undefined): number {
  if (!zone || zone === 'Z') return 0;
  const digits = zone.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return digits[0] === '-' ? -minutes : minutes;
}

/**
 * Epoch milliseconds of a date in the given order (a time without an offset is UTC), or undefined when the parts
 * are no real day: 31/02 is refused, never rolled over. No local time zone is ever read.
 */
export function dateValue(parts: DateParts, order: DateOrder): number | undefined {
  if ((parts.order === 'ymd') !== (order === 'ymd')) return undefined;
  const [month, day] = order === 'dmy' ? [parts.second, parts.first] : [parts.first, parts.second];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(parts.year, month)) return undefined;
  if (!parts.time) return Date.UTC(parts.year, month - 1, day);
  const [hours, minutes, seconds = '0', fraction = '0', zone] = parts.time;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return undefined;
  const millis = Math.floor(Number(`0.${fraction}`) * 1000);
  const utc = Date.UTC(parts.year, month - 1, day, Number(hours), Number(minutes), Number(seconds), millis);
  return utc - offsetMinutes(zone) * 60_000;
}

/** A cell's date in the given order, or undefined. */
export function parseDateText(text: string, order: DateOrder): number | undefined {
  const parts = dateParts(text);
  return parts && dateValue(parts, order);
}

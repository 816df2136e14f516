/**
 * Dates, times and numbers as the user reads them: in their language and time zone, with Intl. The General
 * settings set both (docs/product.md#behaviour); until then the browser's.
 */
let preferences: { locale: string; timeZone?: string } = { locale: 'en' };

export function setFormatPreferences(next: { locale: string; timeZone?: string }) {
  preferences = next;
}

export const formatPreferences = () => preferences;

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** "22 November 2026" style, in the user's language. */
export const formatDate = (value: Date | string | number, style: 'medium' | 'long' = 'long') =>
  new Intl.DateTimeFormat(preferences.locale, { dateStyle: style, timeZone: preferences.timeZone }).format(
    toDate(value),
  );

/** A calendar day (`YYYY-MM-DD`) in the user's language: the same day whatever their time zone. */
export const formatDay = (day: string, style: 'medium' | 'long' = 'long') =>
  new Intl.DateTimeFormat(preferences.locale, { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The date and the time of day, in the user's language and time zone. */
export const formatDateTime = (value: Date | string | number) =>
  new Intl.DateTimeFormat(preferences.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: preferences.timeZone,
  }).format(toDate(value));

export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(preferences.locale, options).format(value);

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", "in 6 days", "now": the largest whole unit, in the user's language. */
export function formatRelative(value: Date | string | number, now: Date = new Date()): string {
  const seconds = Math.round((toDate(value).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(preferences.locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

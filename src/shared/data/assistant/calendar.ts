import type { Grain } from './types';

/** UTC days as `YYYY-MM-DD`, and the calendar arithmetic the periods need (no local time zone is read). */
export const dayMs = 86_400_000;

export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const dayOf = (year: number, month: number, day: number): number => Date.UTC(year, month - 1, day);
export const parseIso = (iso: string): number =>
  Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10));

/** The first day of the grain's period holding `ms`, and the first day of the period `shift` periods later. */
export function periodStart(ms: number, grain: Grain, shift = 0): number {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = Math.floor(ms / dayMs) * dayMs;
  switch (grain) {
    case 'day':
      return day + shift * dayMs;
    case 'week': {
      const weekday = (date.getUTCDay() + 6) % 7;
      return day - weekday * dayMs + shift * 7 * dayMs;
    }
    case 'month':
      return Date.UTC(year, month + shift, 1);
    case 'quarter':
      return Date.UTC(year, month - (month % 3) + 3 * shift, 1);
    case 'year':
      return Date.UTC(year + shift, 0, 1);
  }
}

/** A period's key: `2025-03-01` (day, and a week by its Monday), `2025-03`, `2025-Q1`, `2025`. */
export function periodKey(start: number, grain: Grain): string {
  const iso = isoDay(start);
  if (grain === 'day' || grain === 'week') return iso;
  if (grain === 'month') return iso.slice(0, 7);
  if (grain === 'quarter') return `${iso.slice(0, 4)}-Q${Math.floor((+iso.slice(5, 7) - 1) / 3) + 1}`;
  return iso.slice(0, 4);
}

/** `ms` moved by whole months, the day kept when it exists (31 March − 1 month is 28 or 29 February). */
export function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const target = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
  const last = new Date(
    Date.UTC(new Date(target).getUTCFullYear(), new Date(target).getUTCMonth() + 1, 0),
  ).getUTCDate();
  return target + (Math.min(date.getUTCDate(), last) - 1) * dayMs;
}

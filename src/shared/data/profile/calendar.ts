/**
 * Civil dates from epoch days and back, by arithmetic alone (Howard Hinnant's `civil_from_days` and
 * `days_from_civil`, proleptic Gregorian): no Date object per value, no time zone, any year.
 */
export const dayMs = 86_400_000;

export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** Monday is 0: 1970-01-01 was a Thursday. */
export const weekday = (days: number) => (((days + 3) % 7) + 7) % 7;

/** ISO 8601 in UTC: `2026-01-31` for a date, `2026-01-31T08:00:00Z` for a date-time (milliseconds when any). */
export function isoUtc(ms: number, withTime: boolean): string {
  const iso = new Date(ms).toISOString();
  if (!withTime) return iso.slice(0, iso.indexOf('T'));
  return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso;
}

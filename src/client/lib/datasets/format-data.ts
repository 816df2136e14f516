import { formatNumber, formatPreferences } from '@/client/lib/format';
import type { DateGrain } from '@/shared/data/profile/types';

/** A value from the data, in the user's language: up to four significant decimals. */
export const formatValue = (value: number) => formatNumber(value, { maximumFractionDigits: 4 });

/** Short numbers for chart axes: 1.2K, 3M. */
export const formatCompact = (value: number) =>
  formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });

/** A share (0–1) as a percentage: "12.5 %". */
export const formatShare = (share: number) =>
  formatNumber(share, { style: 'percent', maximumFractionDigits: share < 0.01 && share > 0 ? 2 : 1 });

/** How much of a date a grain needs shown: a year bucket is "2024", a month bucket "Jan 2024". */
const grainParts: Partial<Record<DateGrain, Intl.DateTimeFormatOptions>> = {
  year: { year: 'numeric' },
  quarter: { year: 'numeric', month: 'short' },
  month: { year: 'numeric', month: 'short' },
};

/**
 * A date from the data, read as the data states it (UTC, as the profile computes it), not moved into the
 * reader's time zone: 2026-01-05 stays 5 January everywhere. A grain shows only what it tells.
 */
export function formatDataDate(value: string | number, grain?: DateGrain) {
  const date = new Date(value);
  const parts = grain && grainParts[grain];
  const withTime = date.getUTCHours() + date.getUTCMinutes() + date.getUTCSeconds() !== 0;
  return new Intl.DateTimeFormat(formatPreferences().locale, {
    ...(parts ?? { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}) }),
    timeZone: 'UTC',
  }).format(date);
}

/** A file size: "512 kB", "3.4 MB". */
export function formatBytes(bytes: number) {
  const [unit, size] =
    bytes >= 1024 * 1024
      ? (['megabyte', 1024 * 1024] as const)
      : bytes >= 1024
        ? (['kilobyte', 1024] as const)
        : (['byte', 1] as const);
  return formatNumber(bytes / size, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}

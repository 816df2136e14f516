import { formatNumber, formatPreferences } from '@/client/lib/format';

/** A value from the data, in the user's language: up to four significant decimals. */
export const formatValue = (value: number) => formatNumber(value, { maximumFractionDigits: 4 });

/** Short numbers for chart axes: 1.2K, 3M. */
export const formatCompact = (value: number) =>
  formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });

/**
 * A date from the data, read as the data states it (UTC, as the profile parses it), not moved into the
 * reader's time zone: 2026-01-05 stays 5 January everywhere.
 */
export function formatDataDate(value: string | number) {
  const date = new Date(value);
  const withTime = date.getUTCHours() + date.getUTCMinutes() + date.getUTCSeconds() !== 0;
  return new Intl.DateTimeFormat(formatPreferences().locale, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
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

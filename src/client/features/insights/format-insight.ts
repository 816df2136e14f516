import { formatNumber } from '@/client/lib/format';
import { formatDataDate, formatValue } from '@/client/lib/datasets/format-data';
import type { Series } from '@/shared/data/insights/types';

/** An effect size or a correlation: two decimals ("0.42", "−0.61" in the user's language). */
export const formatEffect = (value: number) =>
  formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The smallest q shown as a number; below it, "< 0.0001". */
const smallestQ = 0.0001;

/** A q-value: two significant digits, or "< 0.0001" for smaller ones. */
export const formatQ = (q: number) =>
  q < smallestQ ? `< ${formatNumber(smallestQ)}` : formatNumber(q, { maximumSignificantDigits: 2 });

/** A mean, a slope, a bound: a value from the data with at most four significant decimals. */
export const formatMeasure = (value: number) =>
  Math.abs(value) >= 100 ? formatNumber(value, { maximumFractionDigits: 1 }) : formatValue(value);

/** A bucket of a series as the data states it (UTC), showing what its grain tells. */
export const formatBucket = (from: number, series: Pick<Series, 'bucket'>) =>
  formatDataDate(from, series.bucket);

/** A category value quoted inside a sentence. */
export const quoted = (value: string) => `“${value}”`;

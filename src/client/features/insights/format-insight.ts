import { formatNumber } from '@/client/lib/format';
import { formatDataDate, formatValue } from '@/client/lib/datasets/format-data';
import type { Series } from '@/shared/data/insights/types';

/** An effect size or a correlation: two decimals ("0.42", "−0.61" in the user's language). */
export const formatEffect = (value: number) =>
  formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Below this a q-value is shown in scientific notation ("2E-8"). */
const smallestPlainQ = 0.0001;

/** A q-value: two significant digits, in scientific notation when tiny. */
export const formatQ = (q: number) =>
  formatNumber(q, {
    maximumSignificantDigits: 2,
    ...(q > 0 && q < smallestPlainQ ? { notation: 'scientific' as const } : {}),
  });

/** A mean, a slope, a bound: a value from the data with at most four significant decimals. */
export const formatMeasure = (value: number) =>
  Math.abs(value) >= 100 ? formatNumber(value, { maximumFractionDigits: 1 }) : formatValue(value);

/** A bucket of a series as the data states it (UTC), showing what its grain tells. */
export const formatBucket = (from: number, series: Pick<Series, 'bucket'>) =>
  formatDataDate(from, series.bucket);

/** A category value quoted inside a sentence. */
export const quoted = (value: string) => `“${value}”`;

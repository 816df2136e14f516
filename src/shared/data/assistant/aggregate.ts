import type { Aggregation } from './types';

/**
 * One aggregation over the values a group holds (NaN cells already left out by the caller), exactly: sum and
 * mean as plain running sums in row order, the median as the middle of the sorted values (the mean of the two
 * middle ones for an even count, as the profile's type-7 quantile gives). `count` counts values, `distinct`
 * distinct values; an empty group has count 0 and no other value.
 */
export function aggregateValues(values: readonly number[], aggregation: Aggregation): number | null {
  const n = values.length;
  if (aggregation === 'count') return n;
  if (aggregation === 'distinct') return new Set(values).size;
  if (n === 0) return null;
  switch (aggregation) {
    case 'sum':
      return values.reduce((sum, value) => sum + value, 0);
    case 'mean':
      return values.reduce((sum, value) => sum + value, 0) / n;
    case 'min':
      return values.reduce((min, value) => (value < min ? value : min), Infinity);
    case 'max':
      return values.reduce((max, value) => (value > max ? value : max), -Infinity);
    case 'median': {
      const sorted = Float64Array.from(values).sort();
      const middle = (n - 1) / 2;
      const low = sorted[Math.floor(middle)]!;
      const high = sorted[Math.ceil(middle)]!;
      return low + (high - low) * (middle - Math.floor(middle));
    }
  }
}

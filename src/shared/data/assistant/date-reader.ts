import type { Chrono } from 'chrono-node';
import type { DateReader } from './periods';

/**
 * chrono-node's parser of one language as a `DateReader`: only dates with a certain day and month count (a time
 * of day or a bare weekday is no period). The reference is the latest date in the data at noon UTC, never today.
 */
export function chronoReader(chrono: Pick<Chrono, 'parse'>): DateReader {
  return (text, anchor) =>
    chrono
      .parse(text, { instant: new Date(anchor + 43_200_000), timezone: 0 })
      .filter((hit) => hit.start.isCertain('day') && hit.start.isCertain('month') && !hit.end)
      .map((hit) => ({
        index: hit.index,
        text: hit.text,
        year: hit.start.isCertain('year') ? hit.start.get('year') : null,
        month: hit.start.get('month')!,
        day: hit.start.get('day')!,
      }));
}

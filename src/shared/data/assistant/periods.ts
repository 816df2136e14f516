import { addMonths, dayMs, dayOf, isoDay, periodStart } from './calendar';
import type { Grain } from './types';
import { adverb, type Words } from './words/types';

/** A span of days a question names, `to` inclusive; `relative` when counted from the latest date in the data. */
export type Period = { from: string; to: string; relative: boolean };

/** A full date found by a date-phrase parser (chrono-node) in folded text: where, and its certain parts. */
export type DateHit = { index: number; text: string; year: number | null; month: number; day: number };
export type DateReader = (folded: string, anchor: number) => DateHit[];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (phrases: readonly string[]) =>
  [...new Set(phrases)]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

type Span = { from: number; to: number; relative: boolean };

/**
 * Finds the periods of a folded question and puts a placeholder (`zzp0`, `zzp1` …) where each stood. Relative
 * phrases ("last quarter", "the last 3 months") count from `max`, the latest date of the date column: "last
 * quarter" is the quarter that date falls in, "previous quarter" the one before, "last 3 months" the three months
 * ending on it. A month or day without a year is its latest occurrence on or before `max`.
 */
export function findPeriods(
  folded: string,
  vocabularies: readonly Words[],
  min: number,
  max: number,
  reader?: DateReader,
): { text: string; periods: Period[] } {
  const spans: Span[] = [];
  let text = ` ${folded} `;
  const put = (pattern: RegExp, make: (match: RegExpExecArray) => Span | undefined) => {
    text = text.replace(pattern, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      const span = make(match);
      if (!span) return match[0];
      spans.push(span);
      return ` zzp${spans.length - 1} `;
    });
  };
  const monthOf = new Map<string, number>();
  const fullMonths = new Set<string>();
  for (const words of vocabularies)
    words.months.forEach((names, index) =>
      names.forEach((name, at) => {
        if (!monthOf.has(name)) monthOf.set(name, index + 1);
        if (at === 0 && name !== 'may') fullMonths.add(name);
      }),
    );
  const months = alternation([...monthOf.keys()]);
  const all = (pick: (words: Words) => string[]) => alternation(vocabularies.flatMap(pick));
  const latestYear = (month: number, day = 1) => {
    const top = new Date(max).getUTCFullYear();
    return dayOf(top, month, day) <= max ? top : top - 1;
  };
  const day = (year: number | null, month: number, date: number): Span | undefined => {
    const y = year ?? latestYear(month, date);
    const ms = dayOf(y, month, date);
    if (new Date(ms).getUTCDate() !== date) return undefined;
    return { from: ms, to: ms, relative: year === null };
  };
  const monthSpan = (year: number | null, month: number): Span => {
    const y = year ?? latestYear(month);
    return { from: dayOf(y, month, 1), to: dayOf(y, month + 1, 1) - dayMs, relative: year === null };
  };
  const quarterSpan = (year: number | null, quarter: number): Span => {
    const y = year ?? latestYear(3 * quarter - 2);
    return {
      from: dayOf(y, 3 * quarter - 2, 1),
      to: dayOf(y, 3 * quarter + 1, 1) - dayMs,
      relative: year === null,
    };
  };
  const year = (text: string | undefined) => (text ? +text : null);

  // Full dates: ISO, "3 March 2025", "3 de marzo de 2025", "March 3, 2025".
  put(/ (\d{4})-(\d{1,2})-(\d{1,2}) /g, (m) => day(+m[1]!, +m[2]!, +m[3]!));
  put(
    new RegExp(` (\\d{1,2})(?:er|o|st|nd|rd|th)?\\.? (?:de )?(${months})(?: (?:de |del )?(\\d{4}))? `, 'g'),
    (m) => (+m[1]! >= 1 && +m[1]! <= 31 ? day(year(m[3]), monthOf.get(m[2]!)!, +m[1]!) : undefined),
  );
  put(new RegExp(` (${months}) (\\d{1,2})(?:st|nd|rd|th)?(?: (\\d{4}))? `, 'g'), (m) =>
    +m[2]! >= 1 && +m[2]! <= 31 ? day(year(m[3]), monthOf.get(m[1]!)!, +m[2]!) : undefined,
  );
  if (reader)
    for (const hit of reader(text, max).reverse()) {
      const span = day(hit.year, hit.month, hit.day);
      if (!span || /zzp/.test(hit.text)) continue;
      spans.push(span);
      text = `${text.slice(0, hit.index)} zzp${spans.length - 1} ${text.slice(hit.index + hit.text.length)}`;
    }
  // Quarters: "Q1 2025", "2025 Q1", "T1 2025", "first quarter of 2025", "1. Quartal 2025".
  const quarterWords = all((words) => words.quarter.filter((word) => word.length > 1));
  put(/ (?:q|t)([1-4])(?: (?:of |de |del |di |do |des |du )?(\d{4}))? /g, (m) =>
    quarterSpan(year(m[2]), +m[1]!),
  );
  put(/ (\d{4}) (?:q|t)([1-4]) /g, (m) => quarterSpan(+m[1]!, +m[2]!));
  for (const words of vocabularies)
    words.quarterOrdinals.forEach((ordinals, index) =>
      put(
        new RegExp(
          ` (?:${alternation(ordinals)}) (?:${quarterWords})(?: (?:of |de |del |di |do |des |du |dello |des jahres )?(\\d{4}))? `,
          'g',
        ),
        (m) => quarterSpan(year(m[1]), index + 1),
      ),
    );
  put(new RegExp(` ([1-4]) (?:${quarterWords})(?: (\\d{4}))? `, 'g'), (m) => quarterSpan(year(m[2]), +m[1]!));
  // Months: "March 2025", "marzo de 2025", a full month name alone.
  put(new RegExp(` (${months}) (?:de |del |of |di )?(\\d{4}) `, 'g'), (m) =>
    monthSpan(+m[2]!, monthOf.get(m[1]!)!),
  );
  put(new RegExp(` (${alternation([...fullMonths])}) `, 'g'), (m) => monthSpan(null, monthOf.get(m[1]!)!));
  // Relative periods, counted from the latest date.
  const relative = (grain: Grain, count: number | null, back: number): Span => {
    if (count !== null) {
      const start =
        grain === 'day' || grain === 'week'
          ? max - (count * (grain === 'week' ? 7 : 1) - 1) * dayMs
          : addMonths(max, -count * (grain === 'quarter' ? 3 : grain === 'year' ? 12 : 1)) + dayMs;
      return { from: start, to: max, relative: true };
    }
    const from = periodStart(max, grain, -back);
    return { from, to: periodStart(max, grain, 1 - back) - dayMs, relative: true };
  };
  const current = all((words) => words.current);
  const previous = all((words) => [...words.previous, ...words.last]);
  const counted = all((words) => [...words.last, ...words.current]);
  for (const grain of ['day', 'week', 'month', 'quarter', 'year'] as const) {
    const unit = all((words) => words.grains[grain].filter((word) => !adverb.test(word)));
    const count = `(?:${counted}) (\\d{1,3}) (?:${unit})|(\\d{1,3}) (?:${counted}) (?:${unit})`;
    put(new RegExp(` (?:${count}) `, 'g'), (m) => relative(grain, +(m[1] ?? m[2])!, 0));
    put(new RegExp(` (?:${previous}) (?:${unit}) | (?:${unit}) (?:${previous}) `, 'g'), () =>
      relative(grain, null, 1),
    );
    put(new RegExp(` (?:${current}) (?:${unit}) | (?:${unit}) (?:${current}) `, 'g'), () =>
      relative(grain, null, 0),
    );
  }
  put(/ (?:ytd|year to date) /g, () => ({ from: periodStart(max, 'year'), to: max, relative: true }));
  // Years, unless a comparison or a ranking word stands before the number.
  const notYear = all((words) => [
    ...words.greater,
    ...words.less,
    ...words.atLeast,
    ...words.atMost,
    ...words.top,
    ...words.bottom,
  ]);
  put(new RegExp(`( (?:${notYear}|=))? ((?:19|20)\\d\\d) `, 'g'), (m) =>
    m[1] ? undefined : { from: dayOf(+m[2]!, 1, 1), to: dayOf(+m[2]! + 1, 1, 1) - dayMs, relative: false },
  );
  // Ranges and open ends: "between P and Q", "from P to Q", "since P", "before P", "after P".
  const between = all((words) => words.between);
  const and = all((words) => words.and);
  text = text.replace(
    new RegExp(` (?:${between}) zzp(\\d+) (?:${and}) zzp(\\d+) `, 'g'),
    (_, a: string, b: string) => {
      spans.push({
        from: spans[+a]!.from,
        to: spans[+b]!.to,
        relative: spans[+a]!.relative || spans[+b]!.relative,
      });
      return ` zzp${spans.length - 1} `;
    },
  );
  const open = (words: string, make: (span: Span) => Span) => {
    if (!words) return;
    text = text.replace(new RegExp(` (?:${words})(?: [a-z]{1,3})? zzp(\\d+) `, 'g'), (_, at: string) => {
      spans.push(make(spans[+at]!));
      return ` zzp${spans.length - 1} `;
    });
  };
  open(
    all((words) => words.since),
    (span) => ({ from: span.from, to: max, relative: span.relative }),
  );
  open(
    all((words) => words.after),
    (span) => ({ from: span.to + dayMs, to: max, relative: span.relative }),
  );
  open(
    all((words) => words.before),
    (span) => ({ from: min, to: span.from - dayMs, relative: span.relative }),
  );
  const periods = spans.map((span) => ({
    from: isoDay(span.from),
    to: isoDay(span.to),
    relative: span.relative,
  }));
  return { text: text.replace(/\s+/g, ' ').trim(), periods };
}

import type { Mention } from './mentions';
import { findPhrase } from './normalise';
import type { Period } from './periods';
import { isDate, isGroupable, isNumeric, type ColumnInfo } from './schema';
import type { Aggregation, Filter, Grain, Plan } from './types';
import { aggregationHeads } from './words/aggregation-heads';
import { adverb, type Words } from './words/types';

/** Why a question gets no plan: the answer says which, and suggests what it can answer. */
export type Refusal =
  'not-understood' | 'no-column' | 'no-date-column' | 'not-numeric' | 'no-insight' | 'no-value';

export type Reading =
  | { kind: 'plan'; plan: Plan }
  | { kind: 'clarify'; columns: ColumnInfo[]; phrase: string }
  /** `missing`: with `no-value`, the word the question gives as a value and the column that does not hold it. */
  | { kind: 'refuse'; reason: Refusal; missing?: { word: string; column: string } };

export type Parsed = {
  tokens: string[];
  /** Words of the question no rule, column, value or number explains (nor the dataset's name). */
  unexplained: string[];
  mentions: Mention[];
  periods: Period[];
  /** The date column periods apply to. */
  dateColumn: ColumnInfo | undefined;
  columns: ColumnInfo[];
  insightIds: string[];
  question: string;
  /** Where words name what a row is ("orders", "Sitzungen"): read as rows. */
  rows?: number[];
};

const priority: Aggregation[] = ['distinct', 'median', 'mean', 'count', 'min', 'max', 'sum'];
const grains: Grain[] = ['day', 'week', 'month', 'quarter', 'year'];

/** Whether a word starts as an aggregation word of any of the six languages does (`maxi`, `mitt`, `medi`, `somm`…). */
export function looksLikeAggregation(word: string): boolean {
  return word.length >= 4 && aggregationHeads.has(word.slice(0, 4));
}

/** Turns a question's mentions and words into a plan, by our own rules (docs/decisions/045). */
export function readIntent(parsed: Parsed, vocabularies: readonly Words[]): Reading {
  const { tokens, mentions } = parsed;
  const all = (pick: (words: Words) => string[]) => vocabularies.flatMap(pick);
  const consumed = new Array<boolean>(tokens.length).fill(false);
  for (const mention of mentions) for (let at = mention.start; at < mention.end; at++) consumed[at] = true;
  const phraseBefore = (
    at: number,
    phrases: string[],
    reach = 3,
  ): { start: number; phrase: string } | undefined => {
    for (let size = Math.min(reach, at); size >= 1; size--) {
      const phrase = tokens.slice(at - size, at).join(' ');
      if (phrases.includes(phrase)) return { start: at - size, phrase };
    }
    return undefined;
  };
  const ambiguous = mentions.find((m) => m.kind === 'column' && m.columns.length > 1);
  if (ambiguous && ambiguous.kind === 'column')
    return {
      kind: 'clarify',
      columns: ambiguous.columns,
      phrase: tokens.slice(ambiguous.start, ambiguous.end).join(' '),
    };

  // Comparisons of numbers: "<column> over 100", "between 10 and 20".
  const filters: Filter[] = [];
  const filterColumns = new Set<ColumnInfo>();
  const numbers = mentions.filter((m): m is Extract<Mention, { kind: 'number' }> => m.kind === 'number');
  const usedNumbers = new Set<Mention>();
  const columnBefore = (at: number): ColumnInfo | undefined => {
    const stop = new Set(all((w) => w.stop));
    for (let index = mentions.length - 1; index >= 0; index--) {
      const m = mentions[index]!;
      if (m.end > at || m.kind !== 'column') continue;
      const gap = tokens.slice(m.end, at);
      if (gap.length <= 2 && gap.every((word) => stop.has(word))) return m.columns[0];
      return undefined;
    }
    return undefined;
  };
  const pendingCompare: { op: '>' | '>=' | '<' | '<='; value: number; column: ColumnInfo | undefined }[] = [];
  const pendingBetween: { low: number; high: number; column: ColumnInfo | undefined }[] = [];
  const operators: ['>' | '>=' | '<' | '<=', string[]][] = [
    ['>=', all((w) => w.atLeast)],
    ['<=', all((w) => w.atMost)],
    ['>', all((w) => w.greater)],
    ['<', all((w) => w.less)],
  ];
  for (const number of numbers) {
    if (usedNumbers.has(number)) continue;
    const between = phraseBefore(
      number.start,
      all((w) => w.between),
      2,
    );
    const next = numbers.find(
      (n) => n.start === number.end + 1 && all((w) => w.and).includes(tokens[number.end]!),
    );
    if (between && next) {
      for (let at = between.start; at < next.end; at++) consumed[at] = true;
      usedNumbers.add(number).add(next);
      pendingBetween.push({
        low: Math.min(number.value, next.value),
        high: Math.max(number.value, next.value),
        column: columnBefore(between.start),
      });
      continue;
    }
    const articles = [
      'the',
      'i',
      'los',
      'las',
      'les',
      'die',
      'den',
      'le',
      'la',
      'il',
      'os',
      'as',
      'o',
      'a',
      'de',
      'di',
      'da',
    ];
    const anchor = articles.includes(tokens[number.start - 1] ?? '') ? number.start - 1 : number.start;
    for (const [op, phrases] of operators) {
      const before = phraseBefore(number.start, phrases) ?? phraseBefore(anchor, phrases);
      const after = ['>=', '<='].includes(op)
        ? phrases.includes(tokens.slice(number.end, number.end + 2).join(' '))
        : false;
      if (!before && !after) continue;
      const start = before ? before.start : number.start;
      for (let at = start; at < (after ? number.end + 2 : number.end); at++) consumed[at] = true;
      usedNumbers.add(number);
      pendingCompare.push({ op, value: number.value, column: columnBefore(start) });
      break;
    }
  }
  const rest = tokens.map((word, at) => (consumed[at] ? '_' : word)).join(' ');
  const has = (pick: (words: Words) => string[]) => findPhrase(rest, all(pick));
  const where = (pick: (words: Words) => string[]) => {
    const phrase = has(pick);
    return phrase === undefined
      ? undefined
      : { at: ` ${rest} `.indexOf(` ${phrase} `), length: phrase.length };
  };

  const columnMentions = mentions.filter(
    (m): m is Extract<Mention, { kind: 'column' }> => m.kind === 'column',
  );
  const filterColumnOf = (column: ColumnInfo | undefined) => column && filterColumns.add(column) && column;
  pendingCompare.forEach((p) => filterColumnOf(p.column));
  pendingBetween.forEach((p) => filterColumnOf(p.column));
  const named = columnMentions.map((m) => m.columns[0]!);
  const firstNamed = named[0];
  const measures = named.filter((c) => isNumeric(c) && !filterColumns.has(c));
  const measure = measures[0] ?? named.find((c) => isNumeric(c));

  // Requests that name one column and need no arithmetic.
  if (has((w) => w.help) && named.length === 0) return { kind: 'plan', plan: { kind: 'help' } };
  if (has((w) => w.explain) && (has((w) => w.insight) || parsed.insightIds.length)) {
    const id = parsed.insightIds[0];
    return id
      ? { kind: 'plan', plan: { kind: 'explain-insight', insightId: id } }
      : { kind: 'refuse', reason: 'no-insight' };
  }
  const target = measure ?? firstNamed;
  if (has((w) => w.train))
    return target
      ? { kind: 'plan', plan: { kind: 'train', target: target.name } }
      : { kind: 'refuse', reason: 'no-column' };
  if (has((w) => w.predict)) {
    // The values given ("region West", "visits = 50"); what is predicted is the first column named without one.
    const given = new Map<string, string>();
    for (const m of mentions) {
      if (m.kind === 'value') given.set(m.value.column.name, m.value.value);
      if (m.kind === 'column') {
        const number = numbers.find((n) => n.start === m.end || n.start === m.end + 1);
        if (number) given.set(m.columns[0]!.name, String(number.value));
      }
    }
    const predicted = named.find((column) => !given.has(column.name)) ?? target;
    if (!predicted) return { kind: 'refuse', reason: 'no-column' };
    given.delete(predicted.name);
    return {
      kind: 'plan',
      plan: { kind: 'predict', target: predicted.name, values: Object.fromEntries(given) },
    };
  }
  if (has((w) => w.drivers))
    return target
      ? { kind: 'plan', plan: { kind: 'drivers', column: target.name } }
      : { kind: 'refuse', reason: 'no-column' };
  if (has((w) => w.related))
    return firstNamed
      ? { kind: 'plan', plan: { kind: 'related', column: (measure ?? firstNamed).name } }
      : { kind: 'refuse', reason: 'no-column' };
  if (has((w) => w.outliers)) {
    const column = measure;
    return column
      ? { kind: 'plan', plan: { kind: 'outliers', column: column.name } }
      : { kind: 'refuse', reason: firstNamed ? 'not-numeric' : 'no-column' };
  }
  if (has((w) => w.quality))
    return { kind: 'plan', plan: { kind: 'quality', column: firstNamed?.name ?? null } };
  if (has((w) => w.describe))
    return firstNamed
      ? { kind: 'plan', plan: { kind: 'describe', column: firstNamed.name } }
      : { kind: 'refuse', reason: 'no-column' };

  // Filters: compared numbers, category values ("West", "not West"), periods.
  for (const p of pendingCompare) {
    const column = p.column ?? measure;
    if (!column || !isNumeric(column))
      return { kind: 'refuse', reason: column ? 'not-numeric' : 'no-column' };
    filters.push({ kind: 'compare', column: column.name, op: p.op, value: p.value });
    filterColumns.add(column);
  }
  for (const p of pendingBetween) {
    const column = p.column ?? measure;
    if (!column || !isNumeric(column))
      return { kind: 'refuse', reason: column ? 'not-numeric' : 'no-column' };
    filters.push({ kind: 'between', column: column.name, low: p.low, high: p.high });
    filterColumns.add(column);
  }
  const valueMentions = mentions.filter((m): m is Extract<Mention, { kind: 'value' }> => m.kind === 'value');
  const compareWord = has((w) => w.compare);
  let compared: [string, string] | undefined;
  let comparedColumn: ColumnInfo | undefined;
  const byColumn = new Map<ColumnInfo, Extract<Mention, { kind: 'value' }>[]>();
  for (const m of valueMentions) byColumn.set(m.value.column, [...(byColumn.get(m.value.column) ?? []), m]);
  // "Italy or Online": values of two columns joined by "or" are neither one group nor a list the filters can
  // hold (they keep rows meeting every condition); "Italy or Narnia": an alternative the column does not hold is
  // named to the asker, never left out of a total or a comparison.
  const orWords = all((w) => w.or);
  for (const [index, m] of valueMentions.entries()) {
    const next = valueMentions[index + 1];
    if (
      next &&
      next.value.column !== m.value.column &&
      next.start === m.end + 1 &&
      orWords.includes(tokens[m.end]!)
    )
      return { kind: 'refuse', reason: 'not-understood' };
    for (const [or, at] of [
      [m.end, m.end + 1],
      [m.start - 1, m.start - 2],
    ] as const) {
      const word = tokens[at];
      if (!orWords.includes(tokens[or] ?? '') || word === undefined || !parsed.unexplained.includes(word))
        continue;
      if (!mentions.some((o) => o.start <= at && at < o.end))
        return { kind: 'refuse', reason: 'no-value', missing: { word, column: m.value.column.name } };
    }
  }
  if (compareWord)
    for (const [column, list] of byColumn)
      if (list.length === 2 && !compared) {
        compared = [list[0]!.value.value, list[1]!.value.value];
        comparedColumn = column;
      }
  // "Chrome or Safari: which …", "which of Chrome or Safari …": two values of one column joined by "or", with a
  // word asking to choose right beside them, are two groups to compare, never one total of both. The same pair
  // with that word elsewhere and a ranking word may be either: refused, unless another column is the group ranked
  // ("which Region has the most Sales for Online or Retail").
  const whichWords = all((w) => w.which);
  const linking = new Set([...all((w) => w.stop), ...all((w) => w.between)]);
  const onlyLinking = (from: number, to: number) => tokens.slice(from, to).every((word) => linking.has(word));
  /** How many words of a choosing phrase start at `at` (the longest), or 0. */
  const whichAfter = (at: number) =>
    Math.max(
      0,
      ...whichWords
        .map((p) => p.split(' ').length)
        .filter((size, index) => tokens.slice(at, at + size).join(' ') === whichWords[index]),
    );
  const comparing = !!has((w) => w.comparative);
  const ranking = !!has((w) => w.top) || !!has((w) => w.bottom);
  const otherGroupThan = (column: ColumnInfo) =>
    columnMentions.some((m) => isGroupable(m.columns[0]!) && m.columns[0] !== column);
  /** A pair kept as the rows of another column's groups in a question that compares: only a ranking answers it. */
  let pooledChoice = false;
  for (const [column, list] of byColumn) {
    if (compared || list.length !== 2) continue;
    const [a, b] = list as [(typeof list)[0], (typeof list)[0]];
    if (b.start !== a.end + 1 || !orWords.includes(tokens[a.end]!)) continue;
    const after = whichAfter(b.end) && onlyLinking(0, a.start);
    const before = [0, 1, 2].some(
      (gap) => !!phraseBefore(a.start - gap, whichWords) && onlyLinking(a.start - gap, a.start),
    );
    if (after || before) {
      compared = [a.value.value, b.value.value];
      comparedColumn = column;
      continue;
    }
    if (otherGroupThan(column)) {
      // "which Region has the most Sales for Online or Retail": the pair keeps the rows of the group ranked.
      pooledChoice ||= comparing || ranking;
      continue;
    }
    if (!has((w) => w.which) && !comparing && !ranking) continue;
    // "which has more Sales, Italy or Spain?": the choosing word opens the question and the pair ends it. After
    // "is" it asks what something is ("cuál es la media de Sales para Online o Store"): a list, if every word is
    // read and nothing is ranked or compared; "which is higher, Sales in Italy or Spain": the two groups, when a
    // measure is named.
    const opens = [0, 1, 2].find((at) => whichAfter(at) && onlyLinking(0, at));
    if (opens !== undefined && onlyLinking(b.end, tokens.length)) {
      if (!all((w) => w.be).includes(tokens[opens + whichAfter(opens)] ?? '')) {
        compared = [a.value.value, b.value.value];
        comparedColumn = column;
      } else if (ranking || parsed.unexplained.length || (comparing && !measure))
        return { kind: 'refuse', reason: 'not-understood' };
      else if (comparing) {
        compared = [a.value.value, b.value.value];
        comparedColumn = column;
      }
    } else if (comparing) {
      // "what has more Sales: Italy or Spain?", "qu'est-ce qui a plus de Sales : Italy ou Spain ?": a word
      // comparing two amounts with the pair asks which of the two groups, wherever it stands; never their total.
      compared = [a.value.value, b.value.value];
      comparedColumn = column;
    } else if (ranking) return { kind: 'refuse', reason: 'not-understood' };
  }
  // "is Italy's Sales higher than Spain's", "does Italy have more Sales than Spain": two values of one column with
  // a comparing word between them and nothing else but the measure, an aggregation and linking words.
  const comparingWords = new Set(
    [...all((w) => w.comparative), ...all((w) => w.greater), ...all((w) => w.less)].flatMap((p) =>
      p.split(' '),
    ),
  );
  const aggregationWords = new Set(
    priority.flatMap((a) => all((w) => w.aggregations[a])).flatMap((p) => p.split(' ')),
  );
  for (const [column, list] of byColumn) {
    if (compared || list.length !== 2 || parsed.unexplained.length) continue;
    const [a, b] = list as [(typeof list)[0], (typeof list)[0]];
    const inMeasure = (at: number) =>
      columnMentions.some((m) => m.columns[0] === measure && m.start <= at && at < m.end);
    const gap = tokens.slice(a.end, b.start).map((word, index) => ({ word, at: a.end + index }));
    const readable = ({ word, at }: { word: string; at: number }) =>
      linking.has(word) || comparingWords.has(word) || aggregationWords.has(word) || inMeasure(at);
    if (!measure || !gap.every(readable) || !gap.some(({ word }) => all((w) => w.comparative).includes(word)))
      continue;
    compared = [a.value.value, b.value.value];
    comparedColumn = column;
  }
  const notWords = all((w) => w.not);
  // Values of one column are a list only when joined by "and", "or" or commas: "Marketing comparado con
  // Finance" or "Office x School" read as a list would answer another question.
  const joins = new Set([
    ...all((w) => w.and),
    ...all((w) => w.stop),
    ...notWords.flatMap((p) => p.split(' ')),
  ]);
  for (const [column, list] of byColumn) {
    if (column === comparedColumn) continue;
    // "Italy, Spain or France: which has more Sales?", "compare Sales for Italy, Spain and France": groups to
    // compare that the plan cannot hold (it compares two) are never one total of all of them.
    const choosing = compareWord || comparing || ranking;
    if (!compared && list.length >= 2 && choosing && !otherGroupThan(column))
      return { kind: 'refuse', reason: 'not-understood' };
    for (let index = 1; index < list.length; index++) {
      const gap = tokens.slice(list[index - 1]!.end, list[index]!.start);
      if (gap.some((word) => !joins.has(word))) return { kind: 'refuse', reason: 'not-understood' };
    }
    const negated = list.filter(
      (m) => phraseBefore(m.start, notWords, 3) || phraseBefore(m.start - 1, notWords, 2),
    );
    const kept = list.filter((m) => !negated.includes(m));
    if (kept.length)
      filters.push({
        kind: 'equals',
        column: column.name,
        values: [...new Set(kept.map((m) => m.value.value))],
      });
    if (negated.length)
      filters.push({
        kind: 'not-equals',
        column: column.name,
        values: [...new Set(negated.map((m) => m.value.value))],
      });
    filterColumns.add(column);
  }
  // "how many remote employees in Lisbon", "combien de sessions Bounced": a yes/no column named with no value of its
  // own, in a question that counts or totals rows, means its yes ("not remote": its other rows). Those rows are
  // counted, never the column's distinct values; when its yes cannot be told, the question is refused.
  const totals = priority.some((a) => a !== 'distinct' && has((w) => w.aggregations[a]));
  const asksRows = has((w) => w.howMany) || totals || !!parsed.rows?.length;
  for (const m of columnMentions) {
    const column = m.columns[0]!;
    if (m.columns.length > 1 || column.kind !== 'boolean' || filterColumns.has(column)) continue;
    if (column === comparedColumn || !asksRows || has((w) => w.aggregations.distinct)) continue;
    if (
      phraseBefore(
        m.start,
        all((w) => w.by),
        3,
      )
    )
      continue;
    if (!column.yes?.length) return { kind: 'refuse', reason: 'not-understood' };
    const negated = phraseBefore(m.start, notWords, 3) || phraseBefore(m.start - 1, notWords, 2);
    filters.push({ kind: negated ? 'not-equals' : 'equals', column: column.name, values: column.yes });
    filterColumns.add(column);
  }
  if (parsed.periods.length) {
    if (!parsed.dateColumn) return { kind: 'refuse', reason: 'no-date-column' };
    const period = parsed.periods[parsed.periods.length - 1]!;
    filters.push({ kind: 'dates', column: parsed.dateColumn.name, from: period.from, to: period.to });
    filterColumns.add(parsed.dateColumn);
  }

  // The measure, the grouping and the aggregation.
  const found = priority.filter((aggregation) => has((w) => w.aggregations[aggregation]));
  const howMany = has((w) => w.howMany);
  const topAt = where((w) => w.top);
  const bottomAt = where((w) => w.bottom);
  const ranked = !!topAt || !!bottomAt;
  // "la plus faible", "più bassa": when the two overlap, the longer phrase says which; otherwise the first.
  const overlap =
    topAt && bottomAt && topAt.at < bottomAt.at + bottomAt.length && bottomAt.at < topAt.at + topAt.length;
  const order: 'top' | 'bottom' = !bottomAt
    ? 'top'
    : !topAt
      ? 'bottom'
      : overlap
        ? topAt.at + topAt.length >= bottomAt.at + bottomAt.length && topAt.length > bottomAt.length
          ? 'top'
          : 'bottom'
        : topAt.at <= bottomAt.at
          ? 'top'
          : 'bottom';
  const byAt = (m: Mention) =>
    !!phraseBefore(
      m.start,
      all((w) => w.by),
      3,
    );
  const groupMention = columnMentions.find(
    (m) => isGroupable(m.columns[0]!) && !filterColumns.has(m.columns[0]!) && (byAt(m) || ranked),
  );
  const dateBy = columnMentions.find((m) => isDate(m.columns[0]!) && byAt(m));
  const grain = grains.find((g) => has((w) => w.grains[g]));
  const trendWord = has((w) => w.trend);
  let aggregation: Aggregation | undefined = found.find((a) => !(ranked && (a === 'min' || a === 'max')));
  const counted = columnMentions.find((m) => m.start >= 0 && !filterColumns.has(m.columns[0]!));
  if (howMany && !aggregation) aggregation = 'count';
  // "combien de commandes au total": a total with no measure, of the rows asked about, is their count.
  if (aggregation === 'sum' && !measure && (howMany || parsed.rows?.length)) aggregation = 'count';
  const countColumn = (): string | null => {
    if (aggregation === 'distinct') return (counted?.columns[0] ?? firstNamed)?.name ?? null;
    if (!counted) return null;
    const column = counted.columns[0]!;
    const asked = tokens.findIndex((token) => all((w) => w.howMany).some((p) => p.split(' ')[0] === token));
    const rowsBetween = parsed.rows?.some((at) => at > asked && at < counted.start);
    const right = asked >= 0 && counted.start - asked <= 3 && !rowsBetween;
    // Never the distinct values of a yes/no column unless asked for: "how many remote" is not 2.
    const implicit = column.kind !== 'boolean';
    if (isGroupable(column) && implicit && column !== groupMention?.columns[0] && howMany && right) {
      aggregation = 'distinct';
      return column.name;
    }
    return isNumeric(column) && column !== groupMention?.columns[0] ? column.name : null;
  };

  // A grain names a trend when it is an adverb ("monthly") or follows a grouping word ("by month").
  const grainTrend =
    grain !== undefined &&
    vocabularies.some((w) =>
      w.grains[grain].some(
        (phrase) =>
          findPhrase(rest, [phrase]) &&
          (adverb.test(phrase) ||
            all((v) => v.by).some((by) => findPhrase(rest, [`${by} ${phrase}`])) ||
            new RegExp(`(?:^| )${phrase} [a-z]+ ${phrase}(?: |$)`).test(rest)),
      ),
    );
  // A grain the plan does not use ("Quantity total mes a mes" read as one total) is a question misread.
  if (grain !== undefined && !grainTrend && !trendWord && !dateBy && !parsed.periods.length)
    return { kind: 'refuse', reason: 'not-understood' };
  // An aggregation left unsaid while a word no rule reads, shaped like an aggregation of any language
  // ("maximaux", "mittlere", "medianos"), stands next to the measure: the default would be a guess.
  const measureMention = columnMentions.find((m) => m.columns[0] === measure);
  const unknownWords = new Set(parsed.unexplained);
  const unsaidNextToUnknown =
    !aggregation &&
    !!measureMention &&
    [tokens[measureMention.start - 1], tokens[measureMention.end]].some(
      (word) => word !== undefined && unknownWords.has(word) && looksLikeAggregation(word),
    );
  if (unsaidNextToUnknown) return { kind: 'refuse', reason: 'not-understood' };
  // Every column the question names must have a part in the plan, and a count of rows must not leave a noun
  // unexplained ("how many solar panels"): otherwise the answer would be a number for another question.
  const explained = (plan: Plan): Reading => {
    if (!('filters' in plan)) return { kind: 'plan', plan };
    // A number no filter reads ("Sales in 2025" with no date column to read it from) would be left out of the
    // answer: the number given would be for another question. A ranking reads its number as the limit.
    if (plan.kind !== 'rank' && numbers.some((n) => !usedNumbers.has(n)))
      return { kind: 'refuse', reason: 'not-understood' };
    if (pooledChoice && plan.kind !== 'rank') return { kind: 'refuse', reason: 'not-understood' };
    const used = new Set<string>(plan.filters.map((f) => f.column));
    if (plan.column) used.add(plan.column);
    if ('groupBy' in plan && plan.groupBy) used.add(plan.groupBy);
    if (plan.kind === 'trend') used.add(plan.date);
    const countsRows = plan.aggregation === 'count' && plan.column === null;
    const unused = named.filter((c) => !used.has(c.name) && !(countsRows && c.kind === 'id'));
    if (unused.length) return { kind: 'refuse', reason: 'not-understood' };
    if (countsRows && parsed.unexplained.length) return { kind: 'refuse', reason: 'not-understood' };
    return { kind: 'plan', plan };
  };
  if (ranked && !groupMention && (numbers.some((n) => !usedNumbers.has(n)) || tokens.includes('top')))
    return { kind: 'refuse', reason: 'no-column' };
  if (trendWord || dateBy || grainTrend) {
    const date = dateBy?.columns[0] ?? parsed.dateColumn;
    if (!date) return { kind: 'refuse', reason: 'no-date-column' };
    const agg = aggregation ?? (measure ? 'sum' : 'count');
    const column = agg === 'count' && !measure ? null : (measure?.name ?? null);
    if (column === null && agg !== 'count') return { kind: 'refuse', reason: 'no-column' };
    return explained({
      kind: 'trend',
      aggregation: agg,
      column,
      date: date.name,
      grain: grain ?? ('auto' as Grain),
      filters,
    });
  }
  // "Cost (EUR) máximo por Site", "maximum Cost by Site": a largest or smallest value said beside the measure,
  // with the group after a grouping word, is that value in each group, not the one group ranked first.
  const extreme = (['max', 'min'] as const).find((a) =>
    all((w) => w.aggregations[a]).some((phrase) => {
      if (!measureMention) return false;
      const size = phrase.split(' ').length;
      return (
        tokens.slice(measureMention.end, measureMention.end + size).join(' ') === phrase ||
        tokens.slice(Math.max(0, measureMention.start - size), measureMention.start).join(' ') === phrase
      );
    }),
  );
  if (compared && comparedColumn) {
    if (!measure) {
      // With no measure read, only a count of rows can be compared, and only when no word is left unread
      // ("lequel a le plus de pages vues en moyenne" is not the number of rows of each).
      if ((aggregation && aggregation !== 'count') || parsed.unexplained.length)
        return { kind: 'refuse', reason: aggregation ? 'no-column' : 'not-understood' };
      // "what has more: Italy or Spain?": more of what is not said; rows only when something names them.
      const rowsNamed = !!aggregation || !!parsed.rows?.length || !!has((w) => w.rows) || named.length > 0;
      if (!rowsNamed) return { kind: 'refuse', reason: 'not-understood' };
      return explained({
        kind: 'compare',
        aggregation: 'count',
        column: comparedColumn.name,
        groupBy: comparedColumn.name,
        values: compared,
        filters,
      });
    }
    return explained({
      kind: 'compare',
      // "which has the highest maximum Sales, Italy or Spain": the largest value said beside the measure.
      aggregation: aggregation ?? extreme ?? 'sum',
      column: measure.name,
      groupBy: comparedColumn.name,
      values: compared,
      filters,
    });
  }
  const perGroup =
    ranked &&
    extreme !== undefined &&
    !!groupMention &&
    byAt(groupMention) &&
    !numbers.some((n) => !usedNumbers.has(n)) &&
    !['top', 'bottom'].some((word) => tokens.includes(word));
  if (perGroup && measure)
    return explained({
      kind: 'aggregate',
      aggregation: extreme,
      column: measure.name,
      groupBy: groupMention.columns[0]!.name,
      filters,
    });
  if (ranked && groupMention) {
    const limitMention = numbers.find((n) => !usedNumbers.has(n));
    const literal = ['top', 'bottom'].some((word) => tokens.includes(word));
    const limit = limitMention ? Math.max(1, Math.min(100, Math.round(limitMention.value))) : literal ? 5 : 1;
    const agg = aggregation ?? (measure ? 'sum' : 'count');
    const column = agg === 'count' ? (measure?.name ?? null) : (measure?.name ?? null);
    if (column === null && agg !== 'count') return { kind: 'refuse', reason: 'no-column' };
    return explained({
      kind: 'rank',
      aggregation: agg,
      column,
      groupBy: groupMention.columns[0]!.name,
      order,
      limit,
      filters,
    });
  }
  if (aggregation || groupMention || (ranked && measure)) {
    let agg = aggregation;
    if (!agg && ranked) agg = order === 'top' ? 'max' : 'min';
    agg ??= measure ? 'sum' : 'count';
    aggregation = agg;
    const column = agg === 'count' || agg === 'distinct' ? countColumn() : (measure?.name ?? null);
    if (column === null && aggregation !== 'count') {
      const other = firstNamed && !isNumeric(firstNamed);
      return { kind: 'refuse', reason: other ? 'not-numeric' : 'no-column' };
    }
    return explained({
      kind: 'aggregate',
      aggregation,
      column,
      groupBy: groupMention?.columns[0]!.name ?? null,
      filters,
    });
  }
  if (firstNamed && named.length === 1 && filters.length === 0)
    return { kind: 'plan', plan: { kind: 'describe', column: firstNamed.name } };
  // "tickets with First response (hours) between 1 and 2": the rows named, every column a condition, are counted.
  if (filters.length && parsed.rows?.length && !named.some((c) => !filterColumns.has(c)))
    return explained({ kind: 'aggregate', aggregation: 'count', column: null, groupBy: null, filters });
  // "Sales in 2025", "sales where units over 10": a measure under filters is its total, as "sales by region" is.
  if (measure && filters.length)
    return explained({ kind: 'aggregate', aggregation: 'sum', column: measure.name, groupBy: null, filters });
  if (
    filters.length &&
    !named.some((c) => !filterColumns.has(c)) &&
    (has((w) => w.rows) || parsed.rows?.length)
  )
    return explained({ kind: 'aggregate', aggregation: 'count', column: null, groupBy: null, filters });
  return { kind: 'refuse', reason: 'not-understood' };
}

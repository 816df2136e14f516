import { word } from './answer';
import { parseIso, periodKey, periodStart } from './calendar';
import { execute } from './execute';
import { readIntent, type Refusal } from './intent';
import { findMentions } from './mentions';
import { findPhrase, fold } from './normalise';
import { findPeriods, type DateReader, type Period } from './periods';
import { pack as english } from './languages/en';
import type { LanguagePack } from './languages/types';
import type { Says } from './says/types';
import { isDate, schemaOf, type ColumnInfo, type Schema } from './schema';
import { followUps, suggestions } from './suggest';
import type { AskContext, AssistantAnswer, Grain, Plan } from './types';
import { validatePlan } from './validate';
import type { Words } from './words/types';

/** Questions longer than this are cut: no question needs more, and matching stays fast. */
const maxQuestion = 400;
/** A trend's grain when the question names none: the finest giving at most this many points. */
const maxTrendPoints = 60;

/** A language's words, then English's (people mix it in: "top 5", "vs"); one array per language, as matching caches by it. */
const vocabularyCache = new WeakMap<Words, readonly Words[]>();
function vocabularies(pack: LanguagePack): readonly Words[] {
  let found = vocabularyCache.get(pack.words);
  if (!found)
    vocabularyCache.set(
      pack.words,
      (found = pack.language === 'en' ? [pack.words] : [pack.words, english.words]),
    );
  return found;
}

/** The date column periods apply to: one the question names, else the first. */
function dateColumnOf(folded: string, schema: Schema): ColumnInfo | undefined {
  const dates = schema.columns.filter(isDate);
  return dates.find((c) => findPhrase(folded, [c.folded])) ?? dates[0];
}

/** Insights the question names: by id, or by position ("the second insight", "insight 2"). */
function insightIdsOf(
  question: string,
  folded: string,
  context: AskContext,
  words: readonly Words[],
): string[] {
  const insights = context.insights?.insights ?? [];
  const lower = question.toLowerCase();
  const byId = insights.filter((i) => lower.includes(i.id.toLowerCase())).map((i) => i.id);
  if (byId.length) return byId;
  const insightWords = words.flatMap((w) => w.insight);
  for (const w of words)
    for (let index = 0; index < w.ordinals.length; index++)
      for (const ordinal of w.ordinals[index]!)
        for (const noun of insightWords)
          if (findPhrase(folded, [`${ordinal} ${noun}`, `${noun} ${ordinal}`]) && insights[index])
            return [insights[index].id];
  const number = new RegExp(`(?:${insightWords.join('|')}) (?:n |no |nr |#)?(\\d{1,3})\\b`).exec(folded);
  if (number && insights[+number[1]! - 1]) return [insights[+number[1]! - 1]!.id];
  return [];
}

/** The finest grain that draws the date column's span in at most 60 points. */
function autoGrain(context: AskContext, date: string): Grain {
  const column = context.profile.columns.find((c) => c.name === date);
  if (!column || (column.kind !== 'date' && column.kind !== 'datetime') || !column.min || !column.max)
    return 'month';
  const min = parseIso(column.min);
  const max = parseIso(column.max);
  for (const grain of ['day', 'week', 'month', 'quarter'] as const) {
    let points = 0;
    for (
      let at = periodStart(min, grain);
      at <= max && points <= maxTrendPoints;
      at = periodStart(at, grain, 1)
    )
      points++;
    if (points <= maxTrendPoints) return grain;
  }
  return 'year';
}

/** The question's own spelling of a folded word ("Narnia" for `narnia`), to name it back to the asker. */
function spelled(question: string, word: string): string {
  return (
    question
      .split(/\s+/)
      .find((part) => fold(part) === word)
      ?.replace(/[^\p{L}\p{N}-]+/gu, '') ?? word
  );
}

function refuse(
  reason: Refusal,
  says: Says,
  schema: Schema,
  missing?: { word: string; column: string },
  question = '',
): AssistantAnswer {
  const why = {
    'not-understood': '',
    'no-column': says.refusals.noColumn,
    'no-date-column': says.refusals.noDate,
    'not-numeric': says.refusals.notNumeric,
    'no-insight': says.refusals.noInsight,
    'no-value': missing ? says.refusals.noValue(spelled(question, missing.word), missing.column) : '',
  }[reason];
  return {
    kind: 'unknown',
    sentence: why ? `${says.unknown} ${why}` : says.unknown,
    suggestions: suggestions(schema, says),
  };
}

/** Whether a plan's filters use a relative period (and which latest date it counted from). */
function anchorOf(plan: Plan, periods: Period[], dateColumn: ColumnInfo | undefined, context: AskContext) {
  if (!('filters' in plan) || !dateColumn || !periods.some((p) => p.relative)) return undefined;
  if (!plan.filters.some((f) => f.kind === 'dates')) return undefined;
  const column = context.profile.columns[dateColumn.index];
  return column && (column.kind === 'date' || column.kind === 'datetime')
    ? (column.max?.slice(0, 10) ?? undefined)
    : undefined;
}

/**
 * The assistant (issue 22, docs/decisions/045): a question becomes a plan by our own rules, the plan runs exactly
 * over every row, and the answer is worded in the asker's language. `pack` is that language's words and sentences
 * (`./languages`, loaded by `./load-language`); `reader` reads full dates in it (chrono-node); the rules read
 * years, quarters, months and relative periods without it.
 */
export function askWith(
  question: string,
  context: AskContext,
  pack: LanguagePack,
  reader?: DateReader,
): AssistantAnswer {
  if (pack.language !== context.language)
    throw new Error(`askWith: asked in ${context.language} with the ${pack.language} tables`);
  const says = pack.says;
  const words = vocabularies(pack);
  const schema = schemaOf(context);
  const cut = question.slice(0, maxQuestion);
  const folded = fold(cut);
  const dateColumn = dateColumnOf(folded, schema);
  let text = folded;
  let periods: Period[] = [];
  const dateProfile = dateColumn && context.profile.columns[dateColumn.index];
  if (
    dateProfile &&
    (dateProfile.kind === 'date' || dateProfile.kind === 'datetime') &&
    dateProfile.min &&
    dateProfile.max
  ) {
    ({ text, periods } = findPeriods(
      folded,
      words,
      parseIso(dateProfile.min),
      parseIso(dateProfile.max),
      reader,
    ));
  }
  const { tokens, mentions, unexplained, rows } = findMentions(
    text,
    schema,
    words,
    context.language,
    context.datasetName,
  );
  const reading = readIntent(
    {
      tokens,
      unexplained,
      mentions,
      periods,
      dateColumn,
      columns: schema.columns,
      insightIds: insightIdsOf(cut, folded, context, words),
      question: cut,
      rows,
    },
    words,
  );
  if (reading.kind === 'refuse') return refuse(reading.reason, says, schema, reading.missing, cut);
  if (reading.kind === 'clarify') {
    const options = reading.columns.slice(0, 4).map((column) => {
      const replaced = cut.replace(
        new RegExp(reading.phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'),
        column.name,
      );
      return {
        label: column.name,
        question: replaced === cut ? folded.replace(reading.phrase, column.name) : replaced,
      };
    });
    return {
      kind: 'clarify',
      sentence: says.clarify(options.map((o) => o.label).join(` ${says.or} `)),
      options,
    };
  }
  let plan = reading.plan;
  if (plan.kind === 'trend' && (plan.grain as string) === 'auto')
    plan = { ...plan, grain: autoGrain(context, plan.date) };
  const needsInsights = ['related', 'outliers', 'drivers', 'explain-insight'].includes(plan.kind);
  if (needsInsights && !context.insights)
    return { kind: 'unknown', sentence: says.noInsights, suggestions: suggestions(schema, says) };
  const problem = validatePlan(plan, context);
  if (problem) return refuse(problem, says, schema);
  const result = execute(plan, context);
  const anchor = anchorOf(plan, periods, dateColumn, context);
  const worded = word(plan, result, context, says, anchor);
  return { kind: 'answer', plan, result, ...worded, followUps: followUps(schema, says, plan) };
}

export { periodKey };

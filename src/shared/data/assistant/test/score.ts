import type { AssistantAnswer, AssistantLanguage, Ask, AskContext, Filter, Plan, Result } from '../types';
import type { Question } from './expected';

/**
 * Scores the assistant on the benchmark's questions (issue 22). Each answer is one of:
 * - `exact`: the kind expected; for an answer, the result equals the expected result and the plan's kind, columns
 *   and filters (as a set) equal the expected plan's;
 * - `wrong-number`: an answer showing a number (a value or groups) that the expected result does not back: a value
 *   or a group's value or row count that differs, a group that should not be there, or any number at all where
 *   no answer was expected (target: none);
 * - `honest`: "I can't answer that yet" or a clarifying question where something else was expected;
 * - `mismatched`: anything else (right numbers under another plan, groups in another order, a column answer
 *   instead of a number, missing insight ids, or the assistant throwing).
 */

export type Outcome = 'exact' | 'wrong-number' | 'honest' | 'mismatched';
export const outcomes: readonly Outcome[] = ['exact', 'wrong-number', 'honest', 'mismatched'];

export type Scored = {
  id: string;
  language: AssistantLanguage;
  question: string;
  expected: Question['expected']['kind'];
  got: AssistantAnswer['kind'] | 'error';
  outcome: Outcome;
  /** Why it is not exact, for the report. */
  detail?: string;
  ms: number;
};

export type Tally = { questions: number } & Record<Outcome, number>;
export type Scores = {
  scored: Scored[];
  byLanguage: ({ language: AssistantLanguage } & Tally)[];
  total: Tally;
};

const relative = 1e-9;
export function sameNumber(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return a === b || Math.abs(a - b) <= relative * Math.max(Math.abs(a), Math.abs(b));
}

type Group = { key: string; value: number | null; rows: number };
const sameGroup = (a: Group, b: Group) =>
  a.key === b.key && sameNumber(a.value, b.value) && a.rows === b.rows;

/** Whether rank and trend groups must come in the expected order. */
const ordered = (plan: Plan) => plan.kind === 'rank' || plan.kind === 'trend';

export function sameResult(got: Result, expected: Result, plan: Plan): boolean {
  switch (expected.kind) {
    case 'value':
      return got.kind === 'value' && got.rows === expected.rows && sameNumber(got.value, expected.value);
    case 'groups': {
      if (got.kind !== 'groups' || got.rows !== expected.rows) return false;
      if (got.groups.length !== expected.groups.length) return false;
      if (ordered(plan)) return got.groups.every((group, index) => sameGroup(group, expected.groups[index]!));
      const byKey = new Map(expected.groups.map((group) => [group.key, group]));
      return got.groups.every((group) => {
        const match = byKey.get(group.key);
        return match !== undefined && sameGroup(group, match);
      });
    }
    case 'insights':
      return (
        got.kind === 'insights' &&
        got.rows === expected.rows &&
        expected.insightIds.every((id) => got.insightIds.includes(id))
      );
    case 'column':
      return got.kind === 'column' && got.column === expected.column && got.rows === expected.rows;
    case 'action':
      return got.kind === 'action' && got.action === expected.action && got.rows === expected.rows;
    case 'help':
      return got.kind === 'help';
  }
}

/** Whether every number an answer shows (a value, groups) is one the expected result holds. */
export function numbersBacked(got: Result, expected: Question['expected']): boolean {
  if (got.kind !== 'value' && got.kind !== 'groups') return true;
  if (expected.kind !== 'answer') return false;
  const want = expected.result;
  if (got.kind === 'value')
    return want.kind === 'value' && want.rows === got.rows && sameNumber(want.value, got.value);
  if (want.kind !== 'groups' || want.rows !== got.rows) return false;
  const byKey = new Map(want.groups.map((group) => [group.key, group]));
  return got.groups.every((group) => {
    const match = byKey.get(group.key);
    return match !== undefined && sameGroup(group, match);
  });
}

const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([key, entry]) => [key, sortedKeys(entry)]),
        )
      : value;
const filterKey = (filter: Filter) =>
  JSON.stringify(sortedKeys('values' in filter ? { ...filter, values: [...filter.values].sort() } : filter));

/** The plan's kind, the columns it names (column, group, date, target, insight) and its filters as a set. */
export function samePlan(got: Plan, expected: Plan): boolean {
  if (got.kind !== expected.kind) return false;
  const named = (plan: Plan) => {
    const fields = plan as Partial<Record<'column' | 'groupBy' | 'date' | 'target' | 'insightId', unknown>>;
    return JSON.stringify([fields.column, fields.groupBy, fields.date, fields.target, fields.insightId]);
  };
  if (named(got) !== named(expected)) return false;
  const filters = (plan: Plan) =>
    'filters' in plan ? [...new Set(plan.filters.map(filterKey))].sort() : ([] as string[]);
  return JSON.stringify(filters(got)) === JSON.stringify(filters(expected));
}

/** One answer against its question's expected answer. */
export function judge(question: Question, answer: AssistantAnswer): { outcome: Outcome; detail?: string } {
  const expected = question.expected;
  if (answer.kind === 'answer') {
    if (expected.kind === 'answer') {
      const planOk = samePlan(answer.plan, expected.plan);
      const resultOk = sameResult(answer.result, expected.result, expected.plan);
      if (planOk && resultOk) return { outcome: 'exact' };
      if (!numbersBacked(answer.result, expected))
        return { outcome: 'wrong-number', detail: 'numbers differ from the expected result' };
      return { outcome: 'mismatched', detail: planOk ? 'result differs' : 'plan differs' };
    }
    if (!numbersBacked(answer.result, expected))
      return { outcome: 'wrong-number', detail: `a number where ${expected.kind} was expected` };
    return { outcome: 'mismatched', detail: `an answer where ${expected.kind} was expected` };
  }
  if (answer.kind === expected.kind) return { outcome: 'exact' };
  return { outcome: 'honest', detail: `${answer.kind} where ${expected.kind} was expected` };
}

const emptyTally = (): Tally => ({ questions: 0, exact: 0, 'wrong-number': 0, honest: 0, mismatched: 0 });

/** Asks every question in its dataset's context and tallies the outcomes per language and in all. */
export function scoreQuestions(
  ask: Ask,
  questions: readonly Question[],
  contextOf: (question: Question) => AskContext,
): Scores {
  const scored = questions.map((question): Scored => {
    const base = {
      id: question.id,
      language: question.language,
      question: question.question,
      expected: question.expected.kind,
    };
    const context = contextOf(question);
    const started = performance.now();
    let answer: AssistantAnswer;
    try {
      answer = ask(question.question, context);
    } catch (error) {
      const ms = performance.now() - started;
      const detail = `threw: ${error instanceof Error ? error.message : String(error)}`;
      return { ...base, got: 'error', outcome: 'mismatched', detail, ms };
    }
    const ms = performance.now() - started;
    return { ...base, got: answer.kind, ...judge(question, answer), ms };
  });
  return scoresOf(scored);
}

/** Tallies scored answers per language (in the order they first come) and in all: a whole set or a part of one. */
export function scoresOf(scored: Scored[]): Scores {
  const languages = [...new Set(scored.map((entry) => entry.language))];
  const byLanguage = languages.map((language) => {
    const tally = { language, ...emptyTally() };
    for (const entry of scored)
      if (entry.language === language) {
        tally.questions++;
        tally[entry.outcome]++;
      }
    return tally;
  });
  const total = emptyTally();
  for (const entry of scored) {
    total.questions++;
    total[entry.outcome]++;
  }
  return { scored, byLanguage, total };
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '–');

/** The scores as a plain-text table (one line per language and a total), then the wrong numbers by id. */
export function formatScores(scores: Scores, title: string): string {
  const head = ['language', 'questions', 'exact', 'exact %', 'wrong numbers', 'honest', 'mismatched'];
  const line = (name: string, tally: Tally) => [
    name,
    String(tally.questions),
    String(tally.exact),
    percent(tally.exact, tally.questions),
    String(tally['wrong-number']),
    String(tally.honest),
    String(tally.mismatched),
  ];
  const rows = [...scores.byLanguage.map((tally) => line(tally.language, tally)), line('all', scores.total)];
  const widths = head.map((_, column) => Math.max(...[head, ...rows].map((row) => row[column]!.length)));
  const render = (row: string[]) =>
    row
      .map((cell, column) => (column ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ');
  const wrong = scores.scored.filter((entry) => entry.outcome === 'wrong-number');
  return [
    title,
    render(head),
    widths.map((width) => '─'.repeat(width)).join('  '),
    ...rows.map(render),
    ...wrong.map((entry) => `  wrong number: ${entry.id} "${entry.question}" (${entry.detail ?? ''})`),
  ].join('\n');
}

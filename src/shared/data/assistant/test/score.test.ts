import { beforeAll, describe, expect, it } from 'vitest';
import { analyseBytes } from '../../analyse';
import { insightsOf } from '../../insights-of';
import type { AssistantAnswer, AskContext, Plan, Result } from '../types';
import type { Question } from './expected';
import { formatScores, judge, scoreQuestions } from './score';

const sumOfSales: Plan = {
  kind: 'aggregate',
  aggregation: 'sum',
  column: 'Sales',
  groupBy: null,
  filters: [],
};
const salesByRegion: Plan = { ...sumOfSales, groupBy: 'Region' };
const westSales: Plan = {
  ...sumOfSales,
  filters: [
    { kind: 'equals', column: 'Region', values: ['West'] },
    { kind: 'compare', column: 'Sales', op: '>', value: 1 },
  ],
};
const topRegions: Plan = {
  kind: 'rank',
  aggregation: 'sum',
  column: 'Sales',
  groupBy: 'Region',
  order: 'top',
  limit: 2,
  filters: [],
};
const regionGroups = [
  { key: 'West', value: 30, rows: 2 },
  { key: 'East', value: 0.3, rows: 1 },
];

const question = (
  id: string,
  expected: Question['expected'],
  language: Question['language'] = 'en',
): Question => ({
  id,
  dataset: 'sales',
  language,
  question: `question ${id}`,
  expected,
});
const answer = (plan: Plan, result: Result): AssistantAnswer => ({
  kind: 'answer',
  plan,
  result,
  sentence: 's',
  how: 'h',
  chart: 'none',
  followUps: [],
});
const unknown: AssistantAnswer = { kind: 'unknown', sentence: "I can't answer that yet", suggestions: [] };
const clarify: AssistantAnswer = { kind: 'clarify', sentence: 'Which one?', options: [] };

describe('judge', () => {
  const total = question('total', {
    kind: 'answer',
    plan: sumOfSales,
    result: { kind: 'value', value: 0.3, rows: 3 },
  });

  it('takes a number within 1e-9 relative as exact, and a farther one as a wrong number', () => {
    expect(judge(total, answer(sumOfSales, { kind: 'value', value: 0.1 + 0.2, rows: 3 })).outcome).toBe(
      'exact',
    );
    expect(judge(total, answer(sumOfSales, { kind: 'value', value: 0.3000001, rows: 3 })).outcome).toBe(
      'wrong-number',
    );
    expect(judge(total, answer(sumOfSales, { kind: 'value', value: 0.3, rows: 4 })).outcome).toBe(
      'wrong-number',
    );
    expect(judge(total, answer(sumOfSales, { kind: 'value', value: null, rows: 3 })).outcome).toBe(
      'wrong-number',
    );
  });

  it('wants the plan too: the right number under another column is no exact answer, and no wrong number', () => {
    const other = { ...sumOfSales, column: 'Profit' };
    expect(judge(total, answer(other, { kind: 'value', value: 0.3, rows: 3 }))).toEqual({
      outcome: 'mismatched',
      detail: 'plan differs',
    });
  });

  it('compares filters as a set, whatever their order and the order of their values', () => {
    const west = question('west', {
      kind: 'answer',
      plan: westSales,
      result: { kind: 'value', value: 30, rows: 2 },
    });
    const reordered: Plan = { ...westSales, filters: [...westSales.filters].reverse() };
    expect(judge(west, answer(reordered, { kind: 'value', value: 30, rows: 2 })).outcome).toBe('exact');
    const fewer: Plan = { ...westSales, filters: westSales.filters.slice(0, 1) };
    expect(judge(west, answer(fewer, { kind: 'value', value: 30, rows: 2 })).outcome).toBe('mismatched');
  });

  it('compares groups as a set for an aggregate by group, in order for a rank', () => {
    const byRegion = question('by-region', {
      kind: 'answer',
      plan: salesByRegion,
      result: { kind: 'groups', groups: regionGroups, rows: 3 },
    });
    const reversed = { kind: 'groups' as const, groups: [...regionGroups].reverse(), rows: 3 };
    expect(judge(byRegion, answer(salesByRegion, reversed)).outcome).toBe('exact');
    const ranked = question('rank', {
      kind: 'answer',
      plan: topRegions,
      result: { kind: 'groups', groups: regionGroups, rows: 3 },
    });
    // The right numbers in the wrong order: not exact, and not a wrong number either.
    expect(judge(ranked, answer(topRegions, reversed)).outcome).toBe('mismatched');
    const wrong = { ...reversed, groups: [{ key: 'West', value: 31, rows: 2 }, regionGroups[1]!] };
    expect(judge(ranked, answer(topRegions, wrong)).outcome).toBe('wrong-number');
    const extra = { ...reversed, groups: [...regionGroups, { key: 'North', value: 0, rows: 0 }] };
    expect(judge(byRegion, answer(salesByRegion, extra)).outcome).toBe('wrong-number');
  });

  it('takes insight answers naming at least the expected ids', () => {
    const related = question('related', {
      kind: 'answer',
      plan: { kind: 'related', column: 'Sales' },
      result: { kind: 'insights', insightIds: ['a', 'b'], rows: 3 },
    });
    const plan: Plan = { kind: 'related', column: 'Sales' };
    expect(
      judge(related, answer(plan, { kind: 'insights', insightIds: ['b', 'c', 'a'], rows: 3 })).outcome,
    ).toBe('exact');
    expect(judge(related, answer(plan, { kind: 'insights', insightIds: ['a'], rows: 3 })).outcome).toBe(
      'mismatched',
    );
  });

  it('counts an honest answer apart, and any number where none was expected as a wrong number', () => {
    const unanswerable = question('unanswerable', { kind: 'unknown' });
    expect(judge(unanswerable, unknown).outcome).toBe('exact');
    expect(judge(unanswerable, clarify).outcome).toBe('honest');
    expect(judge(unanswerable, answer(sumOfSales, { kind: 'value', value: 1, rows: 3 })).outcome).toBe(
      'wrong-number',
    );
    expect(judge(unanswerable, answer({ kind: 'help' }, { kind: 'help' })).outcome).toBe('mismatched');
    const ambiguous = question('ambiguous', { kind: 'clarify' });
    expect(judge(ambiguous, clarify).outcome).toBe('exact');
    expect(judge(ambiguous, unknown).outcome).toBe('honest');
    expect(judge(total, unknown).outcome).toBe('honest');
  });
});

describe('scoreQuestions', () => {
  let context: AskContext;
  beforeAll(async () => {
    const analysed = await analyseBytes(
      new TextEncoder().encode('Region,Sales\nWest,10\nWest,20\nEast,0.3\n'),
    );
    if (!analysed.ok) throw new Error('not read');
    context = {
      language: 'en',
      datasetName: 'tiny',
      table: analysed.ingested.table,
      types: analysed.ingested.types,
      profile: analysed.profile,
      insights: insightsOf(analysed),
    };
  });

  it('tallies exact, wrong, honest and mismatched answers per language and in all, and prints them', () => {
    const questions: Question[] = [
      question('en-1', { kind: 'answer', plan: sumOfSales, result: { kind: 'value', value: 30.3, rows: 3 } }),
      question('en-2', { kind: 'answer', plan: sumOfSales, result: { kind: 'value', value: 30.3, rows: 3 } }),
      question('en-3', { kind: 'unknown' }),
      question('fr-1', { kind: 'clarify' }, 'fr'),
      question(
        'fr-2',
        { kind: 'answer', plan: sumOfSales, result: { kind: 'value', value: 30.3, rows: 3 } },
        'fr',
      ),
      question('fr-3', { kind: 'unknown' }, 'fr'),
    ];
    // A hand-written fake: what it answers for each question, by id; it throws for fr-3.
    const replies: Record<string, AssistantAnswer> = {
      'en-1': answer(sumOfSales, { kind: 'value', value: 30.3, rows: 3 }),
      'en-2': answer(sumOfSales, { kind: 'value', value: 30, rows: 3 }),
      'en-3': unknown,
      'fr-1': clarify,
      'fr-2': unknown,
    };
    const seen: AskContext[] = [];
    const scores = scoreQuestions(
      (text, asked) => {
        seen.push(asked);
        const reply = replies[text.replace('question ', '')];
        if (!reply) throw new Error('no reply');
        return reply;
      },
      questions,
      () => context,
    );
    expect(seen).toHaveLength(6);
    expect(scores.byLanguage).toEqual([
      { language: 'en', questions: 3, exact: 2, 'wrong-number': 1, honest: 0, mismatched: 0 },
      { language: 'fr', questions: 3, exact: 1, 'wrong-number': 0, honest: 1, mismatched: 1 },
    ]);
    expect(scores.total).toEqual({ questions: 6, exact: 3, 'wrong-number': 1, honest: 1, mismatched: 1 });
    expect(scores.scored.find((entry) => entry.id === 'fr-3')).toMatchObject({
      got: 'error',
      outcome: 'mismatched',
      detail: 'threw: no reply',
    });
    const text = formatScores(scores, 'Tiny');
    expect(text.split('\n')).toEqual([
      'Tiny',
      'language  questions  exact  exact %  wrong numbers  honest  mismatched',
      '────────  ─────────  ─────  ───────  ─────────────  ──────  ──────────',
      'en                3      2   66.7 %              1       0           0',
      'fr                3      1   33.3 %              0       1           1',
      'all               6      3   50.0 %              1       1           1',
      '  wrong number: en-2 "question en-2" (numbers differ from the expected result)',
    ]);
  });
});

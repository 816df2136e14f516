import { describe, expect, it } from 'vitest';
import { ask } from '.';
import { seeded } from '../seeded-random';
import { contextOf } from './test/table';
import type { AskContext, AssistantAnswer, AssistantLanguage } from './types';

/**
 * "What has more Sales: Italy or Spain?" (issue 22): two values of one column with a word comparing amounts ask
 * which of the two groups, never one total of both rows. A seeded table where Spain has the most rows and Italy the
 * larger sales, so a count, a total, an average and a pooled total all differ; every expected number is computed
 * here from the rows, never by the assistant's code.
 */
const random = seeded(5622);
const orders = Array.from({ length: 240 }, (_, index) => {
  const country = random.weighted([
    ['Italy', 2],
    ['Spain', 4],
    ['France', 2],
    ['Portugal', 1],
  ] as const);
  const sales = country === 'Italy' ? random.int(40, 90) : random.int(10, 60);
  return { id: `C-${index + 1}`, country, channel: random.pick(['Online', 'Store']), sales };
});
const csv = [
  'Order ID,Country,Channel,Sales',
  ...orders.map((o) => [o.id, o.country, o.channel, o.sales].join(',')),
].join('\n');

const of = (country: string) => orders.filter((o) => o.country === country).map((o) => o.sales);
const total = (country: string) => of(country).reduce((sum, value) => sum + value, 0);
const average = (country: string) => total(country) / of(country).length;

const contexts = new Map<AssistantLanguage, AskContext>();
function answer(question: string, language: AssistantLanguage): AssistantAnswer {
  let context = contexts.get(language);
  if (!context) contexts.set(language, (context = contextOf(csv, language, false)));
  return ask(question, context);
}

function expectBothGroups(question: string, language: AssistantLanguage, aggregation: 'sum' | 'mean') {
  const got = answer(question, language);
  const value = aggregation === 'sum' ? total : average;
  expect(got, `${language}: ${question}`).toMatchObject({
    kind: 'answer',
    plan: { kind: 'compare', aggregation, column: 'Sales', groupBy: 'Country', values: ['Italy', 'Spain'] },
    result: {
      kind: 'groups',
      groups: [
        { key: 'Italy', value: value('Italy') },
        { key: 'Spain', value: value('Spain') },
      ],
    },
  });
}

/** A refusal names no number of its own: only the asker's words come back. */
function expectHonestRefusal(question: string, language: AssistantLanguage, names: string[] = []) {
  const got = answer(question, language);
  expect(got.kind, `${language}: ${question}`).toBe('unknown');
  expect(got.sentence).not.toMatch(/\d/);
  for (const name of names) expect(got.sentence).toContain(name);
}

describe('the assistant compares the two groups "A or B" names when the question compares amounts', () => {
  it('the table makes the readings differ: Spain has more rows, Italy more sales in total and on average', () => {
    expect(of('Spain').length).toBeGreaterThan(of('Italy').length);
    expect(total('Italy')).not.toBe(total('Spain'));
    expect(average('Italy')).toBeGreaterThan(average('Spain'));
  });

  it('answers "what has more Sales: Italy or Spain?" with each total, never the total of both, in six languages', () => {
    for (const [language, question] of [
      ['en', 'what has more Sales: Italy or Spain?'],
      ['fr', 'qu’est-ce qui a plus de Sales : Italy ou Spain ?'],
      ['fr', 'quel pays a le plus de Sales : Italy ou Spain ?'],
      ['de', 'was hat mehr Sales: Italy oder Spain?'],
      ['es', '¿qué tiene más Sales: Italy o Spain?'],
      ['it', 'cosa ha più Sales: Italy o Spain?'],
      ['pt', 'o que tem mais Sales: Italy ou Spain?'],
    ] as const)
      expectBothGroups(question, language, 'sum');
    const got = answer('what has more Sales: Italy or Spain?', 'en');
    expect(got.kind === 'answer' && got.how).toContain('sum of Sales by Country for Italy against Spain');
  });

  it('reads the nearby forms the same way, and "A than B" too', () => {
    for (const [language, question] of [
      ['en', 'which has more sales, Italy or Spain'],
      ['en', 'compare Sales for Italy and Spain'],
      ['en', 'what is higher, Sales in Italy or Spain?'],
      ['en', "is Italy's Sales higher than Spain's"],
      ['en', 'does Italy have more Sales than Spain?'],
      ['de', 'hat Italy mehr Sales als Spain?'],
      ['es', '¿Italy tiene más Sales que Spain?'],
      ['it', 'Italy ha più Sales di Spain?'],
      ['pt', 'Italy tem mais Sales do que Spain?'],
    ] as const)
      expectBothGroups(question, language, 'sum');
  });

  it('compares the averages when the question says average', () => {
    for (const [language, question] of [
      ['en', 'what has the higher average Sales: Italy or Spain?'],
      ['en', "is Italy's average Sales lower than Spain's"],
      ['fr', 'la moyenne de Sales est-elle plus haute pour Italy ou Spain ?'],
      ['de', 'was hat den höheren Durchschnitt von Sales: Italy oder Spain?'],
      ['es', '¿qué tiene la media de Sales más alta: Italy o Spain?'],
      ['it', 'la media di Sales è più alta per Italy o Spain?'],
      ['pt', 'qual tem a média de Sales mais alta: Italy ou Spain?'],
    ] as const)
      expectBothGroups(question, language, 'mean');
  });

  it('says a value the column does not hold is not in it, and gives no number', () => {
    for (const [language, question] of [
      ['en', 'what has more Sales: Italy or Narnia?'],
      ['en', 'Italy or Narnia: which has more Sales?'],
      ['en', 'total Sales for Italy or Narnia'],
      ['fr', 'Italy ou Narnia : laquelle a plus de Sales ?'],
      ['de', 'Italy oder Narnia: wer hat mehr Sales?'],
      ['es', 'Italy o Narnia: ¿cuál tiene más Sales?'],
    ] as const)
      expectHonestRefusal(question, language, ['Narnia', 'Country']);
  });

  it('refuses "or" between values of two columns, which no filter can hold', () => {
    expectHonestRefusal('what has more Sales: Italy or Online?', 'en');
    expectHonestRefusal('total Sales for Italy or Online', 'en');
    expectHonestRefusal('Italy ou Online : laquelle a plus de Sales ?', 'fr');
    expectHonestRefusal('Italy ou Online: qual tem mais Sales?', 'pt');
  });

  it('refuses "more" of nothing named and a verb it does not read; counts rows only when rows are named', () => {
    expectHonestRefusal('what has more: Italy or Spain?', 'en');
    expectHonestRefusal('Italy or Spain: which sold more', 'en');
    const rows = answer('which has more rows, Italy or Spain?', 'en');
    expect(rows).toMatchObject({
      kind: 'answer',
      plan: { kind: 'compare', aggregation: 'count', groupBy: 'Country' },
      result: {
        groups: [
          { key: 'Italy', value: of('Italy').length },
          { key: 'Spain', value: of('Spain').length },
        ],
      },
    });
    expect(rows.kind === 'answer' && rows.how).toMatch(/^How I got this: count of /);
  });

  it('keeps "A or B" one list where nothing compares: the total of both, said as such', () => {
    expect(answer('total Sales for Italy or Spain', 'en')).toMatchObject({
      kind: 'answer',
      plan: {
        kind: 'aggregate',
        filters: [{ kind: 'equals', column: 'Country', values: ['Italy', 'Spain'] }],
      },
      result: { kind: 'value', value: total('Italy') + total('Spain') },
    });
    expect(answer('total de Sales para Italy o Spain', 'es')).toMatchObject({
      result: { kind: 'value', value: total('Italy') + total('Spain') },
    });
  });

  it('never pools more groups than it can compare, nor a pair beside another column it does not rank', () => {
    expectHonestRefusal('Italy, Spain or France: which has more Sales?', 'en');
    expectHonestRefusal('compare Sales for Italy, Spain and France', 'en');
    expectHonestRefusal('¿qué tiene más Sales: Italy, Spain o France?', 'es');
    expectHonestRefusal('which has more distinct Channel, Italy or Spain?', 'en');
  });

  it('compares the largest values when the question says maximum beside the measure', () => {
    const max = (country: string) => Math.max(...of(country));
    expect(answer('which has the highest maximum Sales, Italy or Spain?', 'en')).toMatchObject({
      plan: { kind: 'compare', aggregation: 'max', column: 'Sales', values: ['Italy', 'Spain'] },
      result: {
        groups: [
          { key: 'Italy', value: max('Italy') },
          { key: 'Spain', value: max('Spain') },
        ],
      },
    });
  });

  it('refuses a number it cannot read rather than answer without it (no date column for "in 2025")', () => {
    expectHonestRefusal('total Sales in 2025', 'en');
    expectHonestRefusal('Italy or Spain, which has fewer Sales in 2025?', 'en');
  });
});

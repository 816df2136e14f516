import { beforeAll, describe, expect, it } from 'vitest';
import { ask } from '.';
import { fold } from './normalise';
import { readNumber } from './numbers';
import { foldName } from './schema';
import { channels, contextOf, products, regions, salesCsv, salesRows, type Row } from './test/table';
import type { AskContext, AssistantAnswer, AssistantLanguage, Plan, Result } from './types';

/**
 * The assistant on a small seeded table, in each of the six languages, each column named in the language and
 * numbers written in its style (`10,5` outside English). Every expected number is computed here from the rows
 * themselves, never by the assistant's code.
 */
const rows = salesRows();
const languages: AssistantLanguage[] = ['en', 'es', 'fr', 'de', 'it', 'pt'];

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: number[]) => sum(values) / values.length;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const sales = (list: Row[]) => list.flatMap((r) => (r.sales === null ? [] : [r.sales]));
const within = (from: string, to: string) => rows.filter((r) => r.date >= from && r.date <= to);

type Case = {
  intent: string;
  questions: Record<AssistantLanguage, string>;
  check: (answer: Extract<AssistantAnswer, { kind: 'answer' }>, names: Names) => void;
};
type Names = { date: string; region: string; product: string; channel: string; sales: string; units: string };

const namesOf = (context: AskContext): Names => {
  const [date, region, product, channel, salesName, units] = context.table.names as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return { date, region, product, channel, sales: salesName, units };
};

const value = (result: Result) => (result.kind === 'value' ? result.value : undefined);
const groups = (result: Result) => (result.kind === 'groups' ? result.groups : []);
const close = (actual: number | null | undefined, expected: number) =>
  expect(actual).toBeCloseTo(expected, 6);

const cases: Case[] = [
  {
    intent: 'sum',
    questions: {
      en: 'What is the total sales?',
      es: '¿Cuál es el total de ventas?',
      fr: 'Quel est le total des ventes ?',
      de: 'Wie hoch ist die Summe der Umsätze?',
      it: 'Qual è il totale delle vendite?',
      pt: 'Qual é o total de vendas?',
    },
    check: (a, n) => {
      expect(a.plan).toEqual({
        kind: 'aggregate',
        aggregation: 'sum',
        column: n.sales,
        groupBy: null,
        filters: [],
      });
      close(value(a.result), sum(sales(rows)));
    },
  },
  {
    intent: 'mean by group',
    questions: {
      en: 'average sales by region',
      es: 'media de ventas por región',
      fr: 'moyenne des ventes par région',
      de: 'durchschnittlicher Umsatz nach Region',
      it: 'media delle vendite per regione',
      pt: 'média de vendas por região',
    },
    check: (a, n) => {
      expect(a.plan).toMatchObject({
        kind: 'aggregate',
        aggregation: 'mean',
        column: n.sales,
        groupBy: n.region,
      });
      const expected = regions.map((region) => ({
        key: region,
        value: mean(sales(rows.filter((r) => r.region === region))),
      }));
      expected.sort((x, y) => y.value - x.value);
      expect(groups(a.result).map((g) => g.key)).toEqual(expected.map((e) => e.key));
      groups(a.result).forEach((g, index) => close(g.value, expected[index]!.value));
      expect(a.chart).toBe('bar');
    },
  },
  {
    intent: 'top N',
    questions: {
      en: 'top 3 products by sales',
      es: 'los 3 productos con más ventas',
      fr: 'les 3 produits avec le plus de ventes',
      de: 'die 3 Produkte mit dem höchsten Umsatz',
      it: 'i 3 prodotti con più vendite',
      pt: 'os 3 produtos com mais vendas',
    },
    check: (a, n) => {
      expect(a.plan).toMatchObject({
        kind: 'rank',
        aggregation: 'sum',
        column: n.sales,
        groupBy: n.product,
        order: 'top',
        limit: 3,
      });
      const totals = products.map((p) => ({
        key: p,
        value: sum(sales(rows.filter((r) => r.product === p))),
      }));
      totals.sort((x, y) => y.value - x.value);
      expect(groups(a.result).map((g) => g.key)).toEqual(totals.slice(0, 3).map((t) => t.key));
      groups(a.result).forEach((g, index) => close(g.value, totals[index]!.value));
    },
  },
  {
    intent: 'bottom N',
    questions: {
      en: 'lowest 2 regions by average units',
      es: 'las 2 regiones con menor media de unidades',
      fr: 'les 2 régions avec la plus faible moyenne des unités',
      de: 'die 2 Regionen mit den niedrigsten durchschnittlichen Einheiten',
      it: 'le 2 regioni con la media di unità più bassa',
      pt: 'as 2 regiões com menor média de unidades',
    },
    check: (a, n) => {
      expect(a.plan).toMatchObject({
        kind: 'rank',
        aggregation: 'mean',
        column: n.units,
        groupBy: n.region,
        order: 'bottom',
        limit: 2,
      });
      const means = regions.map((region) => ({
        key: region,
        value: mean(rows.filter((r) => r.region === region).map((r) => r.units)),
      }));
      means.sort((x, y) => x.value - y.value);
      expect(groups(a.result).map((g) => g.key)).toEqual(means.slice(0, 2).map((m) => m.key));
    },
  },
  {
    intent: 'compare',
    questions: {
      en: 'compare West and East sales',
      es: 'compara ventas de West y East',
      fr: 'compare les ventes de West et East',
      de: 'vergleiche den Umsatz von West und East',
      it: 'confronta le vendite di West ed East',
      pt: 'compare as vendas de West e East',
    },
    check: (a, n) => {
      expect(a.plan).toMatchObject({
        kind: 'compare',
        aggregation: 'sum',
        column: n.sales,
        groupBy: n.region,
        values: ['West', 'East'],
      });
      close(groups(a.result)[0]?.value, sum(sales(rows.filter((r) => r.region === 'West'))));
      close(groups(a.result)[1]?.value, sum(sales(rows.filter((r) => r.region === 'East'))));
    },
  },
  {
    intent: 'trend by month',
    questions: {
      en: 'sales by month',
      es: 'ventas por mes',
      fr: 'ventes par mois',
      de: 'Umsatz pro Monat',
      it: 'vendite per mese',
      pt: 'vendas por mês',
    },
    check: (a, n) => {
      expect(a.plan).toMatchObject({
        kind: 'trend',
        aggregation: 'sum',
        column: n.sales,
        date: n.date,
        grain: 'month',
      });
      const months = [...new Set(rows.map((r) => r.date.slice(0, 7)))].sort();
      expect(groups(a.result).map((g) => g.key)).toEqual(months);
      groups(a.result).forEach((g) =>
        close(g.value, sum(sales(rows.filter((r) => r.date.startsWith(g.key))))),
      );
      expect(a.chart).toBe('line');
    },
  },
  {
    intent: 'count with a category filter',
    questions: {
      en: 'how many rows where region is West',
      es: '¿cuántas filas hay donde la región es West?',
      fr: 'combien de lignes où la région est West ?',
      de: 'wie viele Zeilen, wo die Region West ist?',
      it: 'quante righe dove la regione è West?',
      pt: 'quantas linhas onde a região é West?',
    },
    check: (a, n) => {
      expect(a.plan).toEqual({
        kind: 'aggregate',
        aggregation: 'count',
        column: null,
        groupBy: null,
        filters: [{ kind: 'equals', column: n.region, values: ['West'] }],
      });
      expect(value(a.result)).toBe(rows.filter((r) => r.region === 'West').length);
    },
  },
  {
    intent: 'mean in a year',
    questions: {
      en: 'average sales in 2025',
      es: 'ventas medias en 2025',
      fr: 'ventes moyennes en 2025',
      de: 'durchschnittlicher Umsatz im Jahr 2025',
      it: 'vendite medie nel 2025',
      pt: 'vendas médias em 2025',
    },
    check: (a) => close(value(a.result), mean(sales(within('2025-01-01', '2025-12-31')))),
  },
  {
    intent: 'last quarter: the one before the latest date’s',
    questions: {
      en: 'total sales last quarter',
      es: 'ventas totales del último trimestre',
      fr: 'total des ventes du dernier trimestre',
      de: 'Gesamtumsatz im letzten Quartal',
      it: 'vendite totali nell’ultimo trimestre',
      pt: 'vendas totais do último trimestre',
    },
    check: (a, n) => {
      const latest = rows
        .map((r) => r.date)
        .sort()
        .at(-1)!;
      expect(latest.startsWith('2025-12')).toBe(true);
      expect(a.plan).toMatchObject({
        filters: [{ kind: 'dates', column: n.date, from: '2025-07-01', to: '2025-09-30' }],
      });
      close(value(a.result), sum(sales(within('2025-07-01', '2025-09-30'))));
      expect(a.sentence).toContain(latest);
    },
  },
  {
    intent: 'number filter, in the language’s decimal style',
    questions: {
      en: 'total sales where units over 10.5',
      es: 'total de ventas donde unidades más de 10,5',
      fr: 'total des ventes où unités supérieur à 10,5',
      de: 'Summe der Umsätze, wo Einheiten über 10,5',
      it: 'totale delle vendite dove unità più di 10,5',
      pt: 'total de vendas onde unidades acima de 10,5',
    },
    check: (a, n) => {
      expect(a.plan).toMatchObject({ filters: [{ kind: 'compare', column: n.units, op: '>', value: 10.5 }] });
      close(value(a.result), sum(sales(rows.filter((r) => r.units > 10.5))));
    },
  },
  {
    intent: 'median in a month',
    questions: {
      en: 'median units in March 2025',
      es: 'mediana de unidades en marzo de 2025',
      fr: 'médiane des unités en mars 2025',
      de: 'Median der Einheiten im März 2025',
      it: 'mediana delle unità a marzo 2025',
      pt: 'mediana das unidades em março de 2025',
    },
    check: (a) => close(value(a.result), median(within('2025-03-01', '2025-03-31').map((r) => r.units))),
  },
  {
    intent: 'since a day',
    questions: {
      en: 'total sales since 1 March 2025',
      es: 'total de ventas desde el 1 de marzo de 2025',
      fr: 'total des ventes depuis le 1er mars 2025',
      de: 'Summe der Umsätze seit dem 1. März 2025',
      it: 'totale delle vendite dal 1 marzo 2025',
      pt: 'total de vendas desde 1 de março de 2025',
    },
    check: (a) => close(value(a.result), sum(sales(within('2025-03-01', '2099-12-31')))),
  },
  {
    intent: 'distinct',
    questions: {
      en: 'how many distinct products are there?',
      es: '¿cuántos productos distintos hay?',
      fr: 'combien de produits distincts y a-t-il ?',
      de: 'wie viele verschiedene Produkte gibt es?',
      it: 'quanti prodotti distinti ci sono?',
      pt: 'quantos produtos distintos há?',
    },
    check: (a, n) => {
      expect(a.plan).toMatchObject({ kind: 'aggregate', aggregation: 'distinct', column: n.product });
      expect(value(a.result)).toBe(new Set(rows.map((r) => r.product)).size);
    },
  },
  {
    intent: 'describe',
    questions: {
      en: 'describe region',
      es: 'describe la región',
      fr: 'décris la région',
      de: 'beschreibe die Region',
      it: 'descrivi la regione',
      pt: 'descreva a região',
    },
    check: (a, n) => {
      expect(a.plan).toEqual({ kind: 'describe', column: n.region });
      const counts = regions.map((region) => rows.filter((r) => r.region === region).length);
      expect(a.sentence).toContain(String(Math.max(...counts)));
    },
  },
  {
    intent: 'quality',
    questions: {
      en: 'which columns have missing values?',
      es: '¿qué columnas tienen valores faltantes?',
      fr: 'quelles colonnes ont des valeurs manquantes ?',
      de: 'welche Spalten haben fehlende Werte?',
      it: 'quali colonne hanno valori mancanti?',
      pt: 'que colunas têm valores em falta?',
    },
    check: (a, n) => {
      expect(a.plan).toEqual({ kind: 'quality', column: null });
      expect(groups(a.result)[0]).toMatchObject({
        key: n.sales,
        value: rows.filter((r) => r.sales === null).length,
      });
    },
  },
  {
    intent: 'drivers',
    questions: {
      en: 'what drives sales?',
      es: '¿qué influye en las ventas?',
      fr: "qu'est-ce qui influence les ventes ?",
      de: 'was beeinflusst den Umsatz?',
      it: 'cosa influenza le vendite?',
      pt: 'o que influencia as vendas?',
    },
    check: (a, n) => {
      expect(a.plan).toEqual({ kind: 'drivers', column: n.sales });
      // The planted effects: units drive sales, and West sells more.
      const ids = a.result.kind === 'insights' ? a.result.insightIds : [];
      expect(ids).toContain(`segment:${n.region}=West:${n.sales}`);
    },
  },
  {
    intent: 'related',
    questions: {
      en: 'what moves with units?',
      es: '¿qué se mueve con las unidades?',
      fr: "qu'est-ce qui varie avec les unités ?",
      de: 'was korreliert mit Einheiten?',
      it: 'cosa si muove con le unità?',
      pt: 'o que varia com as unidades?',
    },
    check: (a, n) => {
      expect(a.plan).toEqual({ kind: 'related', column: n.units });
      expect(a.result.kind === 'insights' && a.result.insightIds.some((id) => id.includes(n.sales))).toBe(
        true,
      );
    },
  },
  {
    intent: 'outliers',
    questions: {
      en: 'outliers in sales',
      es: 'valores atípicos de ventas',
      fr: 'valeurs aberrantes des ventes',
      de: 'Ausreißer im Umsatz',
      it: 'valori anomali delle vendite',
      pt: 'valores atípicos das vendas',
    },
    check: (a, n) => expect(a.plan).toEqual({ kind: 'outliers', column: n.sales }),
  },
  {
    intent: 'train',
    questions: {
      en: 'train a model to predict sales',
      es: 'entrena un modelo para predecir ventas',
      fr: 'entraîne un modèle pour prédire les ventes',
      de: 'trainiere ein Modell, um den Umsatz vorherzusagen',
      it: 'addestra un modello per prevedere le vendite',
      pt: 'treine um modelo para prever as vendas',
    },
    check: (a, n) => {
      expect(a.plan).toEqual({ kind: 'train', target: n.sales });
      expect(a.result).toEqual({ kind: 'action', action: 'train', rows: rows.length });
    },
  },
  {
    intent: 'help',
    questions: { en: 'help', es: 'ayuda', fr: 'aide', de: 'Hilfe', it: 'aiuto', pt: 'ajuda' },
    check: (a) => expect(a.plan).toEqual({ kind: 'help' }),
  },
];

const nonsense: Record<AssistantLanguage, string[]> = {
  en: ['what is the meaning of life?', 'tell me a joke', 'book a flight to Paris tomorrow'],
  es: ['¿cuál es el sentido de la vida?', 'cuéntame un chiste'],
  fr: ['quel est le sens de la vie ?', 'raconte-moi une blague'],
  de: ['was ist der Sinn des Lebens?', 'erzähl mir einen Witz'],
  it: ['qual è il senso della vita?', 'raccontami una barzelletta'],
  pt: ['qual é o sentido da vida?', 'conta-me uma piada'],
};

describe.each(languages)('the assistant in %s', (language) => {
  let context: AskContext;
  let names: Names;
  beforeAll(() => {
    context = contextOf(salesCsv(rows, language), language);
    names = namesOf(context);
  });

  it.each(cases.map((c) => [c.intent, c] as const))('answers %s exactly', (_, c) => {
    const answer = ask(c.questions[language], context);
    if (answer.kind !== 'answer')
      throw new Error(`${c.questions[language]} → ${answer.kind}: ${answer.sentence}`);
    c.check(answer, names);
    expect(answer.how.length).toBeGreaterThan(0);
    expect(answer.followUps.length).toBeGreaterThanOrEqual(2);
    expect(answer.followUps.length).toBeLessThanOrEqual(3);
  });

  it('says it cannot answer what it does not understand, with no number, and suggests what it can', () => {
    for (const question of nonsense[language]) {
      const answer = ask(question, context);
      expect(answer.kind, question).toBe('unknown');
      if (answer.kind !== 'unknown') continue;
      expect(answer.sentence).not.toMatch(/\d/);
      expect(answer.suggestions.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('answers its own suggestions and follow-ups', () => {
    const unknown = ask(nonsense[language][0]!, context);
    const suggested = unknown.kind === 'unknown' ? unknown.suggestions : [];
    const followed = cases.flatMap((c) => {
      const answer = ask(c.questions[language], context);
      return answer.kind === 'answer' ? answer.followUps : [];
    });
    for (const question of new Set([...suggested, ...followed]))
      expect(ask(question, context).kind, question).toBe('answer');
  });
});

describe('the assistant', () => {
  const context = contextOf(salesCsv(rows, 'en'), 'en');

  it('gives the same bytes for the same question, table and language', () => {
    for (const c of cases)
      expect(JSON.stringify(ask(c.questions.en, context))).toBe(JSON.stringify(ask(c.questions.en, context)));
    const again = contextOf(salesCsv(rows, 'en'), 'en');
    expect(JSON.stringify(ask('average sales by region last quarter', again))).toBe(
      JSON.stringify(ask('average sales by region last quarter', context)),
    );
  });

  it('asks which column is meant when a word names two', () => {
    const csv = ['Revenue (gross),Revenue (net),Region', '10,8,West', '20,15,East', '30,24,West'].join('\n');
    const answer = ask('average revenue by region', contextOf(csv, 'en'));
    expect(answer.kind).toBe('clarify');
    if (answer.kind !== 'clarify') return;
    expect(answer.options.map((o) => o.label)).toEqual(['Revenue (gross)', 'Revenue (net)']);
    const chosen = ask(answer.options[1]!.question, contextOf(csv, 'en'));
    expect(chosen.kind === 'answer' && chosen.plan).toMatchObject({
      column: 'Revenue (net)',
      groupBy: 'Region',
    });
  });

  it('reads a misspelt column and a category value not in the first ten', () => {
    const answer = ask('total slaes for Sprocket', context);
    expect(answer.kind === 'answer' && answer.plan).toMatchObject({
      column: 'Sales',
      filters: [{ kind: 'equals', values: ['Sprocket'] }],
    });
    if (answer.kind === 'answer')
      close(value(answer.result), sum(sales(rows.filter((r) => r.product === 'Sprocket'))));
  });

  it('refuses a mean of text and names what it can do instead', () => {
    const answer = ask('average channel', context);
    expect(answer.kind).toBe('unknown');
    expect(answer.kind === 'unknown' && answer.sentence).not.toMatch(/\d/);
  });

  it('excludes values with "not" and counts every row of the rest', () => {
    const answer = ask('how many rows where channel is not Online', context);
    expect(answer.kind === 'answer' && value(answer.result)).toBe(
      rows.filter((r) => r.channel !== channels[0]).length,
    );
  });

  it('needs insights for what moves with a column, and says so without a number', () => {
    const bare = contextOf(salesCsv(rows, 'en'), 'en', false);
    const answer = ask('what moves with units?', bare);
    expect(answer.kind).toBe('unknown');
    expect(answer.kind === 'unknown' && answer.sentence).not.toMatch(/\d/);
  });

  it('reads numbers in both decimal styles', () => {
    expect(readNumber('1,5', 'de')).toBe(1.5);
    expect(readNumber('1.500', 'de')).toBe(1500);
    expect(readNumber('1.234,5', 'fr')).toBe(1234.5);
    expect(readNumber('1,234.5', 'en')).toBe(1234.5);
    expect(readNumber('1,500', 'en')).toBe(1500);
    expect(readNumber('2.5', 'en')).toBe(2.5);
    expect(fold('Média de Unidades > 1,5?')).toBe('media de unidades > 1,5');
  });

  it('shows the plan it ran', () => {
    const answer = ask('average sales by region', context);
    expect(answer.kind === 'answer' && answer.how).toBe(
      `How I got this: mean of Sales by Region over ${rows.length} rows.`,
    );
  });

  it('keeps a training request a plan: nothing starts without the user', () => {
    const answer = ask('predict sales for region West', context) as Extract<
      AssistantAnswer,
      { kind: 'answer' }
    >;
    expect(answer.plan).toEqual({
      kind: 'predict',
      target: 'Sales',
      values: { Region: 'West' },
    } satisfies Plan);
    expect(answer.sentence).not.toMatch(/\d/);
  });

  it('predicts the column named without a value, not the first number column named', () => {
    const answer = ask('predict region for units = 5', context);
    expect(answer.kind === 'answer' && answer.plan).toEqual({
      kind: 'predict',
      target: 'Region',
      values: { Units: '5' },
    } satisfies Plan);
  });
});

describe('the assistant reads names with units and the words around a measure, or says it cannot', () => {
  const context = contextOf(salesCsv(rows, 'en'), 'en');
  const energyCsv = [
    'Site,Electricity (kWh),Gas (kWh)',
    'Lyon,120,40',
    'Porto,80,60',
    'Lyon,100,20',
    'Porto,90,30',
  ].join('\n');
  const plan = (answer: AssistantAnswer) => (answer.kind === 'answer' ? answer.plan : answer.kind);

  it('reads a unit in brackets as typed: kWh is one word', () => {
    expect(foldName('Electricity (kWh)')).toBe('electricity kwh');
    expect(foldName('unitPrice')).toBe('unit price');
  });

  it('reads a unit shared by two names as part of the name next to it', () => {
    const answer = ask('mean gas consumption (kWh) per site', contextOf(energyCsv, 'en'));
    expect(plan(answer)).toEqual({
      kind: 'aggregate',
      aggregation: 'mean',
      column: 'Gas (kWh)',
      groupBy: 'Site',
      filters: [],
    });
    expect(answer.kind === 'answer' && groups(answer.result).map((g) => [g.key, g.value])).toEqual([
      ['Porto', 45],
      ['Lyon', 30],
    ]);
  });

  it('compares two values joined by a comparison word, and refuses two joined by a word it does not read', () => {
    expect(plan(ask('average Sales: West compared to East', context))).toMatchObject({
      kind: 'compare',
      aggregation: 'mean',
      values: ['West', 'East'],
    });
    expect(
      plan(ask('Ventas medias: West comparado con East', contextOf(salesCsv(rows, 'es'), 'es'))),
    ).toMatchObject({ kind: 'compare', aggregation: 'mean', values: ['West', 'East'] });
    expect(ask('average Sales: West beside East', context).kind).toBe('unknown');
  });

  it('reads a repeated grain as a trend, and refuses a grain the plan would not use', () => {
    expect(plan(ask('Ventas total mes a mes', contextOf(salesCsv(rows, 'es'), 'es')))).toMatchObject({
      kind: 'trend',
      aggregation: 'sum',
      grain: 'month',
    });
    expect(plan(ask('total Sales week after week', context))).toMatchObject({ kind: 'trend', grain: 'week' });
    expect(ask('total Sales in a month', context).kind).toBe('unknown');
  });

  it('refuses to default the aggregation when an unknown word beside the measure looks like one', () => {
    expect(ask('Sales maximums per Region', context).kind).toBe('unknown');
    expect(ask('mittlere Umsatz nach Region', contextOf(salesCsv(rows, 'de'), 'de'))).toMatchObject({
      plan: { kind: 'aggregate', aggregation: 'mean', groupBy: 'Region' },
    });
  });

  it('reads the largest value beside the measure, grouped, as that value in each group', () => {
    const answer = ask('maximum Sales by Region', context);
    expect(plan(answer)).toEqual({
      kind: 'aggregate',
      aggregation: 'max',
      column: 'Sales',
      groupBy: 'Region',
      filters: [],
    });
    const west = sales(rows.filter((r) => r.region === 'West'));
    expect(answer.kind === 'answer' && groups(answer.result).find((g) => g.key === 'West')?.value).toBe(
      Math.max(...west),
    );
    expect(plan(ask('Vendas máximas por Região', contextOf(salesCsv(rows, 'pt'), 'pt')))).toMatchObject({
      kind: 'aggregate',
      aggregation: 'max',
      groupBy: 'Região',
    });
    expect(plan(ask('which Region has the highest Sales', context))).toMatchObject({
      kind: 'rank',
      limit: 1,
    });
  });
});

describe('the assistant reads what a row is, and nouns in the asker’s language', () => {
  const orders = [
    'Order ID,Created,Country,Returned,Sales',
    'A-1,2024-01-05,Italy,yes,12',
    'A-2,2024-02-11,Spain,no,18',
    'A-3,2024-03-20,Italy,no,25',
    'A-4,2024-04-02,France,yes,40',
    'A-5,2025-01-15,Spain,no,15',
    'A-6,2025-02-27,Italy,no,60',
    'A-7,2025-03-08,France,no,33',
    'A-8,2025-04-19,Spain,yes,9',
  ].join('\n');
  const contexts = new Map<AssistantLanguage, AskContext>();
  const on = (language: AssistantLanguage) => {
    let context = contexts.get(language);
    if (!context) contexts.set(language, (context = contextOf(orders, language)));
    return context;
  };
  const result = (question: string, language: AssistantLanguage = 'en') => {
    const answer = ask(question, on(language));
    return answer.kind === 'answer' ? { plan: answer.plan, result: answer.result } : answer.kind;
  };
  const count = (filters: unknown[]) => ({
    kind: 'aggregate',
    aggregation: 'count',
    column: null,
    groupBy: null,
    filters,
  });

  it('counts the rows when the question names them by the id column’s noun', () => {
    expect(result('How many orders had Sales above 20?')).toMatchObject({
      plan: count([{ kind: 'compare', column: 'Sales', op: '>', value: 20 }]),
      result: { kind: 'value', value: 4 },
    });
    expect(result('orders with Sales between 10 and 20')).toMatchObject({
      plan: count([{ kind: 'between', column: 'Sales', low: 10, high: 20 }]),
      result: { kind: 'value', value: 3 },
    });
    expect(result('combien de commandes au total ?', 'fr')).toMatchObject({
      plan: count([]),
      result: { kind: 'value', value: 8 },
    });
  });

  it('reads a yes of a yes/no column, and never counts the yes/no values for the rows', () => {
    expect(result('how many orders Returned yes?')).toMatchObject({
      plan: count([{ kind: 'equals', column: 'Returned', values: ['yes'] }]),
      result: { kind: 'value', value: 3 },
    });
    expect(result('how many orders returned?')).toMatchObject({
      plan: count([{ kind: 'equals', column: 'Returned', values: ['yes'] }]),
      result: { kind: 'value', value: 3 },
    });
  });

  it('reads a noun of the asker’s language as the English header', () => {
    expect(result('top 2 paesi per Sales', 'it')).toMatchObject({
      plan: { kind: 'rank', aggregation: 'sum', column: 'Sales', groupBy: 'Country', limit: 2 },
      result: {
        kind: 'groups',
        groups: [
          { key: 'Italy', value: 97 },
          { key: 'France', value: 73 },
        ],
      },
    });
    expect(result('¿cuántos pedidos se crearon en 2024?', 'es')).toMatchObject({
      plan: count([{ kind: 'dates', column: 'Created', from: '2024-01-01', to: '2024-12-31' }]),
      result: { kind: 'value', value: 4 },
    });
    expect(result('¿cuántos clientes hay?', 'es')).toBe('unknown');
    expect(result('orders Created in 2025')).toMatchObject({
      plan: count([{ kind: 'dates', column: 'Created', from: '2025-01-01', to: '2025-12-31' }]),
      result: { kind: 'value', value: 4 },
    });
  });

  it('reads what moves with a column in each language’s words', () => {
    for (const [language, question] of [
      ['es', '¿qué se relaciona con Sales?'],
      ['fr', 'avec quoi Sales est-il corrélé ?'],
      ['it', 'con cosa è collegata Sales?'],
    ] as const)
      expect(result(question, language), question).toMatchObject({
        plan: { kind: 'related', column: 'Sales' },
      });
  });
});

describe('the assistant counts the rows a yes/no column names, and compares the two groups a choice names', () => {
  const orders = [
    { id: 'B-1', country: 'Italy', channel: 'Online', gift: 'yes', insured: 'true', sales: 12 },
    { id: 'B-2', country: 'Spain', channel: 'Store', gift: 'no', insured: 'false', sales: 18 },
    { id: 'B-3', country: 'Italy', channel: 'Store', gift: 'yes', insured: 'false', sales: 25 },
    { id: 'B-4', country: 'France', channel: 'Online', gift: 'no', insured: 'true', sales: 40 },
    { id: 'B-5', country: 'Spain', channel: 'Online', gift: 'yes', insured: 'true', sales: 15 },
    { id: 'B-6', country: 'Italy', channel: 'Online', gift: 'no', insured: 'false', sales: 60 },
    { id: 'B-7', country: 'France', channel: 'Store', gift: 'yes', insured: 'true', sales: 33 },
    { id: 'B-8', country: 'Spain', channel: 'Store', gift: 'yes', insured: 'false', sales: 9 },
    { id: 'B-9', country: 'Italy', channel: 'Online', gift: 'yes', insured: 'true', sales: 21 },
    { id: 'B-10', country: 'Spain', channel: 'Online', gift: 'no', insured: 'false', sales: 30 },
  ];
  // Flagged is a yes/no column with no yes: what "flagged orders" are cannot be told from it.
  const csv = [
    'Order ID,Country,Channel,Gift,Insured,Flagged,Sales',
    ...orders.map((o) => [o.id, o.country, o.channel, o.gift, o.insured, 'no', o.sales].join(',')),
  ].join('\n');
  const contexts = new Map<AssistantLanguage, AskContext>();
  const result = (question: string, language: AssistantLanguage = 'en') => {
    let context = contexts.get(language);
    if (!context) contexts.set(language, (context = contextOf(csv, language)));
    const answer = ask(question, context);
    return answer.kind === 'answer' ? { plan: answer.plan, result: answer.result } : answer.kind;
  };
  const counted = (where: (o: (typeof orders)[0]) => boolean) => orders.filter(where).length;
  const meanOf = (where: (o: (typeof orders)[0]) => boolean) =>
    mean(orders.filter(where).map((o) => o.sales));

  it('counts the rows where a yes/no column named without a value reads yes, in every language', () => {
    const gift = { kind: 'equals', column: 'Gift', values: ['yes'] };
    for (const [language, question, country] of [
      ['en', 'how many gift orders from Italy?', 'Italy'],
      ['en', 'how many orders to Spain were Gift?', 'Spain'],
      ['es', '¿cuántos pedidos Gift hay en Italy?', 'Italy'],
      ['fr', 'combien de commandes Gift en Spain ?', 'Spain'],
      ['de', 'wie viele Bestellungen aus Italy sind Gift?', 'Italy'],
      ['it', 'quanti ordini Gift in France?', 'France'],
      ['pt', 'quantos pedidos Gift na Italy?', 'Italy'],
    ] as const) {
      const answer = result(question, language);
      expect(answer, question).toMatchObject({
        plan: { kind: 'aggregate', aggregation: 'count', column: null, groupBy: null },
        result: { kind: 'value', value: counted((o) => o.gift === 'yes' && o.country === country) },
      });
      expect(typeof answer === 'object' && answer.plan.kind === 'aggregate' && answer.plan.filters).toEqual(
        expect.arrayContaining([gift, { kind: 'equals', column: 'Country', values: [country] }]),
      );
    }
  });

  it('reads "not" before a yes/no column as its other rows, and its yes as the cells that read yes', () => {
    expect(result('how many orders from Spain were not Insured?')).toMatchObject({
      result: { kind: 'value', value: counted((o) => o.country === 'Spain' && o.insured !== 'true') },
    });
    expect(result('quanti ordini non Insured?', 'it')).toMatchObject({
      plan: { filters: [{ kind: 'not-equals', column: 'Insured', values: ['true'] }] },
      result: { kind: 'value', value: counted((o) => o.insured !== 'true') },
    });
    expect(result('average Sales of Insured orders')).toMatchObject({
      plan: { aggregation: 'mean', column: 'Sales', filters: [{ column: 'Insured', values: ['true'] }] },
      result: { kind: 'value', value: meanOf((o) => o.insured === 'true') },
    });
  });

  it('never counts the distinct values of a yes/no column unless asked, and refuses a yes it cannot tell', () => {
    expect(result('how many Flagged orders?')).toBe('unknown');
    expect(result('combien de commandes Flagged ?', 'fr')).toBe('unknown');
    expect(result('how many distinct Gift values?')).toMatchObject({
      plan: { aggregation: 'distinct', column: 'Gift' },
      result: { kind: 'value', value: 2 },
    });
  });

  it('compares the two values of "A or B: which …" as two groups, in every language', () => {
    for (const [language, question, column, values, aggregation] of [
      ['en', 'Online or Store: which has the higher average Sales?', 'Channel', ['Online', 'Store'], 'mean'],
      ['en', 'which of Italy or Spain has more Sales?', 'Country', ['Italy', 'Spain'], 'sum'],
      [
        'es',
        'Online o Store: ¿cuál tiene la media de Sales más alta?',
        'Channel',
        ['Online', 'Store'],
        'mean',
      ],
      [
        'fr',
        'Italy ou Spain : laquelle a la moyenne de Sales la plus haute ?',
        'Country',
        ['Italy', 'Spain'],
        'mean',
      ],
      [
        'de',
        'Online oder Store: welcher hat mehr Sales im Durchschnitt?',
        'Channel',
        ['Online', 'Store'],
        'mean',
      ],
      [
        'de',
        'welcher von Italy oder Spain hat die höhere Summe der Sales?',
        'Country',
        ['Italy', 'Spain'],
        'sum',
      ],
      ['it', 'Italy o Spain: quale ha la media di Sales più alta?', 'Country', ['Italy', 'Spain'], 'mean'],
      ['pt', 'Online ou Store: qual tem a maior média de Sales?', 'Channel', ['Online', 'Store'], 'mean'],
      ['en', 'which has the most Sales, Italy or Spain?', 'Country', ['Italy', 'Spain'], 'sum'],
      ['es', '¿cuál tiene más Sales, Italy o Spain?', 'Country', ['Italy', 'Spain'], 'sum'],
      ['fr', 'laquelle a plus de Sales, Italy ou Spain ?', 'Country', ['Italy', 'Spain'], 'sum'],
    ] as const) {
      const pick = (value: string) => (o: (typeof orders)[0]) =>
        (column === 'Channel' ? o.channel : o.country) === value;
      const of = (value: string) =>
        aggregation === 'mean' ? meanOf(pick(value)) : sum(orders.filter(pick(value)).map((o) => o.sales));
      expect(result(question, language), question).toMatchObject({
        plan: { kind: 'compare', aggregation, column: 'Sales', groupBy: column, values, filters: [] },
        result: {
          kind: 'groups',
          groups: [
            { key: values[0], value: of(values[0]) },
            { key: values[1], value: of(values[1]) },
          ],
        },
      });
    }
  });

  it('refuses a choice whose measure it cannot read, and keeps "A or B" a list where nothing asks to choose', () => {
    expect(result('Online or Store: which has the higher average delivery time?')).toBe('unknown');
    expect(result('Italy ou Spain : laquelle a le plus de retards en moyenne ?', 'fr')).toBe('unknown');
    expect(result('Online o Store: ¿cuál tiene el tiempo de entrega medio más alto?', 'es')).toBe('unknown');
    expect(result('which is bigger, Online or Store?')).toBe('unknown');
    expect(result('¿cuál es el Sales más alto para Online o Store?', 'es')).toBe('unknown');
    expect(result('average Sales for Online or Store')).toMatchObject({
      plan: {
        kind: 'aggregate',
        filters: [{ kind: 'equals', column: 'Channel', values: ['Online', 'Store'] }],
      },
      result: { kind: 'value', value: meanOf(() => true) },
    });
    expect(result('qual é a média de Sales para Online ou Store?', 'pt')).toMatchObject({
      plan: { kind: 'aggregate', aggregation: 'mean' },
    });
  });
});

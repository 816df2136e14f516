import type { Says } from './types';

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const it: Says = {
  locale: 'it',
  of: {
    sum: (c) => `il totale di ${c}`,
    mean: (c) => `la media di ${c}`,
    median: (c) => `la mediana di ${c}`,
    min: (c) => `il minimo di ${c}`,
    max: (c) => `il massimo di ${c}`,
    count: (c) => `il numero di valori di ${c}`,
    distinct: (c) => `il numero di valori distinti di ${c}`,
  },
  names: {
    sum: 'somma',
    mean: 'media',
    median: 'mediana',
    min: 'minimo',
    max: 'massimo',
    count: 'conteggio',
    distinct: 'conteggio dei distinti',
  },
  rowsCount: 'il numero di righe',
  rowsNoun: 'righe',
  value: (what, value) => `${cap(what)} è ${value}.`,
  rows: (count) => `${count} righe`,
  none: (what) => `Nessuna riga soddisfa la condizione, quindi ${what} non ha valore.`,
  where: (conditions) => ` dove ${conditions}`,
  is: (column, values) => `${column} è ${values}`,
  isNot: (column, values) => `${column} non è ${values}`,
  from: (column, from, to) => (from === to ? `${column} è ${from}` : `${column} va da ${from} a ${to}`),
  or: 'o',
  and: 'e',
  groups: (what, group, first, firstValue, last, lastValue, count) =>
    `Per ${group}, ${what} è più alto per ${first} (${firstValue}) e più basso per ${last} (${lastValue}), su ${count} gruppi.`,
  oneGroup: (what, group, key, value) => `Per ${group} c’è un solo gruppo: ${key}, dove ${what} è ${value}.`,
  rank: (order, count, group, what, list) =>
    `I ${count} ${group} ${order === 'top' ? 'più alti' : 'più bassi'} per ${what}: ${list}.`,
  compare: (what, a, aValue, b, bValue, difference) =>
    `${cap(what)} è ${aValue} per ${a} e ${bValue} per ${b}: una differenza di ${difference}.`,
  compareSame: (what, a, b, value) => `${cap(what)} è uguale per ${a} e ${b}: ${value}.`,
  compareMissing: (what, a, b) => `Non si può confrontare ${what}: ${a} o ${b} non ha valore.`,
  trend: (what, grain, first, firstValue, last, lastValue, peak, peakValue) =>
    `Per ${grain}, ${what} passa da ${firstValue} (${first}) a ${lastValue} (${last}); il massimo è ${peakValue} (${peak}).`,
  grains: { day: 'giorno', week: 'settimana', month: 'mese', quarter: 'trimestre', year: 'anno' },
  relative: (date) => `Le date relative partono dall’ultima data nei dati, ${date}, non da oggi.`,
  describeNumber: (column, min, max, mean, median, present, missing) =>
    `${column} va da ${min} a ${max}, con una media di ${mean} e una mediana di ${median} su ${present} valori (${missing} mancanti).`,
  describeDate: (column, min, max, present, missing) =>
    `${column} va da ${min} a ${max} su ${present} valori (${missing} mancanti).`,
  describeCategory: (column, distinct, top, topCount, missing) =>
    `${column} ha ${distinct} valori distinti; il più frequente è ${top} (${topCount} righe); ${missing} mancanti.`,
  describeBoolean: (column, trueCount, falseCount, missing) =>
    `${column} è vero in ${trueCount} righe e falso in ${falseCount} (${missing} mancanti).`,
  describeOther: (column, distinct, present, missing) =>
    `${column} ha ${distinct} valori distinti su ${present} valori (${missing} mancanti).`,
  missingColumn: (column, missing, rows) => `${column} ha ${missing} valori mancanti su ${rows} righe.`,
  missingNone: (rows) => `Non manca nessun valore in nessuna colonna delle ${rows} righe.`,
  missingTable: (columns, worst, missing, duplicates) =>
    `${columns} colonne hanno valori mancanti; la più colpita è ${worst} (${missing}). ${duplicates} righe ripetono una riga precedente.`,
  related: (column, list) => `${column} si muove con: ${list}.`,
  relatedNone: (column) => `Nessuna colonna si muove con ${column} oltre il caso.`,
  correlation: (column, value) => `${column} (${value})`,
  outliers: (column, count, low, high) =>
    `${count} valori di ${column} sono molto fuori dal suo intervallo abituale (${low} a ${high}).`,
  outliersNone: (column) => `Nessun valore di ${column} risulta anomalo.`,
  drivers: (column, list) => `Cosa va con ${column}: ${list}.`,
  driversNone: (column) => `Nessuna colonna influenza ${column} oltre il caso.`,
  segment: (column, value, mean, rest) => `${column} = ${value} (${mean} contro ${rest})`,
  noInsights:
    'Gli insight di questo dataset non sono ancora pronti, quindi non posso rispondere a partire da essi.',
  explain: (id, test, rows, effect, q, threshold) =>
    `L’insight ${id} viene da un test ${test} su ${rows} righe: effetto ${effect}, q = ${q} (conta fino a ${threshold}).`,
  train: (target, rows) =>
    `Posso addestrare un modello che prevede ${target} dalle altre colonne su ${rows} righe. Avvio l’addestramento?`,
  predict: (target, given) =>
    `Posso prevedere ${target} con un modello addestrato per ${given}. Avvio la previsione?`,
  predictNothing: (target) =>
    `Posso prevedere ${target} con un modello addestrato quando darai i valori delle altre colonne. Avvio?`,
  help: 'Chiedimi di questo dataset: totali, medie e conteggi, per gruppo o nel tempo, valori più alti e più bassi, confronti, cosa si muove con una colonna, valori anomali, valori mancanti o un modello.',
  how: (plan, rows) => `Come l’ho ottenuto: ${plan} su ${rows} righe.`,
  howPlan: {
    aggregate: (aggregation, column) => `${aggregation} di ${column}`,
    by: (text, group) => `${text} per ${group}`,
    over: (text, grain, date) => `${text} per ${grain} di ${date}`,
    top: (text, count) => `${text}, i ${count} più alti`,
    bottom: (text, count) => `${text}, i ${count} più bassi`,
    compare: (text, a, b) => `${text} per ${a} contro ${b}`,
    profile: (column) => `il profilo di ${column}`,
    insights: (column) => `gli insight su ${column}`,
    quality: 'i valori mancanti del profilo',
    model: (target) => `un modello di ${target}`,
    help: 'ciò a cui so rispondere',
  },
  unknown: 'Non so ancora rispondere a questo.',
  refusals: {
    noColumn: 'Non capisco a quale colonna ti riferisci.',
    noDate: 'Questo dataset non ha una colonna di date da filtrare o seguire nel tempo.',
    notNumeric: 'Serve una colonna di numeri.',
    noInsight: 'Non capisco a quale insight ti riferisci.',
    noValue: (value, column) => `${value} non è un valore di ${column}.`,
  },
  clarify: (options) => `Quale colonna intendi: ${options}?`,
  ask: {
    describe: (c) => `Descrivi ${c}`,
    total: (m) => `Qual è il totale di ${m}?`,
    averageBy: (m, g) => `Media di ${m} per ${g}`,
    totalBy: (m, g) => `Totale di ${m} per ${g}`,
    top: (g, m) => `Top 5 ${g} per ${m}`,
    bottom: (g, m) => `I 5 ${g} con ${m} più basso`,
    trend: (m) => `Andamento di ${m} nel tempo`,
    count: 'Quante righe ci sono?',
    countBy: (g) => `Quante righe per ${g}?`,
    drivers: (m) => `Cosa influenza ${m}?`,
    related: (m) => `Cosa si muove con ${m}?`,
    outliers: (m) => `Valori anomali di ${m}`,
    missing: 'Quali colonne hanno valori mancanti?',
  },
};

import type { Says } from './types';

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const pt: Says = {
  locale: 'pt',
  of: {
    sum: (c) => `o total de ${c}`,
    mean: (c) => `a média de ${c}`,
    median: (c) => `a mediana de ${c}`,
    min: (c) => `o mínimo de ${c}`,
    max: (c) => `o máximo de ${c}`,
    count: (c) => `o número de valores de ${c}`,
    distinct: (c) => `o número de valores distintos de ${c}`,
  },
  names: {
    sum: 'soma',
    mean: 'média',
    median: 'mediana',
    min: 'mínimo',
    max: 'máximo',
    count: 'contagem',
    distinct: 'contagem de distintos',
  },
  rowsCount: 'o número de linhas',
  rowsNoun: 'linhas',
  value: (what, value) => `${cap(what)} é ${value}.`,
  rows: (count) => `${count} linhas`,
  none: (what) => `Nenhuma linha cumpre a condição, por isso ${what} não tem valor.`,
  where: (conditions) => ` onde ${conditions}`,
  is: (column, values) => `${column} é ${values}`,
  isNot: (column, values) => `${column} não é ${values}`,
  from: (column, from, to) => (from === to ? `${column} é ${from}` : `${column} vai de ${from} a ${to}`),
  or: 'ou',
  and: 'e',
  groups: (what, group, first, firstValue, last, lastValue, count) =>
    `Por ${group}, ${what} é maior em ${first} (${firstValue}) e menor em ${last} (${lastValue}), entre ${count} grupos.`,
  oneGroup: (what, group, key, value) => `Por ${group}, há um só grupo: ${key}, onde ${what} é ${value}.`,
  rank: (order, count, group, what, list) =>
    `Os ${count} ${group} ${order === 'top' ? 'com maior' : 'com menor'} ${what}: ${list}.`,
  compare: (what, a, aValue, b, bValue, difference) =>
    `${cap(what)} é ${aValue} em ${a} e ${bValue} em ${b}: uma diferença de ${difference}.`,
  compareSame: (what, a, b, value) => `${cap(what)} é igual em ${a} e ${b}: ${value}.`,
  compareMissing: (what, a, b) => `Não é possível comparar ${what}: ${a} ou ${b} não tem valor.`,
  trend: (what, grain, first, firstValue, last, lastValue, peak, peakValue) =>
    `Por ${grain}, ${what} passa de ${firstValue} (${first}) para ${lastValue} (${last}); o máximo é ${peakValue} (${peak}).`,
  grains: { day: 'dia', week: 'semana', month: 'mês', quarter: 'trimestre', year: 'ano' },
  relative: (date) => `As datas relativas contam a partir da última data dos dados, ${date}, não de hoje.`,
  describeNumber: (column, min, max, mean, median, present, missing) =>
    `${column} vai de ${min} a ${max}, com média de ${mean} e mediana de ${median} sobre ${present} valores (${missing} em falta).`,
  describeDate: (column, min, max, present, missing) =>
    `${column} vai de ${min} a ${max} sobre ${present} valores (${missing} em falta).`,
  describeCategory: (column, distinct, top, topCount, missing) =>
    `${column} tem ${distinct} valores distintos; o mais frequente é ${top} (${topCount} linhas); ${missing} em falta.`,
  describeBoolean: (column, trueCount, falseCount, missing) =>
    `${column} é verdadeiro em ${trueCount} linhas e falso em ${falseCount} (${missing} em falta).`,
  describeOther: (column, distinct, present, missing) =>
    `${column} tem ${distinct} valores distintos sobre ${present} valores (${missing} em falta).`,
  missingColumn: (column, missing, rows) => `${column} tem ${missing} valores em falta em ${rows} linhas.`,
  missingNone: (rows) => `Não falta nenhum valor em nenhuma coluna das ${rows} linhas.`,
  missingTable: (columns, worst, missing, duplicates) =>
    `${columns} colunas têm valores em falta; a que mais tem é ${worst} (${missing}). ${duplicates} linhas repetem uma linha anterior.`,
  related: (column, list) => `${column} varia com: ${list}.`,
  relatedNone: (column) => `Nenhuma coluna varia com ${column} além do acaso.`,
  correlation: (column, value) => `${column} (${value})`,
  outliers: (column, count, low, high) =>
    `${count} valores de ${column} ficam muito fora do seu intervalo habitual (${low} a ${high}).`,
  outliersNone: (column) => `Nenhum valor de ${column} se destaca como atípico.`,
  drivers: (column, list) => `O que acompanha ${column}: ${list}.`,
  driversNone: (column) => `Nenhuma coluna influencia ${column} além do acaso.`,
  segment: (column, value, mean, rest) => `${column} = ${value} (${mean} contra ${rest})`,
  noInsights:
    'Os insights deste conjunto de dados ainda não estão prontos, por isso não posso responder a partir deles.',
  explain: (id, test, rows, effect, q, threshold) =>
    `O insight ${id} vem de um teste ${test} sobre ${rows} linhas: efeito ${effect}, q = ${q} (conta até ${threshold}).`,
  train: (target, rows) =>
    `Posso treinar um modelo que prevê ${target} a partir das outras colunas sobre ${rows} linhas. Começar o treino?`,
  predict: (target, given) =>
    `Posso prever ${target} com um modelo treinado para ${given}. Começar a previsão?`,
  predictNothing: (target) =>
    `Posso prever ${target} com um modelo treinado quando der os valores das outras colunas. Começar?`,
  help: 'Pergunte-me sobre este conjunto de dados: totais, médias e contagens, por grupo ou ao longo do tempo, maiores e menores valores, comparações, o que varia com uma coluna, valores atípicos, valores em falta ou um modelo.',
  how: (plan, rows) => `Como obtive isto: ${plan} sobre ${rows} linhas.`,
  howPlan: {
    aggregate: (aggregation, column) => `${aggregation} de ${column}`,
    by: (text, group) => `${text} por ${group}`,
    over: (text, grain, date) => `${text} por ${grain} de ${date}`,
    top: (text, count) => `${text}, os ${count} maiores`,
    bottom: (text, count) => `${text}, os ${count} menores`,
    compare: (text, a, b) => `${text} em ${a} contra ${b}`,
    profile: (column) => `o perfil de ${column}`,
    insights: (column) => `os insights sobre ${column}`,
    quality: 'os valores em falta do perfil',
    model: (target) => `um modelo de ${target}`,
    help: 'o que sei responder',
  },
  unknown: 'Ainda não sei responder a isso.',
  refusals: {
    noColumn: 'Não percebo a que coluna se refere.',
    noDate: 'Este conjunto de dados não tem uma coluna de datas para filtrar ou seguir ao longo do tempo.',
    notNumeric: 'Isso precisa de uma coluna de números.',
    noInsight: 'Não percebo a que insight se refere.',
    noValue: (value, column) => `${value} não é um valor de ${column}.`,
  },
  clarify: (options) => `A que coluna se refere: ${options}?`,
  ask: {
    describe: (c) => `Descreva ${c}`,
    total: (m) => `Qual é o total de ${m}?`,
    averageBy: (m, g) => `Média de ${m} por ${g}`,
    totalBy: (m, g) => `Total de ${m} por ${g}`,
    top: (g, m) => `Top 5 ${g} por ${m}`,
    bottom: (g, m) => `Os 5 ${g} com menor ${m}`,
    trend: (m) => `Evolução de ${m} ao longo do tempo`,
    count: 'Quantas linhas há?',
    countBy: (g) => `Quantas linhas por ${g}?`,
    drivers: (m) => `O que influencia ${m}?`,
    related: (m) => `O que varia com ${m}?`,
    outliers: (m) => `Valores atípicos de ${m}`,
    missing: 'Que colunas têm valores em falta?',
  },
};

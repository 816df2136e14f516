import type { Says } from './types';

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const es: Says = {
  locale: 'es',
  of: {
    sum: (c) => `el total de ${c}`,
    mean: (c) => `la media de ${c}`,
    median: (c) => `la mediana de ${c}`,
    min: (c) => `el mínimo de ${c}`,
    max: (c) => `el máximo de ${c}`,
    count: (c) => `el número de valores de ${c}`,
    distinct: (c) => `el número de valores distintos de ${c}`,
  },
  names: {
    sum: 'suma',
    mean: 'media',
    median: 'mediana',
    min: 'mínimo',
    max: 'máximo',
    count: 'recuento',
    distinct: 'recuento de distintos',
  },
  rowsCount: 'el número de filas',
  rowsNoun: 'filas',
  value: (what, value) => `${cap(what)} es ${value}.`,
  rows: (count) => `${count} filas`,
  none: (what) => `Ninguna fila cumple la condición, así que ${what} no tiene valor.`,
  where: (conditions) => ` donde ${conditions}`,
  is: (column, values) => `${column} es ${values}`,
  isNot: (column, values) => `${column} no es ${values}`,
  from: (column, from, to) => (from === to ? `${column} es ${from}` : `${column} va de ${from} a ${to}`),
  or: 'o',
  and: 'y',
  groups: (what, group, first, firstValue, last, lastValue, count) =>
    `Por ${group}, ${what} es mayor en ${first} (${firstValue}) y menor en ${last} (${lastValue}), entre ${count} grupos.`,
  oneGroup: (what, group, key, value) =>
    `Por ${group}, hay un solo grupo: ${key}, donde ${what} es ${value}.`,
  rank: (order, count, group, what, list) =>
    `${order === 'top' ? 'Los' : 'Los últimos'} ${count} ${group} por ${what}${order === 'top' ? ', de mayor a menor' : ', de menor a mayor'}: ${list}.`,
  compare: (what, a, aValue, b, bValue, difference) =>
    `${cap(what)} es ${aValue} en ${a} y ${bValue} en ${b}: una diferencia de ${difference}.`,
  compareSame: (what, a, b, value) => `${cap(what)} es igual en ${a} y ${b}: ${value}.`,
  compareMissing: (what, a, b) => `No se puede comparar ${what}: ${a} o ${b} no tiene valor.`,
  trend: (what, grain, first, firstValue, last, lastValue, peak, peakValue) =>
    `Por ${grain}, ${what} pasa de ${firstValue} (${first}) a ${lastValue} (${last}); el máximo es ${peakValue} (${peak}).`,
  grains: { day: 'día', week: 'semana', month: 'mes', quarter: 'trimestre', year: 'año' },
  relative: (date) =>
    `Las fechas relativas cuentan desde la última fecha de los datos, ${date}, no desde hoy.`,
  describeNumber: (column, min, max, mean, median, present, missing) =>
    `${column} va de ${min} a ${max}, con una media de ${mean} y una mediana de ${median} sobre ${present} valores (${missing} faltantes).`,
  describeDate: (column, min, max, present, missing) =>
    `${column} va de ${min} a ${max} sobre ${present} valores (${missing} faltantes).`,
  describeCategory: (column, distinct, top, topCount, missing) =>
    `${column} tiene ${distinct} valores distintos; el más frecuente es ${top} (${topCount} filas); ${missing} faltantes.`,
  describeBoolean: (column, trueCount, falseCount, missing) =>
    `${column} es verdadero en ${trueCount} filas y falso en ${falseCount} (${missing} faltantes).`,
  describeOther: (column, distinct, present, missing) =>
    `${column} tiene ${distinct} valores distintos sobre ${present} valores (${missing} faltantes).`,
  missingColumn: (column, missing, rows) => `A ${column} le faltan ${missing} valores de ${rows} filas.`,
  missingNone: (rows) => `No falta ningún valor en ninguna columna de las ${rows} filas.`,
  missingTable: (columns, worst, missing, duplicates) =>
    `${columns} columnas tienen valores faltantes; la que más, ${worst} (${missing}). ${duplicates} filas repiten una fila anterior.`,
  related: (column, list) => `${column} se mueve con: ${list}.`,
  relatedNone: (column) => `No se encontró ninguna columna que se mueva con ${column} más allá del azar.`,
  correlation: (column, value) => `${column} (${value})`,
  outliers: (column, count, low, high) =>
    `${count} valores de ${column} quedan muy fuera de su rango habitual (${low} a ${high}).`,
  outliersNone: (column) => `Ningún valor de ${column} destaca como atípico.`,
  drivers: (column, list) => `Lo que va con ${column}: ${list}.`,
  driversNone: (column) => `No se encontró ninguna columna que impulse ${column} más allá del azar.`,
  segment: (column, value, mean, rest) => `${column} = ${value} (${mean} frente a ${rest})`,
  noInsights:
    'Los hallazgos de este conjunto de datos aún no están listos, así que no puedo responder con ellos.',
  explain: (id, test, rows, effect, q, threshold) =>
    `El hallazgo ${id} sale de una prueba ${test} sobre ${rows} filas: efecto ${effect}, q = ${q} (cuenta si es como mucho ${threshold}).`,
  train: (target, rows) =>
    `Puedo entrenar un modelo que prediga ${target} a partir de las demás columnas sobre ${rows} filas. ¿Empiezo el entrenamiento?`,
  predict: (target, given) =>
    `Puedo predecir ${target} con un modelo entrenado para ${given}. ¿Empiezo la predicción?`,
  predictNothing: (target) =>
    `Puedo predecir ${target} con un modelo entrenado cuando des los valores de las demás columnas. ¿Empiezo?`,
  help: 'Pregúntame por este conjunto de datos: totales, medias y recuentos, por grupo o en el tiempo, los mayores y menores, comparaciones, qué se mueve con una columna, valores atípicos, valores faltantes o un modelo.',
  how: (plan, rows) => `Cómo lo obtuve: ${plan} sobre ${rows} filas.`,
  howPlan: {
    aggregate: (aggregation, column) => `${aggregation} de ${column}`,
    by: (text, group) => `${text} por ${group}`,
    over: (text, grain, date) => `${text} por ${grain} de ${date}`,
    top: (text, count) => `${text}, los ${count} mayores`,
    bottom: (text, count) => `${text}, los ${count} menores`,
    compare: (text, a, b) => `${text} en ${a} frente a ${b}`,
    profile: (column) => `el perfil de ${column}`,
    insights: (column) => `los hallazgos sobre ${column}`,
    quality: 'los valores faltantes del perfil',
    model: (target) => `un modelo de ${target}`,
    help: 'lo que puedo responder',
  },
  unknown: 'Todavía no puedo responder a eso.',
  refusals: {
    noColumn: 'No sé a qué columna te refieres.',
    noDate: 'Este conjunto de datos no tiene una columna de fechas para filtrar o seguir en el tiempo.',
    notNumeric: 'Eso necesita una columna de números.',
    noInsight: 'No sé a qué hallazgo te refieres.',
    noValue: (value, column) => `${value} no es un valor de ${column}.`,
  },
  clarify: (options) => `¿Qué columna quieres decir: ${options}?`,
  ask: {
    describe: (c) => `Describe ${c}`,
    total: (m) => `¿Cuál es el total de ${m}?`,
    averageBy: (m, g) => `Media de ${m} por ${g}`,
    totalBy: (m, g) => `Total de ${m} por ${g}`,
    top: (g, m) => `Top 5 ${g} por ${m}`,
    bottom: (g, m) => `Los 5 ${g} con menor ${m}`,
    trend: (m) => `Evolución de ${m} a lo largo del tiempo`,
    count: '¿Cuántas filas hay?',
    countBy: (g) => `¿Cuántas filas hay por ${g}?`,
    drivers: (m) => `¿Qué influye en ${m}?`,
    related: (m) => `¿Qué se mueve con ${m}?`,
    outliers: (m) => `Valores atípicos de ${m}`,
    missing: '¿Qué columnas tienen valores faltantes?',
  },
};

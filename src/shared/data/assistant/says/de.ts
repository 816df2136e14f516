import type { Says } from './types';

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const de: Says = {
  locale: 'de',
  of: {
    sum: (c) => `die Summe von ${c}`,
    mean: (c) => `der Durchschnitt von ${c}`,
    median: (c) => `der Median von ${c}`,
    min: (c) => `das Minimum von ${c}`,
    max: (c) => `das Maximum von ${c}`,
    count: (c) => `die Anzahl der Werte von ${c}`,
    distinct: (c) => `die Anzahl verschiedener Werte von ${c}`,
  },
  names: {
    sum: 'Summe',
    mean: 'Durchschnitt',
    median: 'Median',
    min: 'Minimum',
    max: 'Maximum',
    count: 'Anzahl',
    distinct: 'Anzahl verschiedener Werte',
  },
  rowsCount: 'die Anzahl der Zeilen',
  rowsNoun: 'Zeilen',
  value: (what, value) => `${cap(what)} ist ${value}.`,
  rows: (count) => `${count} Zeilen`,
  none: (what) => `Keine Zeile erfüllt die Bedingung, daher hat ${what} keinen Wert.`,
  where: (conditions) => ` (wenn ${conditions})`,
  is: (column, values) => `${column} gleich ${values}`,
  isNot: (column, values) => `${column} ungleich ${values}`,
  from: (column, from, to) => (from === to ? `${column} am ${from}` : `${column} von ${from} bis ${to}`),
  or: 'oder',
  and: 'und',
  groups: (what, group, first, firstValue, last, lastValue, count) =>
    `Nach ${group} ist ${what} am höchsten bei ${first} (${firstValue}) und am niedrigsten bei ${last} (${lastValue}), über ${count} Gruppen.`,
  oneGroup: (what, group, key, value) =>
    `Nach ${group} gibt es eine Gruppe: ${key}, wo ${what} ${value} ist.`,
  rank: (order, count, group, what, list) =>
    `Die ${count} ${order === 'top' ? 'höchsten' : 'niedrigsten'} ${group} (${what}): ${list}.`,
  compare: (what, a, aValue, b, bValue, difference) =>
    `${cap(what)} ist ${aValue} bei ${a} und ${bValue} bei ${b}: ein Unterschied von ${difference}.`,
  compareSame: (what, a, b, value) => `${cap(what)} ist bei ${a} und ${b} gleich: ${value}.`,
  compareMissing: (what, a, b) =>
    `${cap(what)} lässt sich nicht vergleichen: ${a} oder ${b} hat keinen Wert.`,
  trend: (what, grain, first, firstValue, last, lastValue, peak, peakValue) =>
    `Pro ${grain} geht ${what} von ${firstValue} (${first}) zu ${lastValue} (${last}); am höchsten ist ${peakValue} (${peak}).`,
  grains: { day: 'Tag', week: 'Woche', month: 'Monat', quarter: 'Quartal', year: 'Jahr' },
  relative: (date) => `Relative Zeiträume zählen ab dem letzten Datum in den Daten, ${date}, nicht ab heute.`,
  describeNumber: (column, min, max, mean, median, present, missing) =>
    `${column} reicht von ${min} bis ${max}, mit einem Durchschnitt von ${mean} und einem Median von ${median} über ${present} Werte (${missing} fehlen).`,
  describeDate: (column, min, max, present, missing) =>
    `${column} reicht von ${min} bis ${max} über ${present} Werte (${missing} fehlen).`,
  describeCategory: (column, distinct, top, topCount, missing) =>
    `${column} hat ${distinct} verschiedene Werte; am häufigsten ist ${top} (${topCount} Zeilen); ${missing} fehlen.`,
  describeBoolean: (column, trueCount, falseCount, missing) =>
    `${column} ist in ${trueCount} Zeilen wahr und in ${falseCount} falsch (${missing} fehlen).`,
  describeOther: (column, distinct, present, missing) =>
    `${column} hat ${distinct} verschiedene Werte bei ${present} Werten (${missing} fehlen).`,
  missingColumn: (column, missing, rows) => `In ${column} fehlen ${missing} Werte von ${rows} Zeilen.`,
  missingNone: (rows) => `In keiner Spalte der ${rows} Zeilen fehlt ein Wert.`,
  missingTable: (columns, worst, missing, duplicates) =>
    `${columns} Spalten haben fehlende Werte; die meisten in ${worst} (${missing}). ${duplicates} Zeilen wiederholen eine frühere Zeile.`,
  related: (column, list) => `${column} bewegt sich mit: ${list}.`,
  relatedNone: (column) => `Keine Spalte bewegt sich über den Zufall hinaus mit ${column}.`,
  correlation: (column, value) => `${column} (${value})`,
  outliers: (column, count, low, high) =>
    `${count} Werte von ${column} liegen weit außerhalb des üblichen Bereichs (${low} bis ${high}).`,
  outliersNone: (column) => `Kein Wert von ${column} fällt als Ausreißer auf.`,
  drivers: (column, list) => `Was mit ${column} einhergeht: ${list}.`,
  driversNone: (column) => `Keine Spalte beeinflusst ${column} über den Zufall hinaus.`,
  segment: (column, value, mean, rest) => `${column} = ${value} (${mean} gegenüber ${rest})`,
  noInsights:
    'Die Erkenntnisse zu diesem Datensatz sind noch nicht bereit, daher kann ich das nicht aus ihnen beantworten.',
  explain: (id, test, rows, effect, q, threshold) =>
    `Die Erkenntnis ${id} stammt aus einem ${test}-Test über ${rows} Zeilen: Effekt ${effect}, q = ${q} (zählt bis ${threshold}).`,
  train: (target, rows) =>
    `Ich kann ein Modell trainieren, das ${target} aus den anderen Spalten über ${rows} Zeilen vorhersagt. Training starten?`,
  predict: (target, given) =>
    `Ich kann ${target} mit einem trainierten Modell für ${given} vorhersagen. Vorhersage starten?`,
  predictNothing: (target) =>
    `Ich kann ${target} mit einem trainierten Modell vorhersagen, sobald die Werte der anderen Spalten da sind. Starten?`,
  help: 'Frag mich zu diesem Datensatz: Summen, Durchschnitte und Anzahlen, nach Gruppe oder im Zeitverlauf, höchste und niedrigste Werte, Vergleiche, was sich mit einer Spalte bewegt, Ausreißer, fehlende Werte oder ein Modell.',
  how: (plan, rows) => `So habe ich es ermittelt: ${plan} über ${rows} Zeilen.`,
  howPlan: {
    aggregate: (aggregation, column) => `${aggregation} von ${column}`,
    by: (text, group) => `${text} nach ${group}`,
    over: (text, grain, date) => `${text} pro ${grain} von ${date}`,
    top: (text, count) => `${text}, die höchsten ${count}`,
    bottom: (text, count) => `${text}, die niedrigsten ${count}`,
    compare: (text, a, b) => `${text} für ${a} gegenüber ${b}`,
    profile: (column) => `das Profil von ${column}`,
    insights: (column) => `die Erkenntnisse zu ${column}`,
    quality: 'die fehlenden Werte des Profils',
    model: (target) => `ein Modell von ${target}`,
    help: 'was ich beantworten kann',
  },
  unknown: 'Das kann ich noch nicht beantworten.',
  refusals: {
    noColumn: 'Ich erkenne nicht, welche Spalte gemeint ist.',
    noDate: 'Dieser Datensatz hat keine Datumsspalte zum Filtern oder für den Zeitverlauf.',
    notNumeric: 'Dafür braucht es eine Spalte mit Zahlen.',
    noInsight: 'Ich erkenne nicht, welche Erkenntnis gemeint ist.',
    noValue: (value, column) => `${value} ist kein Wert von ${column}.`,
  },
  clarify: (options) => `Welche Spalte ist gemeint: ${options}?`,
  ask: {
    describe: (c) => `Beschreibe ${c}`,
    total: (m) => `Wie hoch ist die Summe von ${m}?`,
    averageBy: (m, g) => `Durchschnitt von ${m} nach ${g}`,
    totalBy: (m, g) => `Summe von ${m} nach ${g}`,
    top: (g, m) => `Top 5 ${g} nach ${m}`,
    bottom: (g, m) => `Die 5 ${g} mit den niedrigsten ${m}`,
    trend: (m) => `Entwicklung von ${m} im Zeitverlauf`,
    count: 'Wie viele Zeilen gibt es?',
    countBy: (g) => `Wie viele Zeilen pro ${g}?`,
    drivers: (m) => `Was beeinflusst ${m}?`,
    related: (m) => `Was korreliert mit ${m}?`,
    outliers: (m) => `Ausreißer in ${m}`,
    missing: 'Welche Spalten haben fehlende Werte?',
  },
};

import type { Says } from './types';

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const fr: Says = {
  locale: 'fr',
  of: {
    sum: (c) => `le total de ${c}`,
    mean: (c) => `la moyenne de ${c}`,
    median: (c) => `la médiane de ${c}`,
    min: (c) => `le minimum de ${c}`,
    max: (c) => `le maximum de ${c}`,
    count: (c) => `le nombre de valeurs de ${c}`,
    distinct: (c) => `le nombre de valeurs distinctes de ${c}`,
  },
  names: {
    sum: 'somme',
    mean: 'moyenne',
    median: 'médiane',
    min: 'minimum',
    max: 'maximum',
    count: 'nombre',
    distinct: 'nombre de valeurs distinctes',
  },
  rowsCount: 'le nombre de lignes',
  rowsNoun: 'lignes',
  value: (what, value) => `${cap(what)} est ${value}.`,
  rows: (count) => `${count} lignes`,
  none: (what) => `Aucune ligne ne remplit la condition : ${what} n’a donc pas de valeur.`,
  where: (conditions) => ` où ${conditions}`,
  is: (column, values) => `${column} vaut ${values}`,
  isNot: (column, values) => `${column} ne vaut pas ${values}`,
  from: (column, from, to) => (from === to ? `${column} est le ${from}` : `${column} va du ${from} au ${to}`),
  or: 'ou',
  and: 'et',
  groups: (what, group, first, firstValue, last, lastValue, count) =>
    `Par ${group}, ${what} est le plus élevé pour ${first} (${firstValue}) et le plus bas pour ${last} (${lastValue}), sur ${count} groupes.`,
  oneGroup: (what, group, key, value) =>
    `Par ${group}, il n’y a qu’un groupe : ${key}, où ${what} est ${value}.`,
  rank: (order, count, group, what, list) =>
    `Les ${count} ${group} ${order === 'top' ? 'les plus élevés' : 'les plus bas'} selon ${what} : ${list}.`,
  compare: (what, a, aValue, b, bValue, difference) =>
    `${cap(what)} est ${aValue} pour ${a} et ${bValue} pour ${b} : une différence de ${difference}.`,
  compareSame: (what, a, b, value) => `${cap(what)} est le même pour ${a} et ${b} : ${value}.`,
  compareMissing: (what, a, b) => `Impossible de comparer ${what} : ${a} ou ${b} n’a pas de valeur.`,
  trend: (what, grain, first, firstValue, last, lastValue, peak, peakValue) =>
    `Par ${grain}, ${what} passe de ${firstValue} (${first}) à ${lastValue} (${last}) ; le plus haut est ${peakValue} (${peak}).`,
  grains: { day: 'jour', week: 'semaine', month: 'mois', quarter: 'trimestre', year: 'année' },
  relative: (date) =>
    `Les dates relatives partent de la dernière date des données, ${date}, pas d’aujourd’hui.`,
  describeNumber: (column, min, max, mean, median, present, missing) =>
    `${column} va de ${min} à ${max}, avec une moyenne de ${mean} et une médiane de ${median} sur ${present} valeurs (${missing} manquantes).`,
  describeDate: (column, min, max, present, missing) =>
    `${column} va du ${min} au ${max} sur ${present} valeurs (${missing} manquantes).`,
  describeCategory: (column, distinct, top, topCount, missing) =>
    `${column} a ${distinct} valeurs distinctes ; la plus fréquente est ${top} (${topCount} lignes) ; ${missing} manquantes.`,
  describeBoolean: (column, trueCount, falseCount, missing) =>
    `${column} est vrai sur ${trueCount} lignes et faux sur ${falseCount} (${missing} manquantes).`,
  describeOther: (column, distinct, present, missing) =>
    `${column} a ${distinct} valeurs distinctes sur ${present} valeurs (${missing} manquantes).`,
  missingColumn: (column, missing, rows) => `${column} a ${missing} valeurs manquantes sur ${rows} lignes.`,
  missingNone: (rows) => `Aucune valeur ne manque dans aucune colonne des ${rows} lignes.`,
  missingTable: (columns, worst, missing, duplicates) =>
    `${columns} colonnes ont des valeurs manquantes ; le plus dans ${worst} (${missing}). ${duplicates} lignes répètent une ligne précédente.`,
  related: (column, list) => `${column} varie avec : ${list}.`,
  relatedNone: (column) => `Aucune colonne ne varie avec ${column} au-delà du hasard.`,
  correlation: (column, value) => `${column} (${value})`,
  outliers: (column, count, low, high) =>
    `${count} valeurs de ${column} sortent nettement de sa plage habituelle (${low} à ${high}).`,
  outliersNone: (column) => `Aucune valeur de ${column} ne ressort comme aberrante.`,
  drivers: (column, list) => `Ce qui va avec ${column} : ${list}.`,
  driversNone: (column) => `Aucune colonne n’influence ${column} au-delà du hasard.`,
  segment: (column, value, mean, rest) => `${column} = ${value} (${mean} contre ${rest})`,
  noInsights:
    'Les insights de ce jeu de données ne sont pas encore prêts : je ne peux pas répondre à partir d’eux.',
  explain: (id, test, rows, effect, q, threshold) =>
    `L’insight ${id} vient d’un test ${test} sur ${rows} lignes : effet ${effect}, q = ${q} (retenu jusqu’à ${threshold}).`,
  train: (target, rows) =>
    `Je peux entraîner un modèle qui prédit ${target} à partir des autres colonnes sur ${rows} lignes. Lancer l’entraînement ?`,
  predict: (target, given) =>
    `Je peux prédire ${target} avec un modèle entraîné pour ${given}. Lancer la prédiction ?`,
  predictNothing: (target) =>
    `Je peux prédire ${target} avec un modèle entraîné une fois les valeurs des autres colonnes données. Lancer ?`,
  help: 'Posez-moi des questions sur ce jeu de données : totaux, moyennes et nombres, par groupe ou dans le temps, les plus hauts et les plus bas, comparaisons, ce qui varie avec une colonne, valeurs aberrantes, valeurs manquantes ou un modèle.',
  how: (plan, rows) => `Comment je l’ai obtenu : ${plan} sur ${rows} lignes.`,
  howPlan: {
    aggregate: (aggregation, column) => `${aggregation} de ${column}`,
    by: (text, group) => `${text} par ${group}`,
    over: (text, grain, date) => `${text} par ${grain} de ${date}`,
    top: (text, count) => `${text}, les ${count} plus élevés`,
    bottom: (text, count) => `${text}, les ${count} plus bas`,
    compare: (text, a, b) => `${text} pour ${a} contre ${b}`,
    profile: (column) => `le profil de ${column}`,
    insights: (column) => `les insights sur ${column}`,
    quality: 'les valeurs manquantes du profil',
    model: (target) => `un modèle de ${target}`,
    help: 'ce à quoi je sais répondre',
  },
  unknown: 'Je ne sais pas encore répondre à cela.',
  refusals: {
    noColumn: 'Je ne vois pas de quelle colonne il s’agit.',
    noDate: 'Ce jeu de données n’a pas de colonne de dates pour filtrer ou suivre dans le temps.',
    notNumeric: 'Il faut pour cela une colonne de nombres.',
    noInsight: 'Je ne vois pas de quel insight il s’agit.',
    noValue: (value, column) => `${value} n’est pas une valeur de ${column}.`,
  },
  clarify: (options) => `De quelle colonne parlez-vous : ${options} ?`,
  ask: {
    describe: (c) => `Décris ${c}`,
    total: (m) => `Quel est le total de ${m} ?`,
    averageBy: (m, g) => `Moyenne de ${m} par ${g}`,
    totalBy: (m, g) => `Total de ${m} par ${g}`,
    top: (g, m) => `Top 5 ${g} par ${m}`,
    bottom: (g, m) => `Les 5 ${g} les plus bas en ${m}`,
    trend: (m) => `Évolution de ${m} au fil du temps`,
    count: 'Combien de lignes y a-t-il ?',
    countBy: (g) => `Combien de lignes par ${g} ?`,
    drivers: (m) => `Qu’est-ce qui influence ${m} ?`,
    related: (m) => `Qu’est-ce qui varie avec ${m} ?`,
    outliers: (m) => `Valeurs aberrantes de ${m}`,
    missing: 'Quelles colonnes ont des valeurs manquantes ?',
  },
};

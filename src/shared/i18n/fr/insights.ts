import type { insightsMessages as en } from '../en/insights';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const insightsMessages: Translation<typeof en> = {
  heading: 'Enseignements',
  summary: (tested, found) =>
    `${tested.text} ${plural('fr', tested.count, { one: 'motif testé', other: 'motifs testés' })} ; ${found.text} ${plural('fr', found.count, { one: 'est un enseignement', other: 'sont des enseignements' })}.`,
  strongest: (shown) => `Les ${shown.text} plus forts sont affichés.`,
  alerts: (alerts) =>
    alerts.count === 0
      ? 'Aucune alerte de qualité des données : voir le profil.'
      : `${alerts.text} ${plural('fr', alerts.count, { one: 'alerte', other: 'alertes' })} de qualité des données : voir le profil.`,
  empty: (tested) =>
    `${tested.text} ${plural('fr', tested.count, { one: 'motif testé', other: 'motifs testés' })} ; aucun n’a passé les seuils (un taux de fausses découvertes de 5 % et une taille d’effet minimale), aucun n’est donc présenté comme un enseignement.`,
  finding: 'Recherche d’enseignements…',
  findingLabel: 'Progression de la recherche d’enseignements',
  updating:
    'De nouvelles lignes sont arrivées : leurs enseignements sont en cours de recherche. D’ici là, voici les enseignements trouvés auparavant.',
  failed: 'Les enseignements de ce fichier n’ont pas pu être trouvés.',
  listLabel: 'Enseignements, les plus importants d’abord',
  sentence: {
    rising: (a, b) => `${b} tend à augmenter avec ${a}.`,
    falling: (a, b) => `${b} tend à diminuer quand ${a} augmente.`,
    associated: (a, b) => `${a} et ${b} sont liés : la répartition de ${b} varie selon ${a}.`,
    differsAcross: (category, measure) => `${measure} diffère nettement selon les valeurs de ${category}.`,
    redundant: 'Presque la même information : une colonne répète peut-être l’autre, ou la divulgue.',
    outliers: (column, count, low, high) =>
      `${count.text} ${plural('fr', count.count, { one: 'valeur', other: 'valeurs' })} de ${column} ${plural('fr', count.count, { one: 'sort', other: 'sortent' })} nettement de sa plage habituelle (${low} à ${high}).`,
    trendUp: (measure, slope, grain) =>
      `${measure} augmente régulièrement dans le temps : environ ${slope} par ${grain}.`,
    trendDown: (measure, slope, grain) =>
      `${measure} diminue régulièrement dans le temps : environ ${slope} par ${grain}.`,
    levelShift: (measure, date, before, after) =>
      `${measure} a changé de niveau à partir du ${date} : ${before} en moyenne avant, ${after} après.`,
    spikeRatio: (measure, date, value, ratio, expected) =>
      `${measure} a connu un pic le ${date} : ${value}, soit ${ratio} fois la valeur habituelle de ${expected}.`,
    spike: (measure, date, value, expected) =>
      `${measure} s’est démarqué le ${date} : ${value}, contre ${expected} habituellement.`,
    seasonality: (measure, period) => `${measure} suit un cycle qui se répète ${period}.`,
    higher: (measure, share, column, value) =>
      `${measure} est en moyenne ${share} plus élevé là où ${column} vaut ${value} que pour ses autres valeurs.`,
    lower: (measure, share, column, value) =>
      `${measure} est en moyenne ${share} plus bas là où ${column} vaut ${value} que pour ses autres valeurs.`,
    means: (measure, mean, column, value, rest) =>
      `${measure} vaut en moyenne ${mean} là où ${column} vaut ${value}, contre ${rest} pour ses autres valeurs.`,
    shares: (measure, mean, column, value, rest) =>
      `${measure} est vrai pour ${mean} des lignes où ${column} vaut ${value}, contre ${rest} pour ses autres valeurs.`,
  },
  every: {
    second: (count) => `toutes les ${count} secondes`,
    minute: (count) => `toutes les ${count} minutes`,
    hour: (count) => `toutes les ${count} heures`,
    day: (count) => `tous les ${count} jours`,
    week: (count) => `toutes les ${count} semaines`,
    month: (count) => `tous les ${count} mois`,
    quarter: (count) => `tous les ${count} trimestres`,
    year: (count) => `tous les ${count} ans`,
  },
  kinds: {
    relationship: 'Relation',
    outlier: 'Valeurs aberrantes',
    trend: 'Tendance',
    'level-shift': 'Changement de niveau',
    spike: 'Pic',
    seasonality: 'Saisonnalité',
    segment: 'Segment',
  },
  redundantBadge: 'Redondance ou fuite ?',
  how: {
    heading: 'Comment cela a été trouvé',
    rows: (n) => `n = ${n}`,
    effect: (name, value) => `${name} = ${value}`,
    interval: (low, high) => `IC à 95 % de ${low} à ${high}`,
    q: (q) => `q = ${q}`,
    rule: (q, name, floor) => `un enseignement car q ≤ ${q} et |${name}| ≥ ${floor}`,
    tests: {
      spearman: 'corrélation de rang de Spearman',
      'chi-squared': 'test du khi-deux',
      anova: 'ANOVA à un facteur',
      'welch-t': 'test t de Welch',
      'robust-z': 'scores z robustes (médiane et MAD)',
      'mann-kendall': 'test de tendance de Mann-Kendall',
      cusum: 'test de rupture CUSUM',
      spike: 'test de pic robuste',
      autocorrelation: 'autocorrélation au décalage de la saison',
    },
    measures: {
      rho: 'ρ',
      cramersV: 'V de Cramér',
      etaSquared: 'η²',
      cohensD: 'd de Cohen',
      cohensH: 'h de Cohen',
      kendallTau: 'τ de Kendall',
      spikeZ: 'z robuste',
      autocorrelation: 'autocorrélation',
      outlierExcess: 'excès par rapport à une loi normale',
    },
  },
  chart: {
    points: (a, b) => `${b} en fonction de ${a}`,
    pointsSummary: (points) => `Nuage de ${points} lignes.`,
    table: (a, b) => `Lignes par ${a} et ${b}`,
    levels: (measure, category) => `${measure} moyen par ${category}`,
    series: (measure, grain) => `${measure} moyen par ${grain}`,
    seriesSummary: (points, from, to) => `${points} points du ${from} au ${to}.`,
    range: (column) => `Plage habituelle de ${column} et valeurs les plus extrêmes`,
    rangeSummary: (low, median, high) => `Plage habituelle de ${low} à ${high}, médiane ${median}.`,
    data: 'Données du graphique sous forme de tableau',
    value: 'Valeur',
    rows: 'Lignes',
    mean: 'Moyenne',
    period: 'Période',
    row: 'Ligne',
    z: 'z robuste',
    marked: 'Point marqué',
  },
  pin: {
    pin: 'Épingler',
    pinLabel: (sentence) => `Épingler sur l’accueil : ${sentence}`,
    pinning: 'Épinglage…',
    pinned: 'Épinglé',
    unpin: 'Désépingler',
    unpinLabel: (sentence) => `Désépingler de l’accueil : ${sentence}`,
    pinnedToast: 'Épinglé sur l’accueil pour tous les membres de l’espace de travail.',
    unpinnedToast: 'Désépinglé.',
    pinFailed: 'L’enseignement n’a pas pu être épinglé. Veuillez réessayer.',
    unpinFailed: 'L’enseignement n’a pas pu être désépinglé. Veuillez réessayer.',
  },
  home: {
    heading: 'Enseignements épinglés',
    hint: 'Épinglez un enseignement depuis la page d’un jeu de données pour l’afficher ici pour tout l’espace de travail.',
    loadFailed: 'Les enseignements épinglés n’ont pas pu être chargés.',
    by: (name, date) => `Épinglé par ${name} le ${date}`,
    byFormer: (date) => `Épinglé par un ancien membre le ${date}`,
  },
};

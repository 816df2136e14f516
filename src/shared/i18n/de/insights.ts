import type { insightsMessages as en } from '../en/insights';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const insightsMessages: Translation<typeof en> = {
  heading: 'Erkenntnisse',
  summary: (tested, found) =>
    `${tested.text} Muster getestet; ${found.text} ${plural('de', found.count, { one: 'ist eine Erkenntnis', other: 'sind Erkenntnisse' })}.`,
  strongest: (shown) => `Die ${shown.text} stärksten werden gezeigt.`,
  alerts: (alerts) =>
    alerts.count === 0
      ? 'Keine Datenqualitätswarnungen: siehe Profil.'
      : `${alerts.text} ${plural('de', alerts.count, { one: 'Datenqualitätswarnung', other: 'Datenqualitätswarnungen' })}: siehe Profil.`,
  empty: (tested) =>
    `${tested.text} Muster getestet; keines hat die Schwellen erreicht (eine Falschentdeckungsrate von 5 % und eine Mindesteffektstärke), daher wird keines als Erkenntnis gezeigt.`,
  finding: 'Erkenntnisse werden gesucht …',
  findingLabel: 'Fortschritt der Suche nach Erkenntnissen',
  updating:
    'Neue Zeilen sind eingetroffen: Ihre Erkenntnisse werden gesucht. Bis dahin sind dies die zuvor gefundenen Erkenntnisse.',
  failed: 'Die Erkenntnisse dieser Datei konnten nicht ermittelt werden.',
  listLabel: 'Erkenntnisse, die wichtigsten zuerst',
  sentence: {
    rising: (a, b) => `${b} steigt tendenziell mit ${a}.`,
    falling: (a, b) => `${b} sinkt tendenziell, wenn ${a} steigt.`,
    associated: (a, b) =>
      `${a} und ${b} hängen zusammen: Die Verteilung von ${b} unterscheidet sich je nach ${a}.`,
    differsAcross: (category, measure) =>
      `${measure} unterscheidet sich deutlich zwischen den Werten von ${category}.`,
    redundant: 'Fast dieselbe Information: Eine Spalte wiederholt vielleicht die andere oder verrät sie.',
    outliers: (column, count, low, high) =>
      `${count.text} ${plural('de', count.count, { one: 'Wert', other: 'Werte' })} von ${column} ${plural('de', count.count, { one: 'liegt', other: 'liegen' })} weit außerhalb des üblichen Bereichs (${low} bis ${high}).`,
    trendUp: (measure, slope, grain) => `${measure} steigt mit der Zeit stetig: etwa ${slope} pro ${grain}.`,
    trendDown: (measure, slope, grain) => `${measure} sinkt mit der Zeit stetig: etwa ${slope} pro ${grain}.`,
    levelShift: (measure, date, before, after) =>
      `${measure} liegt ab ${date} auf einem neuen Niveau: vorher ${before} im Mittel, danach ${after}.`,
    spikeRatio: (measure, date, value, ratio, expected) =>
      `${measure} hatte am ${date} eine Spitze: ${value}, das ${ratio}-Fache des üblichen Werts ${expected}.`,
    spike: (measure, date, value, expected) =>
      `${measure} stach am ${date} heraus: ${value}, gegenüber üblicherweise ${expected}.`,
    seasonality: (measure, period) => `${measure} folgt einem Zyklus, der sich ${period} wiederholt.`,
    higher: (measure, share, column, value) =>
      `${measure} ist im Mittel ${share} höher, wo ${column} ${value} ist, als bei den übrigen Werten.`,
    lower: (measure, share, column, value) =>
      `${measure} ist im Mittel ${share} niedriger, wo ${column} ${value} ist, als bei den übrigen Werten.`,
    means: (measure, mean, column, value, rest) =>
      `${measure} beträgt im Mittel ${mean}, wo ${column} ${value} ist, gegenüber ${rest} bei den übrigen Werten.`,
    shares: (measure, mean, column, value, rest) =>
      `${measure} ist wahr für ${mean} der Zeilen, in denen ${column} ${value} ist, gegenüber ${rest} bei den übrigen Werten.`,
  },
  every: {
    second: (count) => `alle ${count} Sekunden`,
    minute: (count) => `alle ${count} Minuten`,
    hour: (count) => `alle ${count} Stunden`,
    day: (count) => `alle ${count} Tage`,
    week: (count) => `alle ${count} Wochen`,
    month: (count) => `alle ${count} Monate`,
    quarter: (count) => `alle ${count} Quartale`,
    year: (count) => `alle ${count} Jahre`,
  },
  kinds: {
    relationship: 'Zusammenhang',
    outlier: 'Ausreißer',
    trend: 'Trend',
    'level-shift': 'Niveauverschiebung',
    spike: 'Spitze',
    seasonality: 'Saisonalität',
    segment: 'Segment',
  },
  redundantBadge: 'Redundant oder ein Leck?',
  how: {
    heading: 'So wurde es gefunden',
    rows: (n) => `n = ${n}`,
    effect: (name, value) => `${name} = ${value}`,
    interval: (low, high) => `95-%-KI ${low} bis ${high}`,
    q: (q) => `q = ${q}`,
    rule: (q, name, floor) => `eine Erkenntnis, weil q ≤ ${q} und |${name}| ≥ ${floor}`,
    tests: {
      spearman: 'Spearman-Rangkorrelation',
      'chi-squared': 'Chi-Quadrat-Test',
      anova: 'einfaktorielle ANOVA',
      'welch-t': 'Welch-t-Test',
      'robust-z': 'robuste z-Werte (Median und MAD)',
      'mann-kendall': 'Mann-Kendall-Trendtest',
      cusum: 'CUSUM-Strukturbruchtest',
      spike: 'robuster Spitzentest',
      autocorrelation: 'Autokorrelation bei der Saisonlänge',
    },
    measures: {
      rho: 'ρ',
      cramersV: 'Cramérs V',
      etaSquared: 'η²',
      cohensD: 'Cohens d',
      cohensH: 'Cohens h',
      kendallTau: 'Kendalls τ',
      spikeZ: 'robustes z',
      autocorrelation: 'Autokorrelation',
      outlierExcess: 'Überschuss gegenüber einer Normalverteilung',
    },
  },
  chart: {
    points: (a, b) => `${b} gegen ${a}`,
    pointsSummary: (points) => `Streudiagramm von ${points} Zeilen.`,
    table: (a, b) => `Zeilen nach ${a} und ${b}`,
    levels: (measure, category) => `Mittleres ${measure} nach ${category}`,
    series: (measure, grain) => `Mittleres ${measure} pro ${grain}`,
    seriesSummary: (points, from, to) => `${points} Punkte von ${from} bis ${to}.`,
    range: (column) => `Üblicher Bereich von ${column} und die extremsten Werte`,
    rangeSummary: (low, median, high) => `Üblicher Bereich ${low} bis ${high}, Median ${median}.`,
    data: 'Diagrammdaten als Tabelle',
    value: 'Wert',
    rows: 'Zeilen',
    mean: 'Mittelwert',
    period: 'Zeitraum',
    row: 'Zeile',
    z: 'Robustes z',
    marked: 'Markierter Punkt',
  },
  pin: {
    pin: 'Anheften',
    pinLabel: (sentence) => `An die Startseite heften: ${sentence}`,
    pinning: 'Wird angeheftet …',
    pinned: 'Angeheftet',
    unpin: 'Lösen',
    unpinLabel: (sentence) => `Von der Startseite lösen: ${sentence}`,
    pinnedToast: 'Für alle im Arbeitsbereich an die Startseite geheftet.',
    unpinnedToast: 'Gelöst.',
    pinFailed: 'Die Erkenntnis konnte nicht angeheftet werden. Bitte versuchen Sie es erneut.',
    unpinFailed: 'Die Erkenntnis konnte nicht gelöst werden. Bitte versuchen Sie es erneut.',
  },
  home: {
    heading: 'Angeheftete Erkenntnisse',
    hint: 'Heften Sie eine Erkenntnis auf der Seite eines Datensatzes an, um sie hier allen im Arbeitsbereich zu zeigen.',
    loadFailed: 'Die angehefteten Erkenntnisse konnten nicht geladen werden.',
    by: (name, date) => `Angeheftet von ${name} am ${date}`,
    byFormer: (date) => `Angeheftet von einem ehemaligen Mitglied am ${date}`,
  },
};

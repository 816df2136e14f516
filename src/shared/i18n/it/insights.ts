import type { insightsMessages as en } from '../en/insights';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const insightsMessages: Translation<typeof en> = {
  heading: 'Insight',
  summary: (tested, found) =>
    `${tested.text} ${plural('it', tested.count, { one: 'schema testato', other: 'schemi testati' })}; ${found.text} ${plural('it', found.count, { one: 'è un insight', other: 'sono insight' })}.`,
  strongest: (shown) => `Sono mostrati i ${shown.text} più forti.`,
  alerts: (alerts) =>
    alerts.count === 0
      ? 'Nessun avviso sulla qualità dei dati: vedi il profilo.'
      : `${alerts.text} ${plural('it', alerts.count, { one: 'avviso', other: 'avvisi' })} sulla qualità dei dati: vedi il profilo.`,
  empty: (tested) =>
    `${tested.text} ${plural('it', tested.count, { one: 'schema testato', other: 'schemi testati' })}; nessuno ha superato le soglie (un tasso di false scoperte del 5 % e una dimensione minima dell’effetto), quindi nessuno è mostrato come insight.`,
  finding: 'Ricerca di insight…',
  findingLabel: 'Avanzamento della ricerca di insight',
  updating:
    'Sono arrivate nuove righe: se ne stanno cercando gli insight. Nel frattempo, questi sono gli insight trovati prima.',
  failed: 'Non è stato possibile trovare gli insight di questo file.',
  listLabel: 'Insight, i più importanti per primi',
  sentence: {
    rising: (a, b) => `${b} tende a crescere con ${a}.`,
    falling: (a, b) => `${b} tende a diminuire quando ${a} cresce.`,
    associated: (a, b) => `${a} e ${b} sono collegati: la distribuzione di ${b} cambia con ${a}.`,
    differsAcross: (category, measure) => `${measure} differisce nettamente tra i valori di ${category}.`,
    redundant: 'Quasi la stessa informazione: una colonna potrebbe ripetere l’altra o anticiparla.',
    outliers: (column, count, low, high) =>
      `${count.text} ${plural('it', count.count, { one: 'valore', other: 'valori' })} di ${column} ${plural('it', count.count, { one: 'è', other: 'sono' })} molto fuori dal suo intervallo abituale (da ${low} a ${high}).`,
    trendUp: (measure, slope, grain) =>
      `${measure} cresce costantemente nel tempo: circa ${slope} per ${grain}.`,
    trendDown: (measure, slope, grain) =>
      `${measure} cala costantemente nel tempo: circa ${slope} per ${grain}.`,
    levelShift: (measure, date, before, after) =>
      `${measure} è passato a un nuovo livello dal ${date}: ${before} in media prima, ${after} dopo.`,
    spikeRatio: (measure, date, value, ratio, expected) =>
      `${measure} ha avuto un picco il ${date}: ${value}, ${ratio} volte il valore abituale di ${expected}.`,
    spike: (measure, date, value, expected) =>
      `${measure} si è distinto il ${date}: ${value}, contro un valore abituale di ${expected}.`,
    seasonality: (measure, period) => `${measure} segue un ciclo che si ripete ${period}.`,
    higher: (measure, share, column, value) =>
      `${measure} è in media più alto del ${share} dove ${column} è ${value} rispetto agli altri valori.`,
    lower: (measure, share, column, value) =>
      `${measure} è in media più basso del ${share} dove ${column} è ${value} rispetto agli altri valori.`,
    means: (measure, mean, column, value, rest) =>
      `${measure} ha una media di ${mean} dove ${column} è ${value}, contro ${rest} per gli altri valori.`,
    shares: (measure, mean, column, value, rest) =>
      `${measure} è vero nel ${mean} delle righe dove ${column} è ${value}, contro il ${rest} per gli altri valori.`,
  },
  every: {
    second: (count) => `ogni ${count} secondi`,
    minute: (count) => `ogni ${count} minuti`,
    hour: (count) => `ogni ${count} ore`,
    day: (count) => `ogni ${count} giorni`,
    week: (count) => `ogni ${count} settimane`,
    month: (count) => `ogni ${count} mesi`,
    quarter: (count) => `ogni ${count} trimestri`,
    year: (count) => `ogni ${count} anni`,
  },
  kinds: {
    relationship: 'Relazione',
    outlier: 'Valori anomali',
    trend: 'Tendenza',
    'level-shift': 'Cambio di livello',
    spike: 'Picco',
    seasonality: 'Stagionalità',
    segment: 'Segmento',
  },
  redundantBadge: 'Ridondante o una fuga?',
  how: {
    heading: 'Come è stato trovato',
    rows: (n) => `n = ${n}`,
    effect: (name, value) => `${name} = ${value}`,
    interval: (low, high) => `IC 95 % da ${low} a ${high}`,
    q: (q) => `q = ${q}`,
    rule: (q, name, floor) => `un insight perché q ≤ ${q} e |${name}| ≥ ${floor}`,
    tests: {
      spearman: 'correlazione per ranghi di Spearman',
      'chi-squared': 'test del chi quadrato',
      anova: 'ANOVA a una via',
      'welch-t': 'test t di Welch',
      'robust-z': 'punteggi z robusti (mediana e MAD)',
      'mann-kendall': 'test di tendenza di Mann-Kendall',
      cusum: 'test di cambiamento CUSUM',
      spike: 'test robusto dei picchi',
      autocorrelation: 'autocorrelazione al ritardo stagionale',
    },
    measures: {
      rho: 'ρ',
      cramersV: 'V di Cramér',
      etaSquared: 'η²',
      cohensD: 'd di Cohen',
      cohensH: 'h di Cohen',
      kendallTau: 'τ di Kendall',
      spikeZ: 'z robusto',
      autocorrelation: 'autocorrelazione',
      outlierExcess: 'eccesso rispetto a una distribuzione normale',
    },
  },
  chart: {
    points: (a, b) => `${b} rispetto a ${a}`,
    pointsSummary: (points) => `Grafico a dispersione di ${points} righe.`,
    table: (a, b) => `Righe per ${a} e ${b}`,
    levels: (measure, category) => `${measure} medio per ${category}`,
    series: (measure, grain) => `${measure} medio per ${grain}`,
    seriesSummary: (points, from, to) => `${points} punti dal ${from} al ${to}.`,
    range: (column) => `Intervallo abituale di ${column} e i valori più estremi`,
    rangeSummary: (low, median, high) => `Intervallo abituale da ${low} a ${high}, mediana ${median}.`,
    data: 'Dati del grafico come tabella',
    value: 'Valore',
    rows: 'Righe',
    mean: 'Media',
    period: 'Periodo',
    row: 'Riga',
    z: 'z robusto',
    marked: 'Punto evidenziato',
  },
  pin: {
    pin: 'Fissa',
    pinLabel: (sentence) => `Fissa nella Home: ${sentence}`,
    pinning: 'Fissaggio…',
    pinned: 'Fissato',
    unpin: 'Rimuovi',
    unpinLabel: (sentence) => `Rimuovi dalla Home: ${sentence}`,
    pinnedToast: 'Fissato nella Home per tutto lo spazio di lavoro.',
    unpinnedToast: 'Rimosso.',
    pinFailed: 'Non è stato possibile fissare l’insight. Riprova.',
    unpinFailed: 'Non è stato possibile rimuovere l’insight. Riprova.',
  },
  home: {
    heading: 'Insight fissati',
    hint: 'Fissa un insight dalla pagina di un dataset per mostrarlo qui a tutto lo spazio di lavoro.',
    loadFailed: 'Non è stato possibile caricare gli insight fissati.',
    by: (name, date) => `Fissato da ${name} il ${date}`,
    byFormer: (date) => `Fissato da un ex membro il ${date}`,
  },
};

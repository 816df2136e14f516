import type { insightsMessages as en } from '../en/insights';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const insightsMessages: Translation<typeof en> = {
  heading: 'Hallazgos',
  summary: (tested, found) =>
    `${tested.text} ${plural('es', tested.count, { one: 'patrón probado', other: 'patrones probados' })}; ${found.text} ${plural('es', found.count, { one: 'es un hallazgo', other: 'son hallazgos' })}.`,
  strongest: (shown) => `Se muestran los ${shown.text} más fuertes.`,
  alerts: (alerts) =>
    alerts.count === 0
      ? 'Ninguna alerta de calidad de datos: consulte el perfil.'
      : `${alerts.text} ${plural('es', alerts.count, { one: 'alerta', other: 'alertas' })} de calidad de datos: consulte el perfil.`,
  empty: (tested) =>
    `${tested.text} ${plural('es', tested.count, { one: 'patrón probado', other: 'patrones probados' })}; ninguno superó los umbrales (una tasa de falsos descubrimientos del 5 % y un tamaño de efecto mínimo), así que ninguno se muestra como hallazgo.`,
  finding: 'Buscando hallazgos…',
  findingLabel: 'Progreso de la búsqueda de hallazgos',
  updating:
    'Han llegado filas nuevas: se están buscando sus hallazgos. Hasta entonces, estos son los hallazgos encontrados antes.',
  failed: 'No se pudieron encontrar los hallazgos de este archivo.',
  listLabel: 'Hallazgos, los más importantes primero',
  sentence: {
    rising: (a, b) => `${b} tiende a subir con ${a}.`,
    falling: (a, b) => `${b} tiende a bajar cuando ${a} sube.`,
    associated: (a, b) => `${a} y ${b} están relacionados: la distribución de ${b} cambia según ${a}.`,
    differsAcross: (category, measure) => `${measure} difiere claramente entre los valores de ${category}.`,
    redundant: 'Casi la misma información: una columna puede repetir la otra o filtrarla.',
    outliers: (column, count, low, high) =>
      `${count.text} ${plural('es', count.count, { one: 'valor', other: 'valores' })} de ${column} ${plural('es', count.count, { one: 'queda', other: 'quedan' })} muy fuera de su rango habitual (${low} a ${high}).`,
    trendUp: (measure, slope, grain) =>
      `${measure} sube de forma constante con el tiempo: unos ${slope} por ${grain}.`,
    trendDown: (measure, slope, grain) =>
      `${measure} baja de forma constante con el tiempo: unos ${slope} por ${grain}.`,
    levelShift: (measure, date, before, after) =>
      `${measure} pasó a un nuevo nivel desde el ${date}: ${before} de media antes, ${after} después.`,
    spikeRatio: (measure, date, value, ratio, expected) =>
      `${measure} tuvo un pico el ${date}: ${value}, ${ratio} veces el valor habitual de ${expected}.`,
    spike: (measure, date, value, expected) =>
      `${measure} destacó el ${date}: ${value}, frente a un valor habitual de ${expected}.`,
    seasonality: (measure, period) => `${measure} sigue un ciclo que se repite ${period}.`,
    higher: (measure, share, column, value) =>
      `${measure} es de media un ${share} más alto donde ${column} es ${value} que en sus otros valores.`,
    lower: (measure, share, column, value) =>
      `${measure} es de media un ${share} más bajo donde ${column} es ${value} que en sus otros valores.`,
    means: (measure, mean, column, value, rest) =>
      `${measure} tiene una media de ${mean} donde ${column} es ${value}, frente a ${rest} en sus otros valores.`,
    shares: (measure, mean, column, value, rest) =>
      `${measure} es verdadero en el ${mean} de las filas donde ${column} es ${value}, frente al ${rest} en sus otros valores.`,
  },
  every: {
    second: (count) => `cada ${count} segundos`,
    minute: (count) => `cada ${count} minutos`,
    hour: (count) => `cada ${count} horas`,
    day: (count) => `cada ${count} días`,
    week: (count) => `cada ${count} semanas`,
    month: (count) => `cada ${count} meses`,
    quarter: (count) => `cada ${count} trimestres`,
    year: (count) => `cada ${count} años`,
  },
  kinds: {
    relationship: 'Relación',
    outlier: 'Valores atípicos',
    trend: 'Tendencia',
    'level-shift': 'Cambio de nivel',
    spike: 'Pico',
    seasonality: 'Estacionalidad',
    segment: 'Segmento',
  },
  redundantBadge: '¿Redundante o una fuga?',
  how: {
    heading: 'Cómo se encontró',
    rows: (n) => `n = ${n}`,
    effect: (name, value) => `${name} = ${value}`,
    interval: (low, high) => `IC del 95 % de ${low} a ${high}`,
    q: (q) => `q = ${q}`,
    rule: (q, name, floor) => `un hallazgo porque q ≤ ${q} y |${name}| ≥ ${floor}`,
    tests: {
      spearman: 'correlación de rangos de Spearman',
      'chi-squared': 'prueba de chi cuadrado',
      anova: 'ANOVA de un factor',
      'welch-t': 'prueba t de Welch',
      'robust-z': 'puntuaciones z robustas (mediana y MAD)',
      'mann-kendall': 'prueba de tendencia de Mann-Kendall',
      cusum: 'prueba de punto de cambio CUSUM',
      spike: 'prueba robusta de picos',
      autocorrelation: 'autocorrelación en el desfase de la estación',
    },
    measures: {
      rho: 'ρ',
      cramersV: 'V de Cramér',
      etaSquared: 'η²',
      cohensD: 'd de Cohen',
      cohensH: 'h de Cohen',
      kendallTau: 'τ de Kendall',
      spikeZ: 'z robusta',
      autocorrelation: 'autocorrelación',
      outlierExcess: 'exceso frente a una distribución normal',
    },
  },
  chart: {
    points: (a, b) => `${b} frente a ${a}`,
    pointsSummary: (points) => `Diagrama de dispersión de ${points} filas.`,
    table: (a, b) => `Filas por ${a} y ${b}`,
    levels: (measure, category) => `${measure} medio por ${category}`,
    series: (measure, grain) => `${measure} medio por ${grain}`,
    seriesSummary: (points, from, to) => `${points} puntos del ${from} al ${to}.`,
    range: (column) => `Rango habitual de ${column} y los valores más extremos`,
    rangeSummary: (low, median, high) => `Rango habitual de ${low} a ${high}, mediana ${median}.`,
    data: 'Datos del gráfico como tabla',
    value: 'Valor',
    rows: 'Filas',
    mean: 'Media',
    period: 'Periodo',
    row: 'Fila',
    z: 'z robusta',
    marked: 'Punto marcado',
  },
  pin: {
    pin: 'Fijar',
    pinLabel: (sentence) => `Fijar en Inicio: ${sentence}`,
    pinning: 'Fijando…',
    pinned: 'Fijado',
    unpin: 'Quitar',
    unpinLabel: (sentence) => `Quitar de Inicio: ${sentence}`,
    pinnedToast: 'Fijado en Inicio para todo el espacio de trabajo.',
    unpinnedToast: 'Quitado.',
    pinFailed: 'No se pudo fijar el hallazgo. Inténtelo de nuevo.',
    unpinFailed: 'No se pudo quitar el hallazgo. Inténtelo de nuevo.',
  },
  home: {
    heading: 'Hallazgos fijados',
    hint: 'Fije un hallazgo desde la página de un conjunto de datos para mostrarlo aquí a todo el espacio de trabajo.',
    loadFailed: 'No se pudieron cargar los hallazgos fijados.',
    by: (name, date) => `Fijado por ${name} el ${date}`,
    byFormer: (date) => `Fijado por un antiguo miembro el ${date}`,
  },
};

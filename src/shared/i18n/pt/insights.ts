import type { insightsMessages as en } from '../en/insights';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const insightsMessages: Translation<typeof en> = {
  heading: 'Insights',
  summary: (tested, found) =>
    `${tested.text} ${plural('pt', tested.count, { one: 'padrão testado', other: 'padrões testados' })}; ${found.text} ${plural('pt', found.count, { one: 'é um insight', other: 'são insights' })}.`,
  strongest: (shown) => `São mostrados os ${shown.text} mais fortes.`,
  alerts: (alerts) =>
    alerts.count === 0
      ? 'Nenhum alerta de qualidade dos dados: veja o perfil.'
      : `${alerts.text} ${plural('pt', alerts.count, { one: 'alerta', other: 'alertas' })} de qualidade dos dados: veja o perfil.`,
  empty: (tested) =>
    `${tested.text} ${plural('pt', tested.count, { one: 'padrão testado', other: 'padrões testados' })}; nenhum passou nos limites (uma taxa de falsas descobertas de 5 % e um tamanho de efeito mínimo), por isso nenhum é mostrado como insight.`,
  finding: 'Procurando insights…',
  findingLabel: 'Progresso da procura de insights',
  updating:
    'Chegaram novas linhas: os insights estão sendo procurados. Até lá, estes são os insights encontrados antes.',
  failed: 'Não foi possível encontrar os insights deste arquivo.',
  listLabel: 'Insights, os mais importantes primeiro',
  sentence: {
    rising: (a, b) => `${b} tende a subir com ${a}.`,
    falling: (a, b) => `${b} tende a cair quando ${a} sobe.`,
    associated: (a, b) => `${a} e ${b} estão relacionados: a distribuição de ${b} muda com ${a}.`,
    differsAcross: (category, measure) => `${measure} difere claramente entre os valores de ${category}.`,
    redundant: 'Quase a mesma informação: uma coluna pode repetir a outra ou vazá-la.',
    outliers: (column, count, low, high) =>
      `${count.text} ${plural('pt', count.count, { one: 'valor', other: 'valores' })} de ${column} ${plural('pt', count.count, { one: 'fica', other: 'ficam' })} muito fora do intervalo habitual (${low} a ${high}).`,
    trendUp: (measure, slope, grain) =>
      `${measure} sobe de forma constante ao longo do tempo: cerca de ${slope} por ${grain}.`,
    trendDown: (measure, slope, grain) =>
      `${measure} cai de forma constante ao longo do tempo: cerca de ${slope} por ${grain}.`,
    levelShift: (measure, date, before, after) =>
      `${measure} mudou para um novo nível a partir de ${date}: ${before} em média antes, ${after} depois.`,
    spikeRatio: (measure, date, value, ratio, expected) =>
      `${measure} teve um pico em ${date}: ${value}, ${ratio} vezes o valor habitual de ${expected}.`,
    spike: (measure, date, value, expected) =>
      `${measure} se destacou em ${date}: ${value}, contra um valor habitual de ${expected}.`,
    seasonality: (measure, period) => `${measure} segue um ciclo que se repete ${period}.`,
    higher: (measure, share, column, value) =>
      `${measure} é em média ${share} maior onde ${column} é ${value} do que nos outros valores.`,
    lower: (measure, share, column, value) =>
      `${measure} é em média ${share} menor onde ${column} é ${value} do que nos outros valores.`,
    means: (measure, mean, column, value, rest) =>
      `${measure} tem média de ${mean} onde ${column} é ${value}, contra ${rest} nos outros valores.`,
    shares: (measure, mean, column, value, rest) =>
      `${measure} é verdadeiro em ${mean} das linhas onde ${column} é ${value}, contra ${rest} nos outros valores.`,
  },
  every: {
    second: (count) => `a cada ${count} segundos`,
    minute: (count) => `a cada ${count} minutos`,
    hour: (count) => `a cada ${count} horas`,
    day: (count) => `a cada ${count} dias`,
    week: (count) => `a cada ${count} semanas`,
    month: (count) => `a cada ${count} meses`,
    quarter: (count) => `a cada ${count} trimestres`,
    year: (count) => `a cada ${count} anos`,
  },
  kinds: {
    relationship: 'Relação',
    outlier: 'Valores atípicos',
    trend: 'Tendência',
    'level-shift': 'Mudança de nível',
    spike: 'Pico',
    seasonality: 'Sazonalidade',
    segment: 'Segmento',
  },
  redundantBadge: 'Redundante ou um vazamento?',
  how: {
    heading: 'Como foi encontrado',
    rows: (n) => `n = ${n}`,
    effect: (name, value) => `${name} = ${value}`,
    interval: (low, high) => `IC de 95 % de ${low} a ${high}`,
    q: (q) => `q = ${q}`,
    rule: (q, name, floor) => `um insight porque q ≤ ${q} e |${name}| ≥ ${floor}`,
    tests: {
      spearman: 'correlação de postos de Spearman',
      'chi-squared': 'teste qui-quadrado',
      anova: 'ANOVA de um fator',
      'welch-t': 'teste t de Welch',
      'robust-z': 'escores z robustos (mediana e MAD)',
      'mann-kendall': 'teste de tendência de Mann-Kendall',
      cusum: 'teste de mudança CUSUM',
      spike: 'teste robusto de picos',
      autocorrelation: 'autocorrelação na defasagem sazonal',
    },
    measures: {
      rho: 'ρ',
      cramersV: 'V de Cramér',
      etaSquared: 'η²',
      cohensD: 'd de Cohen',
      cohensH: 'h de Cohen',
      kendallTau: 'τ de Kendall',
      spikeZ: 'z robusto',
      autocorrelation: 'autocorrelação',
      outlierExcess: 'excesso em relação a uma distribuição normal',
    },
  },
  chart: {
    points: (a, b) => `${b} em relação a ${a}`,
    pointsSummary: (points) => `Gráfico de dispersão de ${points} linhas.`,
    table: (a, b) => `Linhas por ${a} e ${b}`,
    levels: (measure, category) => `${measure} médio por ${category}`,
    series: (measure, grain) => `${measure} médio por ${grain}`,
    seriesSummary: (points, from, to) => `${points} pontos de ${from} a ${to}.`,
    range: (column) => `Intervalo habitual de ${column} e os valores mais extremos`,
    rangeSummary: (low, median, high) => `Intervalo habitual de ${low} a ${high}, mediana ${median}.`,
    data: 'Dados do gráfico como tabela',
    value: 'Valor',
    rows: 'Linhas',
    mean: 'Média',
    period: 'Período',
    row: 'Linha',
    z: 'z robusto',
    marked: 'Ponto marcado',
  },
  pin: {
    pin: 'Fixar',
    pinLabel: (sentence) => `Fixar no Início: ${sentence}`,
    pinning: 'Fixando…',
    pinned: 'Fixado',
    unpin: 'Desafixar',
    unpinLabel: (sentence) => `Desafixar do Início: ${sentence}`,
    pinnedToast: 'Fixado no Início para todo o espaço de trabalho.',
    unpinnedToast: 'Desafixado.',
    pinFailed: 'Não foi possível fixar o insight. Tente novamente.',
    unpinFailed: 'Não foi possível desafixar o insight. Tente novamente.',
  },
  home: {
    heading: 'Insights fixados',
    hint: 'Fixe um insight na página de um conjunto de dados para mostrá-lo aqui a todo o espaço de trabalho.',
    loadFailed: 'Não foi possível carregar os insights fixados.',
    by: (name, date) => `Fixado por ${name} em ${date}`,
    byFormer: (date) => `Fixado por um ex-membro em ${date}`,
  },
};

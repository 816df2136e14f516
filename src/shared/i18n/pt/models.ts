import type { modelsMessages as en } from '../en/models';
import type { Translation } from '../catalogue-types';

export const modelsMessages: Translation<typeof en> = {
  heading: 'Modelo',
  intro:
    'Escolha uma coluna para prever. O Tessera treina uma referência, um modelo linear e árvores com gradient boosting na maioria das linhas, e avalia-os em linhas que nunca viram.',
  target: 'Alvo',
  chooseTarget: 'Escolha uma coluna',
  train: 'Treinar modelo',
  cancel: 'Cancelar',
  readingRows: 'Lendo todas as linhas do arquivo antes de treinar…',
  rowsFailed: 'Não foi possível ler as linhas do arquivo, por isso nenhum modelo pode ser treinado aqui.',
  mayNotTrain:
    'Proprietários, administradores e editores podem treinar modelos; os modelos salvos abaixo estão abertos a todos.',
  progressLabel: 'Progresso do treinamento',
  stages: {
    prepare: 'Lendo as variáveis…',
    linear: 'Ajustando o modelo linear…',
    boosting: (done, total) => `Boosting: rodada ${done} de no máximo ${total}…`,
    scoring: 'Avaliando nas linhas reservadas…',
    importance: 'Medindo a importância das variáveis…',
  },
  failed: 'O treinamento parou com um erro neste navegador. Tente de novo ou recarregue a página.',
  refused: {
    heading: (target) => `Nenhum modelo pode prever ${target}`,
    'target-unknown': (_count, _limit) => 'Não há nenhuma coluna com esse nome.',
    'target-kind': (_count, _limit) =>
      'Um modelo prevê um número ou uma categoria com poucos valores; esta coluna é texto, um identificador ou uma data.',
    'too-few-values': (count, _limit) => `Tem poucos valores diferentes (${count}).`,
    'too-few-classes': (_count, _limit) => 'Tem um único valor: não há nada a distinguir.',
    'too-many-classes': (count, limit) =>
      `Tem ${count} valores diferentes; uma categoria a prever pode ter no máximo ${limit}. Um número com mais de 10 valores é previsto como número.`,
    'too-few-rows': (count, limit) =>
      `Só ${count} linhas têm valor; são necessárias pelo menos ${limit} para treinar e reservar algumas.`,
    'no-features': (_count, _limit) =>
      'Nenhuma outra coluna serve para prevê-la (identificadores, texto livre, valores únicos e possíveis vazamentos ficam de fora).',
  },
  result: {
    task: {
      regression: (target) => `Regressão: prevê o número ${target}.`,
      binary: (target, classes) => `Classificação de ${target} em duas classes: ${classes}.`,
      multiclass: (target, classes) => `Classificação de ${target} em várias classes: ${classes}.`,
    },
    rows: (fit, validation, test) =>
      `Treinado em ${fit} linhas, parado cedo com base em outras ${validation}, avaliado em ${test} linhas reservadas.`,
    missingTarget: (count) => `${count} linhas sem valor de alvo ficaram de fora.`,
    split: {
      random: 'As linhas foram divididas ao acaso, com uma semente fixa.',
      stratified: 'As linhas foram divididas ao acaso dentro de cada classe, com uma semente fixa.',
      time: (column) =>
        `As linhas foram divididas no tempo por ${column}: as mais recentes ficam reservadas.`,
    },
    chosen: (model) => `Escolhido: ${model}, a menor perda nas linhas de validação.`,
  },
  scores: {
    heading: 'Pontuações nas linhas reservadas',
    caption: 'Cada pontuação com o seu intervalo bootstrap de 95 %, ao lado da referência.',
    metric: 'Pontuação',
    chosen: 'Modelo escolhido',
    baseline: 'Referência',
    interval: (value, low, high) => `${value} (${low} a ${high})`,
    none: 'nenhuma',
    beats: 'O modelo escolhido supera a referência nas linhas reservadas.',
    doesNotBeat:
      'O modelo escolhido não supera a referência nas linhas reservadas: talvez as colunas digam pouco sobre o alvo.',
    metrics: {
      r2: 'R²',
      mae: 'Erro absoluto médio',
      rmse: 'Raiz do erro quadrático médio',
      accuracy: 'Acurácia',
      balancedAccuracy: 'Acurácia balanceada',
      macroF1: 'F1 macro',
      auc: 'ROC AUC',
    },
    confusion: {
      label: 'Matriz de confusão',
      caption:
        'Matriz de confusão do modelo escolhido nas linhas reservadas: cada linha é a classe real, cada coluna a classe prevista; a diagonal, em negrito, conta as previsões corretas.',
      actual: 'Classe real',
      predicted: 'Classe prevista',
      correct: '(correta)',
    },
  },
  models: {
    heading: 'Modelos comparados',
    model: 'Modelo',
    validationLoss: 'Perda de validação',
    headline: 'Pontuação',
    chosen: 'Escolhido',
    kinds: {
      baseline: 'Referência',
      linear: 'Modelo linear',
      boosting: 'Árvores com gradient boosting',
    },
    lambda: (lambda) => `força ridge ${lambda}`,
    trees: (rounds) => `${rounds} rodadas mantidas`,
  },
  importance: {
    heading: 'Importância das variáveis',
    note: (metric, repeats) =>
      `Quanto ${metric} cai nas linhas reservadas quando uma coluna é embaralhada (média ± desvio padrão em ${repeats} embaralhamentos). Colunas correlacionadas dividem a sua importância.`,
    baselineChosen: 'A referência foi escolhida, por isso nenhuma coluna tem importância a mostrar.',
    column: 'Coluna',
    drop: 'Queda da pontuação',
    valueName: 'Queda da pontuação',
    meanSd: (mean, sd) => `${mean} ± ${sd}`,
  },
  leaks: {
    heading: 'Reservadas como possíveis vazamentos',
    none: 'Nenhuma coluna foi reservada como possível vazamento.',
    intro:
      'Estas colunas sozinhas preveem o alvo quase perfeitamente: talvez só sejam conhecidas depois do resultado.',
    rules: {
      copy: (column, value, threshold) =>
        `${column}: igual ao alvo em ${value} das linhas (o limite é ${threshold}).`,
      auc: (column, value, threshold) =>
        `${column}: sozinha separa as classes com AUC de ${value} (o limite é ${threshold}).`,
      rho: (column, value, threshold) =>
        `${column}: varia com o alvo com |ρ| = ${value} (o limite é ${threshold}).`,
      eta: (column, value, threshold) =>
        `${column}: os seus valores explicam o alvo com η = ${value} (o limite é ${threshold}).`,
    },
  },
  excluded: {
    heading: 'Colunas não usadas',
    none: 'Todas as outras colunas foram usadas.',
    reasons: {
      target: 'o alvo',
      id: 'um identificador',
      text: 'texto livre',
      constant: 'um único valor',
      leak: 'um possível vazamento',
    },
    item: (column, reason) => `${column}: ${reason}`,
  },
  predict: {
    heading: 'Prever uma linha',
    intro: 'Preencha o que souber; um campo vazio conta como ausente.',
    submit: 'Prever',
    missing: 'Ausente',
    value: (target, value) => `${target} previsto: ${value}`,
    range: (low, high) =>
      `Intervalo de previsão de 90 %: de ${low} a ${high} (9 em cada 10 linhas reservadas foram previstas com esta precisão).`,
    typicalError: (error) => `Erro típico nas linhas reservadas: ± ${error} (erro absoluto médio).`,
    label: (target, label, probability) => `${target} previsto: ${label} (probabilidade ${probability})`,
    probabilities: 'Probabilidade de cada classe',
    class: 'Classe',
    probability: 'Probabilidade',
  },
  batch: {
    heading: 'Prever um arquivo',
    intro:
      'Um arquivo CSV de linhas novas com as mesmas colunas: o download é o mesmo arquivo com uma coluna prediction.',
    choose: 'Arquivo de linhas novas',
    scoring: 'Avaliando o arquivo…',
    scored: (rows, file) => `${rows} linhas de ${file} avaliadas.`,
    problems: (count) => `Não foi possível avaliar ${count} linhas:`,
    problem: (row, column, value, expected) => `Linha ${row}: “${value}” em ${column} não é ${expected}.`,
    more: (count) => `e mais ${count}.`,
    expected: { number: 'um número', date: 'uma data', boolean: 'sim ou não' },
    download: 'Baixar com previsões',
    failed: 'Não foi possível avaliar o arquivo. Tente de novo ou tente outro arquivo.',
    fileName: (name) => `${name} com previsões.csv`,
  },
  save: {
    button: 'Salvar modelo',
    title: 'Salvar o modelo para a equipe',
    description:
      'O servidor treina-o de novo a partir do arquivo salvo com a mesma semente, para que todo o espaço de trabalho veja o mesmo modelo e possa usá-lo.',
    nameLabel: 'Nome',
    defaultName: (target) => `Prever ${target}`,
    submit: 'Salvar modelo',
    saving: 'Salvando…',
    cancel: 'Cancelar',
    close: 'Fechar',
    saved: (name) => `Salvando ${name}: o servidor está treinando-o.`,
    failed: 'Não foi possível salvar o modelo.',
  },
  list: {
    heading: 'Modelos salvos',
    label: 'Modelos salvos, os mais recentes primeiro',
    empty: 'Ainda não há modelos salvos. Treine um na página de um conjunto de dados e salve-o.',
    emptyDataset: 'Ainda não há nenhum modelo salvo deste conjunto de dados.',
    loading: 'Carregando modelos…',
    loadFailed: 'Não foi possível carregar os modelos.',
    dataset: 'Conjunto de dados',
    target: 'Alvo',
    score: 'Pontuação',
    trainer: 'Treinado por',
    date: 'Data',
    status: 'Estado',
    formerMember: 'Um antigo membro',
    noScore: '—',
    scoreVsBaseline: (metric, value, baseline) => `${metric} ${value} (referência ${baseline})`,
    statuses: {
      queued: 'Na fila',
      training: 'Treinando',
      ready: 'Pronto',
      failed: 'Falhou',
      refused: 'Recusado',
    },
    trainingShare: (share) => `Treinando, ${share}`,
    failures: {
      crashed: 'O treinamento falhou.',
      'too-much-memory': 'O conjunto de dados é grande demais para treinar no servidor.',
      'dataset-unreadable': 'Não foi possível ler o arquivo do conjunto de dados.',
    },
  },
  page: {
    title: 'Modelos',
    lead: 'Os modelos salvos do espaço de trabalho: treinados num conjunto de dados, avaliados em linhas nunca vistas.',
    loading: 'Carregando o modelo…',
    loadFailed: 'Não foi possível carregar o modelo.',
    back: 'Todos os modelos',
    facts: 'Sobre este modelo',
    report: 'Relatório',
    waiting: 'O servidor está treinando este modelo; o relatório aparece aqui quando estiver pronto.',
    noReport: 'Este modelo não tem relatório.',
  },
  retrain: {
    button: 'Treinar novamente',
    label: (name) => `Treinar ${name} novamente`,
    starting: 'Iniciando…',
    started: (name) =>
      `Treinando ${name} novamente: o servidor está treinando o modelo outra vez com as linhas atuais do conjunto de dados.`,
    failed: 'Não foi possível treinar o modelo novamente.',
  },
  delete: {
    button: 'Excluir',
    label: (name) => `Excluir ${name}`,
    title: 'Excluir este modelo?',
    description: (name) =>
      `${name} é excluído para todo o espaço de trabalho, e as chamadas a ele pela API deixam de funcionar.`,
    deleting: 'Excluindo…',
    deleted: (name) => `${name} excluído.`,
    failed: 'Não foi possível excluir o modelo.',
  },
};

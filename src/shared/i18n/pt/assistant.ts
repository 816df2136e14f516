import type { assistantMessages as en } from '../en/assistant';
import type { Translation } from '../catalogue-types';

export const assistantMessages: Translation<typeof en> = {
  heading: 'Perguntar',
  label: 'Faça uma pergunta sobre estes dados',
  placeholder: 'Qual é o total por grupo?',
  hint: 'As respostas são calculadas com todas as linhas, no seu navegador. Prima Enter para perguntar.',
  submit: 'Perguntar',
  thread: 'Conversa com o assistente',
  you: 'Você',
  assistant: 'Assistente',
  thinking: 'A calcular…',
  failed: 'O assistente não conseguiu responder. Tente novamente.',
  retry: 'Perguntar de novo',
  empty:
    'Pergunte por totais, médias, contagens, valores principais, comparações ou tendências: a resposta mostra como foi calculada.',
  reading: 'A ler as linhas…',
  readFailed: 'Não foi possível ler as linhas, por isso o assistente não pode responder aqui.',
  followUps: 'Perguntar a seguir',
  suggestions: 'Perguntas a que sei responder',
  options: 'Escolha o que queria dizer',
  numbers: 'Os números desta resposta',
  group: 'Grupo',
  value: 'Valor',
  rows: 'Linhas',
  about: (name) => `Sobre ${name}`,
  keep: {
    clear: 'Limpar conversa',
    cleared: 'Conversa limpa.',
    clearFailed: 'Não foi possível limpar a conversa. Tente novamente.',
    restoring: 'Carregando sua conversa…',
    loadFailed: 'Não foi possível carregar suas perguntas anteriores; as novas continuam sendo respondidas.',
    saveFailed: 'Esta conversa ainda não foi salva; ela será salva com sua próxima pergunta.',
    private: 'Só você vê esta conversa; ela fica guardada para você neste espaço de trabalho.',
    tooLarge: (kilobytes) => `Um turno de uma conversa tem no máximo ${kilobytes} KB.`,
  },
  pinAnswer: {
    notPinnable: 'Só uma resposta sobre as linhas pode ser fixada.',
    pinLabel: (question) => `Fixar na página inicial a resposta a «${question}»`,
    unpinLabel: (question) => `Desafixar a resposta a «${question}»`,
    asked: (question) => `Pergunta: ${question}`,
    changed:
      'O servidor obteve esta resposta de forma diferente do seu navegador, por isso não foi fixada. Recarregue a página e pergunte novamente.',
    tooLarge: (kilobytes) => `Uma resposta a fixar tem no máximo ${kilobytes} KB.`,
  },
  actions: {
    trainWhat: (rows) =>
      `Se confirmar, o servidor treina um modelo para a equipa com as ${rows} linhas deste conjunto de dados guardado e guarda-o com os modelos do conjunto. Nada começa antes de confirmar.`,
    saveFirst:
      'Estes dados estão só no playground: guarde-os primeiro como conjunto de dados e depois pergunte na página dele para treinar um modelo ou prever.',
    mayNotTrain:
      'Só Proprietários, Administradores e Editores podem treinar modelos: o seu papel não pode iniciar um.',
    cancelled: 'Cancelado: nada foi iniciado.',
    starting: 'A iniciar…',
    started: (name) => `${name} está guardado e em fila: o servidor está a treiná-lo.`,
    trainFailed: 'Não foi possível iniciar o treino. Tente novamente.',
    openModel: (name) => `Abrir ${name}`,
    noModel: (target) => `Ainda nenhum modelo pronto prevê ${target} neste conjunto de dados.`,
    stillTraining: (name) => `${name} ainda está a treinar: pergunte de novo quando estiver pronto.`,
    offerTrain: (target) => `Treinar um modelo para ${target}`,
    predictWhat: (name, given) => `Se confirmar, ${name} prevê a partir de ${given}.`,
    predictNothingGiven: (name) =>
      `Se confirmar, ${name} prevê com todos os valores em falta: indique valores de algumas colunas para uma previsão mais próxima.`,
    predicting: 'A prever…',
    predictFailed: 'Não foi possível carregar o modelo, por isso nada foi previsto. Tente novamente.',
    notFeatures: (columns) => `Não usadas por este modelo, por isso deixadas de fora: ${columns}.`,
    unreadable: (column, value, expected) =>
      `“${value}” em ${column} não é ${expected}: conta como em falta.`,
    missing: (columns) => `Não indicadas, por isso contadas como em falta: ${columns}.`,
  },
  home: {
    noDatasets:
      'Adicione primeiro um conjunto de dados (carregue um ficheiro ou experimente os dados de exemplo) e depois pergunte aqui.',
    loadFailed: 'Não foi possível carregar os seus conjuntos de dados. Tente novamente.',
    placeholder: 'Pergunte «Qual é o total por grupo?» ou escreva «pessoas»…',
    latest: (name) => `${name}, o seu conjunto de dados mais recente`,
    playground: 'Abrir o playground',
    goTo: 'Ir para',
    searchAll: (query) => `Procurar «${query}» na barra de comandos`,
    commandsHint:
      'Prima Enter para perguntar sobre o seu conjunto de dados mais recente, ou diga «em» e o nome. Use a barra de comandos para navegar.',
  },
};

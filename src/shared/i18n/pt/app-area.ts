import type { appAreaMessages as en } from '../en/app-area';
import type { Translation } from '../catalogue-types';

export const appAreaMessages: Translation<typeof en> = {
  header: {
    workspaceSwitcher: 'Trocar de espaço de trabalho',
    currentWorkspace: (name) => `Espaço de trabalho: ${name}. Trocar de espaço de trabalho`,
    workspacesLabel: 'Seus espaços de trabalho',
    activeWorkspace: 'Ativo',
    commandButton: 'Pesquisar ou ir para…',
    commandButtonLabel: 'Abrir a barra de comandos',
    userMenu: (name) => `Menu da conta de ${name}`,
    profile: 'Perfil',
    admin: 'Painel de administração',
  },
  shortcut: {
    mac: '⌘K',
    other: 'Ctrl K',
  },
  commandBar: {
    title: 'Barra de comandos',
    description:
      'Encontre configurações, ações, espaços de trabalho e conjuntos de dados. Use as setas para navegar e Enter para abrir.',
    inputLabel: 'Pesquisar comandos',
    placeholder: 'Digite um comando ou pesquise…',
    empty: (query) => `Nada corresponde a “${query}”.`,
    close: 'Fechar a barra de comandos',
    groups: {
      pages: 'Ir para',
      actions: 'Ações',
      settings: 'Configurações',
      workspaces: 'Trocar de espaço de trabalho',
      datasets: 'Conjuntos de dados',
    },
    pages: {
      home: 'Início',
      playground: 'Playground',
      marketplace: 'Marketplace',
    },
    actions: {
      invite: 'Convidar colegas',
      inviteKeywords: 'pessoas membros adicionar equipe colegas email people',
      connect: 'Conectar um fluxo de dados',
      connectKeywords: 'integração fluxos de dados slack notion github importar',
      toDark: 'Mudar para o tema escuro',
      toLight: 'Mudar para o tema claro',
      themeKeywords: 'tema aparência escuro claro modo cor',
      playgroundKeywords: 'enviar csv json dados explorar gráfico',
      marketplaceKeywords: 'integrações apps instalar descobrir',
      homeKeywords: 'assistente lista começar boas-vindas',
    },
    switchTo: (name) => `Mudar para ${name}`,
    switched: (name) => `Você mudou para ${name}`,
    switchFailed: 'Não foi possível trocar de espaço de trabalho. Tente novamente.',
    datasetsLoading: 'Carregando conjuntos de dados…',
    datasetsFailed: 'Não foi possível carregar os conjuntos de dados',
    datasetRows: (rows) => `${rows} linhas`,
  },
  home: {
    assistantLabel: 'Assistente Tessera',
    workspaceLine: (name) => `Estamos trabalhando em ${name}.`,
    prompt:
      'Por onde começamos? Traga um arquivo, um colega ou um fluxo de dados e vamos ver o que ele nos conta.',
    followUpLabel: 'Faça uma pergunta ou vá para qualquer lugar',
    followUpPlaceholder: 'Experimente “pessoas”, “conectar” ou o nome de um conjunto de dados…',
    followUpHint: 'Abre a barra de comandos. Pressione Ctrl K (⌘K no Mac) em qualquer lugar do app.',
  },
  checklist: {
    title: 'Primeiros passos',
    description: 'Alguns passos para deixar este espaço de trabalho com a sua cara.',
    progress: (done, total) => `${done} de ${total} concluídos`,
    progressLabel: 'Progresso dos primeiros passos',
    allDone: 'Tudo pronto! Seu espaço de trabalho está configurado.',
    done: 'Concluído',
    todo: 'A fazer',
    loadFailed: 'Não foi possível carregar sua lista de passos',
    missing: (fields) => `Ainda falta: ${fields}.`,
    profileFields: { fullName: 'nome completo', professionalRole: 'função', profileName: 'nome de perfil' },
    items: {
      profile: {
        title: 'Complete seu perfil',
        description:
          'Adicione seu nome completo, sua função e um nome de perfil para que os colegas saibam quem você é.',
      },
      teammate: {
        title: 'Convide um colega',
        description: 'O Tessera é melhor em equipe: convide alguém para este espaço de trabalho.',
      },
      'data-stream': {
        title: 'Conecte um fluxo de dados',
        description: 'Traga dados das ferramentas que sua equipe já usa.',
      },
      avatar: {
        title: 'Defina um avatar para o espaço de trabalho',
        description: 'Dê ao espaço de trabalho uma imagem que sua equipe reconheça.',
      },
      dataset: {
        title: 'Explore seu primeiro conjunto de dados',
        description: 'Envie um arquivo CSV ou JSON no playground e veja o que ele contém.',
      },
    },
  },
  marketplace: {
    title: 'Marketplace',
    description: 'Descubra e instale novos recursos para o seu espaço de trabalho',
    summary: (connected, total) => `${connected} de ${total} conectadas neste espaço de trabalho`,
    connected: 'Conectado',
    notConnected: 'Não conectado',
    comingSoon: 'Em breve',
    connect: 'Conectar',
    manage: 'Gerenciar',
    connectName: (name) => `Conectar ${name}`,
    manageName: (name) => `Gerenciar ${name}`,
    loadFailed: 'Não foi possível carregar quais integrações estão conectadas',
  },
};

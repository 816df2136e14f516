import type { integrationMessages as en } from '../en/integrations';
import type { Translation } from '../catalogue-types';

export const integrationMessages: Translation<typeof en> = {
  categories: {
    productivity: 'Produtividade e colaboração',
    design: 'Ferramentas de design',
    development: 'Desenvolvimento',
    analytics: 'Análise e monitoramento',
  },
  descriptions: {
    slack:
      'Traga as conversas dos canais para o seu espaço de trabalho e compartilhe conclusões onde sua equipe conversa.',
    notion:
      'Sincronize páginas e bancos de dados para manter notas de pesquisa e especificações ao lado dos seus dados.',
    zoom: 'Transforme transcrições de reuniões em notas, decisões e próximos passos pesquisáveis.',
    'google-drive': 'Traga Docs, Sheets e arquivos de drives compartilhados e mantenha-os atualizados.',
    figma: 'Vincule arquivos de design e comentários para que feedback e decisões fiquem rastreáveis.',
    miro: 'Importe quadros e notas adesivas de workshops e agrupe-os por temas.',
    sketch: 'Acompanhe documentos e símbolos do seu espaço no Sketch conforme os designs evoluem.',
    framer: 'Conecte sites publicados para ver como as mudanças de design chegam a visitantes reais.',
    github: 'Acompanhe repositórios, pull requests e issues da primeira ideia ao lançamento.',
    gitlab: 'Receba merge requests, pipelines e issues dos seus projetos no GitLab.',
    linear: 'Sincronize issues, ciclos e projetos para ligar os planos de produto ao que é entregue.',
    jira: 'Traga issues e sprints de projetos do Jira e gere relatórios entre equipes.',
    amplitude:
      'Receba eventos de produto e coortes para entender como as pessoas realmente usam o que você cria.',
    mixpanel: 'Importe eventos e funis para comparar o comportamento antes e depois de uma versão.',
    sentry: 'Traga erros e problemas de desempenho para identificar as versões que prejudicam os usuários.',
    datadog: 'Reúna métricas, monitores e incidentes com o restante dos dados da sua equipe.',
  },
};

import type { changelogMessages as en } from '../en/changelog';
import type { Translation } from '../catalogue-types';

export const changelogMessages: Translation<typeof en> = {
  '0.5.0': {
    title: 'Suas configurações, do seu jeito',
    changes: [
      'Configurações gerais: tema escuro ou claro, seis idiomas e seu fuso horário, salvos na sua conta e aplicados na hora.',
      'Apps: conecte Linear, Notion, Figma, Zoom e Slack à sua própria conta; pesquise-os enquanto digita.',
      'Atalhos lista todos os atalhos de teclado, começando por Ctrl+K (⌘K) para a barra de comandos.',
      'Acesso antecipado e Convidar amigos: participe do programa ou convide alguém para se cadastrar por e-mail.',
    ],
  },
  '0.4.0': {
    title: 'Configurações do espaço de trabalho',
    changes: [
      'Visão geral: renomeie seu espaço de trabalho e envie o avatar dele.',
      'Pessoas: convide colegas por e-mail, atribua funções e gerencie o acesso deles.',
      'Faturamento, planos e fluxos de dados, conectados para todo o espaço de trabalho.',
    ],
  },
  '0.3.0': {
    title: 'Contas mais seguras',
    changes: [
      'Login em duas etapas com um app autenticador e códigos de backup.',
      'Redefinir a senha encerra todas as sessões e envia um aviso para você.',
      'Limites para tentativas repetidas de login que nunca bloqueiam você da sua própria conta.',
    ],
  },
  '0.2.0': {
    title: 'Contas',
    changes: [
      'Cadastre-se com seu e-mail ou com o Google e redefina por e-mail uma senha esquecida.',
      'A integração inicial pergunta seu nome e sua função e depois leva você ao seu espaço de trabalho.',
    ],
  },
  '0.1.0': {
    title: 'Olá, Tessera',
    changes: [
      'O site público: início, manifesto, equipe, privacidade, termos e cookies, nos temas claro e escuro.',
      'Envie-nos feedback de qualquer página.',
    ],
  },
};

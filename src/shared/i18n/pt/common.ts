import type { commonMessages as en } from '../en/common';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const commonMessages: Translation<typeof en> = {
  appName: 'Tessera',
  skipToContent: 'Pular para o conteúdo',
  loading: 'Carregando…',
  nav: {
    label: 'Principal',
    home: 'Início do Tessera',
    manifesto: 'Manifesto',
    ourTeam: 'Nossa equipe',
    signup: 'Cadastre-se',
    login: 'Entrar',
    openMenu: 'Abrir o menu',
    closeMenu: 'Fechar o menu',
  },
  footer: {
    label: 'Rodapé',
    privacy: 'Política de Privacidade',
    terms: 'Termos de Serviço',
    cookies: 'Cookies',
    feedback: 'Feedback',
    designSystem: 'Design system',
    early: 'Acesso antecipado',
    demo: 'Demonstração',
    marketplace: 'Marketplace',
    copyright: (year) => `© ${year} Tessera. Todos os direitos reservados.`,
  },
  theme: {
    toggle: 'Alternar tema',
    light: 'Claro',
    dark: 'Escuro',
    switchToDark: 'Mudar para o tema escuro',
    switchToLight: 'Mudar para o tema claro',
  },
  errors: {
    pageError: 'Erro na página',
    somethingWentWrong: 'Algo deu errado',
    tryAgain: 'Tentar novamente',
    goHome: 'Ir para o início',
    unexpected: 'Ocorreu um erro inesperado',
    tooManyAttempts: (seconds) =>
      `Muitas tentativas. Aguarde ${seconds} ${plural('pt', seconds, { one: 'segundo', other: 'segundos' })} e tente novamente.`,
    tooManyAttemptsLater: 'Muitas tentativas. Tente novamente mais tarde.',
    notFoundTitle: 'Página não encontrada',
    notFoundBody: 'A página que você procura não existe ou foi movida.',
  },
  confirm: {
    cancel: 'Cancelar',
    close: 'Fechar',
  },
  search: {
    clear: 'Limpar a busca',
    noResults: (query) => `Nada corresponde a “${query}”.`,
  },
  pager: {
    pageOf: (page, pages) => `Página ${page} de ${pages}`,
    previous: 'Página anterior',
    next: 'Próxima página',
  },
  cookieBanner: {
    label: 'Consentimento de cookies',
    text: 'O Tessera usa apenas os cookies necessários para manter você conectado e lembrar desta escolha.',
    learnMore: 'Saiba mais sobre cookies',
    accept: 'Aceitar',
    decline: 'Recusar',
  },
};

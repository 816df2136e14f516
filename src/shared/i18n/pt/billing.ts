import type { billingMessages as en } from '../en/billing';
import type { Translation } from '../catalogue-types';

export const billingMessages: Translation<typeof en> = {
  billing: {
    description: 'Assinaturas, faturas e dados de pagamento deste espaço de trabalho.',
    explanationTitle: 'Como funciona a cobrança',
    explanation:
      'Uma assinatura pertence a um espaço de trabalho e é paga pelo seu Proprietário. Faturas, formas de pagamento e dados de cobrança ficam com nosso provedor de pagamentos com cartão; você os gerencia no portal do cliente dele.',
    subscriptionTitle: 'Assinatura',
    empty: 'Você não tem uma assinatura ativa.',
    onFreePlan: 'Este espaço de trabalho está no plano gratuito.',
    seePlans: 'Ver planos',
    portalTitle: 'Portal do cliente',
    portalBody:
      'Atualize suas informações pessoais, formas de pagamento e assinaturas no provedor de pagamentos.',
    openPortal: 'Gerenciar a cobrança no portal do cliente',
    opensInNewTab: '(abre em uma nova aba)',
    ownersOnly: 'Somente o Proprietário do espaço de trabalho pode gerenciar a cobrança.',
    loadFailed: 'Não foi possível carregar a cobrança',
  },
  plans: {
    description: 'O que cada plano inclui.',
    current: 'Plano atual',
    perMonth: 'por mês',
    only: 'Hoje o Tessera tem um único plano, e ele é gratuito. Todo espaço de trabalho recebe tudo.',
    free: {
      name: 'Gratuito',
      price: 'US$ 0',
      summary: 'Tudo o que o Tessera faz, para equipes de todo tipo.',
      features: (limits) => [
        `Até ${limits.members} membros por espaço de trabalho`,
        `Até ${limits.pendingInvitations} convites pendentes ao mesmo tempo`,
        'Todos os fluxos de dados, conectados por espaço de trabalho',
        'Funções: Proprietário, Administrador, Editor e Colaborador',
        'Autenticação em dois fatores e login com Google',
      ],
    },
  },
};

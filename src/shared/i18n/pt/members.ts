import type { memberMessages as en } from '../en/members';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const memberMessages: Translation<typeof en> = {
  notFound: 'Esta pessoa não é membro do seu espaço de trabalho.',
  noLongerMember: 'Você não é mais membro deste espaço de trabalho. Recarregue a página para continuar.',
  changeRoleOutranked: 'Você só pode alterar a função de membros abaixo da sua função.',
  grantRoleTooHigh: 'Você só pode atribuir uma função abaixo da sua.',
  removeOutranked: 'Você só pode remover membros abaixo da sua função.',
  lastOwnerDemote:
    'Um espaço de trabalho precisa de pelo menos um Proprietário. Torne outra pessoa Proprietária primeiro.',
  lastOwnerRemove:
    'Um espaço de trabalho precisa de pelo menos um Proprietário, então o último Proprietário não pode ser removido.',
  lastOwnerLeave:
    'Você é o único Proprietário deste espaço de trabalho. Torne outra pessoa Proprietária antes de sair.',
  transferToSelf: 'Você já é Proprietário. Escolha outro membro para quem passar o espaço de trabalho.',
  confirmUnavailable:
    'Para transferir a propriedade, precisamos confirmar que é você. Primeiro defina uma senha ou ative a autenticação em dois fatores nas configurações da sua conta.',
  passwordRequired: 'Digite sua senha para confirmar a transferência.',
  codeRequired:
    'Digite um código do seu app autenticador, ou um código de backup, para confirmar a transferência.',
  wrongPassword: 'Essa senha não está correta. Tente novamente.',
  wrongCode:
    'Esse código não está correto. Digite o código atual do seu app autenticador ou um código de backup ainda não usado.',
  noPasswordUseCode: 'Sua conta não tem senha. Confirme com um código do seu app autenticador.',
  noTwoFactorUsePassword:
    'A autenticação em dois fatores não está ativada na sua conta. Confirme com sua senha.',
  filters: {
    search: 'O texto da busca pode ter no máximo 100 caracteres.',
    role: 'Escolha um filtro de função: all, owner, admin, editor ou collaborator.',
    lastActive: 'Escolha um filtro de última atividade: all, today, 7d ou 30d.',
    page: 'A página deve ser um número inteiro de 1 a 10000.',
    unknown: 'Os filtros não são válidos.',
  },
  people: {
    description:
      'Todas as pessoas deste espaço de trabalho, sua função e quando estiveram ativas pela última vez.',
    searchLabel: 'Buscar pessoas',
    searchPlaceholder: 'Buscar pessoas...',
    roleFilter: 'Função',
    lastActiveFilter: 'Última atividade',
    allRoles: 'Todas as funções',
    lastActive: { all: 'Todas', today: 'Hoje', '7d': 'Últimos 7 dias', '30d': 'Últimos 30 dias' },
    roles: { owner: 'Proprietário', admin: 'Administrador', editor: 'Editor', collaborator: 'Colaborador' },
    roleDescriptions: {
      owner: 'Controle total, incluindo cobrança, membros e funções',
      admin: 'Gerencia configurações e membros',
      editor: 'Cria, edita e colabora',
      collaborator: 'Visualiza e comenta',
    },
    you: '(Você)',
    owner: 'Proprietário',
    never: 'Nunca',
    lastActiveLabel: 'Última atividade',
    roleOf: (name) => `Função de ${name}`,
    actions: (name) => `Ações para ${name}`,
    copyEmail: 'Copiar e-mail',
    copyFailed: 'Não foi possível copiar o endereço de e-mail.',
    makeOwner: 'Tornar Proprietário…',
    remove: 'Remover do espaço de trabalho',
    leave: 'Sair do espaço de trabalho',
    roleChanged: (name, role) => `${name} agora é ${role}`,
    roleChangeFailed: 'Não foi possível alterar a função.',
    removeTitle: (name) => `Remover ${name}?`,
    removeBody: (workspace) =>
      `A pessoa perde o acesso a ${workspace} na hora. Você pode convidá-la novamente depois.`,
    removing: 'Removendo...',
    removed: (name) => `${name} foi removido`,
    removeFailed: 'Não foi possível remover o membro.',
    leaveTitle: (workspace) => `Sair de ${workspace}?`,
    leaveBody: 'Você perde o acesso na hora; alguém terá que convidar você para voltar.',
    leaving: 'Saindo...',
    left: (workspace) => `Você saiu de ${workspace}`,
    leaveFailed: 'Não foi possível sair do espaço de trabalho.',
    transferTitle: (name) => `Tornar ${name} Proprietário?`,
    transferBody:
      'A pessoa recebe controle total do espaço de trabalho, incluindo a cobrança. Você passa a ser Administrador. Confirme que é você.',
    password: 'Sua senha',
    code: 'Ou um código de dois fatores',
    codeHint: 'Um código do seu app autenticador ou um código de backup.',
    transfer: 'Transferir propriedade',
    transferring: 'Transferindo...',
    transferred: (name) => `${name} agora é Proprietário, e você é Administrador`,
    transferFailed: 'Não foi possível transferir a propriedade.',
    count: (count) => `${count} ${plural('pt', count, { one: 'pessoa', other: 'pessoas' })}`,
    noMatches: 'Ninguém corresponde a estes filtros.',
    clearFilters: 'Limpar filtros',
    loadFailed: 'Não foi possível carregar as pessoas',
    membersHeading: 'Membros',
  },
  mail: {
    someone: 'Um membro do espaço de trabalho',
    aWorkspace: 'um espaço de trabalho',
    removed: {
      subject: (workspace) => `Você foi removido de ${workspace}`,
      intro: (remover, workspace) =>
        `${remover} removeu você de ${workspace} no Tessera. Você não tem mais acesso ao trabalho, aos membros nem às configurações dele.`,
      noOtherWorkspace:
        'Agora você não faz parte de nenhum outro espaço de trabalho, mas sua conta do Tessera continua: você ainda pode entrar, criar seu próprio espaço de trabalho ou participar de um quando alguém convidar você.',
      action: 'Abrir o Tessera',
      outro:
        'Se você acha que foi um engano, peça a um Proprietário ou Administrador do espaço de trabalho para convidar você de novo.',
      reason: 'Você recebeu este e-mail porque foi removido de um espaço de trabalho no Tessera.',
    },
    ownership: {
      subject: (workspace) => `Agora você é o Proprietário de ${workspace}`,
      intro: (previousOwner, workspace) =>
        `${previousOwner} transferiu ${workspace} para você no Tessera e agora é Administrador.`,
      meaning:
        'Como Proprietário, você tem controle total do espaço de trabalho, incluindo cobrança, membros e funções. Você também pode transferi-lo para outra pessoa ou excluí-lo.',
      action: 'Abrir as configurações do espaço de trabalho',
      outro: (workspace) =>
        `Se outro espaço de trabalho abrir, mude para ${workspace} no menu de espaços de trabalho.`,
      reason: 'Você recebeu este e-mail porque um espaço de trabalho no Tessera foi transferido para você.',
    },
  },
};

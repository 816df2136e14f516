import type { dataStreamsMessages as en } from '../en/data-streams';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const dataStreamsMessages: Translation<typeof en> = {
  description:
    'Conecte as ferramentas em que sua equipe trabalha, para que os dados delas cheguem a este espaço de trabalho.',
  searchLabel: 'Buscar fluxos de dados',
  searchPlaceholder: 'Buscar fluxos de dados...',
  connect: 'Conectar',
  connected: 'Conectado',
  comingSoon: 'Em breve',
  connectedIn: (names) => `Conectado em: ${names}`,
  connectName: (name) => `Conectar ${name}`,
  disconnectName: (name) => `${name} está conectado. Desconectar`,
  disconnectTitle: (name) => `Desconectar ${name}?`,
  disconnectBody: (workspace) =>
    `Os dados dele deixam de chegar a ${workspace} para todos no espaço de trabalho. Você pode conectá-lo novamente depois.`,
  disconnect: 'Desconectar',
  disconnecting: 'Desconectando...',
  connectedToast: (name) => `${name} conectado`,
  disconnectedToast: (name) => `${name} desconectado`,
  failed: 'Não foi possível salvar a alteração. Tente novamente.',
  loadFailed: 'Não foi possível carregar os fluxos de dados',
  readOnly: 'Somente Proprietários e Administradores podem conectar ou desconectar fluxos de dados.',
  count: (count) => `${count} ${plural('pt', count, { one: 'fluxo de dados', other: 'fluxos de dados' })}`,
};

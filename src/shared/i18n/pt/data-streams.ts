import type { dataStreamsMessages as en } from '../en/data-streams';
import type { Translation } from '../catalogue-types';

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
  count: (count) => `${count} ${count === 1 ? 'fluxo de dados' : 'fluxos de dados'}`,
  /** The streams API's answers and refusals (issue 24). */
  api: {
    notFound: 'Não existe esse fluxo de dados neste espaço de trabalho.',
    paused: 'Este fluxo de dados está pausado: retome-o para receber dados.',
    tooMany: (maximum: number) =>
      `Um espaço de trabalho tem no máximo ${maximum} fluxos de dados: exclua um primeiro.`,
    tooManyRows: (maximum: number) =>
      `Envie no máximo ${maximum} linhas por solicitação: divida-as em várias.`,
    jsonOrCsv: 'Envie as linhas como JSON ({ "rows": [...] }) ou como CSV (text/csv).',
    badIdempotencyKey: 'O cabeçalho Idempotency-Key deve ter de 1 a 200 caracteres ASCII visíveis.',
    secretNeeded: 'Cole o segredo de assinatura que o serviço mostra.',
    noSecretToRotate: 'Este fluxo não tem um segredo para renovar.',
    wrongKind: 'Este fluxo não recebe linhas desta forma.',
    noService: 'Este serviço ainda não pode enviar webhooks para o Tessera.',
    rejectedDelivery: 'Não foi possível verificar esta entrega.',
    notAnObject: 'não é um objeto de coluna → valor',
    nested: (column: string) =>
      `coluna “${column}”: valores aninhados não são guardados; envie texto, um número, true/false ou null`,
    tooLong: (column: string, maximum: number) =>
      `coluna “${column}”: uma célula tem no máximo ${maximum} caracteres`,
    tooManyColumns: (maximum: number) => `mais de ${maximum} colunas`,
    badColumnName: (maximum: number) => `um nome de coluna está vazio ou passa de ${maximum} caracteres`,
    datasetUnreadable:
      'Não foi possível ler o arquivo do conjunto de dados do fluxo: exclua o conjunto para começar um novo.',
    datasetFull:
      'O conjunto de dados do fluxo passaria de 20 MB: comece um novo ou use o modo de substituição.',
    busy: 'Este fluxo está ocupado com outro lote. Tente de novo em alguns segundos.',
  },
};

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
  loadFailed: 'Não foi possível carregar os fluxos de dados',
  readOnly: 'Somente Proprietários e Administradores podem conectar ou desconectar fluxos de dados.',
  count: (count) => `${count} ${plural('pt', count, { one: 'fluxo de dados', other: 'fluxos de dados' })}`,
  webhook: {
    createTitle: (service) => `Conectar ${service}`,
    createDescription: (service) =>
      `O Tessera cria um endereço de webhook para ${service}; cada evento enviado vira uma linha do conjunto de dados.`,
    name: 'Nome do fluxo',
    datasetName: 'Nome do conjunto de dados',
    defaultDataset: (service) => `Eventos do ${service}`,
    theirSecret: (service) => `Cole o segredo de assinatura do ${service}`,
    theirSecretHint: 'Você também pode adicioná-lo depois, renovando o segredo.',
    create: 'Criar fluxo',
    creating: 'Criando...',
    cancel: 'Cancelar',
    createdTitle: (service) => `Fluxo do ${service} criado`,
    createdDescription: (service) => `Adicione este endereço de webhook nas configurações do ${service}.`,
    url: 'URL do webhook',
    secret: 'Segredo',
    secretOnce: 'Copie o segredo agora: ele não será mostrado de novo.',
    docs: (service) => `Como adicionar um webhook no ${service}`,
    copy: 'Copiar',
    copied: 'Copiado',
    copyFailed: 'Não foi possível copiar. Selecione o texto e copie você mesmo.',
    done: 'Concluído',
    lastData: (when) => `Últimos dados: ${when}`,
    noData: 'Ainda sem dados',
    manage: 'Gerenciar',
    manageName: (service) => `Gerenciar fluxos do ${service}`,
    manageTitle: (service) => `Fluxos do ${service}`,
    manageDescription: 'Cada fluxo alimenta um conjunto de dados.',
    addAnother: 'Adicionar outro fluxo',
    status: { active: 'Ativo', paused: 'Pausado', failing: 'Com falhas' },
    rows: (count) => `${count} ${plural('pt', count, { one: 'linha recebida', other: 'linhas recebidas' })}`,
    dataset: (name) => `Conjunto de dados: ${name}`,
    lastErrors: 'Últimos erros',
    noErrors: 'Sem erros.',
    reasons: {
      unsigned: 'Sem assinatura',
      'bad-signature': 'Assinatura incorreta',
      stale: 'Antigo demais (repetido ou atrasado)',
      malformed: 'Ilegível',
      'rejected-rows': 'Linhas recusadas',
      'dataset-unreadable': 'Não foi possível ler o conjunto de dados',
      'too-large': 'Grande demais',
      failed: 'Falhou',
      'refused-address': 'Endereço não permitido (privado ou local)',
      'http-error': 'A fonte respondeu com um erro',
      timeout: 'A fonte demorou demais',
      unparsable: 'Não é CSV, JSON nem .xlsx',
    },
    pause: 'Pausar',
    resume: 'Retomar',
    rotate: 'Renovar segredo',
    rotateTitle: (name) => `Renovar o segredo de ${name}?`,
    rotateBody: 'O segredo antigo para de funcionar na hora: coloque o novo no serviço.',
    newSecretTitle: 'Novo segredo',
    pendingTitle: 'Segredo aguardando confirmação',
    pendingBody: (fingerprint, at) =>
      `Um token de verificação chegou em ${at} (impressão digital ${fingerprint}). As entregas são recusadas até que um Owner ou Admin o confirme.`,
    pendingHint:
      'Confirme-o apenas se acabou de criar a assinatura no serviço. Caso contrário, peça ao serviço que o envie de novo: o novo o substitui.',
    confirmPending: 'Confirmar segredo',
    confirmPendingTitle: (name) => `Confirmar o segredo de ${name}?`,
    confirmPendingBody: (fingerprint) =>
      `As entregas assinadas com o token ${fingerprint} serão aceitas. Depois cole o token na etapa de verificação do serviço.`,
    confirmedTitle: 'Token de verificação',
    delete: 'Excluir',
    deleting: 'Excluindo...',
    deleteTitle: (name) => `Excluir ${name}?`,
    deleteBody: (dataset) =>
      `O fluxo deixa de receber dados. O conjunto de dados “${dataset}” continua, com todas as suas linhas.`,
    deleted: 'Fluxo excluído',
    failed: 'Não foi possível salvar a alteração. Tente novamente.',
    loadFailed: 'Não foi possível carregar este fluxo',
  },
  push: {
    createDescription: (service) =>
      `O Tessera cria um endereço que recebe as linhas do ${service} por push HTTP; cada linha enviada vira uma linha do conjunto de dados.`,
    defaultDataset: (service) => `Dados do ${service}`,
    cannotPull: {
      'google-drive':
        'O Tessera ainda não consegue ler o Google Drive: a API do Google exige um login (OAuth) que o Tessera não faz. Um Apps Script ou uma automação pode enviar para cá as linhas de uma planilha.',
      miro: 'O Tessera ainda não consegue ler quadros do Miro: a API REST do Miro exige um login (OAuth) que o Tessera não faz. Um script que lê seus quadros pode enviar para cá os itens deles como linhas.',
      sketch:
        'O Tessera não consegue ler documentos do Sketch: o Sketch não oferece nenhuma API da qual o Tessera possa buscar dados. Um script ou plugin seu pode enviar linhas para cá.',
      amplitude:
        'O Tessera ainda não consegue buscar dados do Amplitude: as APIs de Export e Dashboard exigem a chave de API e a chave secreta do seu projeto. Um script que as chame pode enviar as linhas para cá.',
      mixpanel:
        'O Tessera ainda não consegue buscar dados do Mixpanel: a API de Export exige uma conta de serviço. Um script que a chame pode enviar as linhas para cá.',
    },
    howTo:
      'Envie linhas para este endereço a partir de um script ou de uma automação, com uma chave de API do espaço de trabalho com o escopo streams:write no cabeçalho Authorization. Nenhum segredo é necessário: a chave autoriza.',
    apiKeys: 'Criar uma chave de API',
    createdTitle: (service) => `Fluxo do ${service} criado`,
    url: 'URL de push',
    example: 'Exemplo de corpo da requisição (JSON; CSV também funciona)',
  },
  pull: {
    title: 'Importar de uma URL',
    description:
      'O Tessera baixa um arquivo CSV, JSON (um array de objetos) ou .xlsx de um endereço, conforme uma agenda ou quando você sincroniza, e adiciona as linhas a um conjunto de dados.',
    add: 'Adicionar uma importação por URL',
    createTitle: 'Importar de uma URL',
    url: 'URL do arquivo',
    urlHint: 'Um endereço http ou https de um arquivo CSV, JSON ou .xlsx, de até 20 MB.',
    defaultName: 'Importação por URL',
    defaultDataset: 'Dados importados',
    mode: 'A cada sincronização',
    modes: { append: 'Adiciona as linhas ao conjunto de dados', replace: 'Substitui o conjunto de dados' },
    schedule: 'Agenda',
    schedules: { hourly: 'A cada hora', daily: 'Todo dia', manual: 'Só ao sincronizar' },
    headerName: 'Nome do cabeçalho de autenticação (opcional)',
    headerValue: 'Valor do cabeçalho de autenticação',
    headerHint: 'Enviado a cada importação, guardado criptografado e nunca mais mostrado.',
    headerBoth: 'Informe o nome do cabeçalho e o valor, ou nenhum dos dois.',
    created: 'Importação por URL criada',
    none: 'Nenhuma importação por URL ainda.',
    source: (url: string) => `Fonte: ${url}`,
    withHeader: (name: string) => `(com o cabeçalho ${name})`,
    scheduleIs: (schedule: string) => `Agenda: ${schedule}`,
    syncNow: 'Sincronizar agora',
    syncing: 'Sincronizando...',
    stored: (count: number) =>
      `Última sincronização: ${count} ${plural('pt', count, { one: 'linha salva', other: 'linhas salvas' })}`,
    unchanged: 'Última sincronização: nada novo',
    failedWith: (reason: string) => `A última sincronização falhou: ${reason}`,
    syncFailed: 'Não foi possível iniciar a sincronização. Tente novamente.',
  },
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
    idempotencyKeyReused:
      'Esta Idempotency-Key já foi usada com outro corpo: envie cada novo lote com uma nova chave.',
    secretNeeded: 'Cole o segredo de assinatura que o serviço mostra.',
    noSecretToRotate: 'Este fluxo não tem um segredo para renovar.',
    noPendingSecret: 'Nenhum segredo recebido aguarda confirmação neste fluxo.',
    pendingSecretChanged:
      'Chegou outro segredo depois de este ser mostrado: verifique a nova impressão digital e confirme de novo.',
    wrongKind: 'Este fluxo não recebe linhas desta forma.',
    noService: 'Este serviço ainda não pode enviar webhooks para o Tessera.',
    noPushService: 'Um fluxo push só indica um serviço que não envia webhooks e que não está por vir.',
    rejectedDelivery: 'Não foi possível verificar esta entrega.',
    notAnObject: 'não é um objeto de coluna → valor',
    nested: (column: string) =>
      `coluna “${column}”: valores aninhados não são guardados; envie texto, um número, true/false ou null`,
    tooLong: (column: string, maximum: number) =>
      `coluna “${column}”: uma célula tem no máximo ${maximum} caracteres`,
    tooManyColumns: (maximum: number) => `mais de ${maximum} colunas`,
    badColumnName: (maximum: number) => `um nome de coluna está vazio ou passa de ${maximum} caracteres`,
    datasetDeleted:
      'O conjunto de dados do fluxo foi excluído enquanto estas linhas eram guardadas: envie-as de novo para começar um novo.',
    datasetUnreadable:
      'Não foi possível ler o arquivo do conjunto de dados do fluxo: exclua o conjunto para começar um novo.',
    datasetFull:
      'O conjunto de dados do fluxo passaria de 20 MB: comece um novo ou use o modo de substituição.',
    busy: 'Este fluxo está ocupado com outro lote. Tente de novo em alguns segundos.',
    badUrl: 'Informe um endereço http ou https.',
    urlCredentials: 'Coloque as credenciais no cabeçalho de autenticação, não no endereço.',
    notPull: 'Só um fluxo de importação por URL pode ser sincronizado.',
  },
};

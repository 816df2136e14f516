import type { playgroundMessages as en } from '../en/playground';
import type { Translation } from '../catalogue-types';

export const playgroundMessages: Translation<typeof en> = {
  title: 'Playground',
  intro:
    'Transforme dados brutos em um primeiro insight: adicione um arquivo CSV ou JSON, veja o perfil de cada coluna e salve-o para a sua equipe.',
  input: {
    heading: 'Adicionar dados',
    drop: 'Solte aqui um arquivo CSV ou JSON',
    choose: 'Escolher um arquivo',
    limit: (megabytes) =>
      `Até ${megabytes} MB. CSV: a primeira linha nomeia as colunas. JSON: um array de objetos, ou um objeto cujo "rows" é um array de objetos.`,
    pasteLabel: 'Ou cole CSV ou JSON',
    pasteSubmit: 'Ler os dados colados',
    pastedName: 'Dados colados',
    previewLabel: 'Primeiras linhas, enquanto o resto é lido',
    readFailed: 'Não foi possível ler o arquivo. Tente novamente.',
    clear: 'Recomeçar',
  },
  errors: {
    heading: 'Não foi possível ler estes dados',
    empty: 'O arquivo está vazio.',
    notText: 'Este não é um arquivo de texto. Salve-o como CSV ou JSON e tente novamente.',
    noRows: 'Não foram encontradas linhas abaixo do cabeçalho.',
    invalidJson: (line, column) => `Linha ${line}, coluna ${column}: isto não é JSON válido.`,
    jsonShape: 'Era esperado um array de objetos, ou um objeto cujo "rows" é um array de objetos.',
    notAnObject: (row, found) => `Linha ${row}: era esperado um objeto, encontrado ${found}.`,
    kinds: {
      number: 'um número',
      string: 'texto',
      boolean: 'true ou false',
      array: 'um array',
      null: 'null',
    },
    tooManyRows: (max) => `O arquivo tem mais de ${max} linhas; o playground lê até ${max}.`,
    tooDeep: (row) => `Linha ${row}: um valor está aninhado profundamente demais para ser lido.`,
    tooManyColumns: (found, max) => `O arquivo tem ${found} colunas; o playground lê até ${max}.`,
    tooLarge: (megabytes) => `O arquivo tem mais de ${megabytes} MB.`,
    notAWorkbook:
      'Este é um arquivo compactado, não uma pasta de trabalho do Excel (.xlsx): um .xls antigo, uma pasta protegida por senha ou um zip de outros arquivos. Salve-o como .xlsx, CSV ou JSON e tente novamente.',
    workbookDamaged:
      'Esta pasta de trabalho do Excel está danificada e não pôde ser lida. Abra-a no Excel e salve-a novamente, ou salve a planilha como CSV.',
    workbookTooLarge: (megabytes) =>
      `Esta pasta de trabalho descompactada tem mais de ${megabytes} MB, mais do que o playground lê. Salve a planilha como CSV e tente novamente.`,
    sheetNotFound: (sheet) => `A pasta de trabalho não tem nenhuma planilha chamada “${sheet}”.`,
    rowsCounted: 'As linhas são contadas a partir da primeira linha abaixo do cabeçalho.',
  },
  summary: {
    rows: 'Linhas',
    columns: 'Colunas',
    size: 'Tamanho',
    format: 'Formato',
  },
  profile: {
    heading: 'Perfil das colunas',
  },
  save: {
    heading: 'Salvar no espaço de trabalho',
    nameLabel: 'Nome do conjunto de dados',
    submit: 'Salvar conjunto de dados',
    saving: 'Salvando…',
    saved: (name) => `${name} foi salvo no espaço de trabalho`,
    failed: 'Não foi possível salvar o conjunto de dados. Tente novamente.',
    nameRequired: 'Digite um nome para o conjunto de dados',
    nameInvisible: 'O nome não pode conter caracteres de controle nem de formatação invisíveis.',
    nameTooLong: (max) => `O nome deve ter no máximo ${max} caracteres`,
    notAllowed:
      'Os colaboradores podem explorar dados aqui; guardá-los no espaço de trabalho requer o papel Editor ou superior.',
  },
  saved: {
    heading: 'Conjuntos de dados salvos',
    empty:
      'Ainda não há conjuntos de dados. Salve um acima e todos no espaço de trabalho o encontrarão aqui.',
  },
  api: {
    notFound: 'Esse conjunto de dados não existe neste espaço de trabalho.',
    tooLarge: (megabytes) => `O arquivo tem mais de ${megabytes} MB.`,
    fields: 'Envie o arquivo no campo "file" e o nome no campo "name".',
    choices:
      'Envie as escolhas de importação no campo "choices" como JSON no formato das escolhas da tela de importação.',
    deleteForbidden:
      'Só os Proprietários, os Administradores e quem carregou um conjunto de dados podem excluí-lo.',
    busy: 'Outros envios estão sendo lidos agora. Tente novamente em um minuto.',
    tooSlow: 'A leitura deste arquivo demorou demais. Tente um arquivo menor ou mais simples.',
    tooMuchMemory:
      'A leitura deste arquivo precisa de mais memória do que o servidor permite para um envio. Tente um arquivo menor ou mais simples.',
  },
};

import type { postgresSourceMessages as en } from '../en/postgres-source';
import type { Translation } from '../catalogue-types';

export const postgresSourceMessages: Translation<typeof en> = {
  queryRefused: {
    empty: 'Escreva uma consulta.',
    'too-long': 'A consulta é longa demais: no máximo 10.000 caracteres.',
    unterminated: 'Uma aspa, um nome entre aspas ou um comentário nunca é fechado.',
    'multiple-statements': 'Escreva uma só instrução: retire o que vem depois do ponto e vírgula.',
    'unbalanced-parentheses': 'Os parênteses não correspondem.',
    'not-a-query': 'Escreva uma consulta que leia dados: SELECT, WITH … SELECT, VALUES ou TABLE.',
    'data-modifying':
      'A consulta não pode alterar dados (INSERT, UPDATE, DELETE, MERGE). Ponha entre aspas uma coluna com esse nome.',
    'select-into': 'SELECT … INTO cria uma tabela: selecione as linhas sem INTO.',
    'locking-clause': 'A consulta não pode bloquear linhas (FOR UPDATE, FOR SHARE).',
    parameters: 'A consulta não pode ter parâmetros ($1): escreva os valores.',
  },
  errors: {
    'query-refused': 'A consulta não é uma só instrução de leitura.',
    'host-refused': 'O Tessera não pode se conectar a este host.',
    'connection-refused': 'Nada aceitou a conexão neste host e porta.',
    'connection-timeout': 'O banco de dados não respondeu a tempo.',
    'connection-failed': 'A conexão com o banco de dados caiu.',
    'tls-unavailable': 'O servidor não oferece uma conexão criptografada (TLS).',
    'tls-untrusted':
      'O certificado do servidor não é confiável ou é de outro host: verifique o host, adicione o certificado da CA que o assinou ou escolha “Criptografada, certificado não verificado” se você confia na rede.',
    'auth-failed': 'O banco de dados recusou este usuário ou esta senha.',
    'database-not-found': 'Não há banco de dados com este nome no servidor.',
    'read-only-violation': 'A consulta tentou alterar dados; uma fonte só lê.',
    'permission-denied': 'Este usuário não pode ler o que a consulta pede.',
    'statement-timeout': 'A consulta demorou mais do que o permitido.',
    'too-large': 'As linhas passam do que uma sincronização pode trazer: selecione menos colunas ou linhas.',
    'query-failed': 'O banco de dados não conseguiu executar a consulta.',
    aborted: 'A sincronização foi interrompida.',
    failed: 'A leitura da fonte falhou.',
  },
  form: {
    title: 'Consulta PostgreSQL',
    description:
      'O Tessera executa uma consulta somente leitura no seu banco PostgreSQL, em um agendamento ou ao sincronizar, e adiciona as linhas a um conjunto de dados.',
    add: 'Adicionar uma consulta PostgreSQL',
    none: 'Ainda não há consultas PostgreSQL.',
    defaultName: 'Consulta PostgreSQL',
    defaultDataset: 'Resultados da consulta',
    host: 'Host',
    port: 'Porta',
    database: 'Banco de dados',
    user: 'Usuário',
    password: 'Senha',
    passwordHint: 'Guardada criptografada e nunca mais exibida. Deixe vazia se o servidor não pedir senha.',
    ssl: 'Conexão',
    sslModes: {
      'verify-full': 'Criptografada, certificado verificado',
      require: 'Criptografada, certificado não verificado',
      disable: 'Sem criptografia',
    },
    query: 'Consulta',
    queryHint:
      'Um único SELECT, executado somente leitura por no máximo 30 s; até 100.000 linhas são mantidas.',
    badPort: 'Informe uma porta de 1 a 65535.',
    created: 'Consulta PostgreSQL criada',
    editTitle: 'Editar consulta PostgreSQL',
    keepPassword: 'Deixe vazio para manter a senha atual.',
    caCertificate: 'Certificado de CA (opcional)',
    caCertificateHint:
      'Para um certificado assinado pela autoridade da sua empresa ou do seu provedor de nuvem: cole o certificado PEM dela (-----BEGIN CERTIFICATE-----) ou um pacote com vários. Então só essas autoridades são confiáveis; o nome do host continua sendo verificado.',
  },
  caCertificateRefused: {
    'too-long': 'O certificado de CA é longo demais: no máximo 256 KB.',
    'not-certificates':
      'Cole um ou mais certificados PEM, cada um de -----BEGIN CERTIFICATE----- a -----END CERTIFICATE----- (sem chave privada).',
  },
  truncated: (rows: string) => `Só as primeiras ${rows} linhas foram mantidas: filtre ou agregue.`,
};

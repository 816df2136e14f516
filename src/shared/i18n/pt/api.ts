import type { apiMessages as en } from '../en/api';
import type { Translation } from '../catalogue-types';

export const apiMessages: Translation<typeof en> = {
  notFound: 'Este endpoint da API não existe.',
  aborted: 'A solicitação foi interrompida.',
  unstorableText: 'A solicitação contém texto que não pode ser salvo.',
  unavailable: 'O serviço está indisponível por um momento. Tente novamente em alguns segundos.',
  tooLarge: 'O corpo da solicitação é grande demais.',
  nulInAddress: 'O endereço não pode conter caracteres NUL.',
  crossSite: 'Solicitações de outros sites não são permitidas.',
  jsonOnly: 'Envie o corpo da solicitação como application/json.',
  signIn: 'Entre para continuar.',
  tooDeep: (levels) => `O corpo da solicitação pode ter no máximo ${levels} níveis de aninhamento.`,
  invalidJson: 'O corpo da solicitação deve ser um JSON válido.',
  jsonObject: 'O corpo da solicitação deve ser um objeto JSON.',
  nulInText: 'O texto não pode conter caracteres NUL.',
  loneSurrogate: 'O texto não pode conter metade de um par substituto (Unicode inválido).',
};

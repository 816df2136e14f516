import type { feedbackMessages as en } from '../en/feedback';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const feedbackMessages: Translation<typeof en> = {
  title: 'Feedback',
  description: 'Conte o que funciona, o que não funciona e o que você gostaria que o Tessera fizesse.',
  label: 'Seu feedback',
  placeholder: 'O que devemos saber?',
  send: 'Enviar feedback',
  sending: 'Enviando…',
  sent: 'Obrigado pelo seu feedback!',
  failed: 'Não foi possível enviar o feedback. Tente novamente.',
  empty: 'O feedback não pode ficar vazio',
  tooLong: (max) => `O feedback deve ter no máximo ${max} caracteres`,
  remaining: (count) =>
    `${count} ${plural('pt', count, { one: 'caractere restante', other: 'caracteres restantes' })}`,
};

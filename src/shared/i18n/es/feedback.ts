import type { feedbackMessages as en } from '../en/feedback';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const feedbackMessages: Translation<typeof en> = {
  title: 'Comentarios',
  description: 'Cuéntanos qué funciona, qué no y qué te gustaría que hiciera Tessera.',
  label: 'Tus comentarios',
  placeholder: '¿Qué deberíamos saber?',
  send: 'Enviar comentarios',
  sending: 'Enviando…',
  sent: '¡Gracias por tus comentarios!',
  failed: 'No se pudieron enviar los comentarios. Inténtalo de nuevo.',
  empty: 'Los comentarios no pueden estar vacíos',
  tooLong: (max) => `Los comentarios deben tener como máximo ${max} caracteres`,
  remaining: (count) =>
    plural('es', count, { one: `Queda ${count} carácter`, other: `Quedan ${count} caracteres` }),
};

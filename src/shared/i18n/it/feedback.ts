import type { feedbackMessages as en } from '../en/feedback';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const feedbackMessages: Translation<typeof en> = {
  title: 'Feedback',
  description: 'Dicci cosa funziona, cosa no e cosa vorresti che Tessera facesse.',
  label: 'Il tuo feedback',
  placeholder: 'Cosa dovremmo sapere?',
  send: 'Invia feedback',
  sending: 'Invio…',
  sent: 'Grazie per il tuo feedback!',
  failed: 'Impossibile inviare il feedback. Riprova.',
  empty: 'Il feedback non può essere vuoto',
  tooLong: (max) => `Il feedback deve contenere al massimo ${max} caratteri`,
  remaining: (count) =>
    `${count} ${plural('it', count, { one: 'carattere rimanente', other: 'caratteri rimanenti' })}`,
};

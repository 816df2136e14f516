import type { feedbackMessages as en } from '../en/feedback';
import type { Translation } from '../catalogue-types';

export const feedbackMessages: Translation<typeof en> = {
  title: 'Feedback',
  description: 'Sag uns, was funktioniert, was nicht, und was Tessera deiner Meinung nach können sollte.',
  label: 'Dein Feedback',
  placeholder: 'Was sollten wir wissen?',
  send: 'Feedback senden',
  sending: 'Wird gesendet…',
  sent: 'Danke für dein Feedback!',
  failed: 'Das Feedback konnte nicht gesendet werden. Bitte versuche es erneut.',
  empty: 'Das Feedback darf nicht leer sein',
  tooLong: (max) => `Das Feedback darf höchstens ${max} Zeichen lang sein`,
  remaining: (count) => `Noch ${count} Zeichen`,
};

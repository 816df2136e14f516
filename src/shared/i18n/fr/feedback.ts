import type { feedbackMessages as en } from '../en/feedback';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const feedbackMessages: Translation<typeof en> = {
  title: 'Vos avis',
  description:
    'Dites-nous ce qui fonctionne, ce qui ne fonctionne pas et ce que vous aimeriez que Tessera fasse.',
  label: 'Votre avis',
  placeholder: 'Que devrions-nous savoir ?',
  send: 'Envoyer l’avis',
  sending: 'Envoi…',
  sent: 'Merci pour votre avis !',
  failed: 'L’envoi de l’avis a échoué. Veuillez réessayer.',
  empty: 'L’avis ne peut pas être vide',
  tooLong: (max) => `L’avis doit contenir au plus ${max} caractères`,
  remaining: (count) =>
    `${count} ${plural('fr', count, { one: 'caractère restant', other: 'caractères restants' })}`,
};

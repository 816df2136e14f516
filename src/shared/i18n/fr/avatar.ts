import type { avatarMessages as en } from '../en/avatar';
import type { Translation } from '../catalogue-types';

export const avatarMessages: Translation<typeof en> = {
  oneFileField: 'Envoyez un seul fichier image dans le champ de formulaire nommé « file ».',
  unreadableUpload: 'Le fichier envoyé n’a pas pu être lu. Veuillez réessayer.',
  tooLarge: (megabytes) => `L’image doit faire au plus ${megabytes} Mo.`,
  tooManyPixels: (megapixels) =>
    `L’image est trop grande. Veuillez en envoyer une d’au plus ${megapixels} mégapixels.`,
};

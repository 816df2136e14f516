import type { avatarMessages as en } from '../en/avatar';
import type { Translation } from '../catalogue-types';

export const avatarMessages: Translation<typeof en> = {
  oneFileField: 'Invia un solo file immagine nel campo del modulo chiamato "file".',
  unreadableUpload: 'Impossibile leggere il file caricato. Riprova.',
  tooLarge: (megabytes) => `L’immagine deve pesare al massimo ${megabytes} MB.`,
  tooManyPixels: (megapixels) =>
    `L’immagine è troppo grande. Caricane una di al massimo ${megapixels} megapixel.`,
};

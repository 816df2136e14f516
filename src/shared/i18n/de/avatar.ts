import type { avatarMessages as en } from '../en/avatar';
import type { Translation } from '../catalogue-types';

export const avatarMessages: Translation<typeof en> = {
  oneFileField: 'Sende genau eine Bilddatei im Formularfeld namens „file“.',
  unreadableUpload: 'Der Upload konnte nicht gelesen werden. Bitte versuche es erneut.',
  tooLarge: (megabytes) => `Das Bild darf höchstens ${megabytes} MB groß sein.`,
  tooManyPixels: (megapixels) =>
    `Das Bild ist zu groß. Bitte lade eines mit höchstens ${megapixels} Megapixeln hoch.`,
};

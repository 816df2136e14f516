import type { avatarMessages as en } from '../en/avatar';
import type { Translation } from '../catalogue-types';

export const avatarMessages: Translation<typeof en> = {
  oneFileField: 'Envía un solo archivo de imagen en el campo del formulario llamado "file".',
  unreadableUpload: 'No se pudo leer el archivo subido. Inténtalo de nuevo.',
  tooLarge: (megabytes) => `La imagen debe ocupar como máximo ${megabytes} MB.`,
  tooManyPixels: (megapixels) =>
    `La imagen es demasiado grande. Sube una de ${megapixels} megapíxeles como máximo.`,
};

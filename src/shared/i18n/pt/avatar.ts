import type { avatarMessages as en } from '../en/avatar';
import type { Translation } from '../catalogue-types';

export const avatarMessages: Translation<typeof en> = {
  oneFileField: 'Envie um único arquivo de imagem no campo do formulário chamado "file".',
  unreadableUpload: 'Não foi possível ler o arquivo enviado. Tente novamente.',
  tooLarge: (megabytes) => `A imagem deve ter no máximo ${megabytes} MB.`,
  tooManyPixels: (megapixels) =>
    `A imagem é grande demais. Envie uma com no máximo ${megapixels} megapixels.`,
};

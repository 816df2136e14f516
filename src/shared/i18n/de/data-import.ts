import type { dataImportMessages as en } from '../en/data-import';
import type { Translation } from '../catalogue-types';

export const dataImportMessages: Translation<typeof en> = {
  title: 'Import',
};

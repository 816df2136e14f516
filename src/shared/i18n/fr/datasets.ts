import type { datasetsMessages as en } from '../en/datasets';
import type { Translation } from '../catalogue-types';

export const datasetsMessages: Translation<typeof en> = {
  title: 'Jeux de données',
  sample: { name: 'Ventes (exemple)' },
};

import type { datasetsMessages as en } from '../en/datasets';
import type { Translation } from '../catalogue-types';

export const datasetsMessages: Translation<typeof en> = {
  title: 'Conjuntos de dados',
  sample: { name: 'Vendas de exemplo' },
};

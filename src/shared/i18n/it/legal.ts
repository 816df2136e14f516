import type { legalMessages as en } from '../en/legal';
import type { Translation } from '../catalogue-types';

export const legalMessages: Translation<typeof en> = {
  lastUpdated: { label: 'Ultimo aggiornamento:', date: '21 dicembre 2024', iso: '2024-12-21' },
  contents: 'In questa pagina',
  privacy: {
    title: 'Informativa sulla privacy',
    description:
      'Come Tessera raccoglie, usa, condivide e protegge le informazioni personali, e le scelte e i diritti che hai.',
  },
  terms: {
    title: 'Termini di servizio',
    description: 'I termini che si applicano quando tu o il tuo team usate Tessera.',
  },
  cookies: {
    title: 'Cookie policy',
    description:
      'I cookie e l’archiviazione del browser che Tessera usa, perché le serve ciascuno, quanto dura ciascuno e come cambiare la tua scelta.',
    table: {
      caption: 'Cookie e archiviazione del browser usati da Tessera',
      name: 'Nome',
      type: 'Tipo',
      purpose: 'Finalità',
      duration: 'Durata',
    },
  },
};

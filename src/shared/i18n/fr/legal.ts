import type { legalMessages as en } from '../en/legal';
import type { Translation } from '../catalogue-types';

export const legalMessages: Translation<typeof en> = {
  lastUpdated: { label: 'Dernière mise à jour :', date: '21 décembre 2024', iso: '2024-12-21' },
  contents: 'Sur cette page',
  privacy: {
    title: 'Politique de confidentialité',
    description:
      'Comment Tessera collecte, utilise, partage et protège les informations personnelles, et les choix et droits dont vous disposez.',
  },
  terms: {
    title: 'Conditions d’utilisation',
    description: 'Les conditions qui s’appliquent lorsque vous ou votre équipe utilisez Tessera.',
  },
  cookies: {
    title: 'Politique relative aux cookies',
    description:
      'Les cookies et le stockage du navigateur utilisés par Tessera, pourquoi chacun est nécessaire, combien de temps chacun dure et comment modifier votre choix.',
    table: {
      caption: 'Cookies et stockage du navigateur utilisés par Tessera',
      name: 'Nom',
      type: 'Type',
      purpose: 'Finalité',
      duration: 'Durée',
    },
  },
};

import type { legalMessages as en } from '../en/legal';
import type { Translation } from '../catalogue-types';

export const legalMessages: Translation<typeof en> = {
  lastUpdated: { label: 'Última actualización:', date: '21 de diciembre de 2024', iso: '2024-12-21' },
  contents: 'En esta página',
  privacy: {
    title: 'Política de privacidad',
    description:
      'Cómo Tessera recopila, usa, comparte y protege la información personal, y las opciones y derechos que tienes.',
  },
  terms: {
    title: 'Condiciones del servicio',
    description: 'Las condiciones que se aplican cuando tú o tu equipo usáis Tessera.',
  },
  cookies: {
    title: 'Política de cookies',
    description:
      'Las cookies y el almacenamiento del navegador que usa Tessera, por qué necesita cada uno, cuánto dura cada uno y cómo cambiar tu elección.',
    table: {
      caption: 'Cookies y almacenamiento del navegador que usa Tessera',
      name: 'Nombre',
      type: 'Tipo',
      purpose: 'Finalidad',
      duration: 'Duración',
    },
  },
};

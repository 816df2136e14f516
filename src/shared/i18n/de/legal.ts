import type { legalMessages as en } from '../en/legal';
import type { Translation } from '../catalogue-types';

export const legalMessages: Translation<typeof en> = {
  lastUpdated: { label: 'Zuletzt aktualisiert:', date: '21. Dezember 2024', iso: '2024-12-21' },
  contents: 'Auf dieser Seite',
  privacy: {
    title: 'Datenschutzerklärung',
    description:
      'Wie Tessera personenbezogene Daten erhebt, verwendet, weitergibt und schützt, und welche Wahlmöglichkeiten und Rechte du hast.',
  },
  terms: {
    title: 'Nutzungsbedingungen',
    description: 'Die Bedingungen, die gelten, wenn du oder dein Team Tessera nutzt.',
  },
  cookies: {
    title: 'Cookie-Richtlinie',
    description:
      'Die Cookies und der Browserspeicher, die Tessera verwendet, wofür jedes davon nötig ist, wie lange es bestehen bleibt und wie du deine Auswahl änderst.',
    table: {
      caption: 'Von Tessera verwendete Cookies und Browserspeicher',
      name: 'Name',
      type: 'Art',
      purpose: 'Zweck',
      duration: 'Dauer',
    },
  },
};

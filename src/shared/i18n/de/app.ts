import type { appMessages as en } from '../en/app';
import type { Translation } from '../catalogue-types';

export const appMessages: Translation<typeof en> = {
  header: {
    label: 'App',
    home: 'Startseite der Tessera-App',
    settings: 'Einstellungen',
    workspace: 'Workspace-Einstellungen',
    logout: 'Abmelden',
    signedInAs: (name) => `Angemeldet als ${name}`,
  },
  home: {
    title: 'Start',
    greeting: (name) => `Willkommen, ${name}`,
    intro:
      'Dein verspielter Mitgestalter, der rohe oder verstreute Daten in Erkenntnisse und KI-Modelle verwandelt.',
    workspaceHeading: 'Dein Workspace',
    workspaceLabel: 'Workspace',
  },
  profile: {
    title: 'Profil',
    description: 'So sehen dich deine Teammitglieder.',
    nameHeading: 'Profilname',
    nameLabel: 'Profilname',
    nameHint: '3 bis 50 Zeichen: Buchstaben, Ziffern, Leerzeichen, Bindestriche und Punkte.',
    save: 'Speichern',
    saving: 'Wird gespeichert...',
    updated: 'Profilname aktualisiert',
    accountHeading: 'Konto',
    email: 'E-Mail',
    role: 'Rolle',
    noRole: 'Nicht festgelegt',
  },
};

import type { onboardingMessages as en } from '../en/onboarding';
import type { Translation } from '../catalogue-types';

export const onboardingMessages: Translation<typeof en> = {
  title: 'Willkommen bei Tessera',
  description: 'Ein paar kurze Schritte, um deinen Workspace einzurichten.',
  progressLabel: 'Fortschritt der Einrichtung',
  progress: (step, total) => `Schritt ${step} von ${total}`,
  continue: 'Weiter',
  saving: 'Wird gespeichert…',
  skip: 'Überspringen',
  finish: 'Fertigstellen',
  profile: {
    title: 'Erzähl uns von dir',
    description: 'Dein Name und deine Rolle helfen deinem Team zu wissen, mit wem es arbeitet.',
  },
  workspace: {
    title: 'Benenne deinen Workspace',
    description: 'Hier leben die Datenströme, Erkenntnisse und Modelle deines Teams.',
    label: 'Name des Workspaces',
  },
  invite: {
    title: 'Lade dein Team ein',
    description:
      'Tessera funktioniert am besten gemeinsam. Einladungen werden per E-Mail mit einem Beitrittslink verschickt.',
    label: 'E-Mail-Adressen',
    placeholder: 'ada@example.com, grace@example.com',
    hint: 'Trenne mehrere Adressen durch Kommas.',
    invalid: (emails) => `Keine gültige E-Mail-Adresse: ${emails}`,
    submit: 'Einladungen senden',
    sending: 'Wird gesendet...',
  },
  dataStreams: {
    title: 'Wähle deine Datenströme',
    description:
      'Wähle die Tools, die dein Team bereits nutzt. Du kannst sie später in den Einstellungen ändern.',
    loading: 'Deine Datenströme werden geladen…',
    selected: (count) => `${count} ausgewählt`,
  },
};

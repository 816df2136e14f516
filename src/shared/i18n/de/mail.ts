import type { mailMessages as en } from '../en/mail';
import type { Translation } from '../catalogue-types';

export const mailMessages: Translation<typeof en> = {
  layout: {
    brand: 'Tessera',
    greeting: (name) => `Hallo ${name},`,
    greetingWithoutName: 'Hallo,',
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopiere diesen Link in deinen Browser:',
    signature: 'Dein Tessera-Team',
  },
  emailConfirmation: {
    subject: 'Bestätige deine E-Mail-Adresse für Tessera',
    intro:
      'Danke für deine Registrierung. Bitte bestätige deine E-Mail-Adresse, um die Einrichtung deines Tessera-Kontos abzuschließen.',
    action: 'E-Mail-Adresse bestätigen',
    outro: 'Falls du kein Tessera-Konto erstellt hast, kannst du diese E-Mail ignorieren.',
    reason: 'Du erhältst diese E-Mail, weil mit dieser Adresse ein Tessera-Konto registriert wurde.',
  },
  passwordReset: {
    subject: 'Setze dein Tessera-Passwort zurück',
    intro: 'Wir haben eine Anfrage erhalten, das Passwort deines Tessera-Kontos zurückzusetzen.',
    action: 'Passwort zurücksetzen',
    expiry: 'Dieser Link funktioniert einmal und läuft innerhalb von 1 Stunde ab.',
    outro:
      'Falls du kein neues Passwort angefordert hast, kannst du diese E-Mail ignorieren: Dein Passwort bleibt unverändert.',
    reason:
      'Du erhältst diese E-Mail, weil für diese Adresse das Zurücksetzen des Passworts angefordert wurde.',
  },
  googleAccountNotice: {
    subject: 'So meldest du dich bei Tessera an',
    intro: 'Wir haben eine Anfrage erhalten, das Passwort deines Tessera-Kontos zurückzusetzen.',
    notice: 'Dieses Konto verwendet die Anmeldung mit Google. Bitte melde dich stattdessen mit Google an.',
    action: 'Bei Tessera anmelden',
    outro: 'Falls du kein neues Passwort angefordert hast, kannst du diese E-Mail ignorieren.',
    reason:
      'Du erhältst diese E-Mail, weil für diese Adresse das Zurücksetzen des Passworts angefordert wurde.',
  },
  passwordChanged: {
    subject: 'Dein Tessera-Passwort wurde geändert',
    intro: (when) =>
      `Das Passwort deines Tessera-Kontos wurde am ${when} geändert, und alle Sitzungen wurden abgemeldet.`,
    outro: 'Wenn du das warst, musst du nichts weiter tun.',
    notYou: 'Wenn du es nicht warst, setze dein Passwort jetzt zurück:',
    action: 'Passwort zurücksetzen',
    reason: 'Du erhältst diese E-Mail, weil das Passwort deines Tessera-Kontos geändert wurde.',
  },
  signUpAttempt: {
    subject: 'Jemand hat versucht, sich mit deiner E-Mail-Adresse zu registrieren',
    intro:
      'Jemand hat gerade versucht, mit dieser E-Mail-Adresse ein Tessera-Konto zu erstellen. Du hast bereits ein Konto, daher wurde nichts geändert und kein neues Konto angelegt.',
    action: 'Bei Tessera anmelden',
    reset: 'Passwort vergessen? Hier zurücksetzen',
    outro:
      'Falls du das nicht warst, kannst du diese E-Mail ignorieren: Nur wer sie lesen kann, kann sich anmelden.',
    reason:
      'Du erhältst diese E-Mail, weil jemand versucht hat, sich mit dieser Adresse bei Tessera zu registrieren.',
  },
  workspaceInvitation: {
    someone: 'Ein Tessera-Mitglied',
    aWorkspace: 'einen Workspace',
    subject: (inviterName, workspaceName) =>
      `${inviterName} hat dich zu ${workspaceName} auf Tessera eingeladen`,
    greeting: 'Hallo,',
    intro: (inviterName, workspaceName) =>
      `${inviterName} hat dich eingeladen, ${workspaceName} auf Tessera beizutreten.`,
    action: 'Einladung annehmen',
    outro: 'Falls du diese Einladung nicht erwartet hast, kannst du diese E-Mail ignorieren.',
    reason:
      'Du erhältst diese E-Mail, weil ein Tessera-Mitglied diese Adresse in seinen Workspace eingeladen hat.',
  },
};

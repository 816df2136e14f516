import type { Translation } from '../catalogue-types';
import type { securityMessages as en } from '../en/security';
import { plural } from '../plural';

export const securityMessages: Translation<typeof en> = {
  confirm: {
    password: 'Passwort',
    code: 'Authenticator- oder Backup-Code',
    passwordRequired: 'Gib zur Bestätigung dein Passwort ein.',
    codeRequired: 'Gib einen Code aus deiner Authenticator-App oder einen Backup-Code ein.',
  },
  twoFactor: {
    title: 'Zwei-Faktor-Authentifizierung',
    description:
      'Fragt bei jeder Anmeldung zusätzlich zu deinem Passwort oder Google nach einem Code aus einer Authenticator-App.',
    on: 'An',
    off: 'Aus',
    loadFailed: 'Deine Einstellungen zur Zwei-Faktor-Authentifizierung konnten nicht geladen werden.',
    backupCodesLeft: (count) =>
      `Noch ${count} ${plural('de', count, { one: 'Backup-Code', other: 'Backup-Codes' })} übrig.`,
    turnOn: 'Zwei-Faktor-Authentifizierung einschalten',
    turnOff: 'Zwei-Faktor-Authentifizierung ausschalten',
    regenerate: 'Neue Backup-Codes',
    forgetDevices: 'Alle vertrauenswürdigen Geräte vergessen',
    forgetDevicesHelp: (count) =>
      count === 0
        ? 'Derzeit überspringt kein Gerät den Code.'
        : `${count} ${plural('de', count, { one: 'Gerät überspringt', other: 'Geräte überspringen' })} den Code 30 Tage lang, nachdem du „Diesem Gerät vertrauen“ gewählt hast.`,
    devicesForgotten:
      'Jedes vertrauenswürdige Gerät wird bei der nächsten Anmeldung nach einem Code gefragt.',
    enrol: {
      title: 'Zwei-Faktor-Authentifizierung einschalten',
      passwordIntro: 'Gib zum Start dein Passwort ein.',
      emailIntro:
        'Dein Konto meldet sich mit Google an und hat kein Passwort. Deshalb bestätigen wir mit einem Code an deine E-Mail-Adresse, dass du es bist.',
      sendEmailCode: 'Code per E-Mail senden',
      emailCodeSent: (email) => `Wir haben einen 6-stelligen Code an ${email} gesendet. Er gilt 15 Minuten.`,
      emailCode: 'Code aus der E-Mail',
      start: 'Weiter',
      scan: 'Scanne diesen QR-Code mit einer Authenticator-App (z. B. 1Password, Google Authenticator oder Authy).',
      qrAlt: 'QR-Code, um Tessera zu einer Authenticator-App hinzuzufügen',
      manual: 'Oder gib diesen Schlüssel von Hand ein:',
      code: 'Code aus der App',
      confirm: 'Einschalten',
      cancel: 'Abbrechen',
      enabled: 'Die Zwei-Faktor-Authentifizierung ist an.',
    },
    codes: {
      title: 'Deine Backup-Codes',
      intro:
        'Mit jedem Code kannst du dich einmal anmelden, falls du deinen Authenticator verlierst. Bewahre sie sicher auf: Sie werden nicht noch einmal angezeigt.',
      download: 'Herunterladen',
      copy: 'Kopieren',
      copied: 'Backup-Codes kopiert.',
      done: 'Ich habe sie gespeichert',
      fileName: 'tessera-backup-codes.txt',
      fileHeading: 'Tessera-Backup-Codes. Jeder Code funktioniert einmal.',
      regenerateTitle: 'Neue Backup-Codes',
      regenerateIntro: 'Deine alten Backup-Codes funktionieren nicht mehr, sobald die neuen erstellt sind.',
      regenerateAction: 'Neue Codes erstellen',
    },
    disable: {
      title: 'Zwei-Faktor-Authentifizierung ausschalten',
      intro:
        'Für die Anmeldung genügt dann dein Passwort oder Google. Vertrauenswürdige Geräte werden vergessen.',
      action: 'Ausschalten',
      disabled: 'Die Zwei-Faktor-Authentifizierung ist aus.',
    },
    errors: {
      alreadyOn: 'Die Zwei-Faktor-Authentifizierung ist für dein Konto bereits an.',
      notOn: 'Die Zwei-Faktor-Authentifizierung ist für dein Konto nicht an.',
      notStarted:
        'Beginne das Einschalten der Zwei-Faktor-Authentifizierung neu: Die Einrichtung wurde nicht gefunden oder ist abgelaufen.',
      confirmEmailFirst:
        'Bestätige deine E-Mail-Adresse, bevor du die Zwei-Faktor-Authentifizierung einschaltest.',
      hasPassword:
        'Dein Konto hat ein Passwort: Gib es ein, um die Zwei-Faktor-Authentifizierung einzuschalten.',
      emailCodeRequired: 'Gib den Code ein, den wir dir per E-Mail geschickt haben.',
      wrongEmailCode: 'Dieser Code ist falsch oder abgelaufen. Fordere einen neuen an.',
      wrongCode: 'Dieser Code ist falsch. Gib den aktuellen Code aus deiner Authenticator-App ein.',
      codeFormat: 'Gib den 6-stelligen Code aus deiner Authenticator-App ein.',
      qrFailed: 'Der QR-Code konnte nicht angezeigt werden. Gib den Schlüssel stattdessen von Hand ein.',
      copyFailed: 'Kopieren fehlgeschlagen. Markiere die Codes und kopiere sie selbst.',
    },
  },
  deletion: {
    title: 'Konto löschen',
    description:
      'Löscht dein Konto, dein Profil und deine Einstellungen sowie jeden Workspace, in dem du das einzige Mitglied bist. Das kann nicht rückgängig gemacht werden.',
    action: 'Mein Konto löschen',
    loadFailed: 'Wir konnten nicht prüfen, ob dein Konto gelöscht werden kann.',
    dialogTitle: 'Dein Konto löschen?',
    soleWorkspaces: (names) => `Diese Workspaces werden mitgelöscht: ${names}.`,
    confirmLabel: (email) => `Gib zur Bestätigung deine E-Mail-Adresse (${email}) ein`,
    confirmMismatch: 'Gib deine E-Mail-Adresse zur Bestätigung genau wie angezeigt ein.',
    submit: 'Mein Konto endgültig löschen',
    blocked: (names) =>
      `Du bist der einzige Inhaber von ${names}, wo noch andere Personen Mitglied sind. Mache auf der Seite Personen jemand anderen zum Inhaber (wechsle vorher in diesen Workspace) oder entferne die anderen Mitglieder, und lösche dann dein Konto.`,
    openPeople: 'Seite Personen öffnen',
    deleted: 'Dein Konto wurde gelöscht.',
  },
  exportData: {
    title: 'Meine Daten herunterladen',
    description:
      'Eine JSON-Datei mit allem, was Tessera über dich speichert: Profil, Einstellungen, Workspaces und Rollen, Sitzungen, Geräte, Feedback und die Datensätze, die du hochgeladen hast (ihre Angaben, nicht ihr Inhalt).',
    action: 'Meine Daten herunterladen',
    preparing: 'Deine Datei wird vorbereitet...',
    failed: 'Deine Daten konnten nicht heruntergeladen werden. Versuche es gleich noch einmal.',
  },
  mail: {
    resetPassword: 'Passwort zurücksetzen',
    twoFactorEnabled: {
      subject: 'Die Zwei-Faktor-Authentifizierung ist für dein Tessera-Konto an',
      intro: (when) =>
        `Die Zwei-Faktor-Authentifizierung wurde am ${when} für dein Tessera-Konto eingeschaltet. Ab jetzt fragt die Anmeldung nach einem Code aus deiner Authenticator-App.`,
      notYou: 'Wenn du das nicht warst, setze jetzt dein Passwort zurück und prüfe dein Konto:',
      action: 'Konto prüfen',
      reason:
        'Du erhältst diese E-Mail, weil sich die Sicherheitseinstellungen deines Tessera-Kontos geändert haben.',
    },
    twoFactorDisabled: {
      subject: 'Die Zwei-Faktor-Authentifizierung ist für dein Tessera-Konto aus',
      intro: (when) =>
        `Die Zwei-Faktor-Authentifizierung wurde am ${when} für dein Tessera-Konto ausgeschaltet. Die Anmeldung fragt nicht mehr nach einem Code.`,
      notYou:
        'Wenn du das nicht warst, setze dein Passwort zurück und schalte die Zwei-Faktor-Authentifizierung wieder ein:',
      action: 'Konto prüfen',
      reason:
        'Du erhältst diese E-Mail, weil sich die Sicherheitseinstellungen deines Tessera-Kontos geändert haben.',
    },
    emailCode: {
      subject: 'Dein Tessera-Bestätigungscode',
      purpose: {
        'two-factor': 'Du möchtest die Zwei-Faktor-Authentifizierung für dein Tessera-Konto einschalten.',
        deletion: 'Du möchtest dein Tessera-Konto löschen.',
        'sign-in-method': 'Du möchtest deinem Tessera-Konto ein Passwort hinzufügen.',
      },
      intro: (code) => `Dein Bestätigungscode lautet ${code}. Er funktioniert einmal und gilt 15 Minuten.`,
      notYou:
        'Wenn du ihn nicht angefordert hast, ist vielleicht jemand in deinem Konto angemeldet: Melde deine anderen Sitzungen auf der Seite Konten ab.',
      action: 'Kontoeinstellungen öffnen',
      reason: 'Du erhältst diese E-Mail, weil eine Änderung an deinem Tessera-Konto bestätigt werden musste.',
    },
    accountDeleted: {
      subject: 'Dein Tessera-Konto wurde gelöscht',
      intro: (when) =>
        `Dein Tessera-Konto und die Workspaces, in denen du das einzige Mitglied warst, wurden am ${when} gelöscht. Alle Sitzungen wurden abgemeldet.`,
      outro: 'Schade, dass du gehst. Du bist jederzeit wieder willkommen.',
      action: 'Tessera besuchen',
      reason: 'Du erhältst diese E-Mail, weil das Tessera-Konto dieser Adresse gelöscht wurde.',
    },
  },
};

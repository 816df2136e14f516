import type { authMessages as en } from '../en/auth';
import type { Translation } from '../catalogue-types';

export const authMessages: Translation<typeof en> = {
  validation: {
    emailRequired: 'E-Mail-Adresse ist erforderlich',
    emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
    passwordRequired: 'Passwort ist erforderlich',
    passwordMin: 'Das Passwort muss mindestens 6 Zeichen lang sein',
    passwordMax: 'Das Passwort darf höchstens 128 Zeichen lang sein',
    passwordUppercase: 'Das Passwort muss mindestens einen Großbuchstaben enthalten',
    passwordLowercase: 'Das Passwort muss mindestens einen Kleinbuchstaben enthalten',
    passwordNumber: 'Das Passwort muss mindestens eine Ziffer enthalten',
    passwordsDoNotMatch: 'Die Passwörter stimmen nicht überein',
    passwordsDontMatch: 'Die Passwörter stimmen nicht überein',
    fullNameMin: 'Der vollständige Name muss mindestens 2 Zeichen lang sein',
    fullNameRequired: 'Vollständiger Name ist erforderlich',
    fullNameInvisible:
      'Der vollständige Name darf keine Steuerzeichen oder unsichtbaren Formatierungszeichen enthalten',
    roleRequired: 'Bitte wähle eine Rolle aus',
    acceptTerms: 'Du musst die Nutzungsbedingungen akzeptieren',
    profileNameEmpty: 'Der Name darf nicht leer sein',
    profileNameMin: 'Der Name muss mindestens 3 Zeichen lang sein',
    profileNameMax: 'Der Name muss kürzer als 50 Zeichen sein',
    profileNameChars: 'Der Name darf nur Buchstaben, Ziffern, Leerzeichen, Bindestriche und Punkte enthalten',
    profileNameError: 'Fehler beim Profilnamen: ',
    invalidPassword: 'Ungültiges Passwort',
  },
  errors: {
    invalidResetLink: 'Ungültiger oder abgelaufener Link zum Zurücksetzen. Bitte fordere einen neuen an.',
    cannotConnect: 'Keine Verbindung zum Server möglich. Bitte versuche es später erneut.',
    invalidCredentials: 'Ungültige E-Mail-Adresse oder ungültiges Passwort',
    invalidCredentialsOrUnconfirmed:
      'Ungültige E-Mail-Adresse oder ungültiges Passwort. Wenn du dich gerade registriert hast, bestätige zuerst deine E-Mail-Adresse über den Link, den wir dir geschickt haben.',
    loginFailedAfterRetries: 'Die Anmeldung ist nach mehreren Versuchen fehlgeschlagen.',
    unexpected: 'Ein unerwarteter Fehler ist aufgetreten',
    tooManyResetAttempts: 'Zu viele Versuche zum Zurücksetzen. Bitte versuche es später erneut.',
    tooManyAttempts: (seconds) =>
      `Zu viele Versuche. Bitte warte ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'} und versuche es dann erneut.`,
    authenticationCancelled: 'Authentifizierung abgebrochen',
    unableToEstablishSession: 'Die Sitzung konnte nicht hergestellt werden. Bitte versuche es erneut.',
    authenticationFailed: 'Authentifizierung fehlgeschlagen',
    unableToProcess: 'Die Anfrage konnte nicht verarbeitet werden. Bitte versuche es später erneut.',
    resetFailed: 'Das Passwort konnte nicht zurückgesetzt werden',
    missingResetToken: 'Ungültiges oder fehlendes Token zum Zurücksetzen',
    googleAccount:
      'Dieses Konto verwendet die Anmeldung mit Google. Bitte melde dich stattdessen mit Google an.',
    accountExists: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Melde dich stattdessen an.',
    emailNotVerified:
      'Bitte bestätige zuerst deine E-Mail-Adresse. Folge dem Link, den wir dir geschickt haben, und melde dich dann an.',
    tooManyAttemptsLater: 'Zu viele Versuche. Bitte versuche es später erneut.',
    signOutFailed: 'Abmelden nicht möglich. Bitte versuche es erneut.',
  },
  toasts: {
    loggedIn: 'Erfolgreich angemeldet',
    sessionCreationFailed: 'Angemeldet, aber die Sitzung konnte nicht erstellt werden',
    passwordReset:
      'Passwort erfolgreich zurückgesetzt! Du kannst dich jetzt mit deinem neuen Passwort anmelden.',
    resetRequested: 'Falls ein Konto existiert, erhältst du in Kürze eine Anleitung zum Zurücksetzen.',
    signedIn: 'Erfolgreich angemeldet!',
    completeProfile: 'Bitte vervollständige dein Profil',
    setupComplete: 'Einrichtung abgeschlossen! Willkommen bei Tessera',
  },
  profile: {
    updateFailed: 'Das Profil konnte nicht aktualisiert werden',
    noUser: 'Kein Benutzer gefunden',
    noData: 'Die Aktualisierung hat keine Daten zurückgegeben',
    savePreferencesFailed: 'Deine Einstellungen konnten nicht gespeichert werden',
    loadFailed: 'Profil kann nicht geladen werden',
  },
  callback: {
    completing: 'Anmeldung wird abgeschlossen...',
    title: 'Anmeldung',
  },
  fields: {
    email: 'E-Mail',
    emailPlaceholder: 'du@beispiel.de',
    password: 'Passwort',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Neues Passwort bestätigen',
    fullName: 'Vollständiger Name',
    professionalRole: 'Rolle',
    professionalRolePlaceholder: 'Wähle oder tippe deine Rolle',
    professionalRoleHint: 'Wähle einen der Vorschläge oder gib deine eigene ein.',
    formCleared: 'Formular geleert',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    showPasswords: 'Passwörter anzeigen',
    hidePasswords: 'Passwörter verbergen',
    passwordHint: 'Mindestens 6 Zeichen, mit einem Großbuchstaben, einem Kleinbuchstaben und einer Ziffer.',
  },
  login: {
    title: 'Anmelden',
    description: 'Willkommen zurück. Melde dich bei deinem Tessera-Workspace an.',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft…',
    forgotPassword: 'Passwort vergessen?',
    noAccount: 'Neu bei Tessera?',
    signupLink: 'Konto erstellen',
  },
  google: {
    continue: 'Weiter mit Google',
    redirecting: 'Weiterleitung zu Google…',
    divider: 'oder',
  },
  signup: {
    title: 'Erstelle dein Konto',
    description: 'Verwandle mit Tessera verstreute Daten in Erkenntnisse.',
    submit: 'Konto erstellen',
    submitting: 'Konto wird erstellt…',
    haveAccount: 'Du hast schon ein Konto?',
    loginLink: 'Anmelden',
    checkEmailTitle: 'Prüfe dein Postfach',
    checkEmailBody: (email) =>
      `Wir haben einen Bestätigungslink an ${email} geschickt. Folge ihm, um die Erstellung deines Kontos abzuschließen.`,
    checkEmailHint:
      'Öffne den Link in diesem Browser, um sofort angemeldet zu sein; anderswo wirst du gebeten, dein Passwort erneut zu wählen.',
    checkInbox: (email) =>
      `Willkommen! Sieh in deinem Posteingang nach: Wir haben einen Link gesendet, um ${email} zu bestätigen.`,
    confirmationNote:
      'Wir schicken dir einen Link, mit dem du deine Adresse bestätigst, bevor du dich anmelden kannst.',
    backToLogin: 'Zurück zur Anmeldung',
  },
  forgotPassword: {
    title: 'Passwort vergessen?',
    description:
      'Gib die E-Mail-Adresse deines Kontos ein, und wir schicken dir eine Anleitung zum Zurücksetzen.',
    submit: 'Anleitung senden',
    submitting: 'Wird gesendet…',
    backToLogin: 'Zurück zur Anmeldung',
    doneTitle: 'Prüfe dein Postfach',
    doneBody:
      'Falls für diese E-Mail-Adresse ein Konto existiert, haben wir dir eine Anleitung zum Zurücksetzen deines Passworts geschickt.',
    returnToLogin: 'Zurück zur Anmeldung',
  },
  resetPassword: {
    title: 'Neues Passwort festlegen',
    description: 'Wähle ein neues Passwort für dein Konto.',
    submit: 'Passwort zurücksetzen',
    submitting: 'Wird zurückgesetzt…',
    requestNewLink: 'Neuen Link anfordern',
    claimedTitle: 'Deine E-Mail-Adresse ist bestätigt',
    claimedDescription:
      'Wähle das Passwort für dein Konto. Ab jetzt funktioniert nur ein Passwort, das nach der Bestätigung der Adresse gewählt wurde.',
  },
  twoFactor: {
    title: 'Zwei-Faktor-Authentifizierung',
    description: 'Gib den 6-stelligen Code aus deiner Authenticator-App ein, um die Anmeldung abzuschließen.',
    backupDescription:
      'Gib einen der Backup-Codes ein, die du beim Einschalten der Zwei-Faktor-Authentifizierung gespeichert hast. Jeder funktioniert nur einmal.',
    code: 'Authentifizierungscode',
    backupCode: 'Backup-Code',
    useBackupCode: 'Stattdessen einen Backup-Code verwenden',
    useAuthenticator: 'Stattdessen deine Authenticator-App verwenden',
    trustDevice: 'Diesem Gerät 30 Tage lang vertrauen',
    submit: 'Bestätigen',
    submitting: 'Wird geprüft…',
    invalidCode: 'Dieser Code ist ungültig. Prüfe ihn und versuche es erneut.',
    codeRequired: 'Gib den Code ein',
    expired: 'Diese Anmeldung ist abgelaufen. Bitte melde dich erneut an.',
    backToLogin: 'Zurück zur Anmeldung',
    confirmEmailFirst:
      'Bestätige deine E-Mail-Adresse, bevor du die Zwei-Faktor-Authentifizierung einschaltest: Folge dem Link, den wir dir geschickt haben.',
  },
  logout: {
    title: 'Abmelden',
    signingOut: 'Abmeldung läuft…',
  },
};

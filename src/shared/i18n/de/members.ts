import type { memberMessages as en } from '../en/members';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const memberMessages: Translation<typeof en> = {
  notFound: 'Diese Person ist kein Mitglied deines Workspaces.',
  noLongerMember: 'Du bist kein Mitglied dieses Workspaces mehr. Lade die Seite neu, um fortzufahren.',
  changeRoleOutranked: 'Du kannst nur die Rolle von Mitgliedern unterhalb deiner eigenen Rolle ändern.',
  grantRoleTooHigh: 'Du kannst nur eine Rolle unterhalb deiner eigenen vergeben.',
  removeOutranked: 'Du kannst nur Mitglieder unterhalb deiner eigenen Rolle entfernen.',
  lastOwnerDemote: 'Ein Workspace braucht mindestens einen Inhaber. Mache zuerst jemand anderen zum Inhaber.',
  lastOwnerRemove:
    'Ein Workspace braucht mindestens einen Inhaber, daher kann sein letzter Inhaber nicht entfernt werden.',
  lastOwnerLeave:
    'Du bist der einzige Inhaber dieses Workspaces. Mache jemand anderen zum Inhaber, bevor du ihn verlässt.',
  transferToSelf: 'Du bist bereits Inhaber. Wähle ein anderes Mitglied, dem du den Workspace übergibst.',
  confirmUnavailable:
    'Um die Inhaberschaft zu übertragen, müssen wir bestätigen, dass du es bist. Lege zuerst ein Passwort fest oder schalte die Zwei-Faktor-Authentifizierung in deinen Kontoeinstellungen ein.',
  passwordRequired: 'Gib dein Passwort ein, um die Übertragung zu bestätigen.',
  codeRequired:
    'Gib einen Code aus deiner Authenticator-App oder einen Backup-Code ein, um die Übertragung zu bestätigen.',
  wrongPassword: 'Dieses Passwort ist nicht korrekt. Versuche es erneut.',
  wrongCode:
    'Dieser Code ist nicht korrekt. Gib den aktuellen Code aus deiner Authenticator-App oder einen unbenutzten Backup-Code ein.',
  noPasswordUseCode:
    'Dein Konto hat kein Passwort. Bestätige stattdessen mit einem Code aus deiner Authenticator-App.',
  noTwoFactorUsePassword:
    'Die Zwei-Faktor-Authentifizierung ist für dein Konto nicht eingeschaltet. Bestätige stattdessen mit deinem Passwort.',
  filters: {
    search: 'Der Suchtext darf höchstens 100 Zeichen lang sein.',
    role: 'Wähle einen Rollenfilter: all, owner, admin, editor oder collaborator.',
    lastActive: 'Wähle einen Filter für die letzte Aktivität: all, today, 7d oder 30d.',
    page: 'Die Seite muss eine ganze Zahl von 1 bis 10000 sein.',
    unknown: 'Die Filter sind ungültig.',
  },
  people: {
    description: 'Alle Personen in diesem Workspace, ihre Rolle und wann sie zuletzt aktiv waren.',
    searchLabel: 'Personen suchen',
    searchPlaceholder: 'Personen suchen...',
    roleFilter: 'Rolle',
    lastActiveFilter: 'Zuletzt aktiv',
    allRoles: 'Alle Rollen',
    lastActive: { all: 'Alle', today: 'Heute', '7d': 'Letzte 7 Tage', '30d': 'Letzte 30 Tage' },
    roles: { owner: 'Inhaber', admin: 'Admin', editor: 'Bearbeiter', collaborator: 'Mitwirkender' },
    roleDescriptions: {
      owner: 'Volle Kontrolle, einschließlich Abrechnung, Mitgliedern und Rollen',
      admin: 'Verwaltet Einstellungen und Mitglieder',
      editor: 'Erstellt, bearbeitet und arbeitet mit',
      collaborator: 'Sieht ein und kommentiert',
    },
    you: '(Du)',
    owner: 'Inhaber',
    never: 'Nie',
    lastActiveLabel: 'Zuletzt aktiv',
    roleOf: (name) => `Rolle von ${name}`,
    actions: (name) => `Aktionen für ${name}`,
    copyEmail: 'E-Mail kopieren',
    copyFailed: 'Die E-Mail-Adresse konnte nicht kopiert werden.',
    makeOwner: 'Zum Inhaber machen…',
    remove: 'Aus dem Workspace entfernen',
    leave: 'Workspace verlassen',
    roleChanged: (name, role) => `${name} ist jetzt ${role}`,
    roleChangeFailed: 'Die Rolle konnte nicht geändert werden.',
    removeTitle: (name) => `${name} entfernen?`,
    removeBody: (workspace) =>
      `Die Person verliert sofort den Zugriff auf ${workspace}. Du kannst sie später erneut einladen.`,
    removing: 'Wird entfernt...',
    removed: (name) => `${name} wurde entfernt`,
    removeFailed: 'Das Mitglied konnte nicht entfernt werden.',
    leaveTitle: (workspace) => `${workspace} verlassen?`,
    leaveBody: 'Du verlierst sofort den Zugriff; jemand muss dich einladen, damit du zurückkommen kannst.',
    leaving: 'Wird verlassen...',
    left: (workspace) => `Du hast ${workspace} verlassen`,
    leaveFailed: 'Der Workspace konnte nicht verlassen werden.',
    transferTitle: (name) => `${name} zum Inhaber machen?`,
    transferBody:
      'Die Person erhält die volle Kontrolle über den Workspace, einschließlich der Abrechnung. Du wirst Admin. Bestätige, dass du es bist.',
    password: 'Dein Passwort',
    code: 'Oder ein Zwei-Faktor-Code',
    codeHint: 'Ein Code aus deiner Authenticator-App oder ein Backup-Code.',
    transfer: 'Inhaberschaft übertragen',
    transferring: 'Wird übertragen...',
    transferred: (name) => `${name} ist jetzt Inhaber, und du bist Admin`,
    transferFailed: 'Die Inhaberschaft konnte nicht übertragen werden.',
    count: (count) => `${count} ${plural('de', count, { one: 'Person', other: 'Personen' })}`,
    noMatches: 'Niemand entspricht diesen Filtern.',
    clearFilters: 'Filter zurücksetzen',
    loadFailed: 'Personen können nicht geladen werden',
    membersHeading: 'Mitglieder',
  },
  mail: {
    someone: 'Ein Mitglied des Workspaces',
    aWorkspace: 'einem Workspace',
    removed: {
      subject: (workspace) => `Du wurdest aus ${workspace} entfernt`,
      intro: (remover, workspace) =>
        `${remover} hat dich auf Tessera aus ${workspace} entfernt. Du hast keinen Zugriff mehr auf seine Inhalte, seine Mitglieder und seine Einstellungen.`,
      noOtherWorkspace:
        'Du bist jetzt in keinem anderen Workspace, aber dein Tessera-Konto bleibt bestehen: Du kannst dich weiterhin anmelden, einen eigenen Workspace erstellen oder einem beitreten, wenn dich jemand einlädt.',
      action: 'Tessera öffnen',
      outro:
        'Wenn du glaubst, dass das ein Fehler war, bitte einen Inhaber oder Admin des Workspaces, dich erneut einzuladen.',
      reason: 'Du erhältst diese E-Mail, weil du auf Tessera aus einem Workspace entfernt wurdest.',
    },
    ownership: {
      subject: (workspace) => `Du bist jetzt Inhaber von ${workspace}`,
      intro: (previousOwner, workspace) =>
        `${previousOwner} hat dir auf Tessera die Inhaberschaft von ${workspace} übergeben und ist jetzt Admin.`,
      meaning:
        'Als Inhaber hast du die volle Kontrolle über den Workspace, einschließlich Abrechnung, Mitgliedern und Rollen. Du kannst ihn auch an jemand anderen übergeben oder löschen.',
      action: 'Workspace-Einstellungen öffnen',
      outro: (workspace) =>
        `Falls sich ein anderer Workspace öffnet, wechsle im Workspace-Menü zu ${workspace}.`,
      reason: 'Du erhältst diese E-Mail, weil dir auf Tessera ein Workspace übergeben wurde.',
    },
  },
};

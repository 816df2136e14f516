import type { invitationMessages as en } from '../en/invitations';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const invitationMessages: Translation<typeof en> = {
  alreadyMember: 'Bereits Mitglied dieses Workspaces.',
  pendingCapReached: (max) =>
    `Dieser Workspace hat bereits ${max} offene Einladungen. Widerrufe einige, bevor du weitere Personen einlädst.`,
  memberCapReached: (max) =>
    `Ein Workspace kann höchstens ${max} Mitglieder und offene Einladungen zusammen haben.`,
  workspaceFull: (max) =>
    `Dieser Workspace hat bereits ${max} Mitglieder, daher kann niemand mehr beitreten.`,
  notFound: 'Diese Einladung existiert nicht oder ist nicht mehr gültig.',
  expired:
    'Diese Einladung ist abgelaufen. Bitte die Person, die dich eingeladen hat, dir eine neue zu schicken.',
  wrongAccount:
    'Diese Einladung wurde an eine andere E-Mail-Adresse geschickt. Melde dich mit der eingeladenen Adresse an, um sie zu nutzen.',
  roles: { owner: 'Inhaber', admin: 'Admin', editor: 'Bearbeiter', collaborator: 'Mitwirkender' },
  mail: {
    role: (role) => `Du trittst mit der Rolle ${role} bei.`,
    lifetime: (days) => `Die Einladung ist ${days} Tage lang gültig.`,
  },
  dialog: {
    open: 'Benutzer einladen',
    title: 'Benutzer einladen',
    description: 'Sie erhalten eine E-Mail mit einem Link, um diesem Workspace beizutreten.',
    emails: 'E-Mail-Adressen',
    emailsHint: 'Trenne mehrere Adressen durch Kommas.',
    emailsPlaceholder: 'ada@example.com, grace@example.com',
    role: 'Rolle',
    send: 'Einladungen senden',
    sending: 'Wird gesendet...',
    close: 'Schließen',
  },
  pending: {
    title: 'Offene Einladungen',
    description:
      'Einladungen laufen nach 7 Tagen ab. Erneutes Senden schickt denselben Link mit frischen 7 Tagen.',
    empty: 'Keine Einladungen warten auf eine Antwort.',
    invitedBy: (name) => `Eingeladen von ${name}`,
    expiresIn: (days) =>
      plural('de', days, { one: 'Läuft innerhalb eines Tages ab', other: `Läuft in ${days} Tagen ab` }),
    expired: 'Abgelaufen',
    resend: 'Erneut senden',
    resending: 'Wird gesendet...',
    resent: (email) => `Einladung an ${email} gesendet`,
    resendFailed: 'Die Einladung konnte nicht erneut gesendet werden.',
    revoke: 'Widerrufen',
    revokeTitle: (email) => `Einladung an ${email} widerrufen?`,
    revokeBody: 'Der Link funktioniert sofort nicht mehr. Du kannst die Person später erneut einladen.',
    revoking: 'Wird widerrufen...',
    revoked: (email) => `Einladung an ${email} widerrufen`,
    revokeFailed: 'Die Einladung konnte nicht widerrufen werden.',
    resendLabel: (email) => `Einladung an ${email} erneut senden`,
    revokeLabel: (email) => `Einladung an ${email} widerrufen`,
    loadFailed: 'Einladungen können nicht geladen werden',
  },
  page: {
    title: 'Einladung',
    loading: 'Deine Einladung wird geöffnet…',
    heading: (workspace) => `Tritt ${workspace} auf Tessera bei`,
    invitedYou: (inviter, email) => `${inviter} hat ${email} zum Beitritt eingeladen.`,
    roleAndExpiry: (date) => `Die Einladung ist gültig bis ${date}.`,
    createAccount: 'Konto erstellen',
    signIn: 'Anmelden',
    signInHint:
      'Du hast schon ein Konto mit dieser Adresse? Melde dich an, und du kommst hierher zurück, um anzunehmen.',
    createHint: 'Neu bei Tessera? Erstelle dein Konto; du trittst dem Workspace sofort bei.',
    accept: 'Einladung annehmen',
    accepting: 'Beitritt läuft...',
    decline: 'Ablehnen',
    declining: 'Wird abgelehnt...',
    accepted: (workspace) => `Willkommen in ${workspace}`,
    acceptFailed: 'Die Einladung konnte nicht angenommen werden.',
    declined: 'Einladung abgelehnt',
    declinedBody:
      'Du hast diese Einladung abgelehnt. Die Person, die sie geschickt hat, kann dich erneut einladen.',
    otherAccount: (invited, current) =>
      `Diese Einladung wurde an ${invited} geschickt, aber du bist als ${current} angemeldet.`,
    signOutAndContinue: 'Abmelden und fortfahren',
    usedTitle: 'Diese Einladung wurde bereits verwendet',
    usedBody: 'Sie wurde bereits angenommen. Wenn du das warst, ist der Workspace in deiner Liste.',
    openApp: 'Tessera öffnen',
    expiredTitle: 'Diese Einladung ist abgelaufen',
    expiredBody: (date) =>
      `Sie ist am ${date} abgelaufen. Bitte die Person, die dich eingeladen hat, sie erneut zu senden.`,
    invalidTitle: 'Diese Einladung ist ungültig',
    goHome: 'Zu Tessera',
    loadFailed: 'Die Einladung kann nicht geöffnet werden',
  },
};

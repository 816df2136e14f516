import type { dataStreamsMessages as en } from '../en/data-streams';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const dataStreamsMessages: Translation<typeof en> = {
  description:
    'Verbinde die Tools, mit denen dein Team arbeitet, damit ihre Daten in diesen Workspace fließen.',
  searchLabel: 'Datenströme durchsuchen',
  searchPlaceholder: 'Datenströme durchsuchen...',
  connect: 'Verbinden',
  connected: 'Verbunden',
  comingSoon: 'Demnächst',
  connectedIn: (names) => `Verbunden in: ${names}`,
  connectName: (name) => `${name} verbinden`,
  disconnectName: (name) => `${name} ist verbunden. Trennen`,
  disconnectTitle: (name) => `${name} trennen?`,
  disconnectBody: (workspace) =>
    `Seine Daten fließen für alle im Workspace nicht mehr in ${workspace}. Du kannst es später wieder verbinden.`,
  disconnect: 'Trennen',
  disconnecting: 'Wird getrennt...',
  connectedToast: (name) => `${name} verbunden`,
  disconnectedToast: (name) => `${name} getrennt`,
  failed: 'Die Änderung konnte nicht gespeichert werden. Bitte versuche es erneut.',
  loadFailed: 'Datenströme können nicht geladen werden',
  readOnly: 'Nur Inhaber und Admins können Datenströme verbinden oder trennen.',
  count: (count) => `${count} ${plural('de', count, { one: 'Datenstrom', other: 'Datenströme' })}`,
};

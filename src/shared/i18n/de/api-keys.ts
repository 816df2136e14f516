import type { apiKeysMessages as en } from '../en/api-keys';
import type { Translation } from '../catalogue-types';

export const apiKeysMessages: Translation<typeof en> = {
  description:
    'Lass deine eigene Software mit einem geheimen Schlüssel auf die Modelle und Datensätze dieses Workspaces zugreifen.',
  onlyManagers: 'Nur Owner und Admins können API-Schlüssel verwalten.',
  create: 'API-Schlüssel erstellen',
  createTitle: 'Einen API-Schlüssel erstellen',
  createDescription: 'Wähle, was der Schlüssel darf. Sein Geheimnis siehst du nur einmal.',
  name: 'Name',
  namePlaceholder: 'Nächtliche Auswertung',
  scopes: 'Berechtigungen',
  scopeLabels: {
    'models:predict': 'Mit Modellen vorhersagen',
    'datasets:read': 'Profile von Datensätzen lesen',
    'streams:write': 'Zeilen an Datenströme senden',
  },
  scopeHints: {
    'models:predict': 'POST /api/v1/models/:id/predictions',
    'datasets:read': 'GET /api/v1/datasets/:id',
    'streams:write': 'POST /api/v1/streams/:id/rows',
  },
  expiry: 'Läuft ab am (optional)',
  expiryHint:
    'Der Schlüssel funktioniert ab Beginn dieses Tages nicht mehr. Leer lassen für einen Schlüssel ohne Ablauf.',
  cancel: 'Abbrechen',
  creating: 'Wird erstellt…',
  secretTitle: 'Kopiere deinen neuen API-Schlüssel',
  secretWarning:
    'Das Geheimnis wird nur dieses eine Mal angezeigt. Bewahre es sicher auf; du kannst es nicht erneut sehen.',
  secretLabel: 'Geheimnis',
  copy: 'Kopieren',
  copied: 'Kopiert',
  copyFailed: 'Kopieren fehlgeschlagen: Markiere das Geheimnis und kopiere es von Hand.',
  done: 'Fertig',
  listTitle: 'Schlüssel',
  empty: 'Noch keine API-Schlüssel. Erstelle einen, um die API aus deiner eigenen Software aufzurufen.',
  loadError: 'Die API-Schlüssel konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  columns: {
    name: 'Name',
    scopes: 'Berechtigungen',
    prefix: 'Schlüssel',
    created: 'Erstellt',
    lastUsed: 'Zuletzt verwendet',
    expires: 'Läuft ab',
    state: 'Status',
  },
  createdBy: (name: string, date: string) => `${date} von ${name}`,
  never: 'Nie',
  noExpiry: 'Nie',
  active: 'Aktiv',
  expired: 'Abgelaufen',
  revokedOn: (date: string) => `Widerrufen am ${date}`,
  revoke: 'Widerrufen',
  revokeLabel: (name: string) => `${name} widerrufen`,
  revokeTitle: (name: string) => `${name} widerrufen?`,
  revokeDescription:
    'Software mit diesem Schlüssel verliert sofort den Zugriff. Das lässt sich nicht rückgängig machen.',
  revoking: 'Wird widerrufen…',
  revoked: 'Schlüssel widerrufen.',
  created: 'Schlüssel erstellt.',
  examplesTitle: 'Die API aufrufen',
  examplesDescription:
    'Ersetze die IDs und den Schlüssel durch deine eigenen. Die API ist in OpenAPI beschrieben unter',
  predictExample: 'Mit einem Modell vorhersagen',
  datasetExample: 'Das Profil eines Datensatzes lesen',
  api: {
    notFound: 'Diesen API-Schlüssel gibt es in diesem Workspace nicht.',
    tooMany: (maximum: number) =>
      `Ein Workspace hat höchstens ${maximum} nutzbare API-Schlüssel: Widerrufe zuerst einen.`,
    expiryPast: 'Wähle ein Ablaufdatum in der Zukunft.',
    missingKey: 'Sende einen API-Schlüssel als Authorization: Bearer <Schlüssel>.',
    invalidKey: 'Dieser API-Schlüssel ist unbekannt, widerrufen oder abgelaufen.',
    scope: (scope: string) => `Dieser API-Schlüssel hat die Berechtigung ${scope} nicht.`,
    modelNotFound: 'Dieses Modell gibt es im Workspace dieses Schlüssels nicht.',
    modelNotReady: 'Dieses Modell kann noch nicht vorhersagen.',
    tooManyCells: (maximum: number) =>
      `Sende höchstens ${maximum} Zellen pro Aufruf: Verteile die Zeilen auf mehrere Aufrufe.`,
    datasetNotFound: 'Diesen Datensatz gibt es im Workspace dieses Schlüssels nicht.',
    badCell: (row: number, column: string, expected: string) =>
      `rows[${row}], Spalte „${column}“: erwartet wird ${expected}.`,
    expected: { number: 'eine Zahl', date: 'ein Datum', boolean: 'ein Ja/Nein-Wert' },
    busy: 'Vorhersagen sind gerade ausgelastet. Versuch es in ein paar Sekunden erneut.',
  },
};

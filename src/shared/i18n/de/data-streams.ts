import type { dataStreamsMessages as en } from '../en/data-streams';
import type { Translation } from '../catalogue-types';

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
  count: (count) => `${count} ${count === 1 ? 'Datenstrom' : 'Datenströme'}`,
  /** The streams API's answers and refusals (issue 24). */
  api: {
    notFound: 'Diesen Datenstrom gibt es in diesem Arbeitsbereich nicht.',
    paused: 'Dieser Datenstrom ist pausiert: Setzen Sie ihn fort, um Daten zu empfangen.',
    tooMany: (maximum: number) =>
      `Ein Arbeitsbereich hat höchstens ${maximum} Datenströme: Löschen Sie zuerst einen.`,
    tooManyRows: (maximum: number) =>
      `Senden Sie höchstens ${maximum} Zeilen pro Anfrage: Verteilen Sie sie auf mehrere.`,
    jsonOrCsv: 'Senden Sie Zeilen als JSON ({ "rows": [...] }) oder als CSV (text/csv).',
    badIdempotencyKey: 'Der Header Idempotency-Key muss 1 bis 200 sichtbare ASCII-Zeichen lang sein.',
    secretNeeded: 'Fügen Sie das Signaturgeheimnis ein, das der Dienst anzeigt.',
    noSecretToRotate: 'Dieser Datenstrom hat kein Geheimnis zum Erneuern.',
    wrongKind: 'Dieser Datenstrom nimmt auf diesem Weg keine Zeilen an.',
    noService: 'Dieser Dienst kann noch keine Webhooks an Tessera senden.',
    rejectedDelivery: 'Diese Zustellung konnte nicht geprüft werden.',
    notAnObject: 'kein Objekt aus Spalte → Wert',
    nested: (column: string) =>
      `Spalte „${column}“: Verschachtelte Werte werden nicht gespeichert; senden Sie Text, eine Zahl, true/false oder null`,
    tooLong: (column: string, maximum: number) =>
      `Spalte „${column}“: Eine Zelle fasst höchstens ${maximum} Zeichen`,
    tooManyColumns: (maximum: number) => `mehr als ${maximum} Spalten`,
    badColumnName: (maximum: number) => `ein Spaltenname ist leer oder länger als ${maximum} Zeichen`,
    datasetUnreadable:
      'Die Datei des Datensatzes dieses Datenstroms ist nicht lesbar: Löschen Sie den Datensatz, um einen neuen zu beginnen.',
    datasetFull:
      'Der Datensatz dieses Datenstroms würde 20 MB überschreiten: Beginnen Sie einen neuen oder nutzen Sie den Ersetzen-Modus.',
    busy: 'Dieser Datenstrom verarbeitet gerade einen anderen Stapel. Versuchen Sie es in ein paar Sekunden erneut.',
  },
};

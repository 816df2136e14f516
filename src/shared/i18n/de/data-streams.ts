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
  loadFailed: 'Datenströme können nicht geladen werden',
  readOnly: 'Nur Inhaber und Admins können Datenströme verbinden oder trennen.',
  count: (count) => `${count} ${plural('de', count, { one: 'Datenstrom', other: 'Datenströme' })}`,
  webhook: {
    createTitle: (service) => `${service} verbinden`,
    createDescription: (service) =>
      `Tessera erstellt eine Webhook-Adresse für ${service}; jedes gesendete Ereignis wird eine Zeile des Datensatzes.`,
    name: 'Name des Streams',
    datasetName: 'Name des Datensatzes',
    defaultDataset: (service) => `${service}-Ereignisse`,
    theirSecret: (service) => `Signaturgeheimnis aus ${service} einfügen`,
    theirSecretHint: 'Sie können es auch später durch Erneuern des Geheimnisses hinzufügen.',
    create: 'Stream erstellen',
    creating: 'Wird erstellt...',
    cancel: 'Abbrechen',
    createdTitle: (service) => `${service}-Stream erstellt`,
    createdDescription: (service) =>
      `Tragen Sie diese Webhook-Adresse in den Einstellungen von ${service} ein.`,
    url: 'Webhook-URL',
    secret: 'Geheimnis',
    secretOnce: 'Kopieren Sie das Geheimnis jetzt: Es wird nicht noch einmal angezeigt.',
    docs: (service) => `So fügen Sie in ${service} einen Webhook hinzu`,
    copy: 'Kopieren',
    copied: 'Kopiert',
    copyFailed: 'Kopieren nicht möglich. Markieren Sie den Text und kopieren Sie ihn selbst.',
    done: 'Fertig',
    lastData: (when) => `Letzte Daten: ${when}`,
    noData: 'Noch keine Daten',
    manage: 'Verwalten',
    manageName: (service) => `${service}-Streams verwalten`,
    manageTitle: (service) => `${service}-Streams`,
    manageDescription: 'Jeder Stream füllt einen Datensatz.',
    addAnother: 'Weiteren Stream hinzufügen',
    status: { active: 'Aktiv', paused: 'Pausiert', failing: 'Fehlerhaft' },
    rows: (count) => `${count} ${plural('de', count, { one: 'Zeile empfangen', other: 'Zeilen empfangen' })}`,
    dataset: (name) => `Datensatz: ${name}`,
    lastErrors: 'Letzte Fehler',
    noErrors: 'Keine Fehler.',
    reasons: {
      unsigned: 'Nicht signiert',
      'bad-signature': 'Falsche Signatur',
      stale: 'Zu alt (wiederholt oder verspätet)',
      malformed: 'Nicht lesbar',
      'rejected-rows': 'Zeilen abgelehnt',
      'dataset-unreadable': 'Datensatz nicht lesbar',
      'too-large': 'Zu groß',
      failed: 'Fehlgeschlagen',
      'refused-address': 'Adresse nicht erlaubt (privat oder lokal)',
      'http-error': 'Die Quelle antwortete mit einem Fehler',
      timeout: 'Die Quelle brauchte zu lange',
      unparsable: 'Weder CSV noch JSON noch .xlsx',
    },
    facts: {
      datasetBytes: (size) => `der Datensatz wäre ${size} groß`,
      announcedBytes: (size) => `die Quelle kündigte ${size} an`,
      overBytes: (size) => `mehr als ${size}`,
      datasetRows: (rows) => `der Datensatz hätte ${rows} Zeilen`,
      columns: (columns) => `${columns} Spalten`,
      unmappedEvents: (shown, count) =>
        `${shown} ${plural('de', count, { one: 'Ereignis konnte', other: 'Ereignisse konnten' })} nicht zugeordnet werden`,
      refusedRows: (shown, count, first) =>
        `${shown} ${plural('de', count, { one: 'Zeile abgelehnt', other: 'Zeilen abgelehnt' })}; die erste: ${first}`,
      redirects: (count) => `mehr als ${count} Weiterleitungen`,
      busy: 'der Datenstrom war bei jedem Versuch mit anderen Stapeln beschäftigt',
      serverBusy:
        'Tessera war mit anderer Arbeit beschäftigt; die nächste Synchronisierung versucht es erneut',
      paused: 'der Datenstrom wurde während der Synchronisierung pausiert',
      datasetDeleted: 'der Datensatz wurde während der Synchronisierung gelöscht',
      noAnswer: 'die Quelle antwortete nicht rechtzeitig',
      scheme: 'nur http und https sind erlaubt',
      unresolved: (host) => `${host} lässt sich nicht auflösen`,
      privateAddress: (host, address) =>
        `${host} wird zu ${address} aufgelöst, einer privaten oder lokalen Adresse`,
      otherArchive: 'ein Archiv, das keine .xlsx-Arbeitsmappe ist',
      nul: 'die Datei enthält NUL-Zeichen (binär?)',
      notJson: 'kein gültiges JSON',
      notArray: 'JSON, das kein Array von Objekten ist',
      noRows: 'keine Zeilen',
    },
    pause: 'Pausieren',
    resume: 'Fortsetzen',
    rotate: 'Geheimnis erneuern',
    rotateTitle: (name) => `Geheimnis von ${name} erneuern?`,
    rotateBody: 'Das alte Geheimnis funktioniert sofort nicht mehr: Tragen Sie das neue im Dienst ein.',
    newSecretTitle: 'Neues Geheimnis',
    pendingTitle: 'Geheimnis wartet auf Bestätigung',
    pendingBody: (fingerprint, at) =>
      `Ein Verifizierungstoken ist am ${at} eingetroffen (Fingerabdruck ${fingerprint}). Lieferungen werden abgelehnt, bis ein Owner oder Admin es bestätigt.`,
    pendingHint:
      'Bestätigen Sie es nur, wenn Sie das Abonnement gerade im Dienst angelegt haben. Sonst lassen Sie es vom Dienst erneut senden: Das neue ersetzt es.',
    confirmPending: 'Geheimnis bestätigen',
    confirmPendingTitle: (name) => `Geheimnis von ${name} bestätigen?`,
    confirmPendingBody: (fingerprint) =>
      `Mit dem Token ${fingerprint} signierte Lieferungen werden angenommen. Fügen Sie das Token danach im Verifizierungsschritt des Dienstes ein.`,
    confirmedTitle: 'Verifizierungstoken',
    delete: 'Löschen',
    deleting: 'Wird gelöscht...',
    deleteTitle: (name) => `${name} löschen?`,
    deleteBody: (dataset) =>
      `Der Stream empfängt keine Daten mehr. Der Datensatz „${dataset}“ bleibt mit allen Zeilen erhalten.`,
    deleted: 'Stream gelöscht',
    failed: 'Die Änderung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    loadFailed: 'Dieser Stream konnte nicht geladen werden',
  },
  push: {
    createDescription: (service) =>
      `Tessera erstellt eine Adresse, die die Zeilen von ${service} per HTTP-Push annimmt; jede gesendete Zeile wird eine Zeile des Datensatzes.`,
    defaultDataset: (service) => `${service}-Daten`,
    cannotPull: {
      'google-drive':
        'Tessera kann Google Drive noch nicht lesen: Googles API verlangt eine Anmeldung (OAuth), die Tessera nicht durchführt. Ein Apps Script oder eine Automatisierung kann die Zeilen einer Tabelle hierher senden.',
      miro: 'Tessera kann Miro-Boards noch nicht lesen: Miros REST-API verlangt eine Anmeldung (OAuth), die Tessera nicht durchführt. Ein Skript, das deine Boards liest, kann ihre Elemente als Zeilen hierher senden.',
      sketch:
        'Tessera kann Sketch-Dokumente nicht lesen: Sketch bietet keine API, von der Tessera abrufen kann. Ein eigenes Skript oder Plugin kann Zeilen hierher senden.',
      amplitude:
        'Tessera kann noch nicht von Amplitude abrufen: Die Export- und Dashboard-APIs verlangen den API-Schlüssel und den geheimen Schlüssel deines Projekts. Ein Skript, das sie aufruft, kann die Zeilen hierher senden.',
      mixpanel:
        'Tessera kann noch nicht von Mixpanel abrufen: Die Export-API verlangt ein Dienstkonto. Ein Skript, das sie aufruft, kann die Zeilen hierher senden.',
    },
    howTo:
      'Sende Zeilen von einem Skript oder einer Automatisierung an diese Adresse, mit einem Workspace-API-Schlüssel mit dem Bereich streams:write im Authorization-Header. Ein Secret ist nicht nötig: Der Schlüssel autorisiert.',
    apiKeys: 'API-Schlüssel erstellen',
    createdTitle: (service) => `${service}-Stream erstellt`,
    url: 'Push-URL',
    example: 'Beispiel für den Request-Body (JSON; CSV geht auch)',
  },
  pull: {
    title: 'Von einer URL abrufen',
    description:
      'Tessera lädt eine CSV-, JSON- (ein Array von Objekten) oder .xlsx-Datei von einer Adresse, nach Zeitplan oder auf Wunsch, und fügt ihre Zeilen einem Datensatz hinzu.',
    add: 'URL-Abruf hinzufügen',
    createTitle: 'Von einer URL abrufen',
    url: 'Datei-URL',
    urlHint: 'Eine http- oder https-Adresse einer CSV-, JSON- oder .xlsx-Datei, bis 20 MB.',
    defaultName: 'URL-Abruf',
    defaultDataset: 'Abgerufene Daten',
    mode: 'Bei jeder Synchronisierung',
    modes: { append: 'Fügt die Zeilen dem Datensatz hinzu', replace: 'Ersetzt den Datensatz' },
    schedule: 'Zeitplan',
    schedules: { hourly: 'Stündlich', daily: 'Täglich', manual: 'Nur auf Wunsch' },
    headerName: 'Name des Authentifizierungs-Headers (optional)',
    headerValue: 'Wert des Authentifizierungs-Headers',
    headerHint: 'Wird bei jedem Abruf gesendet, verschlüsselt gespeichert und nie wieder angezeigt.',
    headerBoth: 'Geben Sie Name und Wert des Headers an, oder keines von beiden.',
    edit: 'Bearbeiten',
    editName: (name: string) => `${name} bearbeiten`,
    editTitle: 'URL-Abruf bearbeiten',
    keepUrl: (url: string) =>
      `Leer lassen, um die aktuelle Adresse zu behalten (${url}, ohne ihre Abfrage angezeigt).`,
    keepHeaderValue: 'Leer lassen, um den aktuellen Wert zu behalten.',
    save: 'Änderungen speichern',
    saving: 'Wird gespeichert...',
    saved: 'Änderungen gespeichert',
    created: 'URL-Abruf erstellt',
    none: 'Noch keine URL-Abrufe.',
    source: (url: string) => `Quelle: ${url}`,
    withHeader: (name: string) => `(mit Header ${name})`,
    scheduleIs: (schedule: string) => `Zeitplan: ${schedule}`,
    syncNow: 'Jetzt synchronisieren',
    syncing: 'Wird synchronisiert...',
    stored: (count: number) =>
      `Letzte Synchronisierung: ${count} ${plural('de', count, { one: 'Zeile gespeichert', other: 'Zeilen gespeichert' })}`,
    unchanged: 'Letzte Synchronisierung: nichts Neues',
    superseded:
      'Letzte Synchronisierung: Die Quelle wurde währenddessen bearbeitet, daher wurde nichts gespeichert',
    wholeFileAgain:
      '(die Datei hat sich vor ihrem Ende geändert, daher wurden alle ihre Zeilen erneut hinzugefügt)',
    failedWith: (reason: string) => `Letzte Synchronisierung fehlgeschlagen: ${reason}`,
    syncFailed: 'Die Synchronisierung konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',
  },
  /** The streams API's answers and refusals (issue 24). */
  api: {
    notFound: 'Diesen Datenstrom gibt es in diesem Arbeitsbereich nicht.',
    nameInvisible:
      'Der Name des Datenstroms darf keine Steuerzeichen oder unsichtbaren Formatierungszeichen enthalten.',
    notEditable:
      'Dieser Datenstrom kann nicht bearbeitet werden: nur URL-Abrufe und PostgreSQL-Abfragen, und nie in eine andere Art.',
    secretAgain:
      'Geben Sie das Geheimnis erneut ein: Ein gespeicherter Header-Wert oder ein Passwort bleibt nur für denselben Header und dieselbe Adresse erhalten.',
    paused: 'Dieser Datenstrom ist pausiert: Setzen Sie ihn fort, um Daten zu empfangen.',
    tooMany: (maximum: number) =>
      `Ein Arbeitsbereich hat höchstens ${maximum} Datenströme: Löschen Sie zuerst einen.`,
    tooManyRows: (maximum: number) =>
      `Senden Sie höchstens ${maximum} Zeilen pro Anfrage: Verteilen Sie sie auf mehrere.`,
    jsonOrCsv: 'Senden Sie Zeilen als JSON ({ "rows": [...] }) oder als CSV (text/csv).',
    unknownCharset: (charset: string) =>
      `Tessera kann keinen Text im Zeichensatz „${charset}“ lesen. Senden Sie CSV in UTF-8 oder nennen Sie einen Zeichensatz wie windows-1252.`,
    badIdempotencyKey: 'Der Header Idempotency-Key muss 1 bis 200 sichtbare ASCII-Zeichen lang sein.',
    idempotencyKeyReused:
      'Dieser Idempotency-Key wurde schon mit einem anderen Inhalt verwendet: Senden Sie jeden neuen Stapel mit einem neuen Schlüssel.',
    secretNeeded: 'Fügen Sie das Signaturgeheimnis ein, das der Dienst anzeigt.',
    noSecretToRotate: 'Dieser Datenstrom hat kein Geheimnis zum Erneuern.',
    noPendingSecret: 'Für diesen Datenstrom wartet kein erfasstes Geheimnis auf Bestätigung.',
    pendingSecretChanged:
      'Seit der Anzeige ist ein anderes Geheimnis eingetroffen: Prüfen Sie den neuen Fingerabdruck und bestätigen Sie erneut.',
    wrongKind: 'Dieser Datenstrom nimmt auf diesem Weg keine Zeilen an.',
    noService: 'Dieser Dienst kann noch keine Webhooks an Tessera senden.',
    noPushService:
      'Push-Streams nennen nur einen Dienst, der keine Webhooks sendet und nicht erst noch kommt.',
    rejectedDelivery: 'Diese Zustellung konnte nicht geprüft werden.',
    notAnObject: 'kein Objekt aus Spalte → Wert',
    nested: (column: string) =>
      `Spalte „${column}“: Verschachtelte Werte werden nicht gespeichert; senden Sie Text, eine Zahl, true/false oder null`,
    numberTooLarge: (column: string) =>
      `Spalte „${column}“: Die Zahl ist zu groß zum Speichern; senden Sie sie als Text`,
    tooLong: (column: string, maximum: number) =>
      `Spalte „${column}“: Eine Zelle fasst höchstens ${maximum} Zeichen`,
    tooManyColumns: (maximum: number) => `mehr als ${maximum} Spalten`,
    badColumnName: (maximum: number) => `ein Spaltenname ist leer oder länger als ${maximum} Zeichen`,
    datasetDeleted:
      'Der Datensatz des Streams wurde gelöscht, während diese Zeilen gespeichert wurden: Senden Sie sie erneut, um einen neuen zu beginnen.',
    datasetUnreadable:
      'Die Datei des Datensatzes dieses Datenstroms ist nicht lesbar: Löschen Sie den Datensatz, um einen neuen zu beginnen.',
    datasetFull:
      'Der Datensatz dieses Datenstroms würde 20 MB überschreiten: Beginnen Sie einen neuen oder nutzen Sie den Ersetzen-Modus.',
    datasetRowsFull: (maximum: number) =>
      `Der Datensatz dieses Datenstroms würde ${maximum} Zeilen überschreiten: Beginnen Sie einen neuen oder nutzen Sie den Ersetzen-Modus.`,
    busy: 'Dieser Datenstrom verarbeitet gerade einen anderen Stapel. Versuchen Sie es in ein paar Sekunden erneut.',
    badUrl: 'Geben Sie eine http- oder https-Adresse an.',
    urlCredentials: 'Zugangsdaten gehören in den Authentifizierungs-Header, nicht in die Adresse.',
    notPull: 'Nur ein URL-Abruf kann synchronisiert werden.',
  },
};

import type { postgresSourceMessages as en } from '../en/postgres-source';
import type { Translation } from '../catalogue-types';

export const postgresSourceMessages: Translation<typeof en> = {
  queryRefused: {
    empty: 'Gib eine Abfrage ein.',
    'too-long': 'Die Abfrage ist zu lang: höchstens 10.000 Zeichen.',
    unterminated:
      'Ein Anführungszeichen, ein Name in Anführungszeichen oder ein Kommentar wird nie geschlossen.',
    'multiple-statements': 'Gib nur eine Anweisung ein: entferne, was auf das Semikolon folgt.',
    'unbalanced-parentheses': 'Die Klammern passen nicht zusammen.',
    'not-a-query': 'Gib eine Abfrage ein, die Daten liest: SELECT, WITH … SELECT, VALUES oder TABLE.',
    'data-modifying':
      'Die Abfrage darf keine Daten ändern (INSERT, UPDATE, DELETE, MERGE). Setze eine so benannte Spalte in Anführungszeichen.',
    'select-into': 'SELECT … INTO legt eine Tabelle an: wähle die Zeilen ohne INTO aus.',
    'locking-clause': 'Die Abfrage darf keine Zeilen sperren (FOR UPDATE, FOR SHARE).',
    parameters: 'Die Abfrage darf keine Parameter ($1) haben: schreibe die Werte hinein.',
  },
  errors: {
    'query-refused': 'Die Abfrage ist nicht eine einzelne, nur lesende Anweisung.',
    'host-refused': 'Tessera darf sich nicht mit diesem Host verbinden.',
    'connection-refused': 'An diesem Host und Port hat niemand die Verbindung angenommen.',
    'connection-timeout': 'Die Datenbank hat nicht rechtzeitig geantwortet.',
    'connection-failed': 'Die Verbindung zur Datenbank ist abgebrochen.',
    'tls-unavailable': 'Der Server bietet keine verschlüsselte Verbindung (TLS) an.',
    'tls-untrusted':
      'Das Zertifikat des Servers ist nicht vertrauenswürdig oder gilt für einen anderen Host: Prüfen Sie den Host, fügen Sie das CA-Zertifikat hinzu, das es signiert hat, oder wählen Sie „Verschlüsselt, Zertifikat nicht geprüft“, wenn Sie dem Netzwerk vertrauen.',
    'auth-failed': 'Die Datenbank hat diesen Benutzer oder dieses Passwort abgelehnt.',
    'database-not-found': 'Auf dem Server gibt es keine Datenbank mit diesem Namen.',
    'read-only-violation': 'Die Abfrage wollte Daten ändern; eine Quelle liest nur.',
    'permission-denied': 'Dieser Benutzer darf nicht lesen, was die Abfrage verlangt.',
    'statement-timeout': 'Die Abfrage lief länger als erlaubt.',
    'too-large':
      'Die Zeilen sind größer, als eine Synchronisierung bringen darf: wähle weniger Spalten oder Zeilen.',
    'query-failed': 'Die Datenbank konnte die Abfrage nicht ausführen.',
    aborted: 'Die Synchronisierung wurde angehalten.',
    failed: 'Das Lesen der Quelle ist fehlgeschlagen.',
  },
  form: {
    title: 'PostgreSQL-Abfrage',
    description:
      'Tessera führt eine lesende Abfrage auf deiner PostgreSQL-Datenbank aus, nach Zeitplan oder beim Synchronisieren, und fügt ihre Zeilen einem Datensatz hinzu.',
    add: 'PostgreSQL-Abfrage hinzufügen',
    none: 'Noch keine PostgreSQL-Abfragen.',
    defaultName: 'PostgreSQL-Abfrage',
    defaultDataset: 'Abfrageergebnisse',
    host: 'Host',
    port: 'Port',
    database: 'Datenbank',
    user: 'Benutzer',
    password: 'Passwort',
    passwordHint:
      'Verschlüsselt gespeichert und nie wieder angezeigt. Leer lassen, wenn der Server keines verlangt.',
    ssl: 'Verbindung',
    sslModes: {
      'verify-full': 'Verschlüsselt, Zertifikat geprüft',
      require: 'Verschlüsselt, Zertifikat nicht geprüft',
      disable: 'Unverschlüsselt',
    },
    query: 'Abfrage',
    queryHint:
      'Ein SELECT, nur lesend ausgeführt, höchstens 30 s lang; bis zu 100.000 Zeilen werden übernommen.',
    badPort: 'Gib einen Port von 1 bis 65535 ein.',
    created: 'PostgreSQL-Abfrage angelegt',
    editTitle: 'PostgreSQL-Abfrage bearbeiten',
    keepPassword: 'Leer lassen, um das aktuelle Passwort zu behalten.',
    caCertificate: 'CA-Zertifikat (optional)',
    caCertificateHint:
      'Für ein Zertifikat, das die Zertifizierungsstelle Ihres Unternehmens oder Ihres Cloud-Anbieters signiert hat: Fügen Sie deren PEM-Zertifikat (-----BEGIN CERTIFICATE-----) oder ein Bündel mehrerer ein. Dann wird nur diesen Stellen vertraut; der Hostname wird weiterhin geprüft.',
  },
  caCertificateRefused: {
    'too-long': 'Das CA-Zertifikat ist zu lang: höchstens 256 KB.',
    'not-certificates':
      'Fügen Sie ein oder mehrere PEM-Zertifikate ein, jeweils von -----BEGIN CERTIFICATE----- bis -----END CERTIFICATE----- (keinen privaten Schlüssel).',
  },
  truncated: (rows: string) =>
    `Nur die ersten ${rows} Zeilen wurden übernommen: filtere oder fasse zusammen.`,
};

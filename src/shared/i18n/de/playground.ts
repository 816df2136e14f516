import type { playgroundMessages as en } from '../en/playground';
import type { Translation } from '../catalogue-types';

export const playgroundMessages: Translation<typeof en> = {
  title: 'Playground',
  intro:
    'Mach aus Rohdaten eine erste Erkenntnis: Füge eine CSV- oder JSON-Datei hinzu, sieh dir das Profil jeder Spalte an und speichere sie für dein Team.',
  input: {
    heading: 'Daten hinzufügen',
    drop: 'CSV- oder JSON-Datei hier ablegen',
    choose: 'Datei auswählen',
    limit: (megabytes) =>
      `Bis zu ${megabytes} MB. CSV: Die erste Zeile benennt die Spalten. JSON: ein Array von Objekten oder ein Objekt, dessen "rows" ein Array von Objekten ist.`,
    pasteLabel: 'Oder CSV bzw. JSON einfügen',
    pasteSubmit: 'Eingefügte Daten lesen',
    pastedName: 'Eingefügte Daten',
    previewLabel: 'Erste Zeilen, während der Rest gelesen wird',
    readFailed: 'Die Datei konnte nicht gelesen werden. Bitte versuche es erneut.',
    clear: 'Neu beginnen',
  },
  errors: {
    heading: 'Diese Daten konnten nicht gelesen werden',
    empty: 'Die Datei ist leer.',
    notText: 'Dies ist keine Textdatei. Speichere sie als CSV oder JSON und versuche es erneut.',
    noRows: 'Unter der Kopfzeile wurden keine Zeilen gefunden.',
    invalidJson: (line, column) => `Zeile ${line}, Spalte ${column}: Das ist kein gültiges JSON.`,
    jsonShape:
      'Erwartet wird ein Array von Objekten oder ein Objekt, dessen "rows" ein Array von Objekten ist.',
    notAnObject: (row, found) => `Zeile ${row}: Objekt erwartet, ${found} gefunden.`,
    kinds: {
      number: 'eine Zahl',
      string: 'Text',
      boolean: 'true oder false',
      array: 'ein Array',
      null: 'null',
    },
    tooManyRows: (max) => `Die Datei hat mehr als ${max} Zeilen; der Playground liest bis zu ${max}.`,
    tooDeep: (row) => `Zeile ${row}: Ein Wert ist zu tief verschachtelt, um ihn zu lesen.`,
    tooManyColumns: (found, max) => `Die Datei hat ${found} Spalten; der Playground liest bis zu ${max}.`,
    tooLarge: (megabytes) => `Die Datei ist größer als ${megabytes} MB.`,
    notAWorkbook:
      'Das ist ein Archiv, keine Excel-Arbeitsmappe (.xlsx): eine ältere .xls-Datei, eine kennwortgeschützte Arbeitsmappe oder ein ZIP mit anderen Dateien. Speichere sie als .xlsx, CSV oder JSON und versuche es erneut.',
    workbookDamaged:
      'Diese Excel-Arbeitsmappe ist beschädigt und konnte nicht gelesen werden. Öffne sie in Excel und speichere sie erneut, oder speichere das Blatt als CSV.',
    workbookTooLarge: (megabytes) =>
      `Diese Arbeitsmappe ist entpackt größer als ${megabytes} MB, mehr als der Playground liest. Speichere das Blatt als CSV und versuche es erneut.`,
    sheetNotFound: (sheet) => `Die Arbeitsmappe hat kein Blatt namens „${sheet}“.`,
    rowsCounted: 'Zeilen werden ab der ersten Zeile unter der Kopfzeile gezählt.',
  },
  summary: {
    rows: 'Zeilen',
    columns: 'Spalten',
    size: 'Größe',
    format: 'Format',
  },
  profile: {
    heading: 'Spaltenprofil',
  },
  save: {
    heading: 'Im Arbeitsbereich speichern',
    nameLabel: 'Name des Datensatzes',
    submit: 'Datensatz speichern',
    saving: 'Wird gespeichert…',
    saved: (name) => `${name} wurde im Arbeitsbereich gespeichert`,
    failed: 'Der Datensatz konnte nicht gespeichert werden. Bitte versuche es erneut.',
    nameRequired: 'Gib einen Namen für den Datensatz ein',
    nameInvisible: 'Der Name darf keine Steuerzeichen oder unsichtbaren Formatierungszeichen enthalten.',
    nameTooLong: (max) => `Der Name darf höchstens ${max} Zeichen lang sein`,
    notAllowed:
      'Mitwirkende können hier Daten erkunden; zum Speichern im Arbeitsbereich ist mindestens die Rolle Bearbeiter nötig.',
  },
  saved: {
    heading: 'Gespeicherte Datensätze',
    empty: 'Noch keine Datensätze. Speichere oben einen, und alle im Arbeitsbereich finden ihn hier.',
  },
  api: {
    notFound: 'Diesen Datensatz gibt es in diesem Arbeitsbereich nicht.',
    tooLarge: (megabytes) => `Die Datei ist größer als ${megabytes} MB.`,
    fields: 'Sende die Datei im Feld "file" und ihren Namen im Feld "name".',
    choices:
      'Sende die Importeinstellungen im Feld "choices" als JSON in der Form der Einstellungen des Importbildschirms.',
    deleteForbidden:
      'Nur Inhaber, Admins und die Person, die einen Datensatz hochgeladen hat, können ihn löschen.',
    busy: 'Gerade werden andere Uploads gelesen. Versuche es in einer Minute erneut.',
    tooSlow:
      'Das Lesen dieser Datei hat zu lange gedauert. Versuche es mit einer kleineren oder einfacheren Datei.',
    tooMuchMemory:
      'Das Lesen dieser Datei braucht mehr Speicher, als der Server einem Upload zugesteht. Versuche es mit einer kleineren oder einfacheren Datei.',
  },
};

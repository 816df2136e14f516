import type { dataImportMessages as en } from '../en/data-import';
import type { Translation } from '../catalogue-types';

export const dataImportMessages: Translation<typeof en> = {
  settings: {
    heading: 'Importeinstellungen',
    show: 'Importeinstellungen anzeigen',
    hide: 'Importeinstellungen ausblenden',
    detected: 'Erkannt',
    chosen: 'Ihre Wahl',
    useDetected: 'Erkannte Einstellungen verwenden',
    encoding: 'Zeichenkodierung',
    encodings: {
      'utf-8': 'UTF-8',
      'utf-16le': 'UTF-16 LE',
      'utf-16be': 'UTF-16 BE',
      'windows-1252': 'Windows-1252 (Latin-1)',
    },
    delimiter: 'Trennzeichen',
    delimiters: {
      comma: 'Komma (,)',
      semicolon: 'Semikolon (;)',
      tab: 'Tabulator',
      pipe: 'Senkrechter Strich (|)',
    },
    quote: 'Anführungszeichen',
    quotes: { double: 'Doppeltes (")', single: "Einfaches (')" },
    header: 'Erste Zeile',
    headers: { yes: 'Benennt die Spalten', no: 'Enthält Daten (keine Kopfzeile)' },
    decimal: 'Dezimaltrennzeichen',
    decimals: { point: 'Punkt (1.5)', comma: 'Komma (1,5)' },
    thousands: 'Tausendertrennzeichen',
    thousandsOptions: {
      none: 'Keins (1000)',
      comma: 'Komma (1,000)',
      point: 'Punkt (1.000)',
      space: 'Leerzeichen (1 000)',
      apostrophe: "Apostroph (1'000)",
    },
    ragged: 'Zeilen mit zu wenigen oder zu vielen Feldern',
    raggedOptions: { keep: 'Behalten', skip: 'Überspringen' },
    booleanDigits: '0 und 1 als falsch und wahr lesen',
    sheet: 'Tabellenblatt',
    summary: (parts) => `Gelesen als ${parts}`,
    fromSheet: (sheet) => `Gelesen aus dem Tabellenblatt „${sheet}“`,
  },
  types: {
    heading: 'Spaltentypen',
    intro: 'Der Typ jeder Spalte wird aus ihren Werten erkannt; ändern Sie ihn, wenn er nicht stimmt.',
    type: (column) => `Typ von ${column}`,
    dateOrder: (column) => `Datumsreihenfolge von ${column}`,
    detectedKind: (kind) => `${kind} (erkannt)`,
    dateOrders: {
      auto: 'Wie erkannt',
      dmy: 'Tag zuerst (31.12.)',
      mdy: 'Monat zuerst (12/31)',
    },
    overridden: 'Von Ihnen geändert',
    ambiguous: 'Datumsreihenfolge unklar',
    ambiguousHint: 'Kein Wert unterscheidet Tag-zuerst von Monat-zuerst: prüfen Sie die Reihenfolge.',
    missing: (count) => `${count} fehlend`,
    nonConforming: (count, shown, kind) =>
      count === 1 ? `1 Wert ist nicht ${kind}:` : `${shown} Werte sind nicht ${kind}:`,
    kindNouns: {
      number: 'eine Zahl',
      date: 'ein Datum',
      datetime: 'ein Datum mit Uhrzeit',
      boolean: 'wahr oder falsch',
      category: 'eine Kategorie',
      id: 'eine ID',
      text: 'Text',
    },
    example: (row) => `Zeile ${row}:`,
    emptyValue: '(leer)',
  },
  anomalies: {
    summary: (count, shown) =>
      count === 1
        ? '1 Zeile braucht Aufmerksamkeit — ansehen'
        : `${shown} Zeilen brauchen Aufmerksamkeit — ansehen`,
    attention: (count, many) =>
      many ? `${count} Zeilen brauchen Aufmerksamkeit` : `${count} Zeile braucht Aufmerksamkeit`,
    raw: 'Rohtext',
    done: 'Was getan wurde',
    heading: 'Zeilen, die Aufmerksamkeit brauchen',
    listLabel: 'Zeilen, die Aufmerksamkeit brauchen, scrollbar',
    more: (listed, total) => `Die ersten ${listed} von ${total} sind aufgeführt.`,
    line: (line) => `Zeile ${line}`,
    kinds: {
      'short-row': 'Zu wenige Felder',
      'long-row': 'Zu viele Felder',
      'broken-quote': 'Ein Anführungszeichen wird nie geschlossen',
    },
    fields: (expected, found) => `${expected} Felder erwartet, ${found} gefunden`,
    actions: {
      padded: 'Mit leeren Zellen aufgefüllt',
      extra: 'Zusätzliche Felder in der Spalte „extra“ behalten',
      skipped: 'Übersprungen',
      kept: 'Wie gelesen behalten',
    },
  },
  reading: {
    label: 'Lesefortschritt',
    stages: {
      decode: 'Datei wird dekodiert …',
      parse: 'Zeilen werden gelesen …',
      type: 'Spaltentypen werden erkannt …',
      profile: 'Spalten werden profiliert …',
      insights: 'Erkenntnisse werden gesucht …',
    },
    cancel: 'Lesen abbrechen',
  },
};

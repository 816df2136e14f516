import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

/** The import screen: how a file was read (encoding, dialect, types), its anomalies, and the user's choices. */
export const dataImportMessages = {
  settings: {
    heading: 'Import settings',
    show: 'Show import settings',
    hide: 'Hide import settings',
    detected: 'Detected',
    chosen: 'Your choice',
    useDetected: 'Use the detected settings',
    encoding: 'Encoding',
    encodings: {
      'utf-8': 'UTF-8',
      'utf-16le': 'UTF-16 LE',
      'utf-16be': 'UTF-16 BE',
      'windows-1252': 'Windows-1252 (Latin-1)',
    },
    delimiter: 'Delimiter',
    delimiters: { comma: 'Comma (,)', semicolon: 'Semicolon (;)', tab: 'Tab', pipe: 'Pipe (|)' },
    quote: 'Quote character',
    quotes: { double: 'Double quote (")', single: "Single quote (')" },
    header: 'First row',
    headers: { yes: 'Names the columns', no: 'Is data (no header row)' },
    decimal: 'Decimal mark',
    decimals: { point: 'Point (1.5)', comma: 'Comma (1,5)' },
    thousands: 'Thousands separator',
    thousandsOptions: {
      none: 'None (1000)',
      comma: 'Comma (1,000)',
      point: 'Point (1.000)',
      space: 'Space (1 000)',
      apostrophe: "Apostrophe (1'000)",
    },
    ragged: 'Rows with too few or too many fields',
    raggedOptions: { keep: 'Keep them', skip: 'Skip them' },
    booleanDigits: 'Read 0 and 1 as false and true',
    sheet: 'Sheet',
    summary: (parts: string) => `Read as ${parts}`,
    fromSheet: (sheet: string) => `Read from the sheet “${sheet}”`,
  },
  types: {
    heading: 'Column types',
    intro: 'Each column’s type is detected from its values; change it if it is wrong.',
    type: (column: string) => `Type of ${column}`,
    dateOrder: (column: string) => `Date order of ${column}`,
    detectedKind: (kind: string) => `${kind} (detected)`,
    dateOrders: {
      auto: 'As detected',
      dmy: 'Day first (31/12)',
      mdy: 'Month first (12/31)',
    },
    overridden: 'Changed by you',
    ambiguous: 'Ambiguous date order',
    ambiguousHint: 'No value tells day-first from month-first: check the order.',
    missing: (count: string) => `${count} missing`,
    nonConforming: (count: number, shown: string, kind: string) =>
      `${shown} ${plural('en', count, { one: 'value is', other: 'values are' })} not ${kind}:`,
    kindNouns: {
      number: 'a number',
      date: 'a date',
      datetime: 'a date and time',
      boolean: 'true or false',
      category: 'a category',
      id: 'an ID',
      text: 'text',
    },
    example: (row: string) => `row ${row}:`,
    emptyValue: '(empty)',
  },
  anomalies: {
    summary: (count: number, shown: string) =>
      `${shown} ${plural('en', count, { one: 'row needs', other: 'rows need' })} attention — view`,
    attention: (count: number, shown: string) =>
      `${shown} ${plural('en', count, { one: 'row needs', other: 'rows need' })} attention`,
    raw: 'Raw text',
    done: 'What was done',
    heading: 'Rows that need attention',
    listLabel: 'Rows that need attention, scrollable',
    more: (listed: string, total: string) => `The first ${listed} of ${total} are listed.`,
    line: (line: string) => `Line ${line}`,
    kinds: {
      'short-row': 'Too few fields',
      'long-row': 'Too many fields',
      'broken-quote': 'A quote never closes',
    },
    fields: (expected: string, found: string) => `expected ${expected} fields, found ${found}`,
    actions: {
      padded: 'Padded with empty cells',
      extra: 'Extra fields kept in the “extra” column',
      skipped: 'Skipped',
      kept: 'Kept as read',
    },
  },
  reading: {
    label: 'Reading progress',
    stages: {
      decode: 'Decoding the file…',
      parse: 'Reading rows…',
      type: 'Detecting column types…',
      profile: 'Profiling columns…',
      insights: 'Finding insights…',
    },
    cancel: 'Cancel reading',
  },
} as const;

/** The shape every language's import catalogue has: the same keys and placeholders as English. */
export type DataImportMessages = Translation<typeof dataImportMessages>;

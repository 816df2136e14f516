import type { TextEncoding } from '../decode';
import { decodeWindows1252 } from '../windows-1252';
import type { ColumnKind } from '../types';
import { seeded, type Random } from '../../seeded-random';
import { buildWorkbook, type Cell } from './xlsx-builder';

type Style = { decimalComma: boolean };
/** A column of a generated file: its header, a cell for row `row`, and the type it must get. */
export type ColumnSpec = {
  name: string;
  expected: ColumnKind;
  cell: (random: Random, row: number, style: Style) => string;
};

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const decimal = (value: number, digits: number, style: Style) => {
  const text = value.toFixed(digits);
  return style.decimalComma ? text.replace('.', ',') : text;
};
const cities = ['Zürich', 'Malmö', 'São Paulo', 'Kraków', 'Montréal', 'Ålesund', 'Paris', 'Köln'];
const words = [
  'quick',
  'brown',
  'fox',
  'lazy',
  'dog',
  'data',
  'river',
  'stone',
  'light',
  'green',
  'café',
  'naïve',
];
const firstNames = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'John', 'Radia', 'Ken'];
const lastNames = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Allen',
  'Backus',
  'Perlman',
];
const zipCodes = Array.from({ length: 120 }, (_, index) =>
  pad((index * 7919 + (index % 3 ? 10000 : 0)) % 100000, 5),
);
const missing = ['N/A', 'NA', '', 'null', '-'];
/** About one cell in fifty missing, written as any of the usual tokens. */
const sometimesMissing = (random: Random, value: () => string) =>
  random.next() < 0.02 ? random.pick(missing) : value();
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const someDay = (random: Random) => {
  const year = random.int(1990, 2030);
  const month = random.int(1, 12);
  return { year, month, day: random.int(1, daysIn(year, month)) };
};

/** The column kinds a generated file draws from, each with the type it must be given. */
export const columnSpecs = {
  id: { name: 'id', expected: 'id', cell: (_, row) => String(row + 1) },
  orderKey: { name: 'order', expected: 'id', cell: (_, row) => `ORD-${pad(row * 7 + 3, 7)}` },
  uuid: {
    name: 'uuid',
    expected: 'id',
    cell: (random, row) =>
      `${pad(row, 8)}-${Array.from({ length: 4 }, () => random.int(0, 65535).toString(16).padStart(4, '0')).join('-')}`,
  },
  score: { name: 'score', expected: 'number', cell: (random) => String(random.int(1, 5)) },
  price: {
    name: 'price',
    expected: 'number',
    cell: (random, _, style) => decimal(random.next() * 500, 2, style),
  },
  amount: {
    name: 'amount',
    expected: 'number',
    cell: (random, _, style) =>
      sometimesMissing(random, () => decimal(random.next() * 2000 - 1000, 3, style)),
  },
  quantity: {
    name: 'quantity',
    expected: 'number',
    cell: (random) => sometimesMissing(random, () => String(random.int(0, 300))),
  },
  // Zip codes repeat across rows, and many start with 0.
  zip: { name: 'zip', expected: 'text', cell: (random) => zipCodes[random.int(0, zipCodes.length - 1)]! },
  city: { name: 'city', expected: 'category', cell: (random) => random.pick(cities) },
  yesNo: { name: 'active', expected: 'boolean', cell: (random) => random.pick(['yes', 'no', 'Yes', 'No']) },
  trueFalse: {
    name: 'verified',
    expected: 'boolean',
    cell: (random) => random.pick(['true', 'false', 'TRUE']),
  },
  flag: { name: 'flag', expected: 'number', cell: (random) => random.pick(['0', '1']) },
  isoDate: {
    name: 'signup',
    expected: 'date',
    cell: (random) => {
      const { year, month, day } = someDay(random);
      return `${year}-${pad(month, 2)}-${pad(day, 2)}`;
    },
  },
  dmyDate: {
    name: 'delivered',
    expected: 'date',
    cell: (random) => {
      const { year, month, day } = someDay(random);
      return `${pad(day, 2)}/${pad(month, 2)}/${year}`;
    },
  },
  mdyDate: {
    name: 'shipped',
    expected: 'date',
    cell: (random) => {
      const { year, month, day } = someDay(random);
      return `${month}/${day}/${year}`;
    },
  },
  timestamp: {
    name: 'seen_at',
    expected: 'datetime',
    cell: (random) => {
      const { year, month, day } = someDay(random);
      return `${year}-${pad(month, 2)}-${pad(day, 2)}T${pad(random.int(0, 23), 2)}:${pad(random.int(0, 59), 2)}:00Z`;
    },
  },
  name: {
    name: 'name',
    expected: 'text',
    cell: (random) => `${random.pick(firstNames)} ${random.pick(lastNames)}`,
  },
  note: {
    name: 'note',
    expected: 'text',
    cell: (random) => {
      const text = Array.from({ length: random.int(2, 8) }, () => random.pick(words)).join(' ');
      const roll = random.next();
      return roll < 0.1
        ? `${text}\n${random.pick(words)}`
        : roll < 0.2
          ? `${text}, "${random.pick(words)}"`
          : text;
    },
  },
  euro: {
    name: 'cost',
    expected: 'text',
    cell: (random, _, style) => `€${decimal(random.next() * 100, 2, style)}`,
  },
} satisfies Record<string, ColumnSpec>;

export type FileSpec = {
  name: string;
  columns: ColumnSpec[];
  rows: number;
  delimiter: ',' | ';' | '\t' | '|';
  decimalComma?: boolean;
  newline?: '\n' | '\r\n';
  encoding?: TextEncoding;
  bom?: boolean;
  /** How many rows are short and long (at random places past the first 30). */
  shortRows?: number;
  longRows?: number;
  trailingNewline?: boolean;
  /** Write no header row: the columns are then "Column 1", "Column 2", … */
  header?: false;
};

export type GeneratedFile = {
  spec: FileSpec;
  bytes: Uint8Array;
  /** The lines of the rows made short or long: each must be listed, and nothing else. */
  raggedLines: number[];
  rowCount: number;
};

function quoted(cell: string, delimiter: string): string {
  return /["\r\n]/.test(cell) || cell.includes(delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

let encoder1252: Map<string, number> | undefined;
function windows1252(text: string): Uint8Array {
  encoder1252 ??= new Map(
    Array.from({ length: 256 }, (_, byte) => [decodeWindows1252(new Uint8Array([byte])), byte] as const),
  );
  return Uint8Array.from(text, (char) => {
    const byte = encoder1252!.get(char);
    if (byte === undefined) throw new Error(`${char} has no Windows-1252 byte`);
    return byte;
  });
}

function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const start = bom ? 1 : 0;
  const bytes = new Uint8Array((text.length + start) * 2);
  const view = new DataView(bytes.buffer);
  if (bom) view.setUint16(0, 0xfeff, littleEndian);
  for (let index = 0; index < text.length; index++)
    view.setUint16((index + start) * 2, text.charCodeAt(index), littleEndian);
  return bytes;
}

function encode(text: string, encoding: TextEncoding, bom: boolean): Uint8Array {
  if (encoding === 'windows-1252') return windows1252(text);
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return utf16(text, encoding === 'utf-16le', bom);
  const bytes = new TextEncoder().encode(text);
  return bom ? new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]) : bytes;
}

/** Builds one file of the spec, remembering the line every ragged row starts on. */
export function generate(spec: FileSpec, seed: number): GeneratedFile {
  const random = seeded(seed);
  const style = { decimalComma: !!spec.decimalComma };
  const newline = spec.newline ?? '\n';
  const ragged = new Map<number, 'short' | 'long'>();
  for (let count = 0; count < (spec.shortRows ?? 0); count++)
    ragged.set(random.int(30, spec.rows - 1), 'short');
  for (let count = 0; count < (spec.longRows ?? 0); count++)
    ragged.set(random.int(30, spec.rows - 1), 'long');
  const records = spec.header === false ? [] : [spec.columns.map((column) => column.name)];
  const first = records.length;
  for (let row = 0; row < spec.rows; row++) {
    const cells = spec.columns.map((column) => column.cell(random, row, style));
    const kind = ragged.get(row);
    if (kind === 'short') cells.length = cells.length - random.int(1, Math.min(2, cells.length - 1));
    if (kind === 'long') cells.push(...Array.from({ length: random.int(1, 2) }, () => random.pick(words)));
    records.push(cells);
  }
  const raggedLines: number[] = [];
  let line = 1;
  const text = records
    .map((cells, index) => {
      const record = cells.map((cell) => quoted(cell, spec.delimiter)).join(spec.delimiter);
      if (index >= first && ragged.has(index - first)) raggedLines.push(line);
      line += 1 + (record.match(/\n/g)?.length ?? 0);
      return record;
    })
    .join(newline);
  const full = spec.trailingNewline === false ? text : text + newline;
  return {
    spec,
    bytes: encode(full, spec.encoding ?? 'utf-8', !!spec.bom),
    raggedLines,
    rowCount: spec.rows,
  };
}

/** A column of the generated workbook: its header, a cell for row `row`, and the type it must get. */
export type WorkbookColumn = {
  name: string;
  expected: ColumnKind;
  cell: (random: Random, row: number) => Cell;
};

/** The workbook's sheet of orders, each column with the type it must be given. */
export const workbookColumns: WorkbookColumn[] = [
  { name: 'order', expected: 'id', cell: (_, row) => `ORD-${pad(row * 7 + 3, 7)}` },
  {
    name: 'ordered',
    expected: 'date',
    cell: (random) => {
      const { year, month, day } = someDay(random);
      return { date: `${year}-${pad(month, 2)}-${pad(day, 2)}` };
    },
  },
  // Numbers, with one text cell a person typed into the column.
  {
    name: 'amount',
    expected: 'number',
    cell: (random, row) => (row === 17 ? 'call back' : Math.round(random.next() * 100_000) / 100),
  },
  { name: 'paid', expected: 'boolean', cell: (random) => random.next() < 0.6 },
  { name: 'city', expected: 'category', cell: (random) => random.pick(cities) },
  { name: 'score', expected: 'number', cell: (random) => random.int(1, 5) },
  {
    name: 'seen_at',
    expected: 'datetime',
    cell: (random) => {
      const { year, month, day } = someDay(random);
      return {
        datetime: `${year}-${pad(month, 2)}-${pad(day, 2)}T${pad(random.int(0, 23), 2)}:${pad(random.int(0, 59), 2)}:00`,
      };
    },
  },
];

export type GeneratedWorkbook = {
  bytes: Uint8Array;
  /** The sheet to choose by name (the second; the first is a summary). */
  sheet: string;
  sheets: string[];
  columns: WorkbookColumn[];
  rowCount: number;
};

/**
 * An .xlsx of the corpus: a summary sheet first, then the orders sheet (chosen by name) with a trailing column of
 * formatted but empty cells that must not become a column, and a few blank rows between the data.
 */
export function generateWorkbook(seed: number, rows = 300): GeneratedWorkbook {
  const random = seeded(seed);
  const header: Cell[] = [...workbookColumns.map((column) => column.name), { blank: true }];
  const data: Cell[][] = [];
  for (let row = 0; row < rows; row++) {
    data.push([...workbookColumns.map((column) => column.cell(random, row)), { blank: true }]);
    if (row % 97 === 50) data.push([]);
  }
  const sheets = ['Summary', 'Orders'];
  const bytes = buildWorkbook({
    sheets: [
      {
        name: 'Summary',
        rows: [
          ['metric', 'value'],
          ['orders', rows],
        ],
      },
      { name: 'Orders', rows: [header, ...data] },
    ],
  });
  return { bytes, sheet: 'Orders', sheets, columns: workbookColumns, rowCount: rows };
}

const c = columnSpecs;
const messySets: ColumnSpec[][] = [
  [c.id, c.name, c.city, c.score, c.price, c.isoDate],
  [c.orderKey, c.zip, c.quantity, c.amount, c.dmyDate, c.yesNo],
  [c.uuid, c.note, c.trueFalse, c.flag, c.timestamp, c.city],
  [c.id, c.mdyDate, c.price, c.zip, c.name, c.score, c.euro],
  [c.orderKey, c.city, c.amount, c.note, c.quantity, c.dmyDate, c.trueFalse],
];
const messyDelimiters = [',', ';', '\t', '|'] as const;
const messyEncodings = ['utf-8', 'windows-1252', 'utf-16le', 'utf-16be'] as const;

/** 40 files: every column set under every delimiter, spread over encodings, newlines, BOMs and ragged rows. */
export const messyCorpus: FileSpec[] = Array.from({ length: 40 }, (_, index) => {
  const delimiter = messyDelimiters[index % 4]!;
  const encoding = messyEncodings[Math.floor(index / 4) % 4]!;
  const columns = messySets[index % messySets.length]!;
  return {
    name: `messy-${index + 1}`,
    columns,
    rows: 100 + ((index * 37) % 400),
    delimiter,
    // The semicolon files write decimal commas, as European spreadsheets do; some comma files quote them.
    decimalComma: delimiter === ';' || index % 10 === 0,
    newline: index % 3 === 0 ? '\r\n' : '\n',
    encoding,
    bom: encoding.startsWith('utf-16') || index % 5 === 1,
    shortRows: index % 4 === 2 ? 0 : (index % 3) + 1,
    longRows: index % 4 === 3 ? 0 : index % 2 ? 2 : 1,
    trailingNewline: index % 7 !== 0,
    ...(index % 9 === 4 ? { header: false as const } : {}),
  };
});

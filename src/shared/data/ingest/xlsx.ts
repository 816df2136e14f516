import { datasetMaxBytes, datasetMaxColumns, datasetMaxRows } from '../../dataset-limits';
import { columnNames } from './column-names';
import { notText } from './json-values';
import { tooManyColumns, tooManyRows, workbookMaxUnpackedBytes, type IngestError } from './limits';
import type { ParsedTable } from './table';
import {
  attributes,
  elementStream,
  elements,
  firstElement,
  forEachElement,
  stringItem,
  xmlText,
} from './xml';
import {
  DamagedArchive,
  UnpackedTooLarge,
  inflateText,
  readText,
  zipEntries,
  type Budget,
  type ZipEntry,
} from './zip';

/**
 * An .xlsx workbook's sheet as a table (docs/decisions/036), loaded only when a workbook is dropped. Cells become
 * the text the CSV path would give, so the rest of the pipeline runs unchanged: numbers in their shortest exact
 * form (`0.1`, `1e+21`), dates as ISO `2024-03-01` or `2024-03-01T08:30:00`, booleans as `true` / `false`.
 */
export type WorkbookOptions = {
  /** The sheet by name; the first visible one when left out. */
  sheet?: string;
  /** False: the first non-empty row is data, and the columns are "Column 1", "Column 2", … */
  header?: boolean;
  /** What the parts read may unpack to (the zip bomb guard); the default is `workbookMaxUnpackedBytes`. */
  maxUnpackedBytes?: number;
};

export type Workbook =
  { ok: true; table: ParsedTable; sheet: string; sheets: string[] } | { ok: false; error: IngestError };

type SheetRef = { name: string; path: string; hidden: boolean };

/** How a cell's number is shown, which decides whether it is a date: by its style's number format. */
type NumberKind = 'date' | 'datetime' | 'time' | 'number';

/** Excel's built-in date and time formats (ECMA-376 §18.8.30, and the East Asian ones). */
function builtInKind(id: number): NumberKind {
  if ((id >= 14 && id <= 17) || (id >= 27 && id <= 31) || (id >= 34 && id <= 36) || (id >= 50 && id <= 58))
    return 'date';
  if (id === 22) return 'datetime';
  if ((id >= 18 && id <= 21) || id === 32 || id === 33 || id === 45 || id === 47) return 'time';
  return 'number';
}

/**
 * A format code's kind: its first section with quoted text, escapes, fills and brackets taken out, then `y` or `d`
 * (or `m` beside them) for a date, `h` or `s` for a time. `[h]:mm` is a duration: a number.
 */
export function formatKind(code: string): NumberKind {
  const section = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '')
    .split(';')[0]!;
  if (/\[(?:h+|m+|s+)\]/i.test(section)) return 'number';
  const plain = section.replace(/\[[^\]]*\]/g, '').toLowerCase();
  // `m` is the month beside `y` or `d`, or alone (`mmm`); beside `h` or `s` it is minutes.
  const date = /[yd]/.test(plain) || (/m/.test(plain) && !/[hs]/.test(plain));
  const time = /[hs]/.test(plain) || /am\/pm|a\/p/.test(plain);
  if (date && time) return 'datetime';
  if (date) return 'date';
  if (time) return 'time';
  return 'number';
}

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));

/** Year, month and day of a count of days since 1970-01-01 (Hinnant's `civil_from_days`), with no Date object. */
function civil(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** Days from 1970-01-01 back to each system's day 0. */
const epoch1900 = -25_569;
const epoch1904 = -24_107;

/**
 * A serial date as ISO text, or undefined outside Excel's range. Serials under 60 come before the 29 February 1900
 * that Excel invents (Lotus' leap-year bug), so they count from one day later. Seconds are rounded; no time zone.
 */
export function serialDate(serial: number, kind: NumberKind, date1904: boolean): string | undefined {
  if (!Number.isFinite(serial) || serial < 0 || serial >= 2_958_466) return undefined;
  const shifted = !date1904 && serial < 60 ? serial + 1 : serial;
  const seconds = Math.round(shifted * 86_400);
  const days = Math.floor(seconds / 86_400);
  const rest = seconds - days * 86_400;
  const time = `${pad2(Math.floor(rest / 3600))}:${pad2(Math.floor(rest / 60) % 60)}:${pad2(rest % 60)}`;
  if (kind === 'time' && serial < 1) return time;
  const date = civil(days + (date1904 ? epoch1904 : epoch1900));
  if (kind === 'date' && rest === 0) return date;
  return `${date}T${time}`;
}

/** A number as the typer reads it: the shortest text that is exactly the stored double. */
const shortest = /^-?(?:0|[1-9]\d{0,14})(?:\.\d{0,14}[1-9])?$/;

export function numberText(raw: string): string {
  // At most 15 significant digits, no trailing zero and no exponent: already the shortest exact text (two such
  // decimals are never the same double), unless so small that JavaScript would write an exponent.
  if (raw.length <= 17 && shortest.test(raw) && !/^-?0\.0{6}/.test(raw)) return raw;
  const value = Number(raw.trim());
  return raw.trim() !== '' && Number.isFinite(value) ? String(value) : raw;
}

const isoDate = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** An ISO date cell (`t="d"`, strict OOXML) as a date, or a date-time when it holds a time of day. */
function isoCell(raw: string): string {
  const match = isoDate.exec(raw.trim());
  if (!match) return raw;
  const [, day, hours, minutes, seconds = '00'] = match;
  if (hours === undefined || `${hours}${minutes}${seconds}` === '000000') return day!;
  return `${day}T${hours}:${minutes}:${seconds}`;
}

/** `A` is column 0, `AA` 26, `XFD` 16383; undefined for a reference without letters. */
function columnOf(reference: string): number | undefined {
  let column = 0;
  let index = 0;
  for (; index < reference.length; index++) {
    const code = reference.charCodeAt(index) & ~32;
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return index ? column - 1 : undefined;
}

/** A relationship's target, relative to the part that names it, as an entry name. */
function resolve(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

type Relationship = { type: string; target: string };

function relationships(text: string, base: string): Map<string, Relationship> {
  const found = new Map<string, Relationship>();
  for (const element of elements(text, 'Relationship')) {
    const attrs = attributes(element.attributes);
    if (attrs.Id && attrs.Target && attrs.TargetMode !== 'External')
      found.set(attrs.Id, { type: attrs.Type ?? '', target: resolve(base, attrs.Target) });
  }
  return found;
}

class Refusal extends Error {
  constructor(readonly error: IngestError) {
    super(error.code);
  }
}

type Reader = { bytes: Uint8Array; entries: Map<string, ZipEntry>; budget: Budget };

const text = (reader: Reader, name: string): string | undefined => {
  const entry = reader.entries.get(name);
  return entry && readText(reader.bytes, entry, reader.budget);
};

/** Each cell style's kind of number, by the `s` attribute's index into `cellXfs`. */
function styleKinds(styles: string | undefined): NumberKind[] {
  if (!styles) return [];
  const custom = new Map<number, NumberKind>();
  for (const element of elements(styles, 'numFmt')) {
    const attrs = attributes(element.attributes);
    if (attrs.numFmtId !== undefined) custom.set(Number(attrs.numFmtId), formatKind(attrs.formatCode ?? ''));
  }
  const cellXfs = firstElement(styles, 'cellXfs')?.body ?? '';
  const kinds: NumberKind[] = [];
  for (const element of elements(cellXfs, 'xf')) {
    const id = Number(attributes(element.attributes).numFmtId ?? 0);
    kinds.push(custom.get(id) ?? builtInKind(id));
  }
  return kinds;
}

function sharedStrings(reader: Reader, name: string | undefined): string[] {
  const entry = name === undefined ? undefined : reader.entries.get(name);
  const strings: string[] = [];
  if (!entry) return strings;
  const stream = elementStream('si', (source) => {
    forEachElement(source, 'si', (_, body) => strings.push(stringItem(body)));
  });
  inflateText(reader.bytes, entry, reader.budget, (piece) => stream.push(piece));
  stream.end();
  return strings;
}

const valuePattern = /<(?:[\w.-]+:)?v>([^<]*)<\/(?:[\w.-]+:)?v>/;
const cellAttributes = /\b(r|t|s)\s*=\s*"([^"]*)"/g;

type CellContext = { strings: string[]; kinds: NumberKind[]; date1904: boolean };

/** A cell's value as text: shared, inline and formula strings, numbers, dates by their style, booleans, errors. */
function cellValue(type: string, style: number, body: string, context: CellContext): string {
  if (type === 'inlineStr') {
    const inline = firstElement(body, 'is');
    return inline ? stringItem(inline.body) : '';
  }
  const raw = valuePattern.exec(body)?.[1];
  if (raw === undefined) return '';
  switch (type) {
    case 's':
      return context.strings[Number(raw)] ?? '';
    case 'b':
      return raw.trim() === '1' ? 'true' : raw.trim() === '0' ? 'false' : xmlText(raw);
    case 'd':
      return isoCell(xmlText(raw));
    case 'str':
    case 'e':
      return xmlText(raw);
    default: {
      const kind = context.kinds[style] ?? 'number';
      if (kind !== 'number') {
        const date = serialDate(Number(raw), kind, context.date1904);
        if (date !== undefined) return date;
      }
      return numberText(raw);
    }
  }
}

/**
 * The sheet's rows, scanned a piece at a time. The header is the first row with a value; empty rows are skipped
 * and each kept row remembers its sheet row number as its line. The width is where values are, never the sheet's
 * `dimension` (which a crafted file may set to a million columns): columns empty in every row at the left or the
 * right are left out, so a table placed at B2 reads as a table.
 */
function readSheet(reader: Reader, entry: ZipEntry, context: CellContext, hasHeader: boolean): ParsedTable {
  const columns: string[][] = [];
  let names: string[] | undefined = hasHeader ? undefined : [];
  const header: string[] = [];
  const lines: number[] = [];
  let rowNumber = 0;
  let first = Infinity;
  let last = -1;
  let wide = false;

  const readRow = (attrs: string, body: string) => {
    const declared = /\br\s*=\s*"(\d+)"/.exec(attrs);
    rowNumber = declared ? Number(declared[1]) : rowNumber + 1;
    // Cells go straight to their column at the next data row (or to the header); a row with no value leaves
    // nothing behind, as `lines` only grows when one is found.
    const at = lines.length;
    let found = false;
    let column = -1;
    forEachElement(body, 'c', (source, inner) => {
      let reference: string | undefined;
      let type = 'n';
      let style = 0;
      cellAttributes.lastIndex = 0;
      for (let attr = cellAttributes.exec(source); attr; attr = cellAttributes.exec(source)) {
        if (attr[1] === 'r') reference = attr[2];
        else if (attr[1] === 't') type = attr[2]!;
        else style = Number(attr[2]);
      }
      column = (reference === undefined ? undefined : columnOf(reference)) ?? column + 1;
      const value = inner ? cellValue(type, style, inner, context) : '';
      if (value === '') return;
      if (column < first) first = column;
      if (column > last) last = column;
      if (last - first + 1 > datasetMaxColumns) wide = true;
      if (wide) return;
      if (!found && names && at >= datasetMaxRows) throw new Refusal(tooManyRows);
      found = true;
      if (!names) {
        header[column] = value;
        return;
      }
      const values = (columns[column] ??= []);
      while (values.length < at) values.push('');
      // A cell written twice at one place (a damaged file) keeps the last value.
      values[at] = value;
    });
    if (!found) return;
    if (!names) names = header;
    else lines.push(rowNumber);
  };

  const stream = elementStream('row', (source) => forEachElement(source, 'row', readRow));
  inflateText(reader.bytes, entry, reader.budget, (piece) => stream.push(piece));
  stream.end();

  if (wide) throw new Refusal(tooManyColumns(last - first + 1));
  if (!names) throw new Refusal({ code: 'empty' });
  const rowCount = lines.length;
  if (rowCount === 0) throw new Refusal({ code: 'no-rows' });
  const kept: string[][] = [];
  const raw: string[] = [];
  for (let index = first; index <= last; index++) {
    const values = columns[index] ?? [];
    while (values.length < rowCount) values.push('');
    kept.push(values);
    raw.push((names as string[])[index] ?? '');
  }
  return { names: columnNames(raw), columns: kept, rowCount, lines };
}

const worksheetType = /\/worksheet$/;

/** The workbook's worksheets in order (chart sheets left out), with the part each lives in. */
function sheetList(workbook: string, rels: Map<string, Relationship>): SheetRef[] {
  const sheets: SheetRef[] = [];
  let position = 0;
  for (const element of elements(workbook, 'sheet')) {
    position++;
    const attrs = attributes(element.attributes);
    const rel = attrs.id === undefined ? undefined : rels.get(attrs.id);
    if (rel && !worksheetType.test(rel.type)) continue;
    const path = rel?.target ?? `xl/worksheets/sheet${position}.xml`;
    sheets.push({
      name: attrs.name ?? `Sheet${position}`,
      path,
      hidden: (attrs.state ?? 'visible') !== 'visible',
    });
  }
  return sheets;
}

/** Excel's sheet names are at most 31 characters; past 255 the workbook was not written by a spreadsheet. */
export const sheetNameMaxChars = 255;
/** Sheet names listed in the import report (a crafted 400 KB workbook named 60,000: a 15 MB report). */
export const sheetsListed = 1000;

const holdsNotText = (values: readonly string[]) => values.some((value) => notText.test(value));

/**
 * Reads one sheet of an .xlsx workbook: the chosen one by name, or the first visible one. Refused, with a code
 * the catalogue words, when the file is over 20 MB, is a zip but no workbook, is damaged, unpacks past the limit,
 * has no such sheet, or is over 500 columns or 1,000,000 rows.
 */
export function readWorkbook(bytes: Uint8Array, options: WorkbookOptions = {}): Workbook {
  if (bytes.length > datasetMaxBytes)
    return { ok: false, error: { code: 'too-large', max: datasetMaxBytes } };
  const entries = zipEntries(bytes);
  if (!entries) return { ok: false, error: { code: 'workbook-damaged' } };
  if (!entries.has('xl/workbook.xml')) return { ok: false, error: { code: 'not-a-workbook' } };
  const max = options.maxUnpackedBytes ?? workbookMaxUnpackedBytes;
  const reader: Reader = { bytes, entries, budget: { used: 0, max } };
  try {
    const workbook = text(reader, 'xl/workbook.xml')!;
    const rels = relationships(text(reader, 'xl/_rels/workbook.xml.rels') ?? '', 'xl/workbook.xml');
    const sheets = sheetList(workbook, rels);
    if (sheets.length === 0) return { ok: false, error: { code: 'empty' } };
    const chosen =
      options.sheet === undefined
        ? (sheets.find((sheet) => !sheet.hidden) ?? sheets[0]!)
        : sheets.find((sheet) => sheet.name === options.sheet);
    if (!chosen) return { ok: false, error: { code: 'sheet-not-found', sheet: options.sheet! } };
    const entry = entries.get(chosen.path);
    if (!entry) return { ok: false, error: { code: 'workbook-damaged' } };
    const part = (type: string, fallback: string) =>
      [...rels.values()].find((rel) => rel.type.endsWith(`/${type}`))?.target ??
      (entries.has(fallback) ? fallback : undefined);
    const properties = firstElement(workbook, 'workbookPr');
    const date1904 = /^(?:1|true)$/.test(attributes(properties?.attributes ?? '').date1904 ?? '');
    const stylesPart = part('styles', 'xl/styles.xml');
    const context: CellContext = {
      strings: sharedStrings(reader, part('sharedStrings', 'xl/sharedStrings.xml')),
      kinds: styleKinds(stylesPart === undefined ? undefined : text(reader, stylesPart)),
      date1904,
    };
    const table = readSheet(reader, entry, context, options.header !== false);
    // The names go to the import report: as many as a person picks from, each as long as a sheet name can be.
    if (sheets.some((sheet) => sheet.name.length > sheetNameMaxChars))
      return { ok: false, error: { code: 'workbook-damaged' } };
    const names = sheets.slice(0, sheetsListed).map((sheet) => sheet.name);
    // XML cannot hold NUL or an unpaired surrogate, yet `&#0;`, `_x0000_` or a raw byte spell them: damaged, as
    // JSON that spells them is not text (the server's database, like a text column, cannot store them).
    if (holdsNotText(names) || holdsNotText(table.names) || table.columns.some(holdsNotText))
      return { ok: false, error: { code: 'workbook-damaged' } };
    return { ok: true, table, sheet: chosen.name, sheets: names };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.error };
    if (error instanceof UnpackedTooLarge)
      return { ok: false, error: { code: 'workbook-too-large', max: error.max } };
    if (error instanceof DamagedArchive) return { ok: false, error: { code: 'workbook-damaged' } };
    throw error;
  }
}

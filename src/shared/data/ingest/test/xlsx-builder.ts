import { strToU8, zipSync, type Zippable } from 'fflate';
import { escapeHtml as escape } from '../../../escape-html';

/**
 * A tiny .xlsx writer for tests: the parts Excel writes (workbook, relationships, shared strings, styles, sheets),
 * zipped with fflate, so tests build the exact workbook they need, including crafted and broken ones.
 */
export type Cell =
  | string
  | number
  | boolean
  | null
  | { date: string }
  | { datetime: string }
  | { time: string }
  | { inline: string }
  | { formula: string; value: string }
  | { error: string }
  | { blank: true };

export type SheetSpec = {
  name: string;
  rows: Cell[][];
  /** The first row's number (1 when left out): a table that starts lower down. */
  firstRow?: number;
  /** The first column (0 = A): a table that starts further right. */
  firstColumn?: number;
  hidden?: boolean;
  /** A `<dimension ref>` to write, true or not (a crafted file claims a huge one). */
  dimension?: string;
  /** Cells without `r` references, as some writers omit them. */
  noReferences?: boolean;
  /** Row and cell elements with a namespace prefix (`<x:row>`), as the .NET SDK writes. */
  prefix?: string;
  mergeCells?: string[];
};

export type WorkbookSpec = {
  sheets: SheetSpec[];
  date1904?: boolean;
  /** More parts, as written (a zip bomb adds a huge one). */
  extra?: Zippable;
  /** Store (0) or deflate (the default) every part. */
  level?: 0 | 6 | 9;
};

export const columnName = (index: number): string => {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
};

/** Days since 1899-12-30 (the 1900 system, past March 1900), with the time of day as the fraction. */
export function serial(iso: string, date1904 = false): number {
  const [date, time = '00:00:00'] = iso.split('T');
  const [year, month, day] = date!.split('-').map(Number);
  const [hours, minutes, seconds] = time.split(':').map(Number);
  const ms = Date.UTC(year!, month! - 1, day!, hours, minutes, seconds);
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return (ms - epoch) / 86_400_000;
}

/** Styles: 0 general, 1 a date (built-in 14), 2 a date-time (custom 164), 3 a time (built-in 21), 4 two decimals. */
const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd\\ hh:mm:ss"/></numFmts>
<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>
<cellXfs count="5"><xf numFmtId="0" fontId="0"/><xf numFmtId="14" fontId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" applyNumberFormat="1"/><xf numFmtId="21" fontId="0" applyNumberFormat="1"/><xf numFmtId="2" fontId="0" applyNumberFormat="1"/></cellXfs>
</styleSheet>`;

function sheetXml(sheet: SheetSpec, strings: string[], date1904: boolean): string {
  const p = sheet.prefix ? `${sheet.prefix}:` : '';
  const index = new Map(strings.map((value, at) => [value, at]));
  const shared = (value: string) => {
    if (!index.has(value)) {
      index.set(value, strings.length);
      strings.push(value);
    }
    return index.get(value)!;
  };
  const firstRow = sheet.firstRow ?? 1;
  const firstColumn = sheet.firstColumn ?? 0;
  const rows = sheet.rows.map((cells, rowIndex) => {
    const number = firstRow + rowIndex;
    const xml = cells.map((cell, cellIndex) => {
      const ref = sheet.noReferences ? '' : ` r="${columnName(firstColumn + cellIndex)}${number}"`;
      if (cell === null) return '';
      if (typeof cell === 'string') return `<${p}c${ref} t="s"><${p}v>${shared(cell)}</${p}v></${p}c>`;
      if (typeof cell === 'number') return `<${p}c${ref}><${p}v>${cell}</${p}v></${p}c>`;
      if (typeof cell === 'boolean') return `<${p}c${ref} t="b"><${p}v>${cell ? 1 : 0}</${p}v></${p}c>`;
      if ('date' in cell) return `<${p}c${ref} s="1"><${p}v>${serial(cell.date, date1904)}</${p}v></${p}c>`;
      if ('datetime' in cell)
        return `<${p}c${ref} s="2"><${p}v>${serial(cell.datetime, date1904)}</${p}v></${p}c>`;
      if ('time' in cell)
        return `<${p}c${ref} s="3"><${p}v>${serial(`1899-12-30T${cell.time}`)}</${p}v></${p}c>`;
      if ('inline' in cell)
        return `<${p}c${ref} t="inlineStr"><${p}is><${p}t>${escape(cell.inline)}</${p}t></${p}is></${p}c>`;
      if ('formula' in cell)
        return `<${p}c${ref} t="str"><${p}f>${escape(cell.formula)}</${p}f><${p}v>${escape(cell.value)}</${p}v></${p}c>`;
      if ('error' in cell) return `<${p}c${ref} t="e"><${p}v>${escape(cell.error)}</${p}v></${p}c>`;
      return `<${p}c${ref} s="4"/>`;
    });
    return `<${p}row r="${number}">${xml.join('')}</${p}row>`;
  });
  const merges = sheet.mergeCells?.length
    ? `<${p}mergeCells count="${sheet.mergeCells.length}">${sheet.mergeCells.map((ref) => `<${p}mergeCell ref="${ref}"/>`).join('')}</${p}mergeCells>`
    : '';
  const dimension = sheet.dimension ? `<${p}dimension ref="${sheet.dimension}"/>` : '';
  const ns = sheet.prefix
    ? `xmlns:${sheet.prefix}="http://schemas.openxmlformats.org/spreadsheetml/2006/main"`
    : 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<${p}worksheet ${ns} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${dimension}<${p}cols><${p}col min="1" max="3" width="12"/></${p}cols><${p}sheetData>${rows.join('')}</${p}sheetData>${merges}</${p}worksheet>`;
}

/** The workbook as .xlsx bytes. */
export function buildWorkbook(spec: WorkbookSpec): Uint8Array {
  const strings: string[] = [];
  const sheets = spec.sheets.map((sheet) => sheetXml(sheet, strings, !!spec.date1904));
  const relationship = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${relationship}"><workbookPr${spec.date1904 ? ' date1904="1"' : ''}/><sheets>${spec.sheets
    .map(
      (sheet, index) =>
        `<sheet name="${escape(sheet.name)}" sheetId="${index + 1}"${sheet.hidden ? ' state="hidden"' : ''} r:id="rId${index + 1}"/>`,
    )
    .join('')}</sheets></workbook>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${spec.sheets
    .map(
      (_, index) =>
        `<Relationship Id="rId${index + 1}" Type="${relationship}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
    )
    .join(
      '',
    )}<Relationship Id="rIdS" Type="${relationship}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rIdT" Type="${relationship}/styles" Target="styles.xml"/></Relationships>`;
  const shared = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings
    .map((value) => `<si><t xml:space="preserve">${escape(value)}</t></si>`)
    .join('')}</sst>`;
  const files: Zippable = {
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
    ),
    'xl/workbook.xml': strToU8(workbook),
    'xl/_rels/workbook.xml.rels': strToU8(rels),
    'xl/sharedStrings.xml': strToU8(shared),
    'xl/styles.xml': strToU8(styles),
    ...Object.fromEntries(sheets.map((xml, index) => [`xl/worksheets/sheet${index + 1}.xml`, strToU8(xml)])),
    ...spec.extra,
  };
  return zipSync(files, { level: spec.level ?? 6 });
}

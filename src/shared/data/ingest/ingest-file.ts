import { ingestBytes, type IngestChoices, type IngestOptions, type Ingested } from './ingest';
import { typeTable } from './types';
import type { readWorkbook } from './xlsx';

/** The import screen's choices, and the sheet of a workbook (the first visible one when left out). */
export type FileChoices = IngestChoices & { sheet?: string };

const zipSignature = [0x50, 0x4b, 0x03, 0x04];
/** An OLE compound file: an old .xls, or a password-protected .xlsx (encrypted workbooks are wrapped in one). */
const compoundSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const workbookPart = new TextEncoder().encode('xl/workbook.xml');

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** Whether the bytes hold the name, as zip archives store entry names uncompressed. */
function includes(bytes: Uint8Array, needle: Uint8Array): boolean {
  const first = needle[0]!;
  for (
    let at = bytes.indexOf(first);
    at >= 0 && at + needle.length <= bytes.length;
    at = bytes.indexOf(first, at + 1)
  ) {
    let index = 1;
    while (index < needle.length && bytes[at + index] === needle[index]) index++;
    if (index === needle.length) return true;
  }
  return false;
}

/** What the file is: an .xlsx workbook, another zip or compound file (refused), or text for `ingestBytes`. */
export function sniffContainer(bytes: Uint8Array): 'xlsx' | 'other-archive' | 'text' {
  if (startsWith(bytes, zipSignature)) return includes(bytes, workbookPart) ? 'xlsx' : 'other-archive';
  if (startsWith(bytes, compoundSignature) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]))
    return 'other-archive';
  return 'text';
}

/** The Excel reader's module, loaded when a workbook comes: in the browser, its own chunk. */
export type WorkbookReader = () => Promise<{ readWorkbook: typeof readWorkbook }>;
const loadWorkbookReader: WorkbookReader = () => import('./xlsx');

/**
 * `workbookReader` replaces the dynamic import: the server's worker thread imports the reader statically, as a
 * worker thread run from source (tsx) cannot resolve a dynamic import of a TypeScript file.
 */
export type FileOptions = IngestOptions & { workbookReader?: WorkbookReader };

/**
 * A dropped file's bytes to a typed table, the one entry both workers call (docs/decisions/036): an .xlsx workbook
 * is read by the Excel reader, a chunk loaded only now; other archives are refused as `not-a-workbook`; anything
 * else is text for `ingestBytes`. `options.onProgress` is told how far the reading is, from inside its loops.
 */
export async function ingestFile(
  bytes: Uint8Array,
  choices: FileChoices = {},
  options: FileOptions = {},
): Promise<Ingested> {
  const container = sniffContainer(bytes);
  if (container === 'text') return ingestBytes(bytes, choices, options);
  if (container === 'other-archive') return { ok: false, error: { code: 'not-a-workbook' } };
  const { readWorkbook } = await (options.workbookReader ?? loadWorkbookReader)();
  const { onProgress } = options;
  onProgress?.({ stage: 'parse', done: 0, total: bytes.length });
  const read = readWorkbook(bytes, { sheet: choices.sheet, header: choices.dialect?.header });
  if (!read.ok) return read;
  onProgress?.({ stage: 'parse', done: bytes.length, total: bytes.length });
  const { types, values } = typeTable(read.table, {
    booleanDigits: choices.booleanDigits,
    overrides: choices.overrides,
    onProgress: onProgress && ((done, total) => onProgress({ stage: 'type', done, total })),
  });
  return {
    ok: true,
    format: 'xlsx',
    encoding: 'utf-8',
    table: read.table,
    anomalies: [],
    anomalyCount: 0,
    types,
    values,
    sheet: read.sheet,
    sheets: read.sheets,
  };
}

import { datasetMaxBytes } from '../../dataset-limits';
import { decodeWindows1252 } from './windows-1252';

/** The encodings a dataset may be in: what spreadsheets and databases export (docs/decisions/035). */
export const textEncodings = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type TextEncoding = (typeof textEncodings)[number];

export type DecodeError = { code: 'empty' } | { code: 'not-text' } | { code: 'too-large'; max: number };
export type Decoded =
  { ok: true; text: string; encoding: TextEncoding; bom: boolean } | { ok: false; error: DecodeError };

type Bom = { encoding: TextEncoding; length: number };

function byteOrderMark(bytes: Uint8Array): Bom | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return undefined;
}

/** The bytes read as UTF-8, or undefined when they are not valid UTF-8. */
function strictUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

const isUtf8 = (bytes: Uint8Array): boolean => strictUtf8(bytes) !== undefined;

/**
 * The encoding of the bytes, by the Encoding Standard's rule for files without a label: a byte order mark decides;
 * without one, bytes that are valid UTF-8 are UTF-8, and anything else is Windows-1252 (which every byte is).
 */
export function detectEncoding(bytes: Uint8Array): TextEncoding {
  return byteOrderMark(bytes)?.encoding ?? (isUtf8(bytes) ? 'utf-8' : 'windows-1252');
}

function decodeAs(bytes: Uint8Array, encoding: TextEncoding): string {
  return encoding === 'windows-1252'
    ? decodeWindows1252(bytes)
    : new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes);
}

// eslint-disable-next-line no-control-regex -- control characters are what mark a binary file
const controls = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/g;

/** Binary files hold NUL bytes, or many control characters; text never more than a stray few. */
function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true;
  const sample = text.slice(0, 64 * 1024);
  return (sample.match(controls)?.length ?? 0) > sample.length / 100;
}

/**
 * Bytes as text and the encoding read: detected, or the caller's choice (the user's override). A BOM is dropped
 * from the text. Refused only when over the size limit, empty, or not text at all.
 */
export function decodeBytes(bytes: Uint8Array, options: { encoding?: TextEncoding } = {}): Decoded {
  if (bytes.length > datasetMaxBytes)
    return { ok: false, error: { code: 'too-large', max: datasetMaxBytes } };
  const bom = byteOrderMark(bytes);
  // Without a BOM or a choice, the one strict UTF-8 reading both tells the encoding and is the text: a 20 MB file
  // is decoded once, not checked and then decoded again.
  const utf8 = options.encoding || bom ? undefined : strictUtf8(bytes);
  const encoding = options.encoding ?? bom?.encoding ?? (utf8 === undefined ? 'windows-1252' : 'utf-8');
  const skip = bom?.encoding === encoding ? bom.length : 0;
  const text = utf8 ?? decodeAs(bytes.subarray(skip), encoding);
  if (text.trim() === '') return { ok: false, error: { code: 'empty' } };
  if (looksBinary(text)) return { ok: false, error: { code: 'not-text' } };
  return { ok: true, text, encoding, bom: skip > 0 };
}

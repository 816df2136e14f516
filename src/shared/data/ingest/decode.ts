import { datasetMaxBytes } from '../../dataset-limits';
import { decodeWindows1252 } from './windows-1252';

/** The encodings a dataset may be in: what spreadsheets and databases export (docs/decisions/035). */
export const textEncodings = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type TextEncoding = (typeof textEncodings)[number];

export type DecodeError = { code: 'empty' } | { code: 'not-text' } | { code: 'too-large'; max: number };
export type Decoded =
  { ok: true; text: string; encoding: TextEncoding; bom: boolean } | { ok: false; error: DecodeError };

type Bom = { encoding: TextEncoding; length: number };

/** The encoding a byte order mark at the start of the bytes names, with its length; undefined without one. */
export function byteOrderMark(bytes: Uint8Array): Bom | undefined {
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

const tooLarge: Decoded = { ok: false, error: { code: 'too-large', max: datasetMaxBytes } };

/** The decoded text, or its refusal when it holds nothing or is not text at all: one rule for both decoders. */
function textOrRefusal(text: string, encoding: TextEncoding, bom: boolean): Decoded {
  if (text.trim() === '') return { ok: false, error: { code: 'empty' } };
  if (looksBinary(text)) return { ok: false, error: { code: 'not-text' } };
  return { ok: true, text, encoding, bom };
}

/** The parts the browser worker reads and decodes a file in, reporting progress after each: 1 MiB. */
export const decodeChunkBytes = 1 << 20;

/**
 * Decodes a file's bytes as they come, front to back: `decodeTo(end)` decodes `bytes` up to `end` (the bytes read so
 * far; those before it must not change), `finish()` answers what `decodeBytes` answers for all of `bytes`: the
 * same encoding rule (a BOM or the choice decides; else strict UTF-8, and Windows-1252 when that fails, read again
 * from the start), the same text and the same refusals. Each part is decoded with `TextDecoder`'s `stream: true`,
 * which keeps a character cut between two parts whole, so the text is the one a single call gives. Lets the
 * browser worker decode each part of a file while the next is read, and report progress in between
 * (docs/decisions/080). `decodeBytes` stays one call: Node decodes strict UTF-8 in one call about twice as fast as
 * in parts with `stream: true` (18.6 MB: 123–129 ms against 221–250), and the server reads a file it already holds whole.
 */
export class ChunkedDecoder {
  private readonly parts: string[] = [];
  private decoded = 0;
  private started = false;
  private encoding: TextEncoding = 'utf-8';
  private skip = 0;
  /** Strict UTF-8 (no BOM, no choice) until a byte is not UTF-8. */
  private strict = false;
  private decoder: TextDecoder | undefined;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly options: { encoding?: TextEncoding } = {},
  ) {}

  private start() {
    this.started = true;
    const bom = byteOrderMark(this.bytes);
    this.strict = !this.options.encoding && !bom;
    this.encoding = this.options.encoding ?? bom?.encoding ?? 'utf-8';
    this.skip = bom?.encoding === this.encoding ? bom.length : 0;
    this.decoded = this.skip;
    this.decoder =
      this.encoding === 'windows-1252'
        ? undefined
        : new TextDecoder(this.encoding, { ignoreBOM: true, fatal: this.strict });
  }

  /** Not UTF-8 after all: the bytes so far again as Windows-1252, as `decodeBytes` reads them. */
  private toWindows1252(end: number) {
    this.strict = false;
    this.encoding = 'windows-1252';
    this.decoder = undefined;
    this.parts.length = 0;
    this.parts.push(decodeWindows1252(this.bytes.subarray(0, end)));
    this.decoded = end;
  }

  decodeTo(end: number): void {
    const { bytes } = this;
    if (bytes.length > datasetMaxBytes) return;
    // The BOM is read from the first three bytes (or all of a shorter file).
    if (!this.started) {
      if (end < Math.min(3, bytes.length)) return;
      this.start();
    }
    if (end <= this.decoded) return;
    const part = bytes.subarray(this.decoded, end);
    if (!this.decoder) this.parts.push(decodeWindows1252(part));
    else if (!this.strict) this.parts.push(this.decoder.decode(part, { stream: true }));
    else
      try {
        this.parts.push(this.decoder.decode(part, { stream: true }));
      } catch {
        return this.toWindows1252(end);
      }
    this.decoded = end;
  }

  finish(): Decoded {
    const { bytes } = this;
    if (bytes.length > datasetMaxBytes) return tooLarge;
    this.decodeTo(bytes.length);
    if (!this.started) this.start();
    if (this.decoder)
      try {
        this.parts.push(this.decoder.decode());
      } catch {
        this.toWindows1252(bytes.length);
      }
    return textOrRefusal(this.parts.join(''), this.encoding, this.skip > 0);
  }
}

/**
 * Bytes as text and the encoding read: detected, or the caller's choice (the user's override). A BOM is dropped
 * from the text. Refused only when over the size limit, empty, or not text at all.
 */
export function decodeBytes(bytes: Uint8Array, options: { encoding?: TextEncoding } = {}): Decoded {
  if (bytes.length > datasetMaxBytes) return tooLarge;
  const bom = byteOrderMark(bytes);
  // Without a BOM or a choice, the one strict UTF-8 reading both tells the encoding and is the text: a 20 MB file
  // is decoded once, not checked and then decoded again.
  const utf8 = options.encoding || bom ? undefined : strictUtf8(bytes);
  const encoding = options.encoding ?? bom?.encoding ?? (utf8 === undefined ? 'windows-1252' : 'utf-8');
  const skip = bom?.encoding === encoding ? bom.length : 0;
  return textOrRefusal(utf8 ?? decodeAs(bytes.subarray(skip), encoding), encoding, skip > 0);
}

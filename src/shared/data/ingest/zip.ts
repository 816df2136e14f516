import { Inflate } from 'fflate';

/**
 * A zip archive read from its central directory (docs/decisions/036): names and where each entry's bytes are, so
 * only the parts a workbook needs are ever inflated, in any order, and each in bounded steps.
 */
export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused when read. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  localOffset: number;
};

/** Raised when the parts read so far unpack to more than the budget allows: a zip bomb, or a sheet too big. */
export class UnpackedTooLarge extends Error {
  constructor(readonly max: number) {
    super(`unpacked over ${max} bytes`);
  }
}
/** Raised for an archive that cannot be read: cut short, encrypted, an unknown method, a damaged stream. */
export class DamagedArchive extends Error {}

/** Bytes unpacked across every part read, refused past `max` (the guard against zip bombs). */
export type Budget = { used: number; max: number };

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
const localHeader = 0x04034b50;
const zip64Marker = 0xffffffff;

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) + u16(bytes, at + 2) * 65536) >>> 0;
const u64 = (bytes: Uint8Array, at: number) => u32(bytes, at) + u32(bytes, at + 4) * 2 ** 32;

const utf8 = new TextDecoder('utf-8');

/** Sizes and offset too large for 32 bits live in the zip64 extra field (id 1), in this order, when marked. */
function zip64(bytes: Uint8Array, start: number, end: number, entry: ZipEntry, uncompressed: number) {
  for (let at = start; at + 4 <= end;) {
    const id = u16(bytes, at);
    const size = u16(bytes, at + 2);
    if (id === 1) {
      let field = at + 4;
      if (uncompressed === zip64Marker) field += 8;
      if (entry.compressedSize === zip64Marker) {
        entry.compressedSize = u64(bytes, field);
        field += 8;
      }
      if (entry.localOffset === zip64Marker) entry.localOffset = u64(bytes, field);
      return;
    }
    at += 4 + size;
  }
}

/** The entries of the archive by name, or undefined when there is no readable central directory. */
export function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> | undefined {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65535); at--) {
    if (u32(bytes, at) === endOfDirectory) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = new Map<string, ZipEntry>();
  let at = u32(bytes, end + 16);
  while (at + 46 <= bytes.length && u32(bytes, at) === directoryEntry) {
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > bytes.length) return undefined;
    const entry: ZipEntry = {
      name: utf8.decode(bytes.subarray(at + 46, nameEnd)),
      method: u16(bytes, at + 10),
      encrypted: (u16(bytes, at + 8) & 1) === 1,
      compressedSize: u32(bytes, at + 20),
      localOffset: u32(bytes, at + 42),
    };
    zip64(bytes, nameEnd, nameEnd + extraLength, entry, u32(bytes, at + 24));
    if (!entries.has(entry.name)) entries.set(entry.name, entry);
    at = nameEnd + extraLength + commentLength;
  }
  return entries;
}

/** Compressed bytes fed to the inflater per step: deflate expands at most ~1,032 times, so a step stays bounded. */
const step = 16 * 1024;

/**
 * Calls `onChunk` with the entry's unpacked bytes, a bounded piece at a time, counting every byte against the
 * budget and stopping with `UnpackedTooLarge` as soon as it is spent, whatever sizes the archive claims.
 */
export function inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: Budget,
  onChunk: (chunk: Uint8Array) => void,
): void {
  const at = entry.localOffset;
  if (entry.encrypted || at + 30 > bytes.length || u32(bytes, at) !== localHeader)
    throw new DamagedArchive(entry.name);
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new DamagedArchive(entry.name);
  const data = bytes.subarray(start, end);
  const take = (chunk: Uint8Array) => {
    budget.used += chunk.length;
    if (budget.used > budget.max) throw new UnpackedTooLarge(budget.max);
    if (chunk.length > 0) onChunk(chunk);
  };
  if (entry.method === 0) {
    for (let offset = 0; offset < data.length; offset += step) take(data.subarray(offset, offset + step));
    return;
  }
  if (entry.method !== 8) throw new DamagedArchive(entry.name);
  const inflater = new Inflate((chunk) => take(chunk));
  try {
    if (data.length === 0) inflater.push(data, true);
    for (let offset = 0; offset < data.length; offset += step)
      inflater.push(data.subarray(offset, offset + step), offset + step >= data.length);
  } catch (error) {
    // fflate's own errors carry a numeric code; the budget's and the caller's pass through as they are.
    const code = (error as { code?: unknown } | null)?.code;
    if (error instanceof Error && typeof code === 'number') throw new DamagedArchive(entry.name);
    throw error;
  }
}

/** The entry's text (UTF-8, or UTF-16 with a byte order mark, as XML allows), a decoded piece at a time. */
export function inflateText(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: Budget,
  onText: (text: string) => void,
): void {
  let decoder: TextDecoder | undefined;
  inflateEntry(bytes, entry, budget, (chunk) => {
    decoder ??= new TextDecoder(
      chunk[0] === 0xff && chunk[1] === 0xfe
        ? 'utf-16le'
        : chunk[0] === 0xfe && chunk[1] === 0xff
          ? 'utf-16be'
          : 'utf-8',
    );
    onText(decoder.decode(chunk, { stream: true }));
  });
  if (decoder) onText(decoder.decode());
}

/** The whole entry as one string: for the small parts (workbook, relationships, styles). */
export function readText(bytes: Uint8Array, entry: ZipEntry, budget: Budget): string {
  const pieces: string[] = [];
  inflateText(bytes, entry, budget, (text) => pieces.push(text));
  return pieces.join('');
}

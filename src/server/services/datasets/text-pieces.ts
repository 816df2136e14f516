import { createReadStream } from 'node:fs';

/**
 * Bytes read and decoded at a time: a spooled upload is never held whole, and what a piece leaves behind (its
 * text, rows and cells) is small enough to die young, so the worker thread's heap stays near what it keeps.
 */
export const defaultPieceBytes = 64 * 1024;

/** The file is not UTF-8 text (or holds NUL bytes, as binary files do). */
export class NotText extends Error {}

/** Where the text comes from: the path of a spooled upload, or bytes already in memory. */
export type TextSource = Uint8Array | string;

/**
 * The UTF-8 text of a file, a piece at a time, as `decodeDatasetText` (shared/dataset-parse.ts) reads it whole:
 * a leading BOM dropped, and `NotText` thrown for bytes that are not UTF-8 or for a NUL anywhere.
 */
export async function* textPieces(
  source: TextSource,
  pieceBytes = defaultPieceBytes,
): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const decode = (bytes?: Uint8Array) => {
    let text: string;
    try {
      text = bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw new NotText();
    }
    if (text.includes('\u0000')) throw new NotText();
    return text;
  };
  const chunks =
    typeof source === 'string'
      ? createReadStream(source, { highWaterMark: pieceBytes })
      : slices(source, pieceBytes);
  for await (const bytes of chunks) yield decode(bytes);
  yield decode();
}

function* slices(bytes: Uint8Array, size: number) {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

/** What a URL pull keeps of the last version it stored: its size in bytes and SHA-256 (hex). */
export type PreviousVersion = { length: number; digest: string };

const lineFeed = 0x0a;
const carriageReturn = 0x0d;
const quote = 0x22;

/**
 * Where a pulled CSV's new records start, when the file grew from the end of the version stored last (a growing
 * log or export): it is longer, its first `length` bytes hash to that version's digest, every double quote in them
 * pairs up (no quoted field left open across the boundary) and the last record there was complete (it ended with
 * a line break, or the byte after it is one). Otherwise null: the file changed before its end.
 */
export async function grownFrom(path: string, previous: PreviousVersion): Promise<number | null> {
  const { length } = previous;
  if (length <= 0 || (await stat(path)).size <= length) return null;
  const hash = createHash('sha256');
  let quotes = 0;
  let last = 0;
  const prefix = createReadStream(path, { start: 0, end: length - 1, highWaterMark: 1024 * 1024 });
  for await (const chunk of prefix as AsyncIterable<Buffer>) {
    hash.update(chunk);
    for (let at = chunk.indexOf(quote); at !== -1; at = chunk.indexOf(quote, at + 1)) quotes++;
    last = chunk[chunk.length - 1]!;
  }
  if (hash.digest('hex') !== previous.digest || quotes % 2 !== 0) return null;
  if (last === lineFeed) return length;
  const next = Buffer.alloc(1);
  const handle = await open(path);
  try {
    await handle.read(next, 0, 1, length);
  } finally {
    await handle.close();
  }
  return next[0] === lineFeed || next[0] === carriageReturn ? length : null;
}

/**
 * Writes to `to` the file's header record (its first line, a quoted line break inside it included) followed by
 * its bytes from `start`: the new records of a grown CSV under their header. False when nothing but blank lines
 * follows `start`.
 */
export async function writeNewRecords(path: string, start: number, to: string): Promise<boolean> {
  const handle = await open(path);
  let header: Buffer | undefined;
  let tailHasText = false;
  try {
    const buffer = Buffer.alloc(64 * 1024);
    // The header: up to the first line feed outside quotes, read until found.
    const parts: Buffer[] = [];
    let quotes = 0;
    for (let offset = 0; header === undefined && offset < start;) {
      const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, start - offset), offset);
      if (bytesRead === 0) break;
      const chunk = buffer.subarray(0, bytesRead);
      for (let at = 0; at < chunk.length; at++) {
        if (chunk[at] === quote) quotes++;
        else if (chunk[at] === lineFeed && quotes % 2 === 0) {
          parts.push(Buffer.from(chunk.subarray(0, at + 1)));
          header = Buffer.concat(parts);
          break;
        }
      }
      if (header === undefined) parts.push(Buffer.from(chunk));
      offset += bytesRead;
    }
    for (let offset = start; !tailHasText;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
      if (bytesRead === 0) break;
      tailHasText = buffer.subarray(0, bytesRead).toString('latin1').trim() !== '';
      offset += bytesRead;
    }
  } finally {
    await handle.close();
  }
  if (header === undefined || !tailHasText) return false;
  const out = createWriteStream(to);
  out.write(header);
  await pipeline(createReadStream(path, { start }), out);
  return true;
}

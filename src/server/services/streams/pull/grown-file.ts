import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

/** What a URL pull keeps of the last version it stored: its size in bytes and SHA-256 (hex). */
export type PreviousVersion = { length: number; digest: string };

const lineFeed = 0x0a;
const carriageReturn = 0x0d;
const quote = 0x22;

const comma = 0x2c;

/**
 * A comma-separated text read byte by byte as the data core reads a quoted CSV, to tell whether a prefix ends
 * between records. Anything a reader could take two ways (a quote inside an unquoted field, text after a closing
 * quote) makes it `irregular`: such a file is appended whole, never cut.
 */
class RecordState {
  private fieldStart = true;
  private quoted = false;
  private closed = false;
  irregular = false;

  read(chunk: Buffer) {
    for (let at = 0; at < chunk.length && !this.irregular; at++) {
      const byte = chunk[at]!;
      if (this.quoted) {
        if (byte === quote) [this.quoted, this.closed] = [false, true];
      } else if (this.closed) {
        // `""` inside a quoted field, or the field's end; anything else after a closing quote is irregular.
        if (byte === quote) [this.quoted, this.closed] = [true, false];
        else if (byte === comma || byte === lineFeed || byte === carriageReturn) {
          [this.closed, this.fieldStart] = [false, true];
        } else this.irregular = true;
      } else if (byte === quote) {
        if (this.fieldStart) [this.quoted, this.fieldStart] = [true, false];
        else this.irregular = true;
      } else this.fieldStart = byte === comma || byte === lineFeed || byte === carriageReturn;
    }
  }

  /** Outside any quoted field, with nothing irregular read. */
  get between() {
    return !this.irregular && !this.quoted;
  }
}

/**
 * Where a pulled CSV's new records start, when the file grew from the end of the version stored last (a growing
 * log or export): it is longer, its first `length` bytes hash to that version's digest, read as a CSV they end
 * outside any quoted field with nothing a reader could take two ways, and the last record there was complete: it
 * ended with a line feed, or the bytes after it are a line break (a `\r\n` split between the versions counts
 * whole). Otherwise null: the file changed before its end, or it cannot be cut safely, and is appended whole.
 */
export async function grownFrom(path: string, previous: PreviousVersion): Promise<number | null> {
  const { length } = previous;
  if (length <= 0 || (await stat(path)).size <= length) return null;
  const hash = createHash('sha256');
  const records = new RecordState();
  let last = 0;
  const prefix = createReadStream(path, { start: 0, end: length - 1, highWaterMark: 1024 * 1024 });
  for await (const chunk of prefix as AsyncIterable<Buffer>) {
    hash.update(chunk);
    records.read(chunk);
    last = chunk[chunk.length - 1]!;
  }
  if (hash.digest('hex') !== previous.digest || !records.between) return null;
  if (last === lineFeed) return length;
  const next = Buffer.alloc(2);
  const handle = await open(path);
  try {
    await handle.read(next, 0, 2, length);
  } finally {
    await handle.close();
  }
  // The version ended with `\r` and this one goes on with `\n`: one line break, the new records after it.
  if (last === carriageReturn) return next[0] === lineFeed ? length + 1 : null;
  if (next[0] === lineFeed) return length + 1;
  if (next[0] === carriageReturn && next[1] === lineFeed) return length + 2;
  return null;
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

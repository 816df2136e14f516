import { createWriteStream } from 'node:fs';
import { open, rename, stat, unlink } from 'node:fs/promises';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { datasetObjectName } from '../../storage/buckets';
import type { ObjectStore } from '../../storage/object-store';
import { rewriteOnReader } from '../datasets/rewrite-on-reader';

/**
 * A batch's own spooled file removed, gone already or not (never written): one `unlink`, where `rm` with `force`
 * would `lstat` it first (ADR 081: a system call less per file and batch on the main thread).
 */
export async function removeSpooled(path: string) {
  await unlink(path).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  });
}

export async function writeText(path: string, text: string | Uint8Array, flags: 'w' | 'a') {
  const out = createWriteStream(path, { flags });
  out.end(text);
  await once(out, 'finish');
}

/**
 * The stored file decompressed to `path`. When columns were added, each record is rewritten under the new header
 * with empty cells for them, on the reading thread (docs/decisions/088); otherwise bytes are copied.
 */
export async function copyStoredFile(
  storage: ObjectStore,
  spoolDir: string,
  dataset: { id: string; objectName: string | null },
  path: string,
  width: number,
  columns: string[],
): Promise<boolean> {
  const object = await storage.open('datasets', datasetObjectName(dataset.id, dataset.objectName));
  if (!object) return false;
  if (columns.length === width) {
    await pipeline(object.stream(), createGunzip(), createWriteStream(path));
    // A file taken as it came (a pulled CSV) may end without a line break: the records appended start a line.
    if (!(await endsWithLineBreak(path))) await writeText(path, '\r\n', 'a');
    return true;
  }
  const decompressed = createGunzip();
  // A failure destroys `decompressed` with its error, which the rewrite's read throws.
  void pipeline(object.stream(), decompressed).catch(() => {});
  const padded = await rewriteOnReader(decompressed, { as: 'padded', width, columns }, spoolDir);
  await rename(padded, path);
  return true;
}

/** Whether the file's last byte is a line feed (an empty file has nothing to end). */
async function endsWithLineBreak(path: string): Promise<boolean> {
  const { size } = await stat(path);
  if (size === 0) return true;
  const handle = await open(path, 'r');
  try {
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    return last[0] === 0x0a;
  } finally {
    await handle.close();
  }
}

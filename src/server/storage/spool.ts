import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** Where uploads wait while they are read: beside the file store, on this instance's disk. */
export const spoolDirOf = (dataDir: string) => join(dataDir, 'storage', '.uploads');

/**
 * Streams an upload to a file of a server-made name, runs `withPath` on its path and removes it, whatever happens:
 * the worker thread reads the file from disk rather than being handed the bytes.
 */
export async function withSpooledFile<T>(
  dir: string,
  body: ReadableStream<Uint8Array>,
  withPath: (path: string) => Promise<T>,
): Promise<T> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, randomUUID());
  try {
    await pipeline(Readable.fromWeb(body as NodeReadableStream), createWriteStream(path));
    return await withPath(path);
  } finally {
    await rm(path, { force: true });
  }
}

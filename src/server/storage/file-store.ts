import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  appendFile,
  copyFile,
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { assertStoredName, contentTypeOf, isStoredName, objectEtag, type Bucket } from './buckets';
import { ObjectGone, type ObjectStore } from './object-store';
import { spoolDirIn } from './spool';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `root/<bucket>/<name>` (the embedded default keeps `DATA_DIR/storage`), their type told by their
 * name: read and written by the operating system's threads, never through the database's single thread. A write
 * goes to the spool (`root/.uploads`) and is renamed into place, so a reader sees the whole file or none, and what
 * a write cut off by a killed process leaves is swept with the spool's other leftovers.
 */
export function fileStore(root: string): ObjectStore {
  const pathOf = (bucket: Bucket, name: string) => {
    assertStoredName(bucket, name);
    return join(root, bucket, name);
  };
  const temporary = spoolDirIn(root);
  const list = async (bucket: Bucket) => {
    try {
      return (await readdir(join(root, bucket))).sort();
    } catch (error) {
      if (missing(error)) return [];
      throw error;
    }
  };

  /** Writes a file in the spool with `write` and renames it into place; what a failed write left is removed. */
  const writeInPlace = async (bucket: Bucket, name: string, write: (partial: string) => Promise<void>) => {
    const target = pathOf(bucket, name);
    await Promise.all([
      mkdir(join(root, bucket), { recursive: true }),
      mkdir(temporary, { recursive: true }),
    ]);
    const partial = join(temporary, randomUUID());
    try {
      await write(partial);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  };

  return {
    put: async (bucket, name, contentType, body) => {
      assertStoredName(bucket, name, contentType);
      await writeInPlace(bucket, name, async (partial) => {
        if (body instanceof Uint8Array) await writeFile(partial, body);
        else await pipeline(Readable.from(body), createWriteStream(partial));
      });
    },
    putAppended: async (bucket, name, contentType, from, tail) => {
      assertStoredName(bucket, name, contentType);
      const source = pathOf(bucket, from);
      await writeInPlace(bucket, name, async (partial) => {
        // The kernel copies the file (copy_file_range, or a clone where the file system can).
        await copyFile(source, partial).catch((error: unknown) => {
          throw missing(error) ? new ObjectGone(bucket, from) : error;
        });
        await appendFile(partial, tail);
      });
    },
    get: async (bucket, name) => {
      try {
        const data = await readFile(pathOf(bucket, name));
        return { contentType: contentTypeOf(name), size: data.length, data, etag: objectEtag(bucket, name) };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    open: async (bucket, name) => {
      const path = pathOf(bucket, name);
      try {
        const { size } = await stat(path);
        return {
          contentType: contentTypeOf(name),
          size,
          etag: objectEtag(bucket, name),
          stream: () => createReadStream(path, { highWaterMark: 256 * 1024 }),
        };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    delete: async (bucket, name) => {
      await rm(pathOf(bucket, name), { force: true });
    },
    list,
    // A file's modification time is its write's last byte: `put` writes it in the spool and renames it into place
    // (a rename keeps the time), so a file in the bucket is whole and its age counts from the end of its write.
    storedBefore: async (bucket, ageMs) => {
      const before = Date.now() - ageMs;
      const names: string[] = [];
      for (const name of (await list(bucket)).filter(isStoredName)) {
        const stats = await stat(pathOf(bucket, name)).catch(() => undefined);
        if (stats?.isFile() && stats.mtimeMs <= before) names.push(name);
      }
      return names;
    },
  };
}

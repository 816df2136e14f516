import { join } from 'node:path';
import type { Database } from '../db/client';
import { storageObjects } from '../db/schema/index';
import { buckets, type Bucket } from './buckets';
import { chunkStore } from './chunk-store';
import { fileStore } from './file-store';
import type { ObjectStore } from './object-store';

/**
 * The store for uploaded files (docs/decisions/029-file-storage.md): files under `DATA_DIR/storage` beside the
 * embedded database, chunk rows in PostgreSQL, which every instance shares.
 */
export const openObjectStore = (database: Database, dataDir: string): ObjectStore =>
  database.kind === 'pglite' ? fileStore(join(dataDir, 'storage')) : chunkStore(database.db);

/**
 * On the embedded database, moves any object still in the database (the files kept there before, which the
 * migration turned into chunk rows) to the file store, one at a time; answers how many moved. A move that
 * stops half-way is finished by the next start: a row is deleted only once its file is in place.
 */
export async function moveObjectsToFiles(database: Database, files: ObjectStore): Promise<number> {
  if (database.kind !== 'pglite') return 0;
  const rows = await database.db
    .select({
      bucket: storageObjects.bucket,
      name: storageObjects.name,
      contentType: storageObjects.contentType,
    })
    .from(storageObjects);
  const chunks = chunkStore(database.db);
  for (const row of rows) {
    if (!(buckets as readonly string[]).includes(row.bucket)) continue;
    const bucket = row.bucket as Bucket;
    const opened = await chunks.open(bucket, row.name);
    if (opened) await files.put(bucket, row.name, row.contentType, opened.stream());
    await chunks.delete(bucket, row.name);
  }
  return rows.length;
}

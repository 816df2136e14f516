import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storageObjects } from '../db/schema/index';
import type { ObjectStore } from './object-store';

const objectIs = (bucket: string, name: string) =>
  and(eq(storageObjects.bucket, bucket), eq(storageObjects.name, name));

/** Files kept in the `storage_objects` table: one stateful component to run and back up (docs/architecture.md). */
export const databaseStore = (db: Db): ObjectStore => ({
  put: async (bucket, name, contentType, bytes) => {
    const data = Buffer.from(bytes);
    await db
      .insert(storageObjects)
      .values({ bucket, name, contentType, size: data.length, data })
      .onConflictDoUpdate({
        target: [storageObjects.bucket, storageObjects.name],
        set: { contentType, size: data.length, data },
      });
  },
  get: async (bucket, name) => {
    const [row] = await db
      .select({
        contentType: storageObjects.contentType,
        size: storageObjects.size,
        data: storageObjects.data,
      })
      .from(storageObjects)
      .where(objectIs(bucket, name));
    if (!row) return undefined;
    return { ...row, etag: `"${createHash('sha256').update(row.data).digest('base64url')}"` };
  },
  delete: async (bucket, name) => {
    await db.delete(storageObjects).where(objectIs(bucket, name));
  },
});

import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storageChunks, storageObjects } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/test-app';
import { moveObjectsToFiles } from './open-store';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp('pglite');
});
afterAll(() => testApp?.close());

it('moves files kept in the embedded database (chunk rows after the migration) to DATA_DIR/storage', async () => {
  const { db } = testApp.database;
  const name = `${randomUUID()}.gz`;
  const bytes = randomBytes(300_000);
  await db
    .insert(storageObjects)
    .values({ bucket: 'datasets', name, contentType: 'application/gzip', size: 0 });
  await db.insert(storageChunks).values([
    { bucket: 'datasets', name, seq: 0, data: bytes.subarray(0, 262_144) },
    { bucket: 'datasets', name, seq: 1, data: bytes.subarray(262_144) },
  ]);

  expect(await moveObjectsToFiles(testApp.database, testApp.deps.storage)).toBe(1);
  expect(readFileSync(join(testApp.env.DATA_DIR, 'storage', 'datasets', name)).equals(bytes)).toBe(true);
  expect(await db.select().from(storageObjects)).toEqual([]);
  expect(await db.select().from(storageChunks)).toEqual([]);
  // Done once: the next start has nothing to move.
  expect(await moveObjectsToFiles(testApp.database, testApp.deps.storage)).toBe(0);
});

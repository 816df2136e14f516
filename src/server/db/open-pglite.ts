import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths';
import type { Db, OpenOptions } from './client';
import { lockDataDir } from './data-dir-lock';
import { openPgliteWithPlans } from './pglite';
import { openPgliteOnThread } from './pglite-on-thread';
import { countingQueries } from './pglite-waiting';
import * as schema from './schema';

/** PGlite in this thread. */
async function openHere(dir: string | undefined, loadDataDir: Blob | undefined) {
  return { client: await openPgliteWithPlans(dir, loadDataDir), ping: undefined };
}

/** PGlite on a thread of its own, which keeps the plans there and answers pings itself (docs/decisions/089). */
async function openOnThread(
  dir: string | undefined,
  loadDataDir: Blob | undefined,
  onEnded?: (error: Error) => void,
) {
  const dump = loadDataDir ? await loadDataDir.arrayBuffer() : undefined;
  const client = await openPgliteOnThread({ dir, loadDataDir: dump }, onEnded);
  return { client: client as unknown as PGlite, ping: client.ping };
}

/**
 * The embedded database: PGlite in `$DATA_DIR/db` under the data directory's lock (one process at a time),
 * or in memory for `memory://` (tests); on a thread of its own when `ownThread`.
 */
export async function openPglite({ url, dataDir, loadDataDir, ownThread, onThreadEnded }: OpenOptions) {
  const inMemory = url === 'memory://';
  const unlock = inMemory ? async () => {} : await lockDataDir(dataDir);
  const dir = inMemory ? undefined : join(dataDir, 'db');
  const { client, ping } = await (
    ownThread ? openOnThread(dir, loadDataDir, onThreadEnded) : openHere(dir, loadDataDir)
  ).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const counted = countingQueries(client);
  const db = drizzle(counted.client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite' as const,
    migrate: () => migrate(db, { migrationsFolder: migrationsDir }),
    ping:
      ping ??
      (async () => {
        await db.execute(sql`select 1`);
      }),
    queriesWaiting: counted.waiting,
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

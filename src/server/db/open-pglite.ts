import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths';
import type { Db, OpenOptions } from './client';
import { lockDataDir } from './data-dir-lock';
import { openMemoryPglite, openPgliteDir } from './pglite';
import { withPreparedStatements } from './pglite-statements';
import { countingQueries } from './pglite-waiting';
import * as schema from './schema';

/**
 * The embedded database: PGlite in `$DATA_DIR/db` under the data directory's lock (one process at a time),
 * or in memory for `memory://` (tests).
 */
export async function openPglite({ url, dataDir, loadDataDir }: OpenOptions) {
  const inMemory = url === 'memory://';
  const unlock = inMemory ? async () => {} : await lockDataDir(dataDir);
  const client: PGlite = inMemory
    ? openMemoryPglite(loadDataDir)
    : await openPgliteDir(join(dataDir, 'db')).catch(async (error: unknown) => {
        await unlock();
        throw error;
      });
  const counted = countingQueries(withPreparedStatements(client));
  const db = drizzle(counted.client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite' as const,
    migrate: () => migrate(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    queriesWaiting: counted.waiting,
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

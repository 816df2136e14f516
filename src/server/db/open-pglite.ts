import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths';
import type { Db, OpenOptions } from './client';
import { openMemoryPglite, openPgliteDir } from './pglite';
import { withPreparedStatements } from './pglite-statements';
import * as schema from './schema';

/** The embedded database: PGlite in `$DATA_DIR/db`, or in memory for `memory://` (tests). */
export async function openPglite({ url, dataDir, loadDataDir }: OpenOptions) {
  const client: PGlite =
    url === 'memory://' ? openMemoryPglite(loadDataDir) : await openPgliteDir(join(dataDir, 'db'));
  const db = drizzle(withPreparedStatements(client), { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite' as const,
    migrate: () => migrate(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { sharedPerTurn } from './shared-per-turn';
import { openMemoryPglite, openPgliteDir } from './pglite';
import { withPreparedStatements } from './pglite-statements';
import { migratePostgres } from './postgres-migrate';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export type OpenOptions = {
  url?: string;
  dataDir: string;
  /** For an in-memory PGlite: start from this dump of a data directory (tests load a migrated one). */
  loadDataDir?: Blob;
};

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const { migrate, close, ...database } = options.url?.startsWith('postgres')
    ? openPostgres(options.url)
    : await openPglite(options);
  await migrate();
  let closing: Promise<void> | undefined;
  // Health checks under load share one round trip to the database rather than queueing thousands.
  return { ...database, ping: sharedPerTurn(database.ping), close: () => (closing ??= close()) };
}

async function openPglite({ url, dataDir, loadDataDir }: OpenOptions) {
  const client: PGlite =
    url === 'memory://' ? openMemoryPglite(loadDataDir) : await openPgliteDir(join(dataDir, 'db'));
  const db = drizzlePglite(withPreparedStatements(client), { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite' as const,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

function openPostgres(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3000 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePostgres(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres' as const,
    // One instance at a time: several may start together on one database (docs/decisions/025).
    migrate: () => migratePostgres(url, migrationsDir),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

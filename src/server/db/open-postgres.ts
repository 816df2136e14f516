import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrationsDir } from '../paths';
import type { Db } from './client';
import { migratePostgres } from './postgres-migrate';
import * as schema from './schema';

/** PostgreSQL at `url`, through a pool of ten connections. */
export function openPostgres(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3000 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
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

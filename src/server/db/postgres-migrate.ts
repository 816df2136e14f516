import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** A fixed key every Tessera instance takes while it migrates (any 64-bit number; this one is ours). */
const migrationLockKey = 7_361_024_517;

/**
 * Brings a PostgreSQL schema up to date under a session advisory lock on one connection. Instances starting
 * together (a first deployment, a rolling update with a new migration) take turns: the first migrates, the
 * others then find nothing to do. Without it they run the same DDL at once and all but one fail to start.
 */
export async function migratePostgres(url: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    // Ending the session releases the lock, also when a migration failed.
    await client.end();
  }
}

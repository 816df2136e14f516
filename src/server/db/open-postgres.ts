import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrationsDir } from '../paths';
import type { Db } from './client';
import { migratePostgres } from './postgres-migrate';
import * as schema from './schema';
import { postgresStatementTimeoutMs } from './statement-timeout';

/**
 * PostgreSQL at `url`, through a pool of ten connections. Nothing waits long on a database that stopped or
 * froze: a connection (or a free pool slot) within 2 s, a statement within 5 s on the server and an answer
 * within 6 s on this side; the caller then gets a 503 (lib/database-outage).
 */
export function openPostgres(url: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 2_000,
    statement_timeout: postgresStatementTimeoutMs,
    query_timeout: 6_000,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  pool.on('connect', keepSlotsThroughOutages);
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres' as const,
    // One instance at a time: several may start together on one database (docs/decisions/025).
    migrate: () => migratePostgres(url, migrationsDir),
    ping: async () => {
      await pool.query('select 1');
    },
    queriesWaiting: () => pool.waitingCount,
    close: () => pool.end(),
  };
}

/**
 * A checked-out client whose connection drops emits 'error', which with no listener crashes the process; the
 * query in flight reports the failure anyway. And drizzle's `transaction()` never releases a client whose
 * `begin` failed (it is outside its try/finally): after ten such failures during an outage the pool would
 * stay empty after the database came back. Such a client is handed back here, broken, so the pool replaces it.
 */
function keepSlotsThroughOutages(client: pg.PoolClient) {
  client.on('error', () => {});
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
    if (text === 'begin' && result instanceof Promise) {
      result.catch((error: Error) => {
        try {
          client.release(error);
        } catch {
          // Already given back.
        }
      });
    }
    return result;
  };
}

import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client';

/** What pg-boss asks of a database it does not open itself (its `db` option). */
export type SqlExecutor = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * The app's own database handle as pg-boss's `db`: the PostgreSQL pool (so the queue shares its ten connections
 * and their timeouts), or the embedded PGlite, which runs one statement at a time for everyone. pg-boss sends
 * its schema changes and maintenance as several statements in one text without parameters (`BEGIN; …; COMMIT`):
 * PGlite runs those with `exec` (the simple protocol), and answers the last statement's rows as node-postgres
 * does for one.
 */
export function sqlExecutor(database: Database): SqlExecutor {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as PGlite;
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

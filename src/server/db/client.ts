import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { usesPostgres } from './database-url';
import { sharedPerTurn } from './shared-per-turn';
import type * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  /**
   * Queries waiting for the database: PostgreSQL, for a free connection of the pool; the embedded database,
   * behind the one query it runs at a time (the metrics read it).
   */
  queriesWaiting: () => number;
  close: () => Promise<void>;
};

export type OpenOptions = {
  url?: string;
  dataDir: string;
  /** For an in-memory PGlite: start from this dump of a data directory (tests load a migrated one). */
  loadDataDir?: Blob;
  /**
   * The embedded database on a thread of its own, off the request thread (docs/decisions/089): the server's
   * when `EMBEDDED_DATABASE_THREAD=true`. Otherwise, and for tests and the admin command, in the caller's.
   */
  ownThread?: boolean;
  /** Told when that thread ends unasked (it cannot come back: the server exits, for its supervisor to restart). */
  onThreadEnded?: (error: Error) => void;
};

/**
 * Opens the configured database and brings its schema up to date. Only the chosen database's driver is
 * loaded: the embedded default never holds node-postgres, nor PostgreSQL mode PGlite (the idle-memory budget).
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const { migrate, close, ...database } = usesPostgres(options.url)
    ? (await import('./open-postgres')).openPostgres(options.url)
    : await (await import('./open-pglite')).openPglite(options);
  await migrate();
  let closing: Promise<void> | undefined;
  // Health checks under load share one round trip to the database rather than queueing thousands.
  return { ...database, ping: sharedPerTurn(database.ping), close: () => (closing ??= close()) };
}

import pg from 'pg';
import type { TestApp } from './test-app';

/**
 * `work` run while another instance's batch, stuck mid-write, holds the stream's lock (services/streams/
 * stream-lock.ts) in an open transaction on a connection of its own (PostgreSQL only), released after.
 */
export async function holdingStreamLock(app: TestApp, streamId: string, work: () => Promise<void>) {
  const holder = new pg.Client({ connectionString: app.env.DATABASE_URL });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock(49001, hashtext($1))', [streamId]);
    await work();
  } finally {
    await holder.query('rollback');
    await holder.end();
  }
}

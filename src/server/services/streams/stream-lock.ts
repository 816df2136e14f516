import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postgresStatementTimeoutMs } from '../../db/statement-timeout';
import { isLockTimeout } from '../../db/unavailable';
import { tooManyRequests } from '../../lib/rate-limited';
import type { IngestStores } from './ingest-types';

/**
 * A batch waits this long for the stream's lock held by another instance, then is a 429 to retry in 5 s: less than
 * the pool's statement timeout, which would end the wait first (a 503).
 */
export const streamLockWaitMs = postgresStatementTimeoutMs - 1_000;

/** The class of the advisory locks one stream's batches take on PostgreSQL (`pg_advisory_xact_lock(int, int)`). */
const streamLockClass = 49_001;

/**
 * `work` holding the stream's lock across instances, with the connection it must use. On PostgreSQL: a transaction
 * that takes `pg_advisory_xact_lock` on the stream, so a batch on another instance waits for this one's whole
 * read–write of the dataset file (at most `lockWaitMs`, then a 429: no request waits without end); what `work` notes
 * on the way (a stream error) is committed even when it then refuses the batch. The embedded database has one process
 * (the data folder's lock), whose queue above is the stream's lock, and one connection: `work` runs on it, outside a
 * transaction that would stall every other query for as long as the file is read.
 */
export async function underStreamLock<T>(
  stores: IngestStores,
  streamId: string,
  work: (db: Db) => Promise<T>,
) {
  if (stores.kind === 'pglite') return work(stores.db);
  const waitMs = Math.trunc(stores.lockWaitMs ?? streamLockWaitMs);
  const outcome = await stores.db
    .transaction(async (tx) => {
      await tx.execute(streamLockWithin(streamId, waitMs));
      return work(tx as unknown as Db).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      );
    })
    .catch((error: unknown) => {
      if (isLockTimeout(error)) throw tooManyRequests(5);
      throw error;
    });
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/**
 * SQL: the stream's advisory lock, waited for at most `waitMs`, in one round trip (three statements before, each a
 * round trip on a batch's critical path, docs/decisions/086). The nested selects run in order (`offset 0` keeps
 * each one a step of its own): the transaction's `lock_timeout` is set, the lock taken, and the timeout set back to
 * none, so the batch's later statements wait as any other.
 */
const streamLockWithin = (streamId: string, waitMs: number) =>
  sql`select set_config('lock_timeout', '0', true) from (
        select pg_advisory_xact_lock(${streamLockClass}, hashtext(${streamId})) from (
          select set_config('lock_timeout', ${String(waitMs)}, true) offset 0
        ) as timeout_set offset 0
      ) as locked`;

import { and, isNotNull, lt, sql } from 'drizzle-orm';
import { idempotencyKeyDays, pendingSecretHours } from '../../../shared/data-streams';
import type { Db } from '../../db/client';
import { dataStreams } from '../../db/schema/index';

const batch = 1000;

/**
 * Deletes what streams keep only for a while: receipts (`Idempotency-Key`s, delivery ids, body digests) older than
 * `idempotencyKeyDays`, a batch at a time so no delete holds many locks, and handshake secrets nobody confirmed
 * within `pendingSecretHours`. Safe on every instance at once. Returns how many receipts and secrets went.
 */
export async function pruneStreamLeftovers(db: Db): Promise<{ receipts: number; pendingSecrets: number }> {
  let receipts = 0;
  for (;;) {
    const deleted = await db.execute(sql`
      delete from data_stream_receipts where ctid in (
        select ctid from data_stream_receipts
        where created_at < now() - make_interval(days => ${idempotencyKeyDays}) limit ${batch}
      ) returning key`);
    const count = (deleted as unknown as { rows: unknown[] }).rows.length;
    receipts += count;
    if (count < batch) break;
  }
  const cleared = await db
    .update(dataStreams)
    .set({ pendingSecret: null, pendingSecretAt: null })
    .where(
      and(
        isNotNull(dataStreams.pendingSecretAt),
        lt(dataStreams.pendingSecretAt, sql`now() - make_interval(hours => ${pendingSecretHours})`),
      ),
    )
    .returning({ id: dataStreams.id });
  return { receipts, pendingSecrets: cleared.length };
}

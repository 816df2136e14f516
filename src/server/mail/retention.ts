import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';

/**
 * Sent mail is kept a month (did the reset link go out?), mail that failed for good or expired unsent three
 * months.
 */
export const sentMailKeptDays = 30;
export const failedMailKeptDays = 90;
const batch = 1000;

/**
 * Deletes outbox rows past their keeping time, a batch at a time so no delete holds many locks for long.
 * Safe on every instance at once: a row two instances both pick is deleted once. Returns how many went.
 */
export async function pruneOldMail(db: Db): Promise<number> {
  const old = or(
    and(
      eq(mailOutbox.status, 'sent'),
      lt(mailOutbox.sentAt, sql`now() - make_interval(days => ${sentMailKeptDays})`),
    ),
    and(
      inArray(mailOutbox.status, ['failed', 'expired']),
      lt(mailOutbox.createdAt, sql`now() - make_interval(days => ${failedMailKeptDays})`),
    ),
  );
  let pruned = 0;
  for (;;) {
    const ids = db.select({ id: mailOutbox.id }).from(mailOutbox).where(old).limit(batch);
    const deleted = await db
      .delete(mailOutbox)
      .where(inArray(mailOutbox.id, ids))
      .returning({ id: mailOutbox.id });
    pruned += deleted.length;
    if (deleted.length < batch) return pruned;
  }
}

import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, verifications } from '../../db/schema/index';

const batch = 1000;

/**
 * Deletes sessions and verification rows (reset links, emailed codes, OAuth state) past their expiry. better-auth
 * deletes an expired session only when its cookie comes back, so without this the table keeps every session a
 * browser abandoned. A batch at a time, so no delete holds many locks; safe on every instance at once.
 */
export async function pruneExpiredAuthRows(db: Db): Promise<{ sessions: number; verifications: number }> {
  const counts = { sessions: 0, verifications: 0 };
  for (const [key, table] of [
    ['sessions', sessions],
    ['verifications', verifications],
  ] as const) {
    for (;;) {
      const ids = db
        .select({ id: table.id })
        .from(table)
        .where(lt(table.expiresAt, sql`now()`))
        .limit(batch);
      const deleted = await db.delete(table).where(inArray(table.id, ids)).returning({ id: table.id });
      counts[key] += deleted.length;
      if (deleted.length < batch) break;
    }
  }
  return counts;
}

import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import type { DbOrTx } from '../../mail/outbox';

// Whether a session passed the second factor (docs/decisions/032), marked by auth/session-verification.ts.

/** Whether the user has two-factor on (read from the database on every call). */
export async function hasTwoFactorOn(db: Db, userId: string): Promise<boolean> {
  const [user] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return user?.on === true;
}

/** Marks the session as having passed the second factor, and ends the user's sessions that never did. */
export async function passedSecondFactor(db: Db, userId: string, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ twoFactorVerified: true })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
    await tx
      .delete(sessions)
      .where(
        and(eq(sessions.userId, userId), ne(sessions.id, sessionId), eq(sessions.twoFactorVerified, false)),
      );
  });
}

/** With two-factor off there is nothing for a session to have passed: turning it on again starts afresh. */
export async function forgetSecondFactorPasses(db: DbOrTx, userId: string): Promise<void> {
  await db.update(sessions).set({ twoFactorVerified: false }).where(eq(sessions.userId, userId));
}

/** Whether this session of this user passed the second factor (read from the database on every call). */
export async function sessionPassedSecondFactor(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: sessions.twoFactorVerified })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.verified === true;
}

import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { AccountSession } from '../../../shared/account';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { describeUserAgent, networkOf } from './device';

/** The user's unexpired sessions, most recently active first; the caller's own is marked `current`. */
export async function listAccountSessions(
  db: Db,
  userId: string,
  currentSessionId: string,
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
  return rows.map((row) => {
    const current = row.id === currentSessionId;
    return {
      id: row.id,
      ...describeUserAgent(row.userAgent),
      address: networkOf(row.ipAddress),
      createdAt: row.createdAt.toISOString(),
      // better-auth stamps a session when it refreshes it (at most daily); the caller's is active right now.
      lastActiveAt: (current ? new Date() : row.updatedAt).toISOString(),
      current,
    };
  });
}

/** Deletes one of the user's sessions; false when the user has no session with that id. */
export async function revokeAccountSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Deletes every session of the user but this one; answers how many went. */
export async function revokeOtherAccountSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}

import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/index';
import type { DbOrTx } from '../mail/outbox';
import { sessionMakingPaths } from './second-factor';

/** An authenticator or backup code, at sign-in, when turning two-factor on, or in a signed-in session. */
const codeChecks = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
/** Paths that make a session, which stands for a user with two-factor on only when a trusted device skipped the code. */
const signInPaths = new Set(['/sign-in/email', ...sessionMakingPaths]);

/**
 * docs/decisions/032: a session records whether it passed the account's second factor. Its after hook runs after
 * the two-factor plugin's (list it after that plugin), so a session still standing at sign-in is either a user
 * without two-factor or a device trusted after a code. A session that passes the second factor also ends the
 * user's sessions that never did: turning two-factor on leaves only the session that turned it on.
 */
export function sessionVerification(db: Db) {
  return {
    id: 'tessera-session-verification',
    hooks: {
      after: [
        {
          matcher: (ctx) => codeChecks.has(ctx.path ?? '') || signInPaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const made = ctx.context.newSession;
            if (codeChecks.has(ctx.path)) {
              if (made) return passedSecondFactor(db, made.user.id, made.session.id);
              // A code entered in a session that already existed (no new session): that session passed it.
              if (isAPIError(ctx.context.returned)) return;
              const current = await getSessionFromCtx(ctx);
              if (current) await passedSecondFactor(db, current.user.id, current.session.id);
              return;
            }
            if (made && (await hasTwoFactorOn(db, made.user.id))) {
              await passedSecondFactor(db, made.user.id, made.session.id);
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

async function hasTwoFactorOn(db: Db, userId: string): Promise<boolean> {
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

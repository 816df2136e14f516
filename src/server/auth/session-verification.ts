import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Db } from '../db/client';
import { hasTwoFactorOn, passedSecondFactor } from '../services/account/second-factor-passes';
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

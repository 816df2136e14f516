import { Hono, type Context } from 'hono';
import { loginSchema, signUpSchema } from '../../../shared/auth-schemas';
import { authMessages } from '../../../shared/i18n/messages/auth';
import { paths } from '../../../shared/paths';
import {
  changePasswordRequestSchema,
  emailRequestSchema,
  resetPasswordSchema,
  socialSignInSchema,
  verifyEmailQuerySchema,
} from '../../../shared/auth-requests';
import type { AppEnv } from '../../app-env';
import { failureGuard, type GuardOutcome } from '../../services/account/failure-guard';
import { pendingSignInUser } from '../../services/account/pending-sign-in';
import { issueSignUpProof } from '../../services/account/sign-up-proof';
import { ApiError } from '../../lib/api-error';
import { callerBucket, clientAddress } from '../../lib/client-address';
import { consumePoint } from '../../lib/rate-limit';
import { assertAllowed, enforceRateLimits } from '../../lib/rate-limited';
import { completeInvitedSignUp, invitationNamedAtSignUp } from '../../services/workspace/invitation-sign-up';
import { handleResetRequest } from '../../services/account/reset-requests';
import { consumeAccountMailAllowance } from '../../services/account/account-mail-allowance';
import { bodyObject, check, forwardToAuth, toCaller, withCookie, withJson } from './auth-proxy';

/**
 * better-auth endpoints the product uses and that need nothing of ours beyond the request guard and the
 * answer's shape. This is an allow-list: every other better-auth endpoint (a new one in an update too) answers
 * 404. Profile, workspace, admin, session and sign-in-method changes go through our own routes, with our
 * validation, role checks and proof of holding the account (`/api/account/sessions`,
 * `/api/account/sign-in-methods`: docs/decisions/017).
 */
const passThrough = {
  GET: ['/get-session', '/callback/:id'],
  POST: ['/sign-out'],
};

/** A second-factor code: at sign-in (a pending sign-in cookie) or confirming enrolment (a session). */
const codeChecks = ['/two-factor/verify-totp', '/two-factor/verify-backup-code'];

const sessionOf = (c: Context<AppEnv>) => c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });

const limitSignedInSecret = (c: Context<AppEnv>, userId: string | undefined) => {
  const { limiters } = c.var.deps;
  return enforceRateLimits([
    { limiter: limiters.secretChecksByAddress, key: callerBucket(c) },
    ...(userId ? [{ limiter: limiters.secretChecksByAccount, key: userId }] : []),
  ]);
};

/** The single-use key of a sign-in's authenticator code (shared with confirm-identity), or null for a backup code. */
function authenticatorCodeKey(c: Context<AppEnv>, userId: string): string | null {
  const { code } = bodyObject(c);
  return c.req.path.endsWith('/verify-totp') && typeof code === 'string' ? `${userId}:${code}` : null;
}

/** The error code of one of our error answers. */
const errorCodeOf = async (response: Response) =>
  response.ok ? undefined : ((await response.clone().json()) as { error: { code: string } }).error.code;

/** `/api/auth/*`: better-auth behind our limits, our input rules and our error shape. */
export const authRoutes = new Hono<AppEnv>()
  .post('/sign-in/email', async (c) => {
    const body = bodyObject(c);
    const { email, password } = check(loginSchema, body);
    const { limiters, env, logger } = c.var.deps;
    const address = callerBucket(c);
    const guard = failureGuard(
      {
        attemptsByAddress: limiters.signInAttemptsByAddress,
        failuresByAddress: limiters.signInFailuresByAddress,
        failuresByAccountAndAddress: limiters.signInFailuresByAccountAndAddress,
        failuresByAccount: limiters.signInFailuresByAccount,
      },
      { account: email, address },
    );
    assertAllowed(await guard.check());
    const rememberMe = typeof body.rememberMe === 'boolean' ? body.rememberMe : undefined;
    let response = await toCaller(await forwardToAuth(c, { email, password, rememberMe }));
    let outcome: GuardOutcome = response.ok ? 'success' : response.status === 401 ? 'failure' : 'other';
    if ((await errorCodeOf(response)) === 'EMAIL_NOT_VERIFIED') {
      // The right password for an unconfirmed address. With confirmation on, saying so would tell whoever
      // just signed up with it whether the address was new: answer as for a wrong password (docs/decisions/014).
      if (env.EMAIL_CONFIRMATION === 'on') {
        response = withJson(new Response(null, { status: 401 }), {
          error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: authMessages.errors.invalidCredentials },
        });
        outcome = 'failure';
      } else outcome = 'success';
    }
    await guard.record(outcome);
    // Every attempt is logged, never the password.
    logger.info({ event: 'sign-in', email, address, outcome, status: response.status });
    return response;
  })
  .post('/sign-up/email', async (c) => {
    // With confirmation on, every sign-up takes the same time whatever it found (docs/decisions/014).
    const floor = new Promise((resolve) => setTimeout(resolve, signUpFloorMs));
    const body = bodyObject(c);
    const input = check(signUpSchema, { ...body, fullName: body.name });
    const { limiters, env, database } = c.var.deps;
    await enforceRateLimits([{ limiter: limiters.signUpByAddress, key: callerBucket(c) }]);
    const { email, password, fullName: name, professionalRole } = input;
    const invitation = await invitationNamedAtSignUp(c.var.deps, body.invitationId, email);
    // The confirmation link always lands on the SPA's callback, whatever the caller asked.
    const response = await toCaller(
      await forwardToAuth(c, { email, password, name, professionalRole, callbackURL: paths.auth.callback }),
    );
    if (!response.ok) return response;
    const { user } = (await response.clone().json()) as { user: { id: string } };
    // This browser chose the password: a confirmation link opened here keeps it (docs/decisions/012).
    const proof = await issueSignUpProof(database.db, user.id, env.APP_URL.startsWith('https:'));
    const headers = c.req.raw.headers;
    const invited =
      invitation &&
      (await completeInvitedSignUp(c.var.deps, invitation.id, {
        userId: user.id,
        email,
        password,
        headers,
        response,
      }));
    if (invited) {
      // The invitation link proved the address: a session at once, in the invited workspace.
      const answer = c.json({ session: true, user: invited.user });
      return [...invited.cookies, proof].reduce(withCookie, answer);
    }
    if (env.EMAIL_CONFIRMATION === 'off') return withCookie(response, proof);
    // A new and a taken address get the same answer, in the same time (the holder is emailed instead).
    await floor;
    return withCookie(c.json({ session: false }), proof);
  })
  .post('/request-password-reset', async (c) => {
    const { email } = check(emailRequestSchema, bodyObject(c));
    const { deps } = c.var;
    const address = callerBucket(c);
    await enforceRateLimits([
      { limiter: deps.limiters.resetRequestsByAddress, key: address },
      { limiter: deps.limiters.accountMailRequestsByAddressPerDay, key: address },
    ]);
    // One answer, in the same time, whatever the account: the lookup happens after it (docs/decisions/014).
    const requester = {
      address,
      ipAddress: clientAddress(c, deps.env.TRUST_PROXY),
      userAgent: c.req.header('user-agent'),
    };
    deps.deferredWork.defer('password reset request', () => handleResetRequest(deps, email, requester));
    return c.json({ status: true });
  })
  .post('/reset-password', async (c) => {
    const { newPassword, token } = check(resetPasswordSchema, bodyObject(c));
    await enforceRateLimits([{ limiter: c.var.deps.limiters.emailTokensByAddress, key: callerBucket(c) }]);
    return toCaller(await forwardToAuth(c, { newPassword, token }));
  })
  .post('/change-password', async (c) => {
    const { newPassword, currentPassword } = check(changePasswordRequestSchema, bodyObject(c));
    const session = await sessionOf(c);
    await limitSignedInSecret(c, session?.user.id);
    // A changed password signs every other session out and tells the owner, as a reset does.
    const response = await toCaller(
      await forwardToAuth(c, { newPassword, currentPassword, revokeOtherSessions: true }),
    );
    if (response.ok && session) await c.var.deps.authMail.passwordChanged(session.user);
    return response;
  })
  .post('/send-verification-email', async (c) => {
    const { email } = check(emailRequestSchema, bodyObject(c));
    const { limiters, database, env } = c.var.deps;
    const address = callerBucket(c);
    // The address's own caps first, so a refused address spends nothing of the account's (docs/decisions/031).
    await enforceRateLimits([
      { limiter: limiters.emailTokensByAddress, key: address },
      { limiter: limiters.accountMailRequestsByAddressPerDay, key: address },
    ]);
    assertAllowed(await consumeAccountMailAllowance(limiters, email, address));
    const response = await toCaller(await forwardToAuth(c, { email, callbackURL: paths.auth.callback }));
    const session = await sessionOf(c);
    if (!response.ok || session?.user.email !== email) return response;
    // The signed-in holder of the password asked: opening the link in this browser keeps that password.
    const secure = env.APP_URL.startsWith('https:');
    return withCookie(response, await issueSignUpProof(database.db, session.user.id, secure));
  })
  .get('/verify-email', async (c) => {
    await enforceRateLimits([{ limiter: c.var.deps.limiters.emailTokensByAddress, key: callerBucket(c) }]);
    check(verifyEmailQuerySchema, c.req.query());
    return toCaller(await forwardToAuth(c));
  })
  .post('/sign-in/social', async (c) => {
    return toCaller(await forwardToAuth(c, check(socialSignInSchema, bodyObject(c))));
  })
  .post('/link-social', async (c) => {
    const { provider, callbackURL, errorCallbackURL } = check(socialSignInSchema, bodyObject(c));
    return toCaller(await forwardToAuth(c, { provider, callbackURL, errorCallbackURL }));
  })
  .on('POST', codeChecks, async (c) => {
    const session = await sessionOf(c);
    if (session) {
      await limitSignedInSecret(c, session.user.id);
      return toCaller(await forwardToAuth(c));
    }
    const { database, limiters } = c.var.deps;
    const userId = await pendingSignInUser(database.db, c.req.header('cookie'));
    const address = callerBucket(c);
    if (!userId) {
      await enforceRateLimits([{ limiter: limiters.secretChecksByAddress, key: address }]);
      return toCaller(await forwardToAuth(c));
    }
    const guard = failureGuard(
      {
        attemptsByAddress: limiters.secretChecksByAddress,
        failuresByAccountAndAddress: limiters.codeFailuresByAccountAndAddress,
        failuresByAccount: limiters.codeFailuresByAccount,
      },
      { account: userId, address },
    );
    assertAllowed(await guard.check());
    // An authenticator code signs in once: whoever saw it over a shoulder cannot use it again in its window.
    const usedCode = authenticatorCodeKey(c, userId);
    // A spent code and a wrong one get the same answer, so a replay cannot tell that the holder just signed in.
    const wrongCode = () => new ApiError(401, 'INVALID_CODE', authMessages.twoFactor.invalidCode);
    if (usedCode && !(await consumePoint(limiters.authenticatorCodesUsed, usedCode)).allowed) {
      await guard.record('failure');
      throw wrongCode();
    }
    const response = await toCaller(await forwardToAuth(c));
    // A wrong code is not spent, or guessing could lock the holder's next real code out.
    if (usedCode && !response.ok) await limiters.authenticatorCodesUsed.delete(usedCode);
    await guard.record(response.ok ? 'success' : response.status === 401 ? 'failure' : 'other');
    if (usedCode && (await errorCodeOf(response)) === 'INVALID_CODE') throw wrongCode();
    return response;
  })
  .on('GET', passThrough.GET, async (c) => toCaller(await forwardToAuth(c)))
  .on('POST', passThrough.POST, async (c) => toCaller(await forwardToAuth(c)))
  .all('*', () => {
    throw new ApiError(404, 'not_found', 'No such API endpoint.');
  });

/** Longer than a sign-up's real work (hashing and a few writes) on a 2-core machine. */
const signUpFloorMs = 400;

import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { emailSchema, loginSchema, passwordSchema, signUpSchema } from '../../../shared/auth-schemas';
import { paths } from '../../../shared/paths';
import type { AppEnv } from '../../app-env';
import { signInGuard, signInOutcome } from '../../auth/sign-in-guard';
import { issueSignUpProof } from '../../auth/sign-up-proof';
import { ApiError } from '../../lib/api-error';
import { callerBucket } from '../../lib/client-address';
import type { LimitCheck } from '../../lib/rate-limit';
import { assertAllowed, enforceRateLimits } from '../../lib/rate-limited';
import { bodyObject, check, forwardToAuth, toCaller, withCookie } from './auth-proxy';

/**
 * better-auth endpoints the product uses and that need nothing of ours beyond the request guard and the
 * answer's shape. Every other better-auth endpoint is closed: profile, workspace and admin changes go through
 * our own routes, with our validation and role checks.
 */
const passThrough = {
  GET: ['/get-session', '/callback/:id', '/list-sessions', '/list-accounts'],
  POST: [
    '/sign-in/social',
    '/sign-out',
    '/revoke-other-sessions',
    '/revoke-sessions',
    '/link-social',
    '/unlink-account',
  ],
};

/** Endpoints that check a password or a code behind a session or a pending two-factor sign-in. */
const secretChecks = [
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
];

const signedInUserId = async (c: Context<AppEnv>) =>
  (await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers }))?.user.id;

/** Per address always; per account when signed in, else per pending two-factor sign-in. */
async function limitSecretCheck(c: Context<AppEnv>, userId: string | undefined) {
  const { limiters } = c.var.deps;
  const pending = c.req.header('cookie')?.match(/two_factor=([^;]+)/)?.[1];
  const account = userId ?? (pending && `pending:${pending}`);
  const checks: LimitCheck[] = [{ limiter: limiters.secretChecksByAddress, key: callerBucket(c) }];
  if (account) checks.push({ limiter: limiters.secretChecksByAccount, key: account });
  await enforceRateLimits(checks);
}

/** `/api/auth/*`: better-auth behind our limits, our input rules and our error shape. */
export const authRoutes = new Hono<AppEnv>()
  .post('/sign-in/email', async (c) => {
    const body = bodyObject(c);
    const { email, password } = check(loginSchema, body);
    const address = callerBucket(c);
    const guard = signInGuard(c.var.deps.limiters, { email, address });
    assertAllowed(await guard.check());
    const rememberMe = typeof body.rememberMe === 'boolean' ? body.rememberMe : undefined;
    const response = await toCaller(await forwardToAuth(c, { email, password, rememberMe }));
    const errorCode = response.ok ? undefined : ((await response.clone().json()) as ErrorBody).error.code;
    const outcome = signInOutcome(response, errorCode);
    await guard.record(outcome);
    // Every attempt is logged, never the password.
    c.var.deps.logger.info({ event: 'sign-in', email, address, outcome, status: response.status });
    return response;
  })
  .post('/sign-up/email', async (c) => {
    const body = bodyObject(c);
    const input = check(signUpSchema, { ...body, fullName: body.name });
    const { limiters, env, database } = c.var.deps;
    await enforceRateLimits([{ limiter: limiters.signUpByAddress, key: callerBucket(c) }]);
    const { email, password, fullName: name, professionalRole } = input;
    // The confirmation link always lands on the SPA's callback (SPEC §4), whatever the caller asked.
    const response = await toCaller(
      await forwardToAuth(c, { email, password, name, professionalRole, callbackURL: paths.authCallback }),
    );
    if (!response.ok) return response;
    const { user } = (await response.clone().json()) as { user: { id: string } };
    // This browser chose the password: a confirmation link opened here keeps it (docs/decisions/012).
    const proof = await issueSignUpProof(database.db, user.id, env.APP_URL.startsWith('https:'));
    // With confirmation on, a new and a taken address get the same answer (the holder is emailed instead).
    const answer = env.EMAIL_CONFIRMATION === 'on' ? c.json({ session: false }) : response;
    return withCookie(answer, proof);
  })
  .post('/request-password-reset', async (c) => {
    const email = check(emailSchema, bodyObject(c).email);
    const { limiters, resetRequests } = c.var.deps;
    await enforceRateLimits([{ limiter: limiters.resetRequestsByAddress, key: callerBucket(c) }]);
    // One answer, in the same time, whatever the account: the lookup happens after it (DESIGN §4).
    resetRequests.enqueue(email);
    return c.json({ status: true });
  })
  .post('/reset-password', async (c) => {
    const { newPassword, token } = check(
      z.object({ newPassword: passwordSchema, token: z.string().check(z.maxLength(200)) }),
      bodyObject(c),
    );
    await enforceRateLimits([{ limiter: c.var.deps.limiters.emailTokensByAddress, key: callerBucket(c) }]);
    return toCaller(await forwardToAuth(c, { newPassword, token }));
  })
  .post('/change-password', async (c) => {
    const body = bodyObject(c);
    const { newPassword, currentPassword } = check(
      z.object({ newPassword: passwordSchema, currentPassword: z.string().check(z.maxLength(200)) }),
      body,
    );
    const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
    await limitSecretCheck(c, session?.user.id);
    // A changed password signs every other session out and tells the owner, as a reset does.
    const response = await toCaller(
      await forwardToAuth(c, { newPassword, currentPassword, revokeOtherSessions: true }),
    );
    if (response.ok && session) await c.var.deps.authMail.passwordChanged(session.user);
    return response;
  })
  .post('/send-verification-email', async (c) => {
    const email = check(emailSchema, bodyObject(c).email);
    const { limiters, auth, database, env } = c.var.deps;
    await enforceRateLimits([
      { limiter: limiters.emailTokensByAddress, key: callerBucket(c) },
      { limiter: limiters.confirmationEmailsByAccount, key: email },
    ]);
    const response = await toCaller(await forwardToAuth(c, { email, callbackURL: paths.authCallback }));
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!response.ok || session?.user.email !== email) return response;
    // The signed-in holder of the password asked: opening the link in this browser keeps that password.
    const secure = env.APP_URL.startsWith('https:');
    return withCookie(response, await issueSignUpProof(database.db, session.user.id, secure));
  })
  .get('/verify-email', async (c) => {
    await enforceRateLimits([{ limiter: c.var.deps.limiters.emailTokensByAddress, key: callerBucket(c) }]);
    return toCaller(await forwardToAuth(c));
  })
  .on('POST', secretChecks, async (c) => {
    await limitSecretCheck(c, await signedInUserId(c));
    return toCaller(await forwardToAuth(c));
  })
  .on('GET', passThrough.GET, async (c) => toCaller(await forwardToAuth(c)))
  .on('POST', passThrough.POST, async (c) => toCaller(await forwardToAuth(c)))
  .all('*', () => {
    throw new ApiError(404, 'not_found', 'No such API endpoint.');
  });

type ErrorBody = { error: { code: string } };

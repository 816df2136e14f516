import { APIError } from 'better-auth/api';
import { Hono } from 'hono';
import { securityMessages } from '../../../shared/i18n/messages/security';
import {
  emailCodeRequestSchema,
  identityProofSchema,
  twoFactorConfirmSchema,
} from '../../../shared/security';
import type { AppEnv } from '../../app-env';
import { hasPasswordAccount } from '../../services/account/sign-in-methods';
import { ApiError } from '../../lib/api-error';
import { callerBucket } from '../../lib/client-address';
import { parseJsonBody } from '../../lib/parse-body';
import { enforceRateLimits } from '../../lib/rate-limited';
import { requireSession } from '../../lib/require-session';
import { sendEmailCode } from '../../services/account/email-code';
import { sendTwoFactorNotice } from '../../services/account/security-mail';
import {
  disableTwoFactor,
  forgetTrustedDevices,
  hasPendingEnrolment,
  issueBackupCodes,
  startEnrolment,
  twoFactorStatus,
} from '../../services/account/two-factor';
import { proveHolder, secretLimits } from './prove-holder';

const errors = securityMessages.twoFactor.errors;

/** `/api/account/two-factor`: the Accounts page's two-factor card (docs/decisions/018). */
export const twoFactorRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => {
    const { database, auth } = c.var.deps;
    return c.json({ twoFactor: await twoFactorStatus(database.db, auth, c.var.user.id) });
  })
  // An account without a password proves its holder by a code sent to its address instead.
  .post('/email-code', async (c) => {
    const { database, limiters, env, mailWorker } = c.var.deps;
    const { user } = c.var;
    const { purpose } = parseJsonBody(c, emailCodeRequestSchema);
    const hasPassword = await hasPasswordAccount(database.db, user.id);
    if (hasPassword) throw new ApiError(400, 'has_password', errors.hasPassword);
    // With two-factor on, its codes prove the holder; the email is no way around them.
    if (user.twoFactorEnabled)
      throw new ApiError(400, 'two_factor_on', securityMessages.confirm.codeRequired);
    await enforceRateLimits([
      { limiter: limiters.accountMailByAccountAndAddress, key: `${user.id}|${callerBucket(c)}` },
      { limiter: limiters.accountMailByAccount, key: user.id },
    ]);
    await sendEmailCode(database.db, user, purpose, env.APP_URL);
    mailWorker.poke();
    return c.body(null, 204);
  })
  .post('/enrolment', async (c) => {
    const { database, auth } = c.var.deps;
    const { user } = c.var;
    const proof = parseJsonBody(c, identityProofSchema);
    // A second factor guards a proven account only: on an unproven one it would be the squatter's to set.
    if (!user.emailVerified) throw new ApiError(403, 'email_not_verified', errors.confirmEmailFirst);
    if (user.twoFactorEnabled) throw new ApiError(409, 'two_factor_on', errors.alreadyOn);
    await proveHolder(c, proof, 'two-factor');
    return c.json({ enrolment: await startEnrolment(database.db, auth, user) });
  })
  // The first code from the new secret turns two-factor on (better-auth's check, which also renews the
  // session); the backup codes are made and shown now, once.
  .post('/confirmation', async (c) => {
    const { database, auth, env, mailWorker } = c.var.deps;
    const { user } = c.var;
    const { code } = parseJsonBody(c, twoFactorConfirmSchema);
    await enforceRateLimits(secretLimits(c));
    if (user.twoFactorEnabled) throw new ApiError(409, 'two_factor_on', errors.alreadyOn);
    if (!(await hasPendingEnrolment(database.db, user.id))) {
      throw new ApiError(409, 'enrolment_missing', errors.notStarted);
    }
    let headers: Headers;
    try {
      ({ headers } = await auth.api.verifyTOTP({
        headers: c.req.raw.headers,
        body: { code },
        returnHeaders: true,
      }));
    } catch (error) {
      if (error instanceof APIError && error.statusCode < 500) {
        throw new ApiError(400, 'invalid_confirmation', errors.wrongCode, {}, 'code');
      }
      throw error;
    }
    const backupCodes = await issueBackupCodes(database.db, auth, user.id);
    await sendTwoFactorNotice(database.db, user, env.APP_URL, true);
    mailWorker.poke();
    const response = c.json({ backupCodes });
    for (const cookie of headers.getSetCookie()) response.headers.append('set-cookie', cookie);
    return response;
  })
  .post('/backup-codes', async (c) => {
    const { database, auth } = c.var.deps;
    if (!c.var.user.twoFactorEnabled) throw new ApiError(409, 'two_factor_off', errors.notOn);
    await proveHolder(c, parseJsonBody(c, identityProofSchema), 'two-factor');
    return c.json({ backupCodes: await issueBackupCodes(database.db, auth, c.var.user.id) });
  })
  .post('/disable', async (c) => {
    const { database, env, mailWorker } = c.var.deps;
    const { user } = c.var;
    if (!user.twoFactorEnabled) throw new ApiError(409, 'two_factor_off', errors.notOn);
    await proveHolder(c, parseJsonBody(c, identityProofSchema), 'two-factor');
    await disableTwoFactor(database.db, user.id);
    await sendTwoFactorNotice(database.db, user, env.APP_URL, false);
    mailWorker.poke();
    return c.body(null, 204);
  })
  .delete('/trusted-devices', async (c) => {
    const forgotten = await forgetTrustedDevices(c.var.deps.database.db, c.var.user.id);
    return c.json({ forgotten });
  });

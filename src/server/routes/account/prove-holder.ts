import type { Context } from 'hono';
import { securityMessages } from '../../../shared/i18n/messages/security';
import type { EmailCodePurpose, IdentityProof } from '../../../shared/security';
import type { AppEnv } from '../../app-env';
import { hasPasswordAccount } from '../../services/account/sign-in-methods';
import { ApiError } from '../../lib/api-error';
import { callerBucket } from '../../lib/client-address';
import { enforceRateLimits } from '../../lib/rate-limited';
import { consumeEmailCode } from '../../services/account/email-code';
import { confirmIdentity } from '../../services/workspace/confirm-identity';

const copy = securityMessages;

/** Every password or code checked for the signed-in caller counts per account and per address (docs/decisions/013). */
export const secretLimits = (c: Context<AppEnv>) => [
  { limiter: c.var.deps.limiters.secretChecksByAccount, key: c.var.user.id },
  { limiter: c.var.deps.limiters.secretChecksByAddress, key: callerBucket(c) },
];

/**
 * Proves the caller holds the account before a sensitive change: the password, a two-factor code, or, for an
 * account with neither, the code emailed for this purpose (docs/decisions/018). Rate-limited; a wrong or
 * missing proof is a 400 on its field.
 */
export async function proveHolder(c: Context<AppEnv>, proof: IdentityProof, purpose: EmailCodePurpose) {
  const { database, auth } = c.var.deps;
  const { user } = c.var;
  const hasPassword = await hasPasswordAccount(database.db, user.id);
  const twoFactor = user.twoFactorEnabled === true;
  // Only an account with neither a password nor a second factor proves itself by email.
  if (proof.emailCode && !hasPassword && !twoFactor) {
    await enforceRateLimits(secretLimits(c));
    if (!(await consumeEmailCode(database.db, user.id, purpose, proof.emailCode))) {
      throw new ApiError(400, 'invalid_confirmation', copy.twoFactor.errors.wrongEmailCode, {}, 'emailCode');
    }
    return;
  }
  if (!proof.password && !proof.code) {
    const [field, message] = hasPassword
      ? (['password', copy.confirm.passwordRequired] as const)
      : twoFactor
        ? (['code', copy.confirm.codeRequired] as const)
        : (['emailCode', copy.twoFactor.errors.emailCodeRequired] as const);
    throw new ApiError(400, 'invalid_confirmation', message, {}, field);
  }
  await confirmIdentity(
    { db: database.db, auth, limiters: c.var.deps.limiters, headers: c.req.raw.headers, userId: user.id },
    { password: proof.password, code: proof.code },
    secretLimits(c),
  );
}

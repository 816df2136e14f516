import { APIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import { memberMessages } from '../../../shared/i18n/messages/members';
import type { Auth } from '../../auth/auth';
import { verifyPassword } from '../account/password';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import type { Limiters } from '../../lib/limits';
import { consumePoint, type LimitCheck } from '../../lib/rate-limit';
import { enforceRateLimits } from '../../lib/rate-limited';

export type Confirmation = { password?: string; code?: string };

type Context = { db: Db; auth: Auth; limiters: Limiters; headers: Headers; userId: string };

/** How the user can prove it is them: the credential account's argon2 hash, and whether two-factor is on. */
async function confirmationMethods(db: Db, userId: string) {
  const [row] = await db
    .select({ twoFactor: users.twoFactorEnabled, passwordHash: accounts.password })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.id, userId))
    .limit(1);
  return { twoFactor: row?.twoFactor === true, passwordHash: row?.passwordHash ?? null };
}

const invalid = (field: 'password' | 'code', message: string) =>
  new ApiError(400, 'invalid_confirmation', message, {}, field);

/**
 * A TOTP code (six digits) or an unused backup code, checked by better-auth's own endpoints with the caller's
 * session: they decrypt the secret with the auth secret and use a backup code up atomically. An authenticator
 * code counts once: whoever saw it over a shoulder or in a log cannot confirm a second change with it.
 */
async function isValidCode({ auth, limiters, headers, userId }: Context, code: string): Promise<boolean> {
  try {
    if (/^\d{6}$/.test(code)) {
      await auth.api.verifyTOTP({ headers, body: { code } });
      return (await consumePoint(limiters.authenticatorCodesUsed, `${userId}:${code}`)).allowed;
    }
    await auth.api.verifyBackupCode({ headers, body: { code, disableSession: true } });
    return true;
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return false;
    throw error;
  }
}

/**
 * Confirms a sensitive change with the caller's password or, with two-factor on, a code (docs/product.md#roles).
 * Every attempt counts against `attemptLimits` first (docs/decisions/013); a wrong or missing one is a 400 on
 * its field. A user with neither a password nor two-factor cannot confirm at all, and is told how to.
 */
export async function confirmIdentity(context: Context, input: Confirmation, attemptLimits: LimitCheck[]) {
  const { twoFactor, passwordHash } = await confirmationMethods(context.db, context.userId);
  if (!twoFactor && !passwordHash) {
    throw new ApiError(400, 'confirmation_unavailable', memberMessages.confirmUnavailable);
  }
  await enforceRateLimits(attemptLimits);
  const code = input.code?.replace(/\s/g, '');
  if (code) {
    if (!twoFactor) throw invalid('code', memberMessages.noTwoFactorUsePassword);
    if (!(await isValidCode(context, code))) throw invalid('code', memberMessages.wrongCode);
    return;
  }
  if (input.password) {
    if (!passwordHash) throw invalid('password', memberMessages.noPasswordUseCode);
    if (!(await verifyPassword({ hash: passwordHash, password: input.password }))) {
      throw invalid('password', memberMessages.wrongPassword);
    }
    return;
  }
  throw passwordHash
    ? invalid('password', memberMessages.passwordRequired)
    : invalid('code', memberMessages.codeRequired);
}

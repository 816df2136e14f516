import { eq } from 'drizzle-orm';
import { paths } from '../../../shared/paths';
import type { AppDeps } from '../../app-env';
import { users } from '../../db/schema/index';
import { consumeAccountMailAllowance } from './account-mail-allowance';
import { isKnownDevice, signInDevice } from './known-devices';

/** Who asked: the rate-limit bucket of their address, and what a session made there would record of the device. */
export type ResetRequester = { address: string; ipAddress: string; userAgent: string | undefined };

/**
 * A password reset request, looked up after its answer has gone (the route defers it through
 * `lib/deferred-work.ts`). Applies the per-account limits (past them, nothing is sent) and lets better-auth
 * queue the reset link or the Google notice. A request from a device the account has signed in on is spared
 * the account's daily ceiling (docs/decisions/031), so strangers cannot silence the owner's own device.
 */
export async function handleResetRequest(
  deps: Pick<AppDeps, 'auth' | 'authSecret' | 'database' | 'limiters'>,
  email: string,
  requester: ResetRequester,
) {
  const { auth, authSecret, database, limiters } = deps;
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const device = signInDevice({ userAgent: requester.userAgent, ipAddress: requester.ipAddress });
  const knownDevice = user !== undefined && (await isKnownDevice(database.db, authSecret, user.id, device));
  // The route has capped the address's requests whatever the account.
  const verdict = await consumeAccountMailAllowance(limiters, email, requester.address, { knownDevice });
  if (!verdict.allowed) return;
  await auth.api.requestPasswordReset({ body: { email, redirectTo: paths.auth.resetPassword } });
}

import { paths } from '../../shared/paths';
import type { Limiters } from '../lib/limits';
import { consumeAll } from '../lib/rate-limit';
import type { Auth } from './auth';

/**
 * A password reset request, looked up after its answer has gone (the route defers it through
 * `lib/deferred-work.ts`). Applies the per-account limits (past them, nothing is sent) and lets better-auth
 * queue the reset link or the Google notice.
 */
export async function handleResetRequest(
  { auth, limiters }: { auth: Auth; limiters: Limiters },
  email: string,
  address: string,
) {
  // Per account and address, so a stranger's requests do not use up the owner's; the route caps each
  // address's requests whatever the account, and a generous ceiling per account stops a flood into one inbox.
  const verdict = await consumeAll([
    { limiter: limiters.accountMailByAccountAndAddress, key: `${email}|${address}` },
    { limiter: limiters.resetMailByAccount, key: email },
  ]);
  if (!verdict.allowed) return;
  await auth.api.requestPasswordReset({ body: { email, redirectTo: paths.auth.resetPassword } });
}

import { paths } from '../../../shared/paths';
import type { Limiters } from '../../lib/limits';
import { consumeAccountMailAllowance } from './account-mail-allowance';
import type { Auth } from '../../auth/auth';

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
  // The route has capped the address's requests whatever the account.
  const verdict = await consumeAccountMailAllowance(limiters, email, address);
  if (!verdict.allowed) return;
  await auth.api.requestPasswordReset({ body: { email, redirectTo: paths.auth.resetPassword } });
}

import type { Limiters } from '../lib/limits';
import { consumePoint, countPoint, peekLimit, type LimitVerdict } from '../lib/rate-limit';

export type SignInOutcome = 'success' | 'failure' | 'other';

/**
 * Brute-force protection for password sign-in (docs/decisions/013-brute-force-protection.md), after OWASP's
 * guidance and rate-limiter-flexible's login pattern:
 * - every attempt counts against the address (a flood is refused whatever the account);
 * - only failures count against the account, and per account and address: five wrong passwords lock that
 *   pair for 15 minutes, never the owner at another address;
 * - an account failing from many addresses (50 in an hour) stays open only to addresses that have not failed
 *   against it, so a spread-out guesser gets one try per address while the owner still gets in;
 * - 100 failures in a day from one address, against any accounts, lock that address for the day.
 */
export function signInGuard(limiters: Limiters, { email, address }: { email: string; address: string }) {
  const pair = `${email}|${address}`;
  return {
    async check(): Promise<LimitVerdict> {
      const attempts = await consumePoint(limiters.signInAttemptsByAddress, address);
      if (!attempts.allowed) return attempts;
      const [byAddress, byPair, byAccount] = await Promise.all([
        peekLimit(limiters.signInFailuresByAddress, address),
        peekLimit(limiters.signInFailuresByAccountAndAddress, pair),
        peekLimit(limiters.signInFailuresByAccount, email),
      ]);
      if (!byAddress.allowed) return byAddress;
      if (!byPair.allowed) return byPair;
      if (!byAccount.allowed && byPair.used > 0) return byAccount;
      return { allowed: true };
    },
    async record(outcome: SignInOutcome): Promise<void> {
      if (outcome === 'success') await limiters.signInFailuresByAccountAndAddress.delete(pair);
      if (outcome !== 'failure') return;
      await Promise.all([
        countPoint(limiters.signInFailuresByAddress, address),
        countPoint(limiters.signInFailuresByAccountAndAddress, pair),
        countPoint(limiters.signInFailuresByAccount, email),
      ]);
    },
  };
}

/** A wrong password (or unknown account) is a failure; the right one is a success even when the sign-in still
 * waits for a second factor or a confirmed address. */
export function signInOutcome(response: Response, errorCode: string | undefined): SignInOutcome {
  if (response.ok) return 'success';
  if (response.status === 401) return 'failure';
  if (response.status === 403 && errorCode === 'EMAIL_NOT_VERIFIED') return 'success';
  return 'other';
}

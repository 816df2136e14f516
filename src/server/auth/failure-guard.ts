import type { Limiter, LimitVerdict } from '../lib/rate-limit';
import { consumePoint, countPoint, peekLimit } from '../lib/rate-limit';

export type GuardOutcome = 'success' | 'failure' | 'other';

export type FailureLimiters = {
  /** Every attempt from the address, whatever the account. */
  attemptsByAddress: Limiter;
  /** Failures from the address against any accounts (optional). */
  failuresByAddress?: Limiter;
  /** Failures against the account from this address; cleared by a success. */
  failuresByAccountAndAddress: Limiter;
  /** Failures against the account from anywhere; past it only addresses that have not failed get through. */
  failuresByAccount: Limiter;
};

/**
 * Brute-force protection for a secret checked before a session exists (a password, a second-factor code),
 * after OWASP's guidance and rate-limiter-flexible's login pattern (docs/decisions/013):
 * - every attempt counts against the address, so a flood is refused whatever the account;
 * - only failures count against the account, and per account and address, so the owner is never locked out
 *   from an address that has not been failing;
 * - an account failing from many addresses stays open only to addresses that have not failed against it.
 */
export function failureGuard(
  limiters: FailureLimiters,
  { account, address }: { account: string; address: string },
) {
  const pair = `${account}|${address}`;
  return {
    async check(): Promise<LimitVerdict> {
      const attempts = await consumePoint(limiters.attemptsByAddress, address);
      if (!attempts.allowed) return attempts;
      const [byAddress, byPair, byAccount] = await Promise.all([
        limiters.failuresByAddress
          ? peekLimit(limiters.failuresByAddress, address)
          : { allowed: true as const },
        peekLimit(limiters.failuresByAccountAndAddress, pair),
        peekLimit(limiters.failuresByAccount, account),
      ]);
      if (!byAddress.allowed) return byAddress;
      if (!byPair.allowed) return byPair;
      if (!byAccount.allowed && byPair.used > 0) return byAccount;
      return { allowed: true };
    },
    async record(outcome: GuardOutcome): Promise<void> {
      if (outcome === 'success') await limiters.failuresByAccountAndAddress.delete(pair);
      if (outcome !== 'failure') return;
      await Promise.all([
        limiters.failuresByAddress && countPoint(limiters.failuresByAddress, address),
        countPoint(limiters.failuresByAccountAndAddress, pair),
        countPoint(limiters.failuresByAccount, account),
      ]);
    },
  };
}

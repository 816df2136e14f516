import type { Limiter, LimitVerdict } from '../../lib/rate-limit';
import { consumeCounted, consumePoint, refundPoint } from '../../lib/rate-limit';

export type GuardOutcome = 'success' | 'failure' | 'other';

type Counted = Awaited<ReturnType<typeof consumeCounted>>;

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
 *
 * Each attempt is counted as a failure before the secret is checked, in one atomic step per limit, and
 * refunded when it turns out not to be one (docs/decisions/031): parallel guesses cannot all pass a check
 * made before any of them was counted.
 */
export function failureGuard(
  limiters: FailureLimiters,
  { account, address }: { account: string; address: string },
) {
  const pair = `${account}|${address}`;
  const failureCounts = [
    ...(limiters.failuresByAddress ? [{ limiter: limiters.failuresByAddress, key: address }] : []),
    { limiter: limiters.failuresByAccountAndAddress, key: pair },
    { limiter: limiters.failuresByAccount, key: account },
  ];
  const refund = (counts: typeof failureCounts) =>
    Promise.all(counts.map(({ limiter, key }) => refundPoint(limiter, key)));
  return {
    /** Counts this attempt as a failure in advance; refused past a limit. */
    async check(): Promise<LimitVerdict> {
      const attempts = await consumePoint(limiters.attemptsByAddress, address);
      if (!attempts.allowed) return attempts;
      const verdicts = await Promise.all(
        failureCounts.map(({ limiter, key }) => consumeCounted(limiter, key)),
      );
      const [byPair, byAccount] = verdicts.slice(-2) as [Counted, Counted];
      // Past the account's limit, only an address with no earlier failure against it (this one aside) gets in.
      const refusal = verdicts.find(
        (verdict) => !verdict.allowed && !(verdict === byAccount && byPair.used <= 1),
      );
      if (!refusal) return { allowed: true };
      // Only the counts still within their limits are given back: one past its limit may have been rewritten
      // by the store's block (rate-limiter-flexible sets the count when it blocks), and stays blocked anyway.
      await refund(failureCounts.filter((_, index) => verdicts[index]!.allowed));
      return refusal;
    },
    /** Settles an allowed attempt: a failure stays counted, anything else is refunded. */
    async record(outcome: GuardOutcome): Promise<void> {
      if (outcome === 'failure') return;
      if (outcome === 'success') await limiters.failuresByAccountAndAddress.delete(pair);
      await refund(outcome === 'success' ? failureCounts.filter(({ key }) => key !== pair) : failureCounts);
    },
  };
}

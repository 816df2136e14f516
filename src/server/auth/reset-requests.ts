import { randomInt } from 'node:crypto';
import fastq from 'fastq';
import type { Logger } from 'pino';
import { paths } from '../../shared/paths';
import type { Limiters } from '../lib/limits';
import { consumeAll } from '../lib/rate-limit';
import type { Auth } from './auth';

export type ResetRequests = {
  /** Queues a reset request for this email, asked from this address; returns at once, whatever the email. */
  enqueue: (email: string, address: string) => void;
  /** Resolves once every queued request has been handled (shutdown and tests). */
  idle: () => Promise<void>;
};

/** Up to this long after the answer, at random, the address is looked up. */
export const resetLookupJitterMs = 2000;

/**
 * Password reset requests are answered before anything about the address is looked up, so the answer's timing
 * says nothing (docs/decisions/014-no-account-enumeration.md). The lookup happens at a random moment within
 * `jitterMs` afterwards, so the work it does (more for an existing account) cannot be told from the requests
 * around it either. The worker applies the per-account limit (past it, nothing is sent) and lets better-auth
 * queue the reset link or the Google notice.
 */
export function createResetRequests({
  auth,
  limiters,
  logger,
  jitterMs = resetLookupJitterMs,
}: {
  auth: Auth;
  limiters: Limiters;
  logger: Logger;
  jitterMs?: number;
}): ResetRequests {
  const queue = fastq.promise(async ({ email, address }: { email: string; address: string }) => {
    // Per account and address, so a stranger's requests do not use up the owner's; and per account overall.
    const verdict = await consumeAll([
      { limiter: limiters.accountMailByAccountAndAddress, key: `${email}|${address}` },
      { limiter: limiters.accountMailByAccount, key: email },
    ]);
    if (!verdict.allowed) return;
    await auth.api.requestPasswordReset({ body: { email, redirectTo: paths.auth.resetPassword } });
  }, 1);
  const waiting = new Set<NodeJS.Timeout>();
  let settled: (() => void)[] = [];
  const notifyIfIdle = () => {
    if (waiting.size > 0 || !queue.idle()) return;
    settled.forEach((resolve) => resolve());
    settled = [];
  };
  return {
    enqueue: (email, address) => {
      const timer = setTimeout(
        () => {
          waiting.delete(timer);
          queue
            .push({ email, address })
            .catch((error: unknown) => logger.error({ err: error }, 'password reset request failed'))
            .finally(notifyIfIdle);
        },
        randomInt(jitterMs + 1),
      );
      waiting.add(timer);
    },
    idle: () =>
      new Promise<void>((resolve) => {
        settled.push(resolve);
        notifyIfIdle();
      }),
  };
}

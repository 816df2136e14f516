import { randomInt } from 'node:crypto';
import fastq from 'fastq';
import type { Logger } from 'pino';

export type DeferredWork = {
  /**
   * Runs `task` after the caller has been answered, at a random moment within the jitter, one task at a time;
   * a failure is logged under `label`, never thrown at anyone.
   */
  defer: (label: string, task: () => Promise<void>) => void;
  /** Resolves once every deferred task has run (shutdown and tests). */
  idle: () => Promise<void>;
};

/** Up to this long after the answer, at random, a deferred task runs. */
export const deferredWorkJitterMs = 2000;

/**
 * Work whose duration would tell a caller something (whether an address has an account, for one) is done after
 * the answer, so the answer's timing says nothing (docs/decisions/014-no-account-enumeration.md). The random
 * delay keeps the work itself from being told apart from the requests around it.
 */
export function createDeferredWork({
  logger,
  jitterMs = deferredWorkJitterMs,
}: {
  logger: Logger;
  jitterMs?: number;
}): DeferredWork {
  const queue = fastq.promise(async (task: () => Promise<void>) => task(), 1);
  const waiting = new Set<NodeJS.Timeout>();
  let settled: (() => void)[] = [];
  const notifyIfIdle = () => {
    if (waiting.size > 0 || !queue.idle()) return;
    settled.forEach((resolve) => resolve());
    settled = [];
  };
  return {
    defer: (label, task) => {
      const timer = setTimeout(
        () => {
          waiting.delete(timer);
          queue
            .push(task)
            .catch((error: unknown) => logger.error({ err: error }, `${label} failed`))
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

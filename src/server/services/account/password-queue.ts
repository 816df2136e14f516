import { APIError } from 'better-auth/api';
import fastq from 'fastq';
import { commonMessages } from '../../../shared/i18n/messages/common';

/** How long a refused check should wait before asking again. */
const retryAfterSeconds = 5;

/**
 * A refusal the caller may retry: a 429 with Retry-After, which the sign-in guard does not count as a failed
 * password (docs/decisions/013), so a flood never locks the owner out through this queue.
 */
const busy = () =>
  new APIError(
    'TOO_MANY_REQUESTS',
    { message: commonMessages.errors.tooManyAttempts(retryAfterSeconds), code: 'PASSWORD_CHECKS_BUSY' },
    { 'retry-after': String(retryAfterSeconds) },
  );

type Job = { run: () => Promise<unknown>; queuedAt: number };

/**
 * Runs password hashing `concurrency` at a time, first come first served, and sheds what a flood would pile up:
 * past `maxWaiting` checks queued a new one is refused at once, and a check that waited longer than `maxWaitMs`
 * (its caller has likely given up) is refused instead of hashed (docs/decisions/025).
 */
export function createPasswordQueue({
  concurrency,
  maxWaiting,
  maxWaitMs,
}: {
  concurrency: number;
  maxWaiting: number;
  maxWaitMs: number;
}) {
  const queue = fastq.promise(
    ({ run, queuedAt }: Job) => (performance.now() - queuedAt > maxWaitMs ? Promise.reject(busy()) : run()),
    concurrency,
  );
  return {
    /** Runs `run` when a slot is free, or rejects with a retryable 429. */
    inTurn: <T>(run: () => Promise<T>): Promise<T> =>
      queue.length() >= maxWaiting
        ? Promise.reject(busy())
        : (queue.push({ run, queuedAt: performance.now() }) as Promise<T>),
    running: () => queue.running(),
    /** How many checks wait for a slot. */
    waiting: () => queue.length(),
  };
}

/** Whether an error is this queue's refusal (to pass on, never to read as a wrong password). */
export const isPasswordQueueRefusal = (error: unknown) =>
  error instanceof APIError && (error.body as { code?: string } | undefined)?.code === 'PASSWORD_CHECKS_BUSY';

import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { createPasswordQueue, isPasswordQueueRefusal } from './password-queue';

// argon2id (Algorithm.Argon2id is a const enum, which isolated modules cannot import).
const argon2id = 2 as Algorithm;

/** OWASP's argon2id setting (docs/architecture.md): 19 MiB, 2 passes, 1 lane. Runs on libuv's pool, off the event loop. */
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Hashes computed at once: one core is left to the event loop. Without a bound, a flood of failed sign-ins fills
 * libuv's four threads with argon2 on two cores and the event loop gets a fifth of the CPU: every other request
 * waits seconds (docs/decisions/025-login-flood-and-scale-out.md). Checks beyond it wait their turn, first come
 * first served, up to a bounded queue and wait; the limits of docs/decisions/013 bound each address and account.
 */
export const passwordHashConcurrency = Math.max(1, availableParallelism() - 1);

/** About 5 s of checks at ~64 a second per core: past it a check is refused with a retryable 429. */
const hashing = createPasswordQueue({
  concurrency: passwordHashConcurrency,
  maxWaiting: 300 * passwordHashConcurrency,
  maxWaitMs: 5_000,
});

const inTurn = hashing.inTurn;

export const hashPassword = (password: string) => inTurn(() => hash(password, options));

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await inTurn(() => verify(stored, password));
  } catch (error) {
    if (isPasswordQueueRefusal(error)) throw error;
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}

/** How many argon2 computations are running now (never more than `passwordHashConcurrency`). */
export const passwordHashesRunning = () => hashing.running();

/** How many password checks wait for a hashing slot (the metrics read it). */
export const passwordHashesWaiting = () => hashing.waiting();

import { hash, verify, type Algorithm } from '@node-rs/argon2';

// argon2id (Algorithm.Argon2id is a const enum, which isolated modules cannot import).
const argon2id = 2 as Algorithm;

/** OWASP's argon2id setting (docs/architecture.md): 19 MiB, 2 passes, 1 lane. Runs on libuv's pool, off the event loop. */
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}

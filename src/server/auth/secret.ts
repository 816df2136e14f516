import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { isLocalOrigin, type Env } from '../env';

/** AUTH_SECRET, or one generated once into DATA_DIR and reused, so sessions survive a restart (README.md#configuration). */
export function resolveAuthSecret(
  env: Pick<Env, 'AUTH_SECRET' | 'DATA_DIR' | 'APP_URL'>,
  logger: Logger,
): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (!isLocalOrigin(env.APP_URL)) {
    logger.warn(
      'AUTH_SECRET is not set: using a secret generated in DATA_DIR. Set AUTH_SECRET for a public deployment.',
    );
  }
  const file = join(env.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

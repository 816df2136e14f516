import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AppDeps } from './app-env';
import { createAuth } from './auth/auth';
import { createResetRequests } from './auth/reset-requests';
import { resolveAuthSecret } from './auth/secret';
import type { Database } from './db/client';
import type { Env } from './env';
import { createAppLimiters } from './lib/limits';
import { outboxAuthMail } from './mail/auth-mail';
import { createMailTransport } from './mail/transport';
import { startMailWorker } from './mail/worker';

/** Wires the services every request can reach; `close` stops them in order. */
export function createDeps({
  env,
  database,
  logger,
  resetLookupJitterMs,
}: {
  env: Env;
  database: Database;
  logger: Logger;
  /** Tests look reset requests up at once; production at a random moment within 2 s. */
  resetLookupJitterMs?: number;
}) {
  const worker = startMailWorker({ db: database.db, env, logger, transport: createMailTransport(env) });
  const mail = outboxAuthMail({ db: database.db, appUrl: env.APP_URL, queued: () => worker.poke() });
  const auth = createAuth({ env, db: database.db, logger, secret: resolveAuthSecret(env, logger), mail });
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : null;
  redis?.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));
  const limiters = createAppLimiters(redis);
  const resetRequests = createResetRequests({ auth, limiters, logger, jitterMs: resetLookupJitterMs });

  const deps: AppDeps = {
    env,
    database,
    logger,
    auth,
    authMail: mail,
    limiters,
    mailWorker: worker,
    resetRequests,
  };
  return {
    deps,
    close: async () => {
      await resetRequests.idle();
      await worker.stop();
      await redis?.quit().catch(() => {});
    },
  };
}

import type { Logger } from 'pino';
import type { AppDeps } from './app-env';
import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/secret';
import { createSessionLookup } from './auth/session-lookup';
import type { Database } from './db/client';
import type { Env } from './env';
import { createDatabaseOutage } from './lib/database-outage';
import { createDeferredWork } from './lib/deferred-work';
import { createReadiness } from './lib/readiness';
import type { Metrics } from './metrics/metrics';
import { createAppLimiters } from './lib/limits';
import { createSecretBox } from './lib/secret-box';
import { connectRedis } from './lib/redis-client';
import { outboxAuthMail } from './mail/auth-mail';
import { createMailTransport } from './mail/transport';
import { startMailWorker } from './mail/worker';
import { spoolDirOf } from './storage/spool';
import { startHousekeeping } from './lib/housekeeping';
import { closeDatasetPool } from './services/datasets/analyse';
import { closePredictionPool } from './services/models/predictions';
import { closeRowsPool } from './services/streams/row-batches';
import { createModelTraining } from './services/models/training-queue';
import { createDatasetInsights } from './services/datasets/insights-queue';
import { createStreamPulls } from './services/streams/pull/pull-queue';
import { openObjectStore } from './storage/open-store';

/** Wires the services every request can reach; `close` stops them in order. */
export function createDeps({
  env,
  database,
  logger,
  deferredWorkJitterMs,
  metrics = null,
}: {
  env: Env;
  database: Database;
  logger: Logger;
  /** Tests run deferred work (reset and invitation lookups) at once; production at a random moment within 2 s. */
  deferredWorkJitterMs?: number;
  /** The operator's metrics when METRICS_PORT is set (metrics/metrics.ts). */
  metrics?: Metrics | null;
}) {
  const worker = startMailWorker({ db: database.db, env, logger, transport: createMailTransport(env) });
  const storage = openObjectStore(database, env.DATA_DIR);
  const housekeeping = startHousekeeping({
    db: database.db,
    logger,
    spoolDir: spoolDirOf(env.DATA_DIR),
    storage,
  });
  const mail = outboxAuthMail({
    db: database.db,
    appUrl: env.APP_URL,
    logger,
    queued: () => worker.poke(),
  });
  const authSecret = resolveAuthSecret(env, logger);
  const auth = createAuth({ env, db: database.db, logger, secret: authSecret, mail });
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, logger) : null;
  const limiters = createAppLimiters(redis, metrics?.limiterFellBack, authSecret);
  const deferredWork = createDeferredWork({ logger, jitterMs: deferredWorkJitterMs });
  const databaseOutage = createDatabaseOutage({ database, logger });
  const readiness = createReadiness({ databaseOutage, redis });
  metrics?.watch(database);
  // Not started here: index.ts resumes it once the app serves, and saving a model starts it (docs/decisions/043).
  const modelTraining = createModelTraining({ database, logger, storage, dataDir: env.DATA_DIR });

  // Not started here: index.ts starts it (docs/decisions/058); the first stream batch starts it too.
  const datasetInsights = createDatasetInsights({ database, logger, storage, dataDir: env.DATA_DIR });

  const secretBox = createSecretBox(authSecret, env.AUTH_SECRET_PREVIOUS ? [env.AUTH_SECRET_PREVIOUS] : []);
  // Not started here: index.ts starts its tick (docs/decisions/054); "Sync now" starts its queue.
  const streamPulls = createStreamPulls({
    database,
    logger,
    storage,
    dataDir: env.DATA_DIR,
    secretBox,
    allowPrivate: env.STREAMS_ALLOW_PRIVATE_ADDRESSES,
    insights: datasetInsights,
  });
  const deps: AppDeps = {
    env,
    database,
    databaseOutage,
    readiness,
    metrics,
    logger,
    auth,
    authSecret,
    secretBox,
    authMail: mail,
    limiters,
    storage,
    sessionLookup: createSessionLookup(auth, database.db),
    mailWorker: worker,
    deferredWork,
    modelTraining,
    streamPulls,
    datasetInsights,
  };
  return {
    deps,
    close: async () => {
      await deferredWork.idle();
      // Before the reader's thread closes: a training running here is given back to the queue.
      await modelTraining.stop();
      await streamPulls.stop();
      await datasetInsights.stop();
      await worker.stop();
      await housekeeping.stop();
      await closeDatasetPool();
      await closePredictionPool();
      await closeRowsPool();
      await redis?.quit().catch(() => {});
      databaseOutage.stop();
    },
  };
}

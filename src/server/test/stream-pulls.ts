import type { Database } from '../db/client';
import { createStreamPulls } from '../services/streams/pull/pull-queue';
import type { TestApp } from './test-app';

/**
 * A pull queue of the test app's own, as `deps.ts` makes it, that may fetch from the test's local servers: on
 * `database` (another instance's connection; the app's by default), with a shorter run limit, lock wait or busy
 * retry when given.
 */
export const streamPullsOf = (
  app: TestApp,
  {
    database = app.database,
    ...shorter
  }: { database?: Database; runLimitMs?: number; lockWaitMs?: number; busyRetryAfterSeconds?: number } = {},
) =>
  createStreamPulls({
    database,
    logger: app.deps.logger,
    storage: app.deps.storage,
    dataDir: app.env.DATA_DIR,
    secretBox: app.deps.secretBox,
    allowPrivate: true,
    insights: app.deps.datasetInsights,
    ...shorter,
  });

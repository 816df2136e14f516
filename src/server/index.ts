import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app';
import { grantAdmin } from './services/admin/admin-role';
import { createDeps } from './deps';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { EnvError, loadEnv, type Env } from './env';
import { reasonOf } from './lib/database-outage';
import { ListenError, listenOrExplain } from './listen';
import { createLogger } from './logger';
import { createMetrics } from './metrics/metrics';
import { operatorNotes } from './operator-notes';
import { clientDir } from './paths';
import { moveObjectsToFiles } from './storage/open-store';

type Fetch = (request: Request, bindings?: unknown) => Response | Promise<Response>;

/** What the port answers while the database opens: not ready yet, ask again shortly. */
const starting: Fetch = () =>
  Response.json({ status: 'starting' }, { status: 503, headers: { 'retry-after': '1' } });

async function main() {
  const env = loadEnv();
  const logger = createLogger(env);
  try {
    await start(env, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw error;
    // One structured line, no stack: the operator reads what failed and what to do.
    logger.fatal(startFailure(error, env), 'Tessera failed to start');
    process.exit(1);
  }
}

/**
 * Binds the ports first, so a taken port fails before anything is written to disk (DATA_DIR, the embedded
 * database); answers 503 until the database is open and migrated, then serves the app.
 */
async function start(env: Env, logger: Logger) {
  let handle: Fetch = starting;
  const server = createAdaptorServer({ fetch: (request, bindings) => handle(request, bindings) }) as Server;
  await listenOrExplain(server, env.PORT, env.HOST);
  const metrics = env.METRICS_PORT ? await createMetrics() : null;
  const metricsServer = metrics ? (createAdaptorServer({ fetch: metrics.app.fetch }) as Server) : null;
  if (metricsServer) await listenOrExplain(metricsServer, env.METRICS_PORT!, env.METRICS_HOST);

  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    ownThread: env.EMBEDDED_DATABASE_THREAD,
    onThreadEnded: (error) => {
      // Every query would fail from now on: exit, so the supervisor starts a server with its database.
      logger.fatal({ err: error }, 'the embedded database stopped');
      process.exit(1);
    },
  }).catch((error: unknown) => {
    throw error instanceof DataDirLockedError ? error : new DatabaseStartError(error);
  });
  const granted = await grantAdmin(database.db, env.ADMIN_EMAILS, { verifiedOnly: true });
  if (granted.length) logger.info({ admins: granted }, 'ADMIN_EMAILS accounts hold the admin role');
  const { deps, close } = createDeps({ env, database, logger, metrics });
  const moved = await moveObjectsToFiles(database, deps.storage);
  if (moved) logger.info({ objects: moved }, 'moved stored files from the database to DATA_DIR/storage');
  const app = createApp({ ...deps, clientDir });
  handle = app.fetch as Fetch;
  // Models left waiting or training by the last run (or another instance) are trained (docs/decisions/043).
  deps.modelTraining.resume().catch((error: unknown) => {
    logger.error({ err: error }, 'the training queue did not start; saving a model starts it');
  });
  // Scheduled URL pulls: every instance's tick queues the due ones (docs/decisions/054).
  deps.streamPulls.start().catch((error: unknown) => {
    logger.error({ err: error }, 'scheduled pulls did not start; "Sync now" still queues a pull');
  });
  // Insights of datasets a stream changed, left waiting by the last run, are queued (docs/decisions/058).
  deps.datasetInsights.start().catch((error: unknown) => {
    logger.error({ err: error }, 'the insights queue did not start; the next stream batch starts it');
  });
  logger.info(
    {
      url: env.APP_URL,
      host: env.HOST,
      port: env.PORT,
      database: database.kind,
      metrics: env.METRICS_PORT ? `http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics` : 'off',
    },
    'Tessera is listening',
  );
  for (const note of operatorNotes(env)) logger.info(note);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.readiness.drain();
    logger.info(
      { signal, seconds: env.DRAIN_DELAY_SECONDS },
      'draining: /api/ready answers 503 before the listener closes',
    );
    setTimeout(() => closeListener(), env.DRAIN_DELAY_SECONDS * 1000);
  };
  const closeListener = () => {
    logger.info({ seconds: env.DRAIN_TIMEOUT_SECONDS }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn(
        { seconds: env.DRAIN_TIMEOUT_SECONDS },
        'in-flight requests did not finish in time; closing anyway',
      );
      server.closeAllConnections();
    }, env.DRAIN_TIMEOUT_SECONDS * 1000);
    force.unref();
    // A keep-alive connection whose last request ends after the close would otherwise stay open until its
    // keep-alive timeout: idle connections are closed as soon as they are idle.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(sweep);
      void finish(close, database, metricsServer, logger);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function finish(
  close: () => Promise<void>,
  database: Database,
  metricsServer: Server | null,
  logger: Logger,
) {
  metricsServer?.closeAllConnections();
  metricsServer?.close();
  await close();
  await database.close();
  logger.info('stopped');
  process.exit(0);
}

/** The database could not be opened or brought up to date at start-up. */
class DatabaseStartError extends Error {
  constructor(readonly reason: unknown) {
    super('database unreachable');
  }
}

/** The fields of the one start-up failure line: what failed and why, without a stack when it is known. */
function startFailure(error: unknown, env: Env): Record<string, unknown> {
  if (error instanceof ListenError)
    return {
      event: 'start-failed',
      cause: 'port',
      port: error.port,
      host: error.host,
      reason: error.message,
    };
  if (error instanceof DatabaseStartError)
    return {
      event: 'start-failed',
      cause: 'database',
      database: env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'pglite',
      reason: reasonOf(error.reason),
    };
  return { event: 'start-failed', cause: 'unexpected', err: error };
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error('Tessera failed to start:', error);
  process.exit(1);
});

import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { grantAdmin } from './services/admin/admin-role';
import { createDeps } from './deps';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { EnvError, loadEnv } from './env';
import { createLogger } from './logger';
import { operatorNotes } from './operator-notes';
import { clientDir } from './paths';
import { moveObjectsToFiles } from './storage/open-store';

async function main() {
  const env = loadEnv();
  const logger = createLogger(env);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const granted = await grantAdmin(database.db, env.ADMIN_EMAILS, { verifiedOnly: true });
  if (granted.length) logger.info({ admins: granted }, 'ADMIN_EMAILS accounts hold the admin role');
  const { deps, close } = createDeps({ env, database, logger });
  const moved = await moveObjectsToFiles(database, deps.storage);
  if (moved) logger.info({ objects: moved }, 'moved stored files from the database to DATA_DIR/storage');
  const app = createApp({ ...deps, clientDir });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    logger.info(
      { url: env.APP_URL, host: env.HOST, port: env.PORT, database: database.kind },
      'Tessera is listening',
    );
    for (const note of operatorNotes(env)) logger.info(note);
  }) as Server;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in 10 s; closing anyway');
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      await close();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error('Tessera failed to start:', error);
  process.exit(1);
});

// A bench run against a fresh Tessera server on the embedded database, then on a scratch PostgreSQL database.
import { join } from 'node:path';
import { withScratchPostgres } from './profile-throughput';
import { startTessera, type ServerHandle } from './server-process';

export async function onBothDatabases<T>(
  options: {
    root: string;
    tmpDir: string;
    log: (line: string) => void;
    name: string;
    what: string;
    /** More of the servers' environment (e.g. bench/load-window-profile.ts's inspector). */
    env?: Record<string, string>;
  },
  run: (server: ServerHandle, key: 'pglite' | 'postgres') => Promise<T>,
): Promise<{ pglite: T; postgres: T }> {
  const { root, tmpDir, log, name, what } = options;
  const on = async (key: 'pglite' | 'postgres', env: Record<string, string>) => {
    const server = await startTessera({
      root,
      dataDir: join(tmpDir, `data-${name}-${key}`),
      logFile: join(tmpDir, `server-${name}-${key}.log`),
      env: { ...options.env, ...env },
    });
    try {
      return await run(server, key);
    } finally {
      await server.stop();
    }
  };
  log(`bench: ${what} on the embedded database…`);
  const pglite = await on('pglite', {});
  log(`bench: ${what} on PostgreSQL…`);
  const postgres = await withScratchPostgres((url) => on('postgres', { DATABASE_URL: url }));
  return { pglite, postgres };
}

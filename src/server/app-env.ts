import type { Logger } from 'pino';
import type { Database } from './db/client';
import type { Env } from './env';

/** What every request handler can reach through `c.var.deps`. */
export type AppDeps = {
  env: Env;
  database: Database;
  logger: Logger;
};

export type AppEnv = { Variables: { deps: AppDeps; requestId: string } };

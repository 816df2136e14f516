import type { Logger } from 'pino';
import type { Auth } from './auth/auth';
import type { Database } from './db/client';
import type { Env } from './env';
import type { RateLimitStore } from './lib/rate-limit';
import type { MailWorker } from './mail/worker';

/** What every request handler can reach through `c.var.deps`. */
export type AppDeps = {
  env: Env;
  database: Database;
  logger: Logger;
  auth: Auth;
  rateLimits: RateLimitStore;
  mailWorker: MailWorker;
};

export type SessionUser = Auth['$Infer']['Session']['user'];
export type Session = Auth['$Infer']['Session']['session'];

export type AppEnv = {
  Variables: { deps: AppDeps; requestId: string; user: SessionUser; session: Session };
};

import type { Logger } from 'pino';
import type { Auth } from './auth/auth';
import type { AuthMail } from './auth/auth-mail';
import type { ResetRequests } from './auth/reset-requests';
import type { Database } from './db/client';
import type { Env } from './env';
import type { Limiters } from './lib/limits';
import type { MailWorker } from './mail/worker';
import type { Membership } from './services/workspace/membership';

/** What every request handler can reach through `c.var.deps`. */
export type AppDeps = {
  env: Env;
  database: Database;
  logger: Logger;
  auth: Auth;
  authMail: AuthMail;
  limiters: Limiters;
  mailWorker: MailWorker;
  resetRequests: ResetRequests;
};

export type SessionUser = Auth['$Infer']['Session']['user'];
export type Session = Auth['$Infer']['Session']['session'];

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** The JSON body, read and screened once by the request guard. */
    body: unknown;
    user: SessionUser;
    session: Session;
    /** The caller's active workspace and role, set by requireWorkspace. */
    workspace: Membership;
  };
};

import type { DatasetInsights } from './services/datasets/insights-queue';
import type { StreamPulls } from './services/streams/pull/pull-queue';
import type { SecretBox } from './lib/secret-box';
import type { Logger } from 'pino';
import type { Auth } from './auth/auth';
import type { AuthMail } from './auth/auth-mail';
import type { SessionLookup } from './auth/session-lookup';
import type { Database } from './db/client';
import type { Env } from './env';
import type { DatabaseOutage } from './lib/database-outage';
import type { DeferredWork } from './lib/deferred-work';
import type { Readiness } from './lib/readiness';
import type { Metrics } from './metrics/metrics';
import type { Limiters } from './lib/limits';
import type { MailWorker } from './mail/worker';
import type { ModelTraining } from './services/models/training-queue';
import type { Membership } from './services/workspace/membership';
import type { ObjectStore } from './storage/object-store';

/** What every request handler can reach through `c.var.deps`. */
export type AppDeps = {
  env: Env;
  database: Database;
  /** Whether the database is reachable: 503s and one log line per change (lib/database-outage). */
  databaseOutage: DatabaseOutage;
  /** Whether to send this instance traffic: /api/ready, and the drain after SIGTERM (lib/readiness). */
  readiness: Readiness;
  /** The operator's metrics, when METRICS_PORT is set. */
  metrics: Metrics | null;
  logger: Logger;
  auth: Auth;
  /** The key of the app's own hashes (known devices); the one better-auth signs with. */
  authSecret: string;
  /** Seals the secrets Tessera must read back (stream secrets), under a key derived from AUTH_SECRET. */
  secretBox: SecretBox;
  authMail: AuthMail;
  limiters: Limiters;
  /** Uploaded files: avatars and datasets (docs/decisions/029-file-storage.md). */
  storage: ObjectStore;
  /** Reads the signed-in caller and their active workspace in one query (requireSession). */
  sessionLookup: SessionLookup;
  mailWorker: MailWorker;
  deferredWork: DeferredWork;
  /** Saved models' training, a background job on the job queue (docs/decisions/043-job-queue.md). */
  modelTraining: ModelTraining;
  /** URL pulls on the job queue (services/streams/pull/pull-queue.ts). */
  streamPulls: StreamPulls;
  /** Datasets' insights found again after a stream stores rows (services/datasets/insights-queue.ts). */
  datasetInsights: DatasetInsights;
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
    /** The session's active-workspace membership, read with the session (null when gone); for requireWorkspace. */
    sessionMembership: Membership | null;
    /** The caller's active workspace and role, set by requireWorkspace. */
    workspace: Membership;
  };
};

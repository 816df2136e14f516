import pino from 'pino';
import type { Database } from '../db/client';
import { createJobQueue } from '../jobs/job-queue';
import type { InsightsJob, InsightsRefresh } from '../services/datasets/insights-refresh';

/**
 * Insights jobs on a real job queue of the test's database whose jobs wait an hour to start: a test stores batches
 * while the first version's job still waits (`waiting` as the server's, docs/decisions/078). `sent`: the jobs queued;
 * `cancel` ends one as if it had been taken (no longer waiting). `latestSeconds`: the server's cap on putting a job
 * off (`insightsLatestSeconds`), none by default.
 */
export function waitingInsights(database: Database, { latestSeconds }: { latestSeconds?: number } = {}) {
  const name = 'test-insights-waiting';
  const queue = createJobQueue({ database, logger: pino({ level: 'silent' }) });
  queue.define<InsightsJob>(
    { name, retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60, runLimitMs: 60_000 },
    async () => {},
  );
  const sent: InsightsJob[] = [];
  const insights: InsightsRefresh = {
    queue: async (job) => {
      await queue.send(name, job, job.token, { startAfterSeconds: 3600 });
      sent.push(job);
    },
    waiting: (tx, token) => queue.putOffWaiting(tx, name, token, 3600, latestSeconds),
  };
  return {
    insights,
    sent,
    cancel: (job: InsightsJob) => queue.cancel(name, job.token),
    stop: () => queue.stop({ graceMs: 0 }),
  };
}

import type { InsightsJob } from './insights-refresh';

/**
 * A dataset's insights jobs sent at most once per `everyMs` from this process (docs/decisions/073). A busy
 * stream commits several versions a second, and each queued its own job: a row inserted on the job queue, then
 * fetched and completed, only to find its version replaced and end (`refreshInsights`, 'superseded'). The first
 * version's job is sent at once, as before; the versions committed in the `everyMs` after it are remembered, and
 * only the last of them is sent when that time is over (which opens the next such time). So a stream pushing
 * steadily still has its insights found once per pause, at most `everyMs` later than before, for one job per
 * `everyMs` instead of one per batch. A job held here when the process dies is not lost for good: its version
 * is left `insightsPending` and queued again at start-up (`createDatasetInsights().start`), like a send that
 * failed; `flush` sends what is held at once (a graceful stop).
 */
export function insightsSendsPerDataset(send: (job: InsightsJob) => Promise<void>, everyMs: number) {
  /** Datasets whose last send is less than `everyMs` old, with the latest job held back meanwhile. */
  const recent = new Map<string, { held?: InsightsJob; timer: NodeJS.Timeout }>();

  function sendNow(job: InsightsJob): Promise<void> {
    const timer = setTimeout(() => {
      const { held } = recent.get(job.datasetId)!;
      recent.delete(job.datasetId);
      if (held) void sendNow(held);
    }, everyMs);
    // Never keeps the process alive: what is held is found again at start-up.
    timer.unref();
    recent.set(job.datasetId, { timer });
    return send(job);
  }

  return {
    /** Sends the job, or holds it (in place of any held before) when the dataset's last send is recent. */
    queue(job: InsightsJob): Promise<void> {
      const last = recent.get(job.datasetId);
      if (!last) return sendNow(job);
      last.held = job;
      return Promise.resolve();
    },
    /** Sends every job held back now, and forgets the times. */
    async flush() {
      const held = [...recent.values()].flatMap(({ held, timer }) => {
        clearTimeout(timer);
        return held ? [held] : [];
      });
      recent.clear();
      for (const job of held) await send(job);
    },
  };
}

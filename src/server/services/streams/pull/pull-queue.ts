import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../../db/client';
import { dataStreams } from '../../../db/schema/index';
import { createJobQueue, type QueueSpec } from '../../../jobs/job-queue';
import type { InsightsRefresh } from '../../datasets/insights-refresh';
import type { SecretBox } from '../../../lib/secret-box';
import type { ObjectStore } from '../../../storage/object-store';
import { spoolDirOf } from '../../../storage/spool';
import { pullingKinds } from './pull-config';
import { isBusy, runPull, type PullDeps } from './run-pull';
import { workspaceTurns } from './workspace-turn';

/**
 * The queue URL pulls run on (docs/decisions/054): one try and one retry after 30 s for a crash (a source's own
 * failure is noted on the stream and not retried: the next scheduled run is its retry); this instance stops a
 * pull after 2 minutes (its signal aborts the fetch or the query, noted as the stream's timeout), and one whose
 * instance died is taken again once it expires. Any kind that pulls (the PostgreSQL source) can run on it: the
 * job names only the stream, and `runPull` picks the work by its kind. Three run at once per instance, at most
 * one per workspace (`workspaceTurns`, docs/decisions/058, 065): slow sources of one workspace never hold back
 * another's pulls.
 */
export const pullQueue: QueueSpec = {
  name: 'stream-pull',
  retryLimit: 1,
  retryDelaySeconds: 30,
  expireInSeconds: 3 * 60,
  runLimitMs: 2 * 60_000,
  concurrency: 3,
};

/** A pull whose workspace already runs one is queued again this much later: it waits its turn, never dropped. */
export const workspaceTurnSeconds = 2;

/**
 * Runs of one pull that may find its stream busy (another instance's batches held it longer than a batch waits,
 * stream-lock.ts, or its batches were queued full): each is queued again `busyRetrySeconds` later, and the last
 * notes the failure on the stream (the next scheduled run is then its retry).
 */
export const maxBusyRuns = 4;
export const busyRetrySeconds = 30;

/** `busyRuns`: how many runs of this pull found its stream busy before. */
export type PullJob = { streamId: string; busyRuns?: number };

/** How often every instance looks for scheduled pulls that are due. */
const tickMs = 60_000;

/** A job id made from a key (pg-boss ids are UUIDs): the same claim queues the same job once. */
function jobIdOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type StreamPulls = ReturnType<typeof createStreamPulls>;

/**
 * URL pulls on the job queue. `start` (index.ts) starts a tick on every instance: one UPDATE claims the due
 * streams by moving their `next_sync_at` forward (row locks: on PostgreSQL two instances never claim the same
 * run) and queues a job for each claim. "Sync now" (`enqueue`) queues a job of its own. On the embedded
 * database the queue starts only when a pull is queued or a pull stream exists.
 */
export function createStreamPulls({
  database,
  logger,
  storage,
  dataDir,
  secretBox,
  allowPrivate,
  insights,
  runLimitMs = pullQueue.runLimitMs,
  lockWaitMs,
  busyRetryAfterSeconds = busyRetrySeconds,
}: {
  database: Database;
  logger: Logger;
  storage: ObjectStore;
  dataDir: string;
  secretBox: SecretBox;
  allowPrivate: boolean;
  insights: InsightsRefresh;
  /** Tests only: a shorter run limit than the queue's 2 minutes. */
  runLimitMs?: number;
  /** Tests only: a shorter wait for the stream's lock, and for a busy run's next try. */
  lockWaitMs?: number;
  busyRetryAfterSeconds?: number;
}) {
  const { db } = database;
  const embedded = database.kind === 'pglite';
  const log = logger.child({ component: 'stream-pulls' });
  const queue = createJobQueue({ database, logger });
  const deps: PullDeps = {
    db,
    kind: database.kind,
    storage,
    spoolDir: spoolDirOf(dataDir),
    secretBox,
    policy: { allowPrivate },
    insights,
    lockWaitMs,
  };
  const inWorkspaceTurn = workspaceTurns(database);
  queue.define<PullJob>({ ...pullQueue, runLimitMs }, async (job, signal) => {
    const { streamId } = job.data;
    const busyRuns = job.data.busyRuns ?? 0;
    const [stream] = await db
      .select({ workspaceId: dataStreams.workspaceId })
      .from(dataStreams)
      .where(eq(dataStreams.id, streamId));
    if (!stream) return;
    const lastTry = busyRuns + 1 >= maxBusyRuns;
    const turn = await inWorkspaceTurn(stream.workspaceId, () =>
      runPull(deps, streamId, signal, { noteBusy: lastTry }).then(
        () => 'done' as const,
        (error: unknown) => {
          if (isBusy(error)) return 'busy' as const;
          throw error;
        },
      ),
    );
    if (!turn.ran) {
      await queue.send(pullQueue.name, job.data, randomUUID(), { startAfterSeconds: workspaceTurnSeconds });
    } else if (turn.value === 'busy') {
      const next: PullJob = { streamId, busyRuns: busyRuns + 1 };
      await queue.send(pullQueue.name, next, randomUUID(), { startAfterSeconds: busyRetryAfterSeconds });
    }
  });
  const send = (streamId: string, key: string) =>
    queue.send(pullQueue.name, { streamId } satisfies PullJob, jobIdOf(key));

  /** Claims the due scheduled pulls and queues each once; the number queued. */
  async function tick(): Promise<number> {
    const claimed = await db
      .update(dataStreams)
      .set({
        nextSyncAt: sql`now() + case when ${dataStreams.config} -> 'source' ->> 'schedule' = 'hourly' then interval '1 hour' else interval '1 day' end`,
      })
      .where(
        and(
          inArray(dataStreams.kind, [...pullingKinds]),
          ne(dataStreams.status, 'paused'),
          lte(dataStreams.nextSyncAt, sql`now()`),
        ),
      )
      .returning({ id: dataStreams.id, next: dataStreams.nextSyncAt });
    for (const { id, next } of claimed) await send(id, `${id}:${next?.toISOString()}`);
    return claimed.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<unknown> | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      ticking = tick()
        .catch((error: unknown) => log.warn({ err: error }, 'scheduled pulls could not be queued'))
        .finally(schedule);
    }, tickMs).unref();
  };

  return {
    /** Starts the tick (and, on PostgreSQL or when a pull stream exists, the queue's loop). */
    async start() {
      if (!embedded) await queue.start();
      else {
        const [any] = await db
          .select({ id: dataStreams.id })
          .from(dataStreams)
          .where(inArray(dataStreams.kind, [...pullingKinds]))
          .limit(1);
        if (any) await queue.start();
      }
      schedule();
    },
    tick,
    /** Queues a run of the stream now ("Sync now"). */
    enqueue: (streamId: string) => send(streamId, `${streamId}:now:${randomUUID()}`),
    stop: async (options?: { graceMs?: number }) => {
      stopped = true;
      clearTimeout(timer);
      await ticking;
      await queue.stop(options);
    },
  };
}

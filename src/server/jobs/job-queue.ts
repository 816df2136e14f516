import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { sqlExecutor } from './sql-executor';

/** A job as its handler gets it: which attempt this is of how many retries the queue allows. */
export type QueuedJob<T> = { id: string; data: T; retryCount: number; retryLimit: number };

/**
 * Runs one job. Resolving completes it; throwing fails it (pg-boss retries it after `retryDelaySeconds` until
 * `retryLimit` retries are spent). `signal` aborts with a `JobStop` when the job ran past `runLimitMs`, was
 * cancelled, or the instance is stopping: the handler should give up quickly.
 */
export type JobHandler<T> = (job: QueuedJob<T>, signal: AbortSignal) => Promise<void>;

export type QueueSpec = {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Past this, a job still active (its instance died) is failed by pg-boss's maintenance and retried. */
  expireInSeconds: number;
  /** This instance stops a job it runs after this long, before it expires and another instance takes it. */
  runLimitMs: number;
  /** Jobs this instance runs at once (1 when not given). */
  concurrency?: number;
};

/** Why a running job's signal was aborted. */
export class JobStop extends Error {
  constructor(readonly reason: 'shutdown' | 'time-limit' | 'cancelled') {
    super(`job stopped: ${reason}`);
  }
}

export type JobQueue = ReturnType<typeof createJobQueue>;

type Running = { id: string; controller: AbortController; done: Promise<void> };
type Queue = {
  spec: QueueSpec;
  handler: JobHandler<never>;
  /** The jobs running here, by id: at most `spec.concurrency`. */
  running: Map<string, Running>;
  /** Set by `poke`: a job may have come since the last look, so the loop looks again before it waits. */
  poked: boolean;
  wake?: () => void;
};

/** Makes the queue's loop look for jobs now (or right after the look under way). */
const poke = (queue: Queue | undefined) => {
  if (!queue) return;
  queue.poked = true;
  queue.wake?.();
};

/** PostgreSQL's "deadlock detected": it cancelled one of the transactions, which may be tried again. */
const isDeadlock = (error: unknown) => (error as { code?: unknown } | null)?.code === '40P01';

/**
 * Makes a queue, as each instance and each of its job queues does at start-up. Two creating it at once: one wins,
 * and the queue is there either way. pg-boss's queue tables are made under locks that two creations of different
 * queues can take in opposite orders: PostgreSQL then cancels one as a deadlock, which is tried again (seen on a
 * fresh database, where the server's three job queues start together).
 */
export async function createQueue(boss: PgBoss, spec: QueueSpec, triesLeft = 3): Promise<void> {
  try {
    await boss.createQueue(spec.name, {
      name: spec.name,
      retryLimit: spec.retryLimit,
      retryDelay: spec.retryDelaySeconds,
      expireInSeconds: spec.expireInSeconds,
    });
  } catch (error) {
    if (isDeadlock(error) && triesLeft > 1) return createQueue(boss, spec, triesLeft - 1);
    if (!(await boss.getQueue(spec.name))) throw error;
  }
}

/**
 * A kept job queue (pg-boss, docs/decisions/043-job-queue.md) on the app's own database, embedded or PostgreSQL:
 * jobs are rows, so they outlive a restart, and an instance takes a job with `FOR UPDATE SKIP LOCKED`, so with
 * many instances each job runs once. pg-boss is loaded and its schema made only at `start()` (the embedded
 * database starts it when there is work: it costs ~18 MB of resident memory). Each queue runs up to its
 * `concurrency` jobs at a time per instance (one unless given) in its own loop (not pg-boss's `work()`, which
 * leaves a failed completion unhandled): it looks at once when this instance sends a job, and when a job it
 * delayed (a retry, `startAfterSeconds`) is due, and polls every 2 s on PostgreSQL for other instances' jobs. The
 * embedded database is one process, whose own sends wake it, but a delayed job's wake-up was seen to find it not yet
 * due (a Sync now then waited the whole poll, 30 s as it was): it polls every 5 s, which bounds that wait.
 */
export function createJobQueue({ database, logger }: { database: Database; logger: Logger }) {
  const pollMs = database.kind === 'pglite' ? 5_000 : 2_000;
  const log = logger.child({ component: 'job-queue' });
  const executor = sqlExecutor(database);
  const queues = new Map<string, Queue>();
  let boss: PgBoss | undefined;
  let starting: Promise<PgBoss> | undefined;
  let stopping = false;
  const loops: Promise<void>[] = [];

  async function open(): Promise<PgBoss> {
    const { default: PgBossClass } = await import('pg-boss');
    const opened = new PgBossClass({
      db: executor as PgBoss.Db,
      // No cron: nothing is scheduled; that would poll a queue of its own every 5 s.
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: 120,
    });
    opened.on('error', (error) => log.warn({ err: error }, 'job queue maintenance failed'));
    await opened.start();
    for (const { spec } of queues.values()) await createQueue(opened, spec);
    return opened;
  }

  async function runLoop(queue: Queue, started: PgBoss) {
    const { spec } = queue;
    const slots = Math.max(1, spec.concurrency ?? 1);
    while (!stopping) {
      if (queue.running.size >= slots) {
        // Every place taken: look again once one of them is free.
        await Promise.race([...queue.running.values()].map((running) => running.done));
        continue;
      }
      queue.poked = false;
      const [job] = await started.fetch<unknown>(spec.name, { includeMetadata: true });
      if (!job && queue.poked) continue;
      if (!job) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          timer.unref();
          queue.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        queue.wake = undefined;
        continue;
      }
      const controller = new AbortController();
      const limit = setTimeout(() => controller.abort(new JobStop('time-limit')), spec.runLimitMs);
      limit.unref();
      const done = runOne(started, queue, job, controller.signal).finally(() => {
        clearTimeout(limit);
        queue.running.delete(job.id);
      });
      queue.running.set(job.id, { id: job.id, controller, done });
    }
    await Promise.all([...queue.running.values()].map((running) => running.done));
  }

  async function runOne(
    started: PgBoss,
    queue: Queue,
    job: PgBoss.JobWithMetadata<unknown>,
    signal: AbortSignal,
  ) {
    const { name, retryDelaySeconds } = queue.spec;
    const queued = {
      id: job.id,
      data: job.data as never,
      retryCount: job.retryCount,
      retryLimit: job.retryLimit,
    };
    log.info({ queue: name, job: job.id, try: job.retryCount + 1 }, 'job started');
    try {
      await queue.handler(queued, signal);
      await started.complete(name, job.id).catch((error: unknown) => {
        // Still active: it expires and runs again, and the handler finds its work done.
        log.warn({ err: error, queue: name, job: job.id }, 'could not mark a job complete');
      });
    } catch (error) {
      const stopped = signal.reason instanceof JobStop ? signal.reason.reason : undefined;
      if (!stopped) log.warn({ err: error, queue: name, job: job.id }, 'job failed');
      const ended =
        stopped === 'shutdown'
          ? release(name, job.id)
          : started.fail(name, job.id, { message: stopped ?? messageOf(error) });
      await ended.catch((failure: unknown) => {
        log.warn({ err: failure, queue: name, job: job.id }, 'could not give a job back');
      });
      // A retry is due after its delay: look again then rather than at the next poll.
      setTimeout(() => poke(queue), retryDelaySeconds * 1000 + 50).unref();
    }
  }

  /**
   * Gives a job this instance stopped for a shutdown back as if never taken, so a restart spends none of its
   * retries (pg-boss counts a try when it takes a job whose `started_on` is set; its `fail` would count one).
   * pg-boss has no call for it: this is its v10 job table (`pgboss.job`), checked by the restart tests.
   */
  const release = async (name: string, id: string) => {
    await executor.executeSql(
      `UPDATE pgboss.job SET state = 'created', started_on = NULL WHERE name = $1 AND id = $2 AND state = 'active'`,
      [name, id],
    );
  };

  /** pg-boss loaded, its schema and the queues made; no job taken yet. Once. */
  const ready = (): Promise<PgBoss> => {
    if (stopping) return Promise.reject(new Error('the job queue is stopped'));
    if (starting) return starting;
    const opening = open().then((opened) => (boss = opened));
    // A failed start is not kept: the next call tries again.
    opening.catch(() => {
      if (starting === opening) starting = undefined;
    });
    starting = opening;
    return opening;
  };

  let looping = false;
  /** `ready`, then each queue's loop takes jobs. Once. */
  const start = async (): Promise<PgBoss> => {
    const opened = await ready();
    if (looping || stopping) return opened;
    looping = true;
    for (const queue of queues.values()) {
      loops.push(
        runLoop(queue, opened).catch((error: unknown) =>
          log.error({ err: error, queue: queue.spec.name }, 'job loop stopped'),
        ),
      );
    }
    log.info({ queues: [...queues.keys()] }, 'job queue started');
    return opened;
  };

  return {
    /** Registers a queue and its handler; before `start`. */
    define<T>(spec: QueueSpec, handler: JobHandler<T>) {
      queues.set(spec.name, {
        spec,
        handler: handler as JobHandler<never>,
        running: new Map(),
        poked: false,
      });
    },
    /** Loads pg-boss and makes its schema and the queues if need be, without taking jobs yet; once. */
    ready: async () => {
      await ready();
    },
    /** `ready`, then starts taking jobs; once. */
    start: async () => {
      await start();
    },
    isStarted: () => boss !== undefined,
    /** Queues a job (its id chosen by the caller: sending the same id again while it exists does nothing). */
    async send(
      name: string,
      data: object,
      id: string,
      { startAfterSeconds }: { startAfterSeconds?: number } = {},
    ) {
      const started = await start();
      await started.send(name, data, { id, ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}) });
      const queue = queues.get(name);
      if (!startAfterSeconds) poke(queue);
      // Due later: looked for then rather than at the next poll.
      else setTimeout(() => poke(queue), startAfterSeconds * 1000 + 50).unref();
    },
    /**
     * Queues the job `id` again after it ended (completed, failed or cancelled): the ended job's row is removed,
     * then it is sent as new. False when a job of that id is still waiting or running (nothing is sent). Writes
     * pg-boss's v10 job table, as `release` does.
     */
    async sendAgain(name: string, data: object, id: string): Promise<boolean> {
      const started = await start();
      await executor.executeSql(
        `DELETE FROM pgboss.job WHERE name = $1 AND id = $2 AND state IN ('completed', 'failed', 'cancelled')`,
        [name, id],
      );
      const sent = await started.send(name, data, { id });
      poke(queues.get(name));
      return sent !== null;
    },
    /**
     * Whether the job `id` still waits to be taken (sent, not started by any instance, not being retried); if so it
     * is put off to `startAfterSeconds` from now and its row stays locked in `tx` until that transaction ends:
     * pg-boss's fetch skips locked rows, so no instance starts it before `tx` committed what the job is to find.
     * False before this instance started the queue (on the embedded database pg-boss's tables may not be there
     * yet). Writes pg-boss's v10 job table, as `release` does. `latestSeconds`: never put off past that long after
     * the job was sent, so work that keeps coming (a stream's batches) cannot put it off for ever.
     */
    async putOffWaiting(
      tx: Db,
      name: string,
      id: string,
      startAfterSeconds: number,
      latestSeconds = Number.POSITIVE_INFINITY,
    ): Promise<boolean> {
      if (!boss || !uuidPattern.test(id)) return false;
      const putOff = sql`now() + make_interval(secs => ${startAfterSeconds})`;
      const startAfter = Number.isFinite(latestSeconds)
        ? sql`least(${putOff}, created_on + make_interval(secs => ${latestSeconds}))`
        : putOff;
      const found = await tx.execute(
        sql`update pgboss.job set start_after = ${startAfter}
            where name = ${name} and id = ${id}::uuid and state = 'created' returning 1`,
      );
      // Not looked for when due (a timer per batch would be a fetch per batch): the next poll finds it.
      return (found as unknown as { rows: unknown[] }).rows.length > 0;
    },
    /** Jobs of these ids waiting or running are cancelled; one running here is stopped. */
    async cancel(name: string, id: string) {
      queues.get(name)?.running.get(id)?.controller.abort(new JobStop('cancelled'));
      if (!boss) return;
      await boss.cancel(name, id);
    },
    /** Fails jobs (they are retried while retries are left): for jobs whose instance is known to be gone. */
    async fail(name: string, ids: string[], message: string) {
      if (ids.length === 0) return;
      const started = await start();
      // pg-boss's types name the third argument options; its code takes the failure's data there.
      await (started.fail as (name: string, ids: string[], data: object) => Promise<void>)(name, ids, {
        message,
      });
      const queue = queues.get(name);
      if (queue) setTimeout(() => poke(queue), queue.spec.retryDelaySeconds * 1000 + 50).unref();
    },
    /** A job's state and tries, or null when there is none (never queued, or archived). */
    async job(name: string, id: string) {
      const found = await (await ready()).getJobById(name, id);
      return found && { state: found.state, retryCount: found.retryCount, retryLimit: found.retryLimit };
    },
    /**
     * Stops taking jobs; a job running here gets `graceMs` to finish, then is stopped (its signal aborts with
     * `JobStop('shutdown')`) and given back untried, so this or another instance runs it again.
     */
    async stop({ graceMs = 5_000 }: { graceMs?: number } = {}) {
      stopping = true;
      const opened = await starting?.catch(() => undefined);
      for (const queue of queues.values()) queue.wake?.();
      await Promise.all(
        [...queues.values()]
          .flatMap(({ running }) => [...running.values()])
          .map(async (running) => {
            const finished = await Promise.race([
              running.done.then(() => true),
              new Promise<boolean>((resolve) => setTimeout(() => resolve(false), graceMs).unref()),
            ]);
            if (!finished) running.controller.abort(new JobStop('shutdown'));
          }),
      );
      await Promise.all(loops);
      await opened?.stop({ graceful: false, close: false });
    },
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

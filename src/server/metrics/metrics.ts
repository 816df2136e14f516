import { Hono, type MiddlewareHandler } from 'hono';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import { passwordHashesRunning, passwordHashesWaiting } from '../services/account/password';

/** How long a scrape waits for the outbox count before keeping the last one. */
const outboxCountDeadlineMs = 1_000;

export type Metrics = {
  /** Times every request by its route pattern (never the raw path) and status; the app's first middleware. */
  middleware: MiddlewareHandler;
  /** Serves `GET /metrics` in Prometheus's text format, on its own listener (never the app's port). */
  app: Hono;
  /** Counts a rate-limit check answered from this instance's memory because Redis failed or was not ready. */
  limiterFellBack: (limit: string) => void;
  /** Reads the database's queue and the mail outbox at each scrape. */
  watch: (database: Database) => void;
};

/**
 * The operator's metrics (docs/decisions/042-readiness-and-metrics.md). prom-client and its Hono middleware
 * are loaded only here, when METRICS_PORT is set: a server without metrics never holds them.
 */
export async function createMetrics(): Promise<Metrics> {
  const [{ Counter, Gauge, Registry }, { prometheus }] = await Promise.all([
    import('prom-client'),
    import('@hono/prometheus'),
  ]);
  const registry = new Registry();
  // Default metrics include the event-loop lag (nodejs_eventloop_lag_seconds and its percentiles).
  const { printMetrics, registerMetrics } = prometheus({ registry, collectDefaultMetrics: true });
  let database: Database | undefined;

  new Gauge({
    name: 'tessera_db_queries_waiting',
    help:
      'PostgreSQL: queries waiting for a free connection of the pool of ten. ' +
      'Embedded database: queries waiting behind the one it runs (it runs one at a time).',
    registers: [registry],
    collect() {
      if (database) this.set(database.queriesWaiting());
    },
  });
  new Gauge({
    name: 'tessera_mail_outbox_messages',
    help: 'Mail in the outbox: pending (waiting to be sent, or being sent) and failed for good.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      if (!database) return;
      const counts = await outboxCounts(database).catch(() => null);
      if (!counts) return;
      this.set({ status: 'pending' }, counts.pending);
      this.set({ status: 'failed' }, counts.failed);
    },
  });
  new Gauge({
    name: 'tessera_password_hashes_running',
    help: 'Password hashes (argon2id) computing now; at most the number of cores less one.',
    registers: [registry],
    collect() {
      this.set(passwordHashesRunning());
    },
  });
  new Gauge({
    name: 'tessera_password_hashes_waiting',
    help: 'Password checks queued for a free hashing slot (past 300 per slot, new ones get a 429).',
    registers: [registry],
    collect() {
      this.set(passwordHashesWaiting());
    },
  });
  const fallbacks = new Counter({
    name: 'tessera_rate_limit_memory_fallbacks_total',
    help: 'Rate-limit operations answered from this instance’s memory because Redis failed or was not ready.',
    labelNames: ['limit'],
    registers: [registry],
  });

  return {
    middleware: registerMetrics,
    app: new Hono().get('/metrics', printMetrics),
    limiterFellBack: (limit) => fallbacks.inc({ limit }),
    watch: (watched) => {
      database = watched;
    },
  };
}

/** Pending (with sending) and failed mail, or a rejection past the deadline. */
async function outboxCounts({ db }: Database): Promise<{ pending: number; failed: number }> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('outbox count timed out')), outboxCountDeadlineMs);
  });
  const query = db
    .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'sending', 'failed']))
    .groupBy(mailOutbox.status);
  const rows = await Promise.race([query, deadline]).finally(() => clearTimeout(timer));
  const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { pending: count('pending') + count('sending'), failed: count('failed') };
}

import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import { isLocalOrigin, type Env } from '../env';
import type { OutboxMail } from './outbox';
import type { MailTransport } from './transport';

export type MailWorker = {
  /** Looks for due mail now instead of at the next poll. */
  poke(): void;
  /** Stops polling and resolves once the batch in flight is done. */
  stop(): Promise<void>;
};

export type MailWorkerOptions = {
  db: Db;
  env: Pick<Env, 'MAIL_FROM' | 'APP_URL'>;
  logger: Logger;
  /** null: nothing is sent; new mail stays pending and the log says where to read it (README.md#configuration). */
  transport: MailTransport | null;
  pollMs?: number;
};

export const maxMailAttempts = 6;
/** Wait after the nth failed attempt before the next one. */
const backoffSeconds = [10, 60, 5 * 60, 30 * 60, 2 * 60 * 60];
const batchSize = 10;
const lease = sql`interval '2 minutes'`;

/** Sends the outbox's due mail in the background: polled, poked after a write, safe with many workers. */
export function startMailWorker({
  db,
  env,
  logger,
  transport,
  pollMs = 2000,
}: MailWorkerOptions): MailWorker {
  const log = logger.child({ component: 'mail-worker' });
  const runOnce = transport
    ? createSender(db, env, log, transport)
    : createOutboxNotice(db, log, outboxHint(env.APP_URL));
  let stopped = false;
  let running: Promise<void> | null = null;
  let pokedWhileRunning = false;
  let timer: NodeJS.Timeout | undefined;

  const tick = () => {
    if (stopped) return;
    if (running) {
      pokedWhileRunning = true;
      return;
    }
    clearTimeout(timer);
    running = runOnce(() => stopped)
      .catch((error: unknown) => log.error({ err: error }, 'mail worker pass failed'))
      .finally(() => {
        running = null;
        if (stopped) return;
        if (pokedWhileRunning) {
          pokedWhileRunning = false;
          tick();
        } else {
          timer = setTimeout(tick, pollMs);
          // Polling alone must not keep the process alive.
          timer.unref();
        }
      });
  };

  tick();
  return {
    poke: tick,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

type Pass = (isStopped: () => boolean) => Promise<void>;

function createSender(db: Db, env: MailWorkerOptions['env'], log: Logger, transport: MailTransport): Pass {
  const messageIdDomain = domainOf(env.MAIL_FROM) ?? new URL(env.APP_URL).hostname;
  return async (isStopped) => {
    // Drain what is due; a full batch suggests more is waiting. Once a send succeeds, mail waiting out a
    // backoff is due at once: the fault that held it has most likely passed.
    while (!isStopped()) {
      await dropExpiredMail(db, log);
      const rows = await claimDueMail(db);
      let sent = 0;
      for (const row of rows)
        if (await sendOne(db, log, transport, row, env.MAIL_FROM, messageIdDomain)) sent += 1;
      const retried = sent > 0 ? await retryWaitingMail(db) : 0;
      if (retried > 0) log.info({ retried }, 'mail sends again: retrying waiting mail now');
      if (rows.length < batchSize && retried === 0) return;
    }
  };
}

/** Mail whose link or code has run out is never sent: marked expired, counted in the log. */
async function dropExpiredMail(db: Db, log: Logger) {
  const unsent = or(
    eq(mailOutbox.status, 'pending'),
    and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, sql`now()`)),
  );
  const dropped = await db
    .update(mailOutbox)
    .set({ status: 'expired', lockedUntil: null })
    .where(and(unsent, lte(mailOutbox.expiresAt, sql`now()`)))
    .returning({ kind: mailOutbox.kind });
  if (dropped.length === 0) return;
  const kinds = [...new Set(dropped.map((row) => row.kind))];
  log.warn({ expired: dropped.length, kinds }, 'mail expired before it could be sent; dropped');
}

/** Makes mail that failed before and waits for its next attempt due now; returns how many. */
async function retryWaitingMail(db: Db): Promise<number> {
  const waiting = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        sql`${mailOutbox.attempts} > 0`,
        sql`${mailOutbox.nextAttemptAt} > now()`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return waiting.length;
}

/** The mail waiting to go out: how many, and when the oldest was queued (for the health and ops side). */
export async function mailBacklog(db: Db): Promise<{ waiting: number; oldestQueuedAt: Date | null }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${mailOutbox.createdAt})`,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'sending']));
  return { waiting: row?.waiting ?? 0, oldestQueuedAt: row?.oldest ? new Date(row.oldest) : null };
}

/** Leases up to one batch of due rows: pending ones whose time has come, and ones a dead worker left sending. */
function claimDueMail(db: Db): Promise<OutboxMail[]> {
  const due = and(
    or(
      and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
      and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, sql`now()`)),
    ),
    or(isNull(mailOutbox.expiresAt), gt(mailOutbox.expiresAt, sql`now()`)),
  );
  const claimable = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(due)
    .orderBy(mailOutbox.createdAt)
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      lockedUntil: sql`now() + ${lease}`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, claimable))
    .returning();
}

// `attempts` as claimed is this worker's fencing token: a row another worker has since taken over is left alone.
const stillOurs = (row: OutboxMail) =>
  and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, row.attempts));

async function sendOne(
  db: Db,
  log: Logger,
  transport: MailTransport,
  row: OutboxMail,
  from: string,
  messageIdDomain: string,
) {
  // Renew the lease right before sending, so rows late in the batch are not taken over mid-send.
  const renewed = await db
    .update(mailOutbox)
    .set({ lockedUntil: sql`now() + ${lease}` })
    .where(stillOurs(row))
    .returning({ id: mailOutbox.id });
  if (renewed.length === 0) return false;

  try {
    await transport.sendMail({
      from,
      to: row.toAddress,
      subject: row.subject,
      html: row.html,
      text: row.textBody,
      // The same id on every attempt, so a resend after a crash is recognisably the same message.
      messageId: `<${row.id}@${messageIdDomain}>`,
    });
  } catch (error) {
    await recordFailure(db, log, row, error);
    return false;
  }
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(stillOurs(row));
  log.info({ mailId: row.id, kind: row.kind, attempts: row.attempts }, 'mail sent');
  return true;
}

/** An SMTP 5xx answer (no such mailbox, refused) will not change on a retry; 4xx and network faults may. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

async function recordFailure(db: Db, log: Logger, row: OutboxMail, error: unknown) {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const giveUp = row.attempts >= maxMailAttempts || isPermanent(error);
  const delay = backoffSeconds[Math.min(row.attempts, backoffSeconds.length) - 1]!;
  const [updated] = await db
    .update(mailOutbox)
    .set(
      giveUp
        ? { status: 'failed', lockedUntil: null, lastError }
        : {
            status: 'pending',
            lockedUntil: null,
            lastError,
            nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
          },
    )
    .where(stillOurs(row))
    // The backlog as it stood before this update (this row still counted), read in the same round trip.
    .returning({
      waiting: sql<number>`(select count(*)::int from ${mailOutbox} where status in ('pending', 'sending'))`,
    });
  const waiting = Number(updated?.waiting ?? 0);
  const details = {
    mailId: row.id,
    kind: row.kind,
    attempts: row.attempts,
    error: lastError,
    backlog: giveUp ? waiting - 1 : waiting,
  };
  if (giveUp) log.error(details, 'mail failed for good');
  else log.warn({ ...details, retryInSeconds: delay }, 'mail send failed; will retry');
}

/** Where a developer without SMTP reads kept mail; the log never carries its links, which hold tokens. */
function outboxHint(appUrl: string): string {
  return isLocalOrigin(appUrl)
    ? `mail kept in the outbox (no SMTP_URL): read it at ${appUrl}/dev/mail from this machine`
    : 'mail kept in the outbox (no SMTP_URL): set SMTP_URL to send it';
}

/** Without SMTP: one info line per newly queued message (never its body or links); rows stay pending. */
function createOutboxNotice(db: Db, log: Logger, hint: string): Pass {
  // Ids already reported, or pending before this process started (those are listed at /dev/mail).
  let known: Set<string> | null = null;
  return async () => {
    const pending = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    const ids = pending.map((row) => row.id);
    if (!known) {
      known = new Set(ids);
      if (ids.length > 0)
        log.info({ count: ids.length }, 'earlier mail is waiting in the outbox (no SMTP_URL)');
      return;
    }
    const fresh = ids.filter((id) => !known!.has(id));
    // Forget rows that are no longer pending, so the set tracks the outbox rather than growing forever.
    known = new Set(ids);
    if (fresh.length === 0) return;
    const rows = await db
      .select({
        mailId: mailOutbox.id,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        kind: mailOutbox.kind,
      })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, fresh))
      .orderBy(mailOutbox.createdAt);
    for (const mail of rows) log.info(mail, hint);
  };
}

function domainOf(address: string): string | undefined {
  return /@([^\s<>@]+)>?\s*$/.exec(address)?.[1];
}

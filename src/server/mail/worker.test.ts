import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../../../tests/support/smtp-catcher';
import { openDatabase, type Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import { describeOnEachDatabase } from '../test/test-app';
import { enqueueMail, type MailToSend } from './outbox';
import { passwordResetMail } from './templates/password-reset';
import { createMailTransport } from './transport';
import { mailBacklog, startMailWorker, type MailWorker } from './worker';

const resetUrl = 'http://localhost:3000/reset-password?token=abc123';

const testMail = (overrides: Partial<MailToSend> = {}): MailToSend => ({
  to: 'ada@example.com',
  kind: 'password-reset',
  ...passwordResetMail({ name: 'Ada', url: resetUrl }),
  ...overrides,
});

/** A logger whose lines the test can read. */
function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describeOnEachDatabase('mail worker', (context) => {
  let catcher: SmtpCatcher;
  let log: ReturnType<typeof captureLogger>;
  const running: MailWorker[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
  });
  afterAll(() => catcher.stop());
  beforeEach(async () => {
    catcher.clear();
    log = captureLogger();
    await context().database.db.delete(mailOutbox);
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((worker) => worker.stop()));
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
    // A pass that failed would only show up in the log.
    expect(log.lines.filter((line) => (line.level as number) >= 50)).toEqual([]);
  });

  const startWorker = (options: { db?: Db; smtp?: boolean; pollMs?: number; name?: string } = {}) => {
    const { database, env } = context();
    const transport = options.smtp === false ? null : createMailTransport({ SMTP_URL: catcher.smtpUrl });
    const worker = startMailWorker({
      db: options.db ?? database.db,
      env,
      logger: log.logger.child({ worker: options.name ?? 'main' }),
      transport,
      pollMs: options.pollMs ?? 50,
    });
    running.push(worker);
    return worker;
  };

  const rowOf = async (id: string) => {
    const [row] = await context().database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row!;
  };

  it('delivers a queued message once, with its subject, recipient and a Message-ID from its id', async () => {
    const id = await enqueueMail(context().database.db, testMail());
    startWorker();

    const mail = await catcher.waitFor((caught) => caught.to === 'ada@example.com');
    expect(mail).toMatchObject({
      subject: 'Reset your Tessera password',
      from: 'Tessera <no-reply@localhost>',
      messageId: `<${id}@localhost>`,
      links: [resetUrl],
    });
    expect(mail.text).toContain(resetUrl);
    expect(mail.html).toContain('Reset password');
    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('sent'));
    expect(await rowOf(id)).toMatchObject({ attempts: 1, lockedUntil: null, lastError: null });
    expect((await rowOf(id)).sentAt).toBeInstanceOf(Date);
    // A few more polls find nothing more to send.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(catcher.messages()).toHaveLength(1);
  });

  it('keeps a message whose send failed pending with the error, and delivers it on the next attempt', async () => {
    const { db } = context().database;
    catcher.failNext(1);
    const id = await enqueueMail(db, testMail());
    const worker = startWorker();

    await vi.waitFor(async () => expect((await rowOf(id)).attempts).toBe(1));
    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('pending'));
    const failed = await rowOf(id);
    expect(failed.lastError).toMatch(/451/);
    expect(failed.lockedUntil).toBeNull();
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    expect(catcher.messages()).toEqual([]);

    // Instead of waiting out the backoff, make the retry due now.
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, id));
    worker.poke();
    const mail = await catcher.waitFor((caught) => caught.messageId === `<${id}@localhost>`);
    expect(mail.subject).toBe('Reset your Tessera password');
    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('sent'));
    expect(await rowOf(id)).toMatchObject({ attempts: 2, lastError: null });
    expect(catcher.messages()).toHaveLength(1);
  });

  it('drops a message whose link expired while it waited, and never sends it', async () => {
    const { db } = context().database;
    catcher.failNext(1);
    const id = await enqueueMail(db, testMail({ expiresAt: new Date(Date.now() + 60 * 60_000) }));
    const worker = startWorker();
    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('pending'));
    await vi.waitFor(async () => expect((await rowOf(id)).attempts).toBe(1));

    // The outage outlasts the link: its expiry passes, then its retry comes due.
    await db
      .update(mailOutbox)
      .set({ expiresAt: sql`now() - interval '1 second'`, nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, id));
    worker.poke();
    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('expired'));
    expect(catcher.messages()).toEqual([]);
    expect(log.lines).toContainEqual(expect.objectContaining({ expired: 1, kinds: ['password-reset'] }));
    expect(await mailBacklog(db)).toMatchObject({ waiting: 0 });
  });

  it('retries waiting mail as soon as a send succeeds again, and counts the backlog', async () => {
    const { db } = context().database;
    catcher.failNext(1);
    const waiting = await enqueueMail(db, testMail({ to: 'first@example.com' }));
    const worker = startWorker();
    await vi.waitFor(async () => expect((await rowOf(waiting)).attempts).toBe(1));
    await vi.waitFor(async () => expect((await rowOf(waiting)).status).toBe('pending'));
    const scheduled = (await rowOf(waiting)).nextAttemptAt;
    expect(await mailBacklog(db)).toMatchObject({ waiting: 1 });
    expect(log.lines).toContainEqual(expect.objectContaining({ mailId: waiting, backlog: 1 }));

    // SMTP is back: the next mail goes out, and the waiting one follows without waiting out its backoff.
    await enqueueMail(db, testMail({ to: 'second@example.com' }));
    worker.poke();
    await catcher.waitFor((caught) => caught.to === 'second@example.com');
    await catcher.waitFor((caught) => caught.to === 'first@example.com');
    expect(Date.now()).toBeLessThan(scheduled.getTime());
    await vi.waitFor(async () => expect(await mailBacklog(db)).toMatchObject({ waiting: 0 }));
  });

  it('marks a message failed when its sixth attempt fails', async () => {
    const { db } = context().database;
    catcher.failNext(1);
    const id = await enqueueMail(db, testMail());
    await db.update(mailOutbox).set({ attempts: 5 }).where(eq(mailOutbox.id, id));
    startWorker();

    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('failed'));
    expect(await rowOf(id)).toMatchObject({
      attempts: 6,
      lockedUntil: null,
      lastError: expect.stringMatching(/451/),
    });
    log.lines.splice(0); // the expected 'failed for good' error line
  });

  it('marks a message failed at once when the server refuses it for good (5xx)', async () => {
    const { db } = context().database;
    catcher.failNext(1, 550);
    const id = await enqueueMail(db, testMail());
    startWorker();

    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('failed'));
    expect(await rowOf(id)).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/550/) });
    log.lines.splice(0); // the expected 'failed for good' error line
  });

  it('takes over a message a crashed worker left sending once its lease has run out, and not before', async () => {
    const { db } = context().database;
    const crashed = await enqueueMail(db, testMail({ to: 'crashed@example.com' }));
    const leased = await enqueueMail(db, testMail({ to: 'leased@example.com' }));
    await db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 minute'` })
      .where(eq(mailOutbox.id, crashed));
    await db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(mailOutbox.id, leased));
    startWorker();

    const mail = await catcher.waitFor((caught) => caught.to === 'crashed@example.com');
    expect(mail.messageId).toBe(`<${crashed}@localhost>`);
    await vi.waitFor(async () => expect((await rowOf(crashed)).status).toBe('sent'));
    expect((await rowOf(crashed)).attempts).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await rowOf(leased)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(catcher.messages().map((caught) => caught.to)).toEqual(['crashed@example.com']);
  });

  it('delivers each message exactly once with two workers on one database', async () => {
    const { database, env } = context();
    // On PostgreSQL the second worker gets its own pool, as a second server process would.
    const second =
      database.kind === 'postgres'
        ? await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
        : null;
    if (second) cleanups.push(() => second.close());
    const workers = [
      startWorker({ pollMs: 10, name: 'a' }),
      startWorker({ db: second?.db, pollMs: 10, name: 'b' }),
    ];

    const count = 40;
    const ids = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        enqueueMail(database.db, testMail({ to: `user${index}@example.com` })),
      ),
    );
    for (const worker of workers) worker.poke();

    await vi.waitFor(() => expect(catcher.messages().length).toBeGreaterThanOrEqual(count), {
      timeout: 15_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const messageIds = catcher.messages().map((caught) => caught.messageId);
    expect(messageIds).toHaveLength(count);
    expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => `<${id}@localhost>`)));
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    const sentBy = (name: string) =>
      log.lines.filter((line) => line.worker === name && line.msg === 'mail sent');
    // Both workers really took part.
    expect(sentBy('a').length).toBeGreaterThan(0);
    expect(sentBy('b').length).toBeGreaterThan(0);
  });

  it('finishes the batch in flight before stop() resolves', async () => {
    const id = await enqueueMail(context().database.db, testMail());
    await startWorker().stop();
    expect((await rowOf(id)).status).toBe('sent');
    expect(catcher.messages()).toHaveLength(1);
  });

  it('without SMTP sends nothing, keeps the message pending and logs where to read it, never its links or HTML', async () => {
    const { db } = context().database;
    const earlier = await enqueueMail(db, testMail({ to: 'earlier@example.com' }));
    const worker = startWorker({ smtp: false });
    await vi.waitFor(() => expect(log.lines.some((line) => line.count === 1)).toBe(true));

    const id = await enqueueMail(db, testMail());
    worker.poke();
    const logged = () => log.lines.filter((line) => line.mailId === id);
    await vi.waitFor(() => expect(logged()).toHaveLength(1));
    expect(logged()[0]).toMatchObject({
      level: 30,
      to: 'ada@example.com',
      subject: 'Reset your Tessera password',
      msg: `mail kept in the outbox (no SMTP_URL): read it at ${context().env.APP_URL}/dev/mail from this machine`,
    });
    // Reset links are secrets: whoever reads the log must not be able to use them.
    expect(JSON.stringify(log.lines)).not.toContain('token=');

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logged()).toHaveLength(1);
    expect(log.lines.some((line) => line.mailId === earlier)).toBe(false);
    expect(JSON.stringify(log.lines)).not.toMatch(/<p|<a |doctype/i);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(catcher.messages()).toEqual([]);
  });
});

// Two Tessera processes on one PostgreSQL database and one Redis, as DESIGN §7 deploys them behind a load
// balancer: sessions, sign-outs, rate limits and the mail outbox are shared, and killing one loses nothing.
// Runs when TEST_DATABASE_URL and REDIS_URL are both set (`bash .ci/run` sets them).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../../tests/support/smtp-catcher';
import { adminQuery } from './test/global-setup';
import { freePort, startServerProcess, type ServerProcess } from './test/server-process';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const missing = [!adminUrl && 'TEST_DATABASE_URL', !redisUrl && 'REDIS_URL'].filter(Boolean);
const skipNote = missing.length
  ? ` — SKIPPED: set ${missing.join(' and ')} to run it (bash .ci/run does)`
  : '';
if (missing.length) console.warn(`two-instance test${skipNote}`);

const password = 'Sturdy-Pass1-long';
let addressCount = 0;
/** A fresh client address per call (the servers trust X-Forwarded-For), so limits meet only where a test means them to. */
const freshAddress = () => `203.0.113.${++addressCount}`;

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

// CI sets both: there a missing one fails the run instead of skipping the test.
describe.skipIf(missing.length > 0 && !process.env.CI)(
  `two instances on one PostgreSQL and Redis${skipNote}`,
  () => {
    const runId = randomBytes(6).toString('hex');
    const databaseName = `tessera_two_${runId}`;
    const redisPrefix = `tessera-test-${runId}:`;
    let databaseUrl: string;
    let appUrl: string;
    let catcher: SmtpCatcher;
    let redis: Redis;
    let db: pg.Pool;
    let a: ServerProcess;
    let b: ServerProcess;

    /** A request as our pages send it, from our public origin, with the given or a fresh client address. */
    const call = async (
      server: ServerProcess,
      path: string,
      options: { body?: unknown; cookie?: string; from?: string } = {},
    ) =>
      fetch(`${server.url}${path}`, {
        method: options.body === undefined ? 'GET' : 'POST',
        headers: {
          origin: appUrl,
          'x-forwarded-for': options.from ?? freshAddress(),
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });

    const signUp = async (server: ServerProcess, email: string) => {
      const response = await call(server, '/api/auth/sign-up/email', {
        body: { email, password, name: 'Twin', professionalRole: 'developer' },
      });
      expect(response.status).toBe(200);
      return cookieOf(response);
    };

    const signIn = (server: ServerProcess, email: string, guess: string, from?: string) =>
      call(server, '/api/auth/sign-in/email', { body: { email, password: guess }, from });

    const profileStatus = async (server: ServerProcess, cookie: string) =>
      (await call(server, '/api/profile', { cookie })).status;

    beforeAll(async () => {
      if (missing.length) throw new Error(`CI must set ${missing.join(' and ')} for the two-instance test`);
      // An empty database: both instances migrate it at once on start-up, as a first deployment would.
      await adminQuery(adminUrl!, `create database ${databaseName}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
      db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
      // Keys of their own in the shared Redis (ioredis reads keyPrefix from the URL), removed afterwards.
      const redisWithPrefix = new URL(redisUrl!);
      redisWithPrefix.searchParams.set('keyPrefix', redisPrefix);
      redis = new Redis(redisUrl!);
      catcher = await startSmtpCatcher();

      const [portA, portB] = [await freePort(), await freePort()];
      // Both stand behind one public origin, with one signing secret, as behind a load balancer.
      appUrl = `http://localhost:${portA}`;
      const shared = {
        APP_URL: appUrl,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisWithPrefix.toString(),
        SMTP_URL: catcher.smtpUrl,
        AUTH_SECRET: `two-instance-test-secret-${runId}-0123456789`,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
      };
      [a, b] = await Promise.all([
        startServerProcess({ ...shared, PORT: String(portA), DATA_DIR: `/tmp/tessera-two-a-${runId}` }),
        startServerProcess({ ...shared, PORT: String(portB), DATA_DIR: `/tmp/tessera-two-b-${runId}` }),
      ]);
    }, 60_000);

    afterAll(async () => {
      for (const server of [a, b]) server?.child.kill('SIGKILL');
      await Promise.all([a?.exited, b?.exited]);
      await db?.end();
      await catcher?.stop();
      if (redis) {
        const keys = await redis.keys(`${redisPrefix}*`);
        if (keys.length) await redis.del(...keys);
        redis.disconnect();
      }
      await adminQuery(adminUrl!, `drop database if exists ${databaseName} with (force)`);
    }, 30_000);

    it('a session made on one instance works on the other, and a sign-out on one is honoured by the other at once', async () => {
      const madeOnA = await signUp(a, 'twin-session@example.test');
      expect(await profileStatus(b, madeOnA)).toBe(200);

      const signedInOnB = await signIn(b, 'twin-session@example.test', password);
      expect(signedInOnB.status).toBe(200);
      const madeOnB = cookieOf(signedInOnB);
      expect(await profileStatus(a, madeOnB)).toBe(200);

      expect((await call(a, '/api/auth/sign-out', { body: {}, cookie: madeOnA })).status).toBe(200);
      expect(await profileStatus(b, madeOnA)).toBe(401);
      expect(await profileStatus(a, madeOnA)).toBe(401);
      // Only that session ended.
      expect(await profileStatus(a, madeOnB)).toBe(200);
    });

    it('a rate limit hit on one instance holds on the other, in Redis', async () => {
      const email = 'twin-limits@example.test';
      await signUp(b, email);
      const guesser = freshAddress();
      for (let i = 0; i < 5; i++)
        expect((await signIn(a, email, `Wrong-Guess-${i}`, guesser)).status).toBe(401);

      const refused = await signIn(b, email, password, guesser);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // The owner, from an address that has not been failing, still gets in on either instance (docs/decisions/013).
      expect((await signIn(b, email, password)).status).toBe(200);
      expect(await redis.keys(`${redisPrefix}limit:signInFailuresByAccountAndAddress*`)).not.toEqual([]);
    });

    it('the outbox sends each email exactly once with both workers running', async () => {
      const accounts = ['one', 'two', 'three', 'four'].map((name) => `twin-mail-${name}@example.test`);
      for (const [i, email] of accounts.entries()) await signUp(i % 2 ? a : b, email);
      // 20 reset requests, 5 per account, spread over both instances, each from its own address.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(i % 2 ? a : b, '/api/auth/request-password-reset', { body: { email: accounts[i % 4] } }),
        ),
      );
      expect(answers.map((response) => response.status)).toEqual(Array(20).fill(200));

      const outbox = async () =>
        (
          await db.query<{ id: string; kind: string; status: string }>(
            'select id, kind, status from mail_outbox',
          )
        ).rows;
      await expect
        .poll(async () => (await outbox()).filter((row) => row.kind === 'password-reset').length, {
          timeout: 20_000,
        })
        .toBe(20);
      await expect
        .poll(async () => (await outbox()).filter((row) => row.status !== 'sent'), { timeout: 20_000 })
        .toEqual([]);
      // Every row is marked sent; a second copy, if any worker had claimed a row twice, would still be on its way.
      await quiet(catcher);

      const rows = await outbox();
      const sentIds = catcher.messages().map((mail) => /^<([^@>]+)@/.exec(mail.messageId)?.[1]);
      expect(sentIds.sort()).toEqual(rows.map((row) => row.id).sort());
      const resets = catcher
        .messages()
        .filter((mail) => mail.links.some((link) => link.includes('/reset-password?token=')));
      expect(resets).toHaveLength(20);
    });

    it('one instance killed with SIGKILL mid-request loses nothing it answered, and the other keeps serving', async () => {
      const cookie = cookieOf(await signIn(a, 'twin-session@example.test', password));
      const answered: string[] = [];
      let inFlightOnB = 0;
      let inFlightOnBAtKill = -1;
      let bAnswered = 0;
      let killed = false;

      /** Sends feedback one after another until the server stops answering; records each message answered 201. */
      const lane = async (server: ServerProcess, name: string, count: number) => {
        for (let i = 0; i < count; i++) {
          const message = `two-instances ${runId} ${name} ${i}`;
          if (server === b) inFlightOnB += 1;
          const response = await call(server, '/api/feedback', { body: { message } }).catch(() => null);
          if (server === b) inFlightOnB -= 1;
          if (!response) return;
          expect(response.status).toBe(201);
          answered.push(message);
          if (server === b && ++bAnswered === 12 && !killed) {
            killed = true;
            inFlightOnBAtKill = inFlightOnB;
            b.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all([
        ...['b1', 'b2', 'b3', 'b4'].map((name) => lane(b, name, 40)),
        ...['a1', 'a2'].map((name) => lane(a, name, 15)),
      ]);
      expect(killed).toBe(true);
      expect(inFlightOnBAtKill).toBeGreaterThan(0);
      expect(await b.exited).toBe(null);

      // The survivor serves reads and writes after the kill.
      expect(await profileStatus(a, cookie)).toBe(200);
      const after = `two-instances ${runId} after the kill`;
      expect((await call(a, '/api/feedback', { body: { message: after } })).status).toBe(201);
      answered.push(after);

      const stored = await db.query<{ message: string }>(
        'select message from feedback where message like $1',
        [`two-instances ${runId} %`],
      );
      const storedMessages = new Set(stored.rows.map((row) => row.message));
      expect(answered.filter((message) => !storedMessages.has(message))).toEqual([]);
      // Every write sent to the survivor was answered.
      expect(answered.filter((message) => message.includes(' a1 ') || message.includes(' a2 '))).toHaveLength(
        30,
      );
    });
  },
);

/** Resolves once the catcher has received nothing for a while: sends still in flight have arrived. */
async function quiet(catcher: SmtpCatcher, quietMs = 1000) {
  let count = -1;
  while (count !== catcher.messages().length) {
    count = catcher.messages().length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

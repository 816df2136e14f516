import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp } from './test/auth-helpers';
import { freePort } from './test/server-process';
import { createTestApp, type TestApp } from './test/test-app';

// docs/decisions/031: with its Redis stopped or frozen, a rate-limited request answers from the in-memory
// insurance limiter instead of waiting for Redis; the fall-back and the recovery are logged once each, and the
// shared store is used again once Redis is back. Runs where a redis-server binary is installed (CI has one).

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** A throwaway Redis of this test's own, on its own port. */
async function startRedis(port: number) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const ping = () => spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout;
  while (!ping().includes('PONG')) await new Promise((resolve) => setTimeout(resolve, 50));
  return child;
}

async function stopRedis(child: ChildProcess) {
  child.kill('SIGKILL');
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
}

describe.runIf(hasRedisServer)('rate limits with Redis stopped or frozen', () => {
  const lines: string[] = [];
  const events = (name: string) => lines.filter((line) => JSON.parse(line).event === name).length;
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  let port: number;
  let redis: ChildProcess;
  let testApp: TestApp;
  let account: { email: string; password: string };
  let store: Redis;
  const limitKeys = async () => (await store.keys('limit:signInAttemptsByAddress*')).length;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    store = new Redis(port, '127.0.0.1', { retryStrategy: () => 100, maxRetriesPerRequest: null });
    store.on('error', () => {});
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    testApp = await createTestApp('pglite', { REDIS_URL: `redis://127.0.0.1:${port}` }, { logger });
    ({ account } = await signUp(testApp));
  });
  afterAll(async () => {
    redis?.kill('SIGCONT');
    if (redis) await stopRedis(redis);
    store.disconnect();
    await testApp?.close();
  });

  it('counts in the shared Redis while it is up', async () => {
    await until(() => store.status === 'ready');
    expect((await signIn(testApp, account)).response.status).toBe(200);
    expect(await limitKeys()).toBeGreaterThan(0);
  });

  it('answers sign-ins from memory while Redis is stopped, logs it once, and goes back to Redis', async () => {
    await stopRedis(redis);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(testApp, account)).response.status).toBe(200);
    }
    expect((await signIn(testApp, { ...account, password: 'Wrong-pass1' })).response.status).toBe(401);
    expect(events('redis-down')).toBe(1);

    redis = await startRedis(port);
    await until(() => events('redis-up') === 1);
    await until(() => store.status === 'ready');
    expect(await limitKeys()).toBe(0);
    expect((await signIn(testApp, account)).response.status).toBe(200);
    expect(await limitKeys()).toBeGreaterThan(0);
    expect(events('redis-down')).toBe(1);
    expect(events('redis-up')).toBe(1);
  });

  it('answers sign-ins from memory while Redis is frozen, and recovers when it wakes', async () => {
    redis.kill('SIGSTOP');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(testApp, account)).response.status).toBe(200);
    }
    expect(events('redis-down')).toBe(2);
    redis.kill('SIGCONT');
    await until(() => events('redis-up') === 2);
    await store.flushall();
    expect((await signIn(testApp, account)).response.status).toBe(200);
    expect(await limitKeys()).toBeGreaterThan(0);
    expect(events('redis-down')).toBe(2);
  });
});

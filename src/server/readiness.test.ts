import { afterAll, afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { freePort } from './test/server-process';
import { startTcpProxy } from './test/tcp-proxy';
import { createTestApp, type TestApp } from './test/test-app';

// /api/ready (docs/decisions/042-readiness-and-metrics.md): 200 when the instance should be sent traffic; 503
// with Retry-After while it drains, or while the database or a configured Redis misses its 1 s deadline.
// /api/health stays liveness. The SIGTERM drain itself is tested on a real process in drain-and-metrics.test.ts.

const quiet = () => pino({ level: 'silent' });

describe('/api/ready', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  const ready = async (testApp: TestApp) => {
    const response = await testApp.app.request('/api/ready');
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: await response.json(),
    };
  };

  it('answers 200 with the database up and no Redis configured', async () => {
    const testApp = await createTestApp('pglite');
    apps.push(testApp);
    expect(await ready(testApp)).toEqual({
      status: 200,
      retryAfter: null,
      body: { status: 'ready', database: 'up', redis: 'not_configured' },
    });
  });

  it('answers 503 with Retry-After when REDIS_URL points where nothing listens, while health stays 200', async () => {
    const port = await freePort();
    const testApp = await createTestApp(
      'pglite',
      { REDIS_URL: `redis://127.0.0.1:${port}` },
      { logger: quiet() },
    );
    apps.push(testApp);
    expect(await ready(testApp)).toEqual({
      status: 503,
      retryAfter: '5',
      body: { status: 'unavailable', database: 'up', redis: 'down' },
    });
    expect((await testApp.app.request('/api/health')).status).toBe(200);
  });

  it('answers 503 once the embedded database is closed', async () => {
    const testApp = await createTestApp('pglite', {}, { logger: quiet() });
    apps.push(testApp);
    await testApp.database.close();
    expect(await ready(testApp)).toMatchObject({
      status: 503,
      body: { status: 'unavailable', database: 'down' },
    });
  });

  it('answers 503 "draining" once the instance drains, though everything it needs is up', async () => {
    const testApp = await createTestApp('pglite');
    apps.push(testApp);
    testApp.deps.readiness.drain();
    expect(await ready(testApp)).toEqual({
      status: 503,
      retryAfter: '5',
      body: { status: 'draining', database: 'up', redis: 'not_configured' },
    });
    expect((await testApp.app.request('/api/health')).status).toBe(200);
  });

  describe.runIf(process.env.REDIS_URL)('with the shared Redis', () => {
    it('answers 200 with Redis up', async () => {
      const testApp = await createTestApp('pglite', { REDIS_URL: process.env.REDIS_URL! });
      apps.push(testApp);
      await expect
        .poll(async () => (await ready(testApp)).body)
        .toEqual({
          status: 'ready',
          database: 'up',
          redis: 'up',
        });
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('/api/ready with PostgreSQL out of reach', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let testApp: TestApp;
  afterAll(async () => {
    await proxy?.start().catch(() => {});
    proxy?.thaw();
    await testApp?.close();
    await proxy?.close();
  });

  it('answers 503 while PostgreSQL is stopped or frozen, and 200 again once it is back', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    testApp = await createTestApp(
      'postgres',
      {},
      {
        logger: quiet(),
        reach: (url) => {
          const proxied = new URL(url);
          proxied.host = `127.0.0.1:${proxy.port}`;
          return proxied.toString();
        },
      },
    );
    const ready = () => testApp.app.request('/api/ready');
    expect((await ready()).status).toBe(200);

    await proxy.stop();
    const stopped = await ready();
    expect(stopped.status).toBe(503);
    expect(stopped.headers.get('retry-after')).toBe('5');
    expect(await stopped.json()).toEqual({
      status: 'unavailable',
      database: 'down',
      redis: 'not_configured',
    });

    await proxy.start();
    await expect.poll(async () => (await ready()).status, { timeout: 20_000 }).toBe(200);

    proxy.freeze();
    expect((await ready()).status).toBe(503);
    proxy.thaw();
    await expect.poll(async () => (await ready()).status, { timeout: 20_000 }).toBe(200);
  });
});

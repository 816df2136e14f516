import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app';
import { startTcpProxy } from '../test/tcp-proxy';

// PostgreSQL stopping or freezing under the app (docs/operations.md): callers get a 503 with Retry-After, the
// log says "database down" and "database back" once each, and the app recovers without a restart. The outage
// is staged with a proxy between the app and the shared test server.

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL out of reach', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let testApp: TestApp;
  const lines: string[] = [];
  const logged = (msg: string) => lines.filter((line) => JSON.parse(line).msg === msg).length;

  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    testApp = await createTestApp(
      'postgres',
      {},
      {
        logger,
        reach: (url) => {
          const proxied = new URL(url);
          proxied.host = `127.0.0.1:${proxy.port}`;
          return proxied.toString();
        },
      },
    );
  });
  afterAll(async () => {
    await proxy?.start().catch(() => {});
    proxy?.thaw();
    await testApp?.close();
    await proxy?.close();
  });

  const feedback = () =>
    testApp.app.request('/api/feedback', jsonRequest('POST', { message: 'still here?' }));
  const signIn = () =>
    testApp.app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: 'nobody@example.test', password: 'Sturdy-Pass1' }),
    );
  const health = () => testApp.app.request('/api/health');

  async function expectUnavailable(response: Response) {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      error: {
        code: 'database_unavailable',
        message: 'The service is briefly unavailable. Try again in a few seconds.',
      },
    });
  }

  it('answers 503 with Retry-After while stopped, logs it once, and recovers when it is back', async () => {
    expect((await feedback()).status).toBe(201);

    await proxy.stop();
    for (let n = 0; n < 3; n++) await expectUnavailable(await feedback());
    await expectUnavailable(await signIn());
    expect((await health()).status).toBe(503);
    expect(logged('database down')).toBe(1);
    expect(logged('unhandled error')).toBe(0);

    await proxy.start();
    await expect.poll(async () => (await health()).status, { timeout: 20_000 }).toBe(200);
    expect((await feedback()).status).toBe(201);
    expect(logged('database back')).toBe(1);
    expect(logged('database down')).toBe(1);
  });

  it('answers /api/health 503 and requests 503 while frozen, and recovers when it thaws', async () => {
    proxy.freeze();
    expect((await health()).status).toBe(503);
    await expectUnavailable(await feedback());
    expect(logged('database down')).toBe(2);

    proxy.thaw();
    await expect.poll(async () => (await health()).status, { timeout: 20_000 }).toBe(200);
    expect((await feedback()).status).toBe(201);
    expect(logged('database back')).toBe(2);
    expect(logged('unhandled error')).toBe(0);
  }, 60_000);
});

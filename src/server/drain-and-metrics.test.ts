import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, connect, type Server } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from './test/server-process';

// What an operator runs around the server process (docs/operations.md#readiness-drain-and-metrics): the drain on
// SIGTERM, /metrics on its own loopback port, and start-up failures as one structured line.

const origin = (server: ServerProcess) => `http://localhost:${server.port}`;

// Each test starts a real server process from source: slow on a busy two-core machine, so a generous limit.
describe('the server process, as an operator sees it', { timeout: 120_000 }, () => {
  const running: ServerProcess[] = [];
  const held: Server[] = [];
  afterEach(() => {
    running.splice(0).forEach(({ child }) => child.kill('SIGKILL'));
    held.splice(0).forEach((server) => server.close());
  });

  it('on SIGTERM answers /api/ready 503, closes the listener, finishes the request in flight and exits 0', async () => {
    const server = await startServerProcess({
      PORT: String(await freePort()),
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'info',
      DRAIN_DELAY_SECONDS: '5',
    });
    running.push(server);
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);

    // A request whose body is still on its way when SIGTERM arrives.
    const body = JSON.stringify({ message: 'sent while draining' });
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const closedByServer = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      [
        'POST /api/feedback HTTP/1.1',
        `Host: localhost:${server.port}`,
        `Origin: ${origin(server)}`,
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        '',
        body.slice(0, 5),
      ].join('\r\n'),
    );
    await expect.poll(() => server.output()).toContain('"path":"/api/ready"');

    server.child.kill('SIGTERM');
    await expect.poll(() => server.output()).toContain('draining: /api/ready answers 503');
    const draining = await fetch(`${server.url}/api/ready`);
    expect(draining.status).toBe(503);
    expect(draining.headers.get('retry-after')).toBe('5');
    expect(await draining.json()).toMatchObject({ status: 'draining' });

    await expect
      .poll(() => server.output(), { timeout: 30_000 })
      .toContain('shutting down: finishing in-flight requests');
    const refused = await fetch(`${server.url}/api/health`).then(
      () => 'answered',
      () => 'refused',
    );
    expect(refused).toBe('refused');
    socket.write(body.slice(5));
    await expect.poll(() => answer).toMatch(/^HTTP\/1\.1 201 /);
    // Answered, the keep-alive connection is closed by the server rather than left to its timeout.
    await closedByServer;
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  });

  it('serves /metrics on its own loopback port only, by route pattern, with the named families', async () => {
    const metricsPort = await freePort();
    const deadRedis = await freePort();
    const server = await startServerProcess({
      PORT: String(await freePort()),
      DATABASE_URL: 'memory://',
      METRICS_PORT: String(metricsPort),
      REDIS_URL: `redis://127.0.0.1:${deadRedis}`,
    });
    running.push(server);
    const invitationId = 'c0ffee00-0000-4000-8000-00000000beef';
    await fetch(`${server.url}/api/invitations/${invitationId}`);
    await fetch(`${server.url}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: origin(server) },
      body: JSON.stringify({ message: 'counted' }),
    });
    // A sign-in counts against limits: with Redis out of reach they answer from memory, and that is counted.
    await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: origin(server) },
      body: JSON.stringify({ email: 'nobody@example.test', password: 'Sturdy-Pass1' }),
    });
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(503);

    const onAppPort = await fetch(`${server.url}/metrics`);
    expect(onAppPort.status).toBe(404);
    expect(await onAppPort.text()).not.toContain('http_request_duration_seconds');

    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    for (const family of [
      'http_request_duration_seconds',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'tessera_db_queries_waiting',
      'tessera_mail_outbox_messages',
      'tessera_password_hashes_running',
      'tessera_password_hashes_waiting',
      'tessera_rate_limit_memory_fallbacks_total',
    ])
      expect(text).toContain(`# TYPE ${family} `);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/invitations\/:id",status="404",ok="false"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/feedback",status="201",ok="true"\} 1/,
    );
    expect(text).not.toContain(invitationId);
    expect(text).toMatch(/tessera_mail_outbox_messages\{status="pending"\} \d+/);
    expect(text).toMatch(
      /tessera_rate_limit_memory_fallbacks_total\{limit="signInAttemptsByAddress"\} [1-9]/,
    );

    // The metrics port listens on loopback only: this machine's outward address is refused.
    expect(server.output()).toContain(`"metrics":"http://127.0.0.1:${metricsPort}/metrics"`);
    const outward = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
    expect(outward, 'a non-loopback interface to try').toBeDefined();
    const fromOutside = await fetch(`http://${outward!.address}:${metricsPort}/metrics`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect(fromOutside).toBe('refused');
  });

  it('with its port taken, fails with one structured line and creates nothing on disk', async () => {
    const port = await freePort();
    const taken = createServer();
    held.push(taken);
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    const dataDir = join(mkdtempSync(join(tmpdir(), 'tessera-start-')), 'data');
    const { code, output } = await runToExit({ PORT: String(port), DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(output)).toMatchObject({
      level: 60,
      msg: 'Tessera failed to start',
      event: 'start-failed',
      cause: 'port',
      port,
      reason: `Port ${port} on 127.0.0.1 is taken: stop what uses it or choose another port.`,
    });
    expect(existsSync(dataDir)).toBe(false);
  });

  it('with PostgreSQL unreachable, fails with one structured line and creates nothing on disk', async () => {
    const nothing = await freePort();
    const dataDir = join(mkdtempSync(join(tmpdir(), 'tessera-start-')), 'data');
    const { code, output } = await runToExit({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${nothing}/tessera`,
    });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(output)).toMatchObject({
      level: 60,
      msg: 'Tessera failed to start',
      event: 'start-failed',
      cause: 'database',
      database: 'postgres',
      reason: `ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:${nothing}`,
    });
    expect(existsSync(dataDir)).toBe(false);
  });
});

/** The server from source with exactly `env`, run until it exits: its status and everything it wrote. */
async function runToExit(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from './test/server-process';

type Running = ServerProcess & { appUrl: string };

/** The server from source on a free port, with only `env` (no shared REDIS_URL: its limits stay in memory). */
async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const server = await startServerProcess({ LOG_LEVEL: 'info', PORT: String(port), ...env });
  return { ...server, appUrl: `http://localhost:${port}` };
}

// Each test starts real server processes from source: slow on a busy two-core machine, so a generous limit.
describe('the server process', { timeout: 120_000 }, () => {
  const running: Running[] = [];
  afterEach(() => running.splice(0).forEach(({ child }) => child.kill('SIGKILL')));

  it('keeps data in the embedded database across a restart and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-data-'));
    const first = await startServer({ DATA_DIR: dataDir });
    running.push(first);
    const sent = await fetch(`${first.url}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.appUrl },
      body: JSON.stringify({ message: 'persist me' }),
    });
    expect(sent.status).toBe(201);
    const account = {
      email: 'chief@example.test',
      password: 'Sturdy-Pass1',
      name: 'Chief',
      professionalRole: 'sales',
    };
    const signedUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.appUrl },
      body: JSON.stringify(account),
    });
    expect(signedUp.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    // ADMIN_EMAILS takes effect at start-up for existing accounts whose address is confirmed.
    const offline = new PGlite(join(dataDir, 'db'));
    await offline.query(`update users set email_verified = true where email = 'chief@example.test'`);
    await offline.close();
    const second = await startServer({ DATA_DIR: dataDir, ADMIN_EMAILS: 'chief@example.test' });
    running.push(second);
    const signedIn = await fetch(`${second.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: second.appUrl },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const profile = await fetch(`${second.url}/api/profile`, { headers: { cookie } });
    expect(await profile.json()).toMatchObject({ profile: { email: account.email, isAdmin: true } });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const db = new PGlite(join(dataDir, 'db'));
    const result = await db.query<{ message: string }>('select message from feedback');
    expect(result.rows).toEqual([{ message: 'persist me' }]);
    await db.close();
  });

  it('refuses a second server on the same DATA_DIR with one line naming it, and starts once the first stopped', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-data-'));
    const first = await startServer({ DATA_DIR: dataDir });
    running.push(first);
    const port = await freePort();
    const second = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    second.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => second.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `Another Tessera process is using DATA_DIR ${dataDir}: stop it first (one process per data directory).`,
    );
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const third = await startServer({ DATA_DIR: dataDir });
    running.push(third);
    expect((await fetch(`${third.url}/api/health`)).status).toBe(200);
  });

  it('with a localhost APP_URL, listens on loopback only: another interface of this machine is refused', async () => {
    const server = await startServer({ DATABASE_URL: 'memory://' });
    running.push(server);
    expect(server.output()).toContain('"host":"127.0.0.1"');
    const outward = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
    // This machine's own outward address reaches the port only when the server listens beyond loopback.
    const reach = (host: string) =>
      fetch(`http://${host}:${server.port}/api/health`).then(
        (response) => response.status,
        () => 'refused',
      );
    expect(await reach('127.0.0.1')).toBe(200);
    expect(outward, 'a non-loopback interface to try').toBeDefined();
    expect(await reach(outward!.address)).toBe('refused');
  });

  it('logs a client that hangs up mid-body as an aborted request, not as a fault', async () => {
    const server = await startServer({ DATABASE_URL: 'memory://' });
    running.push(server);
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        'POST /api/feedback HTTP/1.1',
        `Host: localhost:${server.port}`,
        `Origin: ${server.appUrl}`,
        'Content-Type: application/json',
        'Content-Length: 100',
        '',
        '{"mess',
      ].join('\r\n'),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    await expect.poll(() => server.output()).toContain('request aborted by the client');
    expect(server.output()).not.toContain('unhandled error');
  });

  it('refuses to start on a bad variable with one line naming it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      env: { ...process.env, PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Invalid environment variable PORT: Invalid input: expected number, received NaN',
    );
  });
});

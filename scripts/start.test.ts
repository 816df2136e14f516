import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startProject } from '../tests/support/start-project';

// `npm start` must end in the server process, so a supervisor's signals reach it and its death is reported
// (docs/decisions/030-single-writer-and-supervision.md). The real start script runs here against a stand-in
// server that drains for a moment on SIGTERM, so the test needs no build.

type Started = {
  npm: ReturnType<typeof spawn>;
  server: number;
  output: () => string;
  status: Promise<number>;
};

/** `npm start` in `root`, once the server runs; `status` is what a shell would see when npm ends. */
async function npmStart(
  root: string,
  env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '' },
): Promise<Started> {
  const npm = spawn('npm', ['start'], { cwd: root, env });
  let output = '';
  npm.stdout!.on('data', (chunk) => (output += chunk));
  npm.stderr!.on('data', (chunk) => (output += chunk));
  const status = new Promise<number>((done) =>
    npm.on('exit', (code, signal) => done(code ?? 128 + constants.signals[signal!])),
  );
  await expect.poll(() => output, { timeout: 60_000 }).toMatch(/server \d+/);
  return { npm, server: Number(/server (\d+)/.exec(output)![1]), output: () => output, status };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start', () => {
  const roots: string[] = [];
  const pids: number[] = [];
  afterEach(() => {
    pids.splice(0).forEach((pid) => alive(pid) && process.kill(pid, 'SIGKILL'));
    roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true }));
  });

  it('runs the server as its own child with the server command flags', { timeout: 120_000 }, async () => {
    const root = startProject();
    roots.push(root);
    const started = await npmStart(root);
    pids.push(started.server, started.npm.pid!);
    const parent = readFileSync(`/proc/${started.server}/stat`, 'utf8').split(') ')[1]!.split(' ')[1];
    expect(Number(parent)).toBe(started.npm.pid);
    expect(started.output()).toContain(
      '--enable-source-maps --experimental-async-context-frame --max-semi-space-size=4 --v8-pool-size=1',
    );
    started.npm.kill('SIGTERM');
    await started.status;
  });

  it(
    'reads .env: its DATABASE_URL reaches the server and chooses the server command',
    { timeout: 120_000 },
    async () => {
      const root = startProject();
      roots.push(root);
      writeFileSync(
        join(root, '.env'),
        '# from the file\nDATABASE_URL=postgres://tessera@127.0.0.1:4999/tessera\n',
      );
      // Unset here: a variable set in the environment, even empty, wins over the file.
      const { DATABASE_URL: _unset, ...environment } = process.env;
      const started = await npmStart(root, environment);
      pids.push(started.server, started.npm.pid!);
      await expect
        .poll(() => started.output())
        .toContain('database postgres://tessera@127.0.0.1:4999/tessera');
      // Not the embedded database's small-machine runtime.
      expect(started.output()).toContain('--experimental-async-context-frame --max-semi-space-size=8');
      expect(started.output()).not.toContain('--max-semi-space-size=4');
      expect(started.output()).not.toContain('--v8-pool-size');
      started.npm.kill('SIGTERM');
      await started.status;
    },
  );

  it('exits 137 when the server is killed with SIGKILL', { timeout: 120_000 }, async () => {
    const root = startProject();
    roots.push(root);
    const started = await npmStart(root);
    pids.push(started.server, started.npm.pid!);
    process.kill(started.server, 'SIGKILL');
    expect(await started.status).toBe(137);
  });

  it(
    'passes SIGTERM to the server and exits 0 after it drained, leaving no process behind',
    {
      timeout: 120_000,
    },
    async () => {
      const root = startProject();
      roots.push(root);
      const started = await npmStart(root);
      pids.push(started.server, started.npm.pid!);
      started.npm.kill('SIGTERM');
      expect(await started.status).toBe(0);
      expect(started.output()).toContain('drained');
      expect(alive(started.server)).toBe(false);
    },
  );
});

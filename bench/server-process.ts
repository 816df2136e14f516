// Starting and stopping the HTTP servers the bench measures; they are only ever reached on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { serverCommand } from '../scripts/server-command';

export type ServerHandle = {
  name: string;
  pid: number;
  port: number;
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** From spawn to the first 200 from the ready path. */
  readyMs: number;
  /** Resident set size (VmRSS) and its peak (VmHWM) in bytes; null where /proc is not available. */
  memory: () => { rss: number; peak: number } | null;
  stop: () => Promise<void>;
};

type StartOptions = {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  port: number;
  readyPath: string;
  /** stdout and stderr are appended here (a pipe nobody reads would stall a busy server). */
  logFile: string;
  timeoutMs?: number;
};

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * The environment a child gets: only what it needs to run, so no DATABASE_URL, REDIS_URL or SMTP_URL leaks in;
 * EMBEDDED_DATABASE_THREAD passes, to measure the embedded database on its own thread (ADR 089).
 */
export function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'EMBEDDED_DATABASE_THREAD'];
  return Object.fromEntries(keep.flatMap((key) => (process.env[key] ? [[key, process.env[key]!]] : [])));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readMemory(pid: number) {
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return null;
  const text = readFileSync(status, 'utf8');
  const kB = (field: string) =>
    Number(text.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN) * 1024;
  return { rss: kB('VmRSS'), peak: kB('VmHWM') };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function logTail(logFile: string) {
  return existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : '';
}

/**
 * Whether process `pid` holds the socket listening on 127.0.0.1:`port` (Linux's /proc; true where it cannot tell).
 * A port found free can be taken by another program (a test's server) before the child binds it; the child then
 * exits, and without this check the other program's answers would be measured as the child's.
 */
function listensOn(pid: number, port: number): boolean {
  if (!existsSync(`/proc/${pid}/net/tcp`)) return true;
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const listening = readFileSync(`/proc/${pid}/net/tcp`, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1] === `0100007F:${hexPort}` && fields[3] === '0A')
    .map((fields) => `socket:[${fields[9]}]`);
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return listening.includes(readlinkSync(`/proc/${pid}/fd/${fd}`));
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/**
 * Spawns a server and resolves once `readyPath` answers 200 (polling every 5 ms) from the child itself: an answer
 * while another program holds the port is not the child's, and fails the start.
 */
export async function startServer(options: StartOptions): Promise<ServerHandle> {
  const origin = `http://127.0.0.1:${options.port}`;
  const log = openSync(options.logFile, 'a');
  const started = performance.now();
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${options.name} did not start`);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const done = exited(child);
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await done;
    clearTimeout(timer);
  };

  const deadline = started + (options.timeoutMs ?? 60_000);
  let exitedEarly = false;
  child.once('exit', () => (exitedEarly = true));
  for (;;) {
    if (exitedEarly) {
      throw new Error(
        `${options.name} exited before it was ready; log ${options.logFile}:\n${logTail(options.logFile)}`,
      );
    }
    if (performance.now() > deadline) {
      await stop();
      throw new Error(
        `${options.name} was not ready within ${options.timeoutMs ?? 60_000} ms; log ${options.logFile}`,
      );
    }
    const status = await fetch(origin + options.readyPath)
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })
      .catch(() => 0);
    if (status === 200) {
      if (listensOn(pid, options.port)) break;
      await stop();
      throw new Error(`${options.name}: another program answers on port ${options.port}`);
    }
    await sleep(5);
  }
  const readyMs = performance.now() - started;
  return {
    name: options.name,
    pid,
    port: options.port,
    origin,
    readyMs,
    memory: () => readMemory(pid),
    stop,
  };
}

/** The built Tessera server in production mode with the embedded database under `dataDir`. */
export async function startTessera(options: {
  root: string;
  dataDir: string;
  logFile: string;
  /** More configuration, such as TRUST_PROXY for a section that sends from many addresses. */
  env?: Record<string, string>;
  /** A fixed port (a section run beside other work on the machine); a free one otherwise. */
  port?: number;
}): Promise<ServerHandle> {
  const port = options.port ?? (await freePort());
  const env = {
    ...baseEnv(),
    NODE_ENV: 'production',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: options.dataDir,
    // Stopped at once between runs: no load balancer to warn.
    DRAIN_DELAY_SECONDS: '0',
    ...options.env,
  };
  const command = serverCommand(env);
  return startServer({
    name: 'Tessera',
    command: process.execPath,
    args: command.args,
    cwd: options.root,
    env: command.env,
    port,
    readyPath: '/api/health',
    logFile: options.logFile,
  });
}

/** bench/bare-hono.ts: the same framework and adapter with no middleware, the baseline for throughput. */
export async function startBareHono(options: {
  root: string;
  logFile: string;
  port?: number;
}): Promise<ServerHandle> {
  const port = options.port ?? (await freePort());
  return startServer({
    name: 'bare Hono',
    command: process.execPath,
    args: ['--import', 'tsx', 'bench/bare-hono.ts'],
    cwd: options.root,
    env: { ...baseEnv(), NODE_ENV: 'production', PORT: String(port) },
    port,
    readyPath: '/',
    logFile: options.logFile,
  });
}

/** bench/bare-hooks.ts: bare Hono receiving webhook deliveries (signature checked, JSON parsed, nothing stored). */
export async function startBareHooks(options: {
  root: string;
  logFile: string;
  /** Stream id → secret. */
  secrets: Record<string, string>;
  port?: number;
}): Promise<ServerHandle> {
  const port = options.port ?? (await freePort());
  return startServer({
    name: 'bare Hono (webhooks)',
    command: process.execPath,
    args: ['--import', 'tsx', 'bench/bare-hooks.ts'],
    cwd: options.root,
    env: {
      ...baseEnv(),
      NODE_ENV: 'production',
      PORT: String(port),
      HOOK_SECRETS: JSON.stringify(options.secrets),
    },
    port,
    readyPath: '/api/health',
    logFile: options.logFile,
  });
}

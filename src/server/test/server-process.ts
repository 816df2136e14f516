import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port that was free a moment ago on 127.0.0.1. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export type ServerProcess = {
  child: ChildProcess;
  /** `http://127.0.0.1:PORT` */
  url: string;
  port: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * The server from source (as `npm run dev` runs it, without a build) with exactly `env` besides PATH and HOME,
 * so no DATABASE_URL, REDIS_URL or SMTP_URL of the test runner leaks in; resolves once /api/health answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = Number(env.PORT);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    // No pause before the listener closes on SIGTERM unless the test asks for one.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      DRAIN_DELAY_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 400 && child.exitCode === null; attempt++) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, url, port, output: () => output, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server on port ${port} did not become healthy:\n${output}`);
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from './test/server-process';

// docs/decisions/024-embedded-database.md: a write the API answered 2xx survives `kill -9` of the app.

const password = 'Sturdy-Pass1-crash';
/** Each request comes from its own address (TRUST_PROXY), so per-address limits do not stop the run. */
const from = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n % 250}` });

/** Signs up account n; answers whether the server confirmed it with a 2xx (a dropped connection is false). */
async function signUp(server: ServerProcess, origin: string, n: number): Promise<boolean> {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...from(n) },
    body: JSON.stringify({
      email: `crash-${n}@example.test`,
      password,
      name: `Crash Tester ${n}`,
      professionalRole: 'developer',
    }),
  }).catch(() => null);
  if (!response) return false;
  await response.arrayBuffer().catch(() => undefined);
  return response.status >= 200 && response.status < 300;
}

describe('the embedded database under kill -9', () => {
  const running: ServerProcess[] = [];
  const dirs: string[] = [];
  afterEach(() => {
    running.splice(0).forEach(({ child }) => child.kill('SIGKILL'));
    dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  // The restart first waits for the killed process's data-directory lock to go stale (≤ 10 s, ADR 030).
  it(
    'keeps every sign-up that was answered 2xx when the app is killed mid-write',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'tessera-crash-'));
      dirs.push(dataDir);
      const port = await freePort();
      const env = { DATA_DIR: dataDir, PORT: String(port), TRUST_PROXY: 'true' };
      const origin = `http://localhost:${port}`;
      const first = await startServerProcess({ ...env, APP_URL: origin });
      running.push(first);

      // Four writers keep sign-ups in flight; the app is killed once enough have been confirmed.
      const confirmed: number[] = [];
      const killAfter = 12;
      let next = 0;
      let killed = false;
      const writer = async () => {
        while (!killed) {
          const n = next++;
          if (await signUp(first, origin, n)) confirmed.push(n);
          if (confirmed.length >= killAfter && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all([writer(), writer(), writer(), writer()]);
      await first.exited;
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(confirmed.length).toBeGreaterThanOrEqual(killAfter);

      const second = await startServerProcess({ ...env, APP_URL: origin });
      running.push(second);
      for (const n of confirmed) {
        const signedIn = await fetch(`${second.url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, ...from(n) },
          body: JSON.stringify({ email: `crash-${n}@example.test`, password }),
        });
        expect(signedIn.status, `account ${n} after the restart`).toBe(200);
        await signedIn.arrayBuffer();
      }
    },
  );
});

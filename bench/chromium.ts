// A headless Chromium with its DevTools port open on 127.0.0.1, for Lighthouse to drive.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath as findChromium } from '../tests/support/chromium';

export const chromiumPath = () => findChromium() ?? '/usr/bin/chromium';

/** The project's Chromium flags, plus chrome-launcher's usual quiet ones so nothing leaves 127.0.0.1. */
export const chromiumFlags = [
  '--headless=new',
  ...chromiumArgs,
  '--no-default-browser-check',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--metrics-recording-only',
  '--mute-audio',
  '--password-store=basic',
  '--use-mock-keychain',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,AutofillServerCommunication,CertificateTransparencyComponentUpdater,InterestFeedContentSuggestions',
];

export type Chromium = { port: number; stop: () => Promise<void> };

export function chromiumVersion(): string | null {
  const result = spawnSync(chromiumPath(), ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Starts Chromium in its own process group with a throw-away profile under `tmpDir`. */
export async function launchChromium(tmpDir: string): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpDir, 'chromium-'));
  const child = spawn(
    chromiumPath(),
    [
      ...chromiumFlags,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const port = await new Promise<number>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not open its DevTools port:\n${stderr}`)),
      30_000,
    );
    child.on('error', reject);
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = stderr.match(/DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        child.stderr.removeAllListeners('data');
        child.stderr.resume();
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`Chromium exited (${code}) before it was ready:\n${stderr}`)),
    );
  });

  return {
    port,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
        // The whole group: the browser and the renderer, GPU and utility processes it started.
        process.kill(-child.pid, 'SIGTERM');
        const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

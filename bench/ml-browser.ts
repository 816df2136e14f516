// The training engine in a Chromium worker (issue 21: 100,000 rows × 10 features within 3 s, p50): the engine
// bundled as production bundles it (esbuild, minified), run in a dedicated worker of a blank page. The table is
// made, typed and profiled in the worker before the clock starts; each run times `trainModels` alone. Chromium runs
// under the e2e lock (/tmp/tessera-e2e.lock) so helpers sharing the machine do not run browsers at once.
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { chromiumArgs } from '../tests/support/chromium';
import { chromiumPath } from './chromium';
import type { MlWorkerAnswer } from './ml-worker';

const workerEntry = fileURLToPath(new URL('./ml-worker.ts', import.meta.url));
export const e2eLock = '/tmp/tessera-e2e.lock';

/** Runs `work` holding `flock` on the e2e lock file (a child `flock` holds it until its stdin closes); without flock, runs it as it is. */
export async function withE2eLock<T>(work: () => Promise<T>, log: (line: string) => void): Promise<T> {
  if (spawnSync('flock', ['--version']).status !== 0) return work();
  const holder = spawn('flock', [e2eLock, 'sh', '-c', 'echo locked; cat > /dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  log(`bench: waiting for ${e2eLock}…`);
  await new Promise<void>((resolve, reject) => {
    holder.stdout.once('data', () => resolve());
    holder.once('exit', (code) => reject(new Error(`flock exited (${code}) before locking`)));
  });
  try {
    return await work();
  } finally {
    holder.stdin.end();
    await new Promise<void>((resolve) =>
      holder.exitCode === null ? holder.once('exit', () => resolve()) : resolve(),
    );
  }
}

export async function measureMlInChromium(task: number, runs: number, scale = 1): Promise<MlWorkerAnswer> {
  const bundled = await build({
    entryPoints: [workerEntry],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = bundled.outputFiles[0]!.text;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto('about:blank');
    return await page.evaluate(
      ({ code, task, runs, scale }) =>
        new Promise<MlWorkerAnswer>((resolve, reject) => {
          const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
          worker.onmessage = (event: MessageEvent<MlWorkerAnswer>) => {
            worker.terminate();
            resolve(event.data);
          };
          worker.onerror = (event) => reject(new Error(event.message));
          worker.postMessage({ task, runs, scale });
        }),
      { code, task, runs, scale },
    );
  } finally {
    await browser.close();
  }
}

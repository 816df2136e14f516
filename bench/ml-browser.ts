// The training engine in a Chromium worker (issue 21: 100,000 rows × 10 features within 3 s, p50): the engine
// bundled as production bundles it (esbuild, minified), run in a dedicated worker of a blank page. The table is
// made, typed and profiled in the worker before the clock starts; each run times `trainModels` alone. Chromium runs
// under the e2e lock (/tmp/tessera-e2e.lock) so helpers sharing the machine do not run browsers at once.
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { chromiumArgs } from '../tests/support/chromium';
import { chromiumPath } from './chromium';
import type { MlWorkerAnswer, MlWorkerMessage } from './ml-worker';

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

/**
 * CPU milliseconds used so far by the live processes descending from `root` (Linux /proc; null elsewhere): the
 * browser Playwright started, its renderer (where the worker runs), GPU and utility processes.
 */
function treeCpuMs(root: number): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const parents = new Map<number, number>();
  const used = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name: state, ppid, …; utime and stime are the 12th and 13th (clock ticks, 1/100 s).
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      used.set(Number(entry), (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // The process ended while the list was read.
    }
  }
  let total = 0;
  for (const [pid, ms] of used) {
    let parent = parents.get(pid);
    while (parent !== undefined && parent !== root && parent > 1) parent = parents.get(parent);
    if (parent === root && pid !== root) total += ms;
  }
  return total;
}

export type MlChromiumRuns = MlWorkerAnswer & {
  /** CPU time of the browser's processes during each run (null without /proc). */
  cpuMs: (number | null)[];
};

export async function measureMlInChromium(task: number, runs: number, scale = 1): Promise<MlChromiumRuns> {
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
    const marks: (number | null)[] = [];
    await page.exposeFunction('markCpu', () => {
      marks.push(treeCpuMs(process.pid));
    });
    await page.goto('about:blank');
    const answer = await page.evaluate(
      ({ code, task, runs, scale }) =>
        new Promise<MlWorkerAnswer>((resolve, reject) => {
          const mark = (window as unknown as { markCpu: () => Promise<void> }).markCpu;
          const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
          worker.onmessage = (event: MessageEvent<MlWorkerMessage>) => {
            if (event.data.kind === 'ready') {
              void mark().then(() => worker.postMessage({ kind: 'go' }));
              return;
            }
            worker.terminate();
            resolve(event.data);
          };
          worker.onerror = (event) => reject(new Error(event.message));
          worker.postMessage({ kind: 'start', task, runs, scale });
        }),
      { code, task, runs, scale },
    );
    const cpuMs = answer.ms.map((_, run) => {
      const [before, after] = [marks[run], marks[run + 1]];
      return before === null || before === undefined || after === null || after === undefined
        ? null
        : after - before;
    });
    return { ...answer, cpuMs };
  } finally {
    await browser.close();
  }
}

// The insights engine in a Chromium worker (issue 20: 250,000 rows × 10 columns within 1.5 s, p50): the engine
// bundled as production bundles it (esbuild, minified), run in a dedicated worker of a blank page. The table is
// made, read and profiled in the worker before the clock starts; each run times `findInsights` alone.
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { chromiumArgs } from '../tests/support/chromium';
import { chromiumPath } from './chromium';
import type { WorkerAnswer } from './insights-worker';

const workerEntry = fileURLToPath(new URL('./insights-worker.ts', import.meta.url));

export async function measureInsightsInChromium(rows = 250_000, runs = 5): Promise<WorkerAnswer> {
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
      ({ code, rows, runs }) =>
        new Promise<WorkerAnswer>((resolve, reject) => {
          const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
          worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
            worker.terminate();
            resolve(event.data);
          };
          worker.onerror = (event) => reject(new Error(event.message));
          worker.postMessage({ rows, runs });
        }),
      { code, rows, runs },
    );
  } finally {
    await browser.close();
  }
}

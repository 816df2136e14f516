// The insights engine's weight in the client (issue 20: the insights chunk within 50 KB gzip). The engine runs in
// the dataset worker, as a chunk the worker loads when a read asks for insights (docs/decisions/069; the built
// chunk is bench/data-bundle.ts's `dataBundle.insightsGzip`). Measured here two ways with esbuild (minified, ES
// module, for the browser): alone (src/shared/data/insights/insights.ts with everything it imports: what a chunk
// of its own would weigh), and what it adds to the worker's shared code (analyseBytes + insightsOf against
// analyseBytes alone).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

async function gzipOf(contents: string): Promise<{ raw: number; gzip: number }> {
  const bundled = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const bytes = bundled.outputFiles[0]!.contents;
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export async function measureInsightsBundle() {
  const alone = await gzipOf(`export { findInsights } from './src/shared/data/insights/insights';`);
  const worker = await gzipOf(`export { analyseBytes } from './src/shared/data/analyse';`);
  const withInsights = await gzipOf(
    `export { analyseBytes } from './src/shared/data/analyse'; export { insightsOf } from './src/shared/data/insights-of';`,
  );
  return {
    alone,
    worker,
    withInsights,
    addedGzip: withInsights.gzip - worker.gzip,
  };
}

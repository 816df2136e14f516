// The assistant's share of the client build (issue 22: its chunk within 40 KB gzip, plus its language's date
// parser): the assistant worker with what it loads at once, and the chunks it loads per language (each language's
// words and sentences, src/shared/data/assistant/load-language.ts, and its chrono-node locale, load-dates.ts).
// The worker is not in Vite's manifest, so it is found by name in dist/client and its imports read from its code.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure } from './data-bundle';
import { figure, kB, mark, type Figure, type SectionResult } from './figures';

export const assistantBundleBudgets = {
  workerGzip: { max: 40_000 },
};

/** The assistant worker's file (src/client/features/assistant/assistant.worker.ts). */
const workerPattern = /^assistant\.worker-[\w-]+\.js$/;

const gzip = (clientDir: string, file: string) =>
  gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;

export function measureAssistantBundle(clientDir: string): SectionResult {
  const workers = readdirSync(join(clientDir, 'assets')).filter((file) => workerPattern.test(file));
  if (workers.length !== 1)
    throw new Error(
      `${workers.length} files in dist/client/assets match ${workerPattern} (bench/assistant-bundle.ts)`,
    );
  const closure = staticClosure(clientDir, `assets/${workers[0]!}`);
  const size = closure.files.reduce((sum, file) => sum + gzip(clientDir, file), 0);
  const fig = figure(
    'assistantBundle.workerGzip',
    'assistant worker with its static imports (gzip)',
    size,
    'bytes',
    assistantBundleBudgets.workerGzip,
  );
  const figures: Figure[] = [fig];
  const rows = [['assistant worker + static imports', closure.files.join(', '), kB(size) + mark(fig)]];
  const lazy = closure.dynamic.map((file) => ({ file, gzip: gzip(clientDir, file) }));
  const largest = lazy.reduce((max, chunk) => Math.max(max, chunk.gzip), 0);
  figures.push(
    figure(
      'assistantBundle.largestLanguageChunkGzip',
      "largest chunk the worker loads for one language (a language's tables or its date parser, gzip)",
      largest,
      'bytes',
    ),
  );
  for (const chunk of lazy) rows.push(['loaded per language', chunk.file, kB(chunk.gzip)]);
  return {
    title: 'Assistant in the client build (gzip -9; kB = 1000 bytes)',
    figures,
    tables: [
      {
        head: ['chunk', 'file(s)', 'gzip'],
        rows,
        notes: [
          `budget: the worker ${kB(assistantBundleBudgets.workerGzip.max)} before its language's tables and date parser, two chunks loaded on the first question in that language`,
        ],
      },
    ],
    details: { budgets: assistantBundleBudgets, worker: closure.files, perLanguage: lazy },
  };
}

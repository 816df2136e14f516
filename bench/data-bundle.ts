// The data core's share of the client build (issue 19's budgets): the dataset worker with what it loads at once,
// the dataset page's route chunk, and what the worker loads later, each a chunk of its own counted apart: the Excel
// reader, which only an .xlsx file loads, and the insights engine, which only a read asking for insights loads.
// Chunks are found by name in dist/client: the worker is not in Vite's manifest, so its imports are read from its code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { figure, kB, mark, type Figure, type SectionResult } from './figures';

export const dataBundleBudgets = {
  workerGzip: { max: 50_000 },
  datasetPageGzip: { max: 50_000 },
  /** 1 when the Excel reader is a chunk of its own, loaded by a dynamic import only. */
  excelReaderSeparate: { min: 1 },
  /** 1 when the insights engine is a chunk of its own, loaded by a dynamic import only (docs/decisions/069). */
  insightsSeparate: { min: 1 },
};

/** The dataset worker's file (src/client/features/datasets/data.worker.ts, built as assets/data.worker-[hash].js). */
const workerPattern = /(^|\/)data\.worker-[\w-]+\.js$/;
/**
 * What the worker loads only when a file needs it, each found by its chunk's name, or, when built into the worker,
 * by a text only it holds.
 */
const lazyChunks = [
  {
    id: 'excelReader',
    label: 'the Excel reader',
    row: 'Excel reader',
    when: 'on .xlsx only',
    /** src/shared/data/ingest/xlsx.ts, loaded by `import('./xlsx')`. */
    pattern: /(^|\/)xlsx-[\w-]+\.js$/,
    /** The shared strings part of a workbook. */
    marker: 'xl/sharedStrings.xml',
    inlinedBecause:
      "Vite builds workers as IIFE unless vite.config.ts sets worker.format 'es', and an IIFE inlines dynamic imports",
  },
  {
    id: 'insights',
    label: 'the insights engine',
    row: 'insights engine',
    when: 'only when a read asks for insights',
    /** src/shared/data/insights-of.ts, loaded by the worker's `loadInsights` (data-handler.ts). */
    pattern: /(^|\/)insights-of-[\w-]+\.js$/,
    /** The id of a relationship insight. */
    marker: 'relationship:',
    inlinedBecause: 'the worker imports the engine statically (analyse.ts or data-handler.ts)',
  },
] as const;
/** The dataset page's route module (`/app/datasets/:id`): a route file named for one dataset, not the list. */
const datasetRoutePattern =
  /^src\/client\/app\/routes\/(.*\/)?(dataset|dataset-page|datasets\/(\$?id|dataset|detail|show))\.tsx$/;

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };

const gzip = (clientDir: string, file: string) =>
  gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;

function* walk(dir: string, root = dir): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path, root);
    else yield relative(root, path).split('\\').join('/');
  }
}

/** The relative `.js` files a built module imports at once (`from"./x.js"`, `import"./x.js"`) and later (`import("./x.js")`, any quotes). */
export function importsOf(code: string): { staticImports: string[]; dynamicImports: string[] } {
  const staticImports = [
    ...code.matchAll(/\bfrom\s*["'](\.{1,2}\/[^"']+\.js)["']|\bimport\s*["'](\.{1,2}\/[^"']+\.js)["']/g),
  ].map((match) => (match[1] ?? match[2])!);
  const dynamicImports = [...code.matchAll(/\bimport\s*\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map(
    (match) => match[1]!,
  );
  return { staticImports, dynamicImports };
}

/** A built file and every file it imports statically, transitively (paths relative to dist/client). */
export function staticClosure(clientDir: string, file: string) {
  const seen = new Set<string>();
  const dynamic = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || !existsSync(join(clientDir, path))) return;
    seen.add(path);
    const { staticImports, dynamicImports } = importsOf(readFileSync(join(clientDir, path), 'utf8'));
    const resolveFrom = (target: string) => posix.normalize(posix.join(dirname(path), target));
    for (const target of dynamicImports) dynamic.add(resolveFrom(target));
    for (const target of staticImports) visit(resolveFrom(target));
  };
  visit(file);
  return { files: [...seen], dynamic: [...dynamic] };
}

export function measureDataBundle(clientDir: string): SectionResult {
  const files = [...walk(clientDir)].filter((file) => file.endsWith('.js'));
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const figures: Figure[] = [];
  const rows: string[][] = [];
  const missing: string[] = [];
  const notes: string[] = [];

  const workers = files.filter((file) => workerPattern.test(file));
  let workerClosure: ReturnType<typeof staticClosure> | undefined;
  if (workers.length === 1) {
    workerClosure = staticClosure(clientDir, workers[0]!);
    const size = workerClosure.files.reduce((sum, file) => sum + gzip(clientDir, file), 0);
    const fig = figure(
      'dataBundle.workerGzip',
      'dataset worker with its static imports (gzip)',
      size,
      'bytes',
      dataBundleBudgets.workerGzip,
    );
    figures.push(fig);
    rows.push(['dataset worker + static imports', workerClosure.files.join(', '), kB(size) + mark(fig)]);
  } else {
    missing.push(`the dataset worker: ${workers.length} files match ${workerPattern}`);
  }

  // Chunks the worker loads later, each counted apart: never in its static closure nor the app's first load.
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
  const appFirstLoad = new Set(entries.flatMap((chunk) => staticClosure(clientDir, chunk.file).files));
  for (const lazy of lazyChunks) {
    const chunks = files.filter((file) => lazy.pattern.test(file));
    const separateFigure = (value: number) =>
      figure(
        `dataBundle.${lazy.id}Separate`,
        `${lazy.label} is a chunk loaded only by a dynamic import from the worker (1 = yes)`,
        value,
        'count',
        dataBundleBudgets[`${lazy.id}Separate`],
      );
    if (chunks.length > 0) {
      const size = chunks.reduce((sum, file) => sum + gzip(clientDir, file), 0);
      figures.push(figure(`dataBundle.${lazy.id}Gzip`, `${lazy.label} chunk (gzip)`, size, 'bytes'));
      const loadedAtOnce = chunks.filter(
        (file) => workerClosure?.files.includes(file) || appFirstLoad.has(file),
      );
      const loadedLater = chunks.filter((file) => workerClosure?.dynamic.includes(file));
      const fig = separateFigure(loadedAtOnce.length === 0 && loadedLater.length > 0 ? 1 : 0);
      figures.push(fig);
      rows.push([
        lazy.row,
        chunks.join(', '),
        `${kB(size)}${fig.value ? `, loaded ${lazy.when}` : ', loaded at once or never'}${mark(fig)}`,
      ]);
    } else if (
      workerClosure?.files.some((file) => readFileSync(join(clientDir, file), 'utf8').includes(lazy.marker))
    ) {
      const fig = separateFigure(0);
      figures.push(fig);
      rows.push([lazy.row, 'inside the worker', `no chunk of its own${mark(fig)}`]);
      notes.push(
        `${lazy.label} (${lazy.marker}) is inside the worker, so the worker's size includes it: ${lazy.inlinedBecause}`,
      );
    } else {
      missing.push(`${lazy.label}: no file matches ${lazy.pattern}`);
    }
  }

  const routes = Object.entries(manifest).filter(([key]) => datasetRoutePattern.test(key));
  if (routes.length === 1) {
    const [key, chunk] = routes[0]!;
    const size = gzip(clientDir, chunk.file);
    const entryFiles = new Set(
      Object.values(manifest)
        .filter((entry) => entry.isEntry)
        .flatMap((entry) => staticClosure(clientDir, entry.file).files),
    );
    const own = staticClosure(clientDir, chunk.file).files.filter((file) => !entryFiles.has(file));
    const withImports = own.reduce((sum, file) => sum + gzip(clientDir, file), 0);
    const fig = figure(
      'dataBundle.datasetPageGzip',
      `dataset page route chunk (${key}, gzip)`,
      size,
      'bytes',
      dataBundleBudgets.datasetPageGzip,
    );
    figures.push(
      fig,
      figure(
        'dataBundle.datasetPageWithImportsGzip',
        'dataset page route chunk with the static imports the entry has not loaded (gzip)',
        withImports,
        'bytes',
      ),
    );
    rows.push([
      'dataset page route',
      chunk.file,
      `${kB(size)}${mark(fig)} (${kB(withImports)} with imports)`,
    ]);
  } else {
    missing.push(
      `the dataset page route: ${routes.length} manifest keys match ${datasetRoutePattern} (${routes.map(([key]) => key).join(', ')})`,
    );
  }

  return {
    title: 'Data core in the client build (gzip -9; kB = 1000 bytes)',
    figures,
    tables: [
      {
        head: ['chunk', 'file(s)', 'gzip'],
        rows,
        notes: [
          `budgets: worker ${kB(dataBundleBudgets.workerGzip.max)} before the Excel reader and the insights engine, dataset page route ${kB(dataBundleBudgets.datasetPageGzip.max)}, the Excel reader on .xlsx only, the insights engine when a read asks for insights`,
          ...notes,
          ...missing.map((what) => `not in this build: ${what}`),
        ],
      },
    ],
    details: {
      budgets: dataBundleBudgets,
      workers,
      lazy: Object.fromEntries(
        lazyChunks.map((lazy) => [lazy.id, files.filter((file) => lazy.pattern.test(file))]),
      ),
      routes: routes.map(([key]) => key),
      missing,
    },
  };
}

// Step 1: what each public page loads before it can render, from Vite's build manifest.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { paths } from '../src/shared/paths';
import { budgetText, figure, kB, mark, type Figure, type SectionResult } from './figures';

/** docs/product.md#performance-budgets; kB of 1000 bytes, gzip level 9. */
export const bundleBudgets = {
  initialJsGzip: { max: 100_000 },
  lazyChunkGzip: { max: 50_000 },
  cssGzip: { max: 20_000 },
};

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const route = (name: string) => `src/client/app/routes/${name}.tsx`;
const marketing = 'src/client/features/marketing/marketing-frame.tsx';
const account = 'src/client/features/auth/account-frame.tsx';
const { marketing: site, auth } = paths;

/**
 * Every public page (DESIGN §6, the pages pre-rendered at build time) and the lazy modules it loads before it
 * renders without React Router: its frame and its route module, as listed in src/client/app/public-pages.ts.
 * Keep in step with it; a module missing from the build stops the bench.
 */
export const pageModules: Record<string, string[]> = {
  [paths.home]: [marketing, route('marketing/home')],
  [site.manifesto]: [marketing, route('marketing/manifesto')],
  [site.ourTeam]: [marketing, route('marketing/our-team')],
  [site.privacy]: [marketing, route('marketing/privacy')],
  [site.terms]: [marketing, route('marketing/terms')],
  [site.cookies]: [marketing, route('marketing/cookies')],
  [site.early]: [marketing, route('marketing/early')],
  [site.demo]: [marketing, route('marketing/demo')],
  [site.marketplace]: [marketing, route('marketing/marketplace')],
  [site.dsm]: [marketing, route('marketing/dsm')],
  [paths.other.feedback]: [marketing, route('feedback')],
  [auth.login]: [account, route('auth/login')],
  [auth.signup]: [account, route('auth/signup')],
  [auth.forgotPassword]: [account, route('auth/forgot-password')],
  [auth.resetPassword]: [account, route('auth/reset-password')],
};

type Sizes = { raw: number; gzip: number; brotli: number };

function sizer(clientDir: string) {
  const cache = new Map<string, Sizes>();
  return (file: string): Sizes => {
    let sizes = cache.get(file);
    if (!sizes) {
      const body = readFileSync(join(clientDir, file));
      sizes = {
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
      cache.set(file, sizes);
    }
    return sizes;
  };
}

const sum = (items: Sizes[]): Sizes =>
  items.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

/**
 * A source module's manifest key: its path, or, when the bundler merged the module into a shared chunk named after
 * it (rolldown does so for a module imported both statically and dynamically; the manifest then holds
 * `_<name>-<hash>.js` and no entry for the path), that chunk's key.
 */
function manifestKey(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = module.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const shared = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key]!.name === name);
  if (shared.length === 1) return shared[0]!;
  throw new Error(`${module} is not in the Vite manifest: has it moved? (bench/bundle-size.ts)`);
}

/** The manifest keys reachable from `roots` through static imports only. */
function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest (bench/bundle-size.ts)`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  roots.map((root) => manifestKey(manifest, root)).forEach(visit);
  return [...seen];
}

/** Classic scripts index.html loads besides the module entry (e.g. /theme-init.js), paths without the slash. */
function classicScripts(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script\b([^>]*)><\/script>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !/\btype="module"/.test(attributes))
    .flatMap((attributes) => attributes.match(/\bsrc="\/([^"]+)"/)?.[1] ?? []);
}

export function measureBundles(clientDir: string): SectionResult {
  const manifestPath = join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(
      `${manifestPath} is missing: the client build needs \`build.manifest: true\` in vite.config.ts`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry chunk');
  const size = sizer(clientDir);
  const scripts = classicScripts(readFileSync(join(clientDir, 'index.html'), 'utf8'));
  const entryClosure = new Set(staticClosure(manifest, [entryKey]));

  // The entry chunk and what it imports statically: what every page loads, whatever its route.
  const entrySize = sum([...entryClosure].map((key) => size(manifest[key]!.file)));
  const figures: Figure[] = [
    figure('bundle.entryGzip', 'entry chunk with its static imports (gzip)', entrySize.gzip, 'bytes'),
  ];
  const pages = Object.entries(pageModules).map(([page, modules]) => {
    const chunks = staticClosure(manifest, [entryKey, ...modules]);
    const js = [...scripts, ...chunks.map((key) => manifest[key]!.file)];
    const css = [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))];
    const jsSize = sum(js.map(size));
    const cssSize = sum(css.map(size));
    const jsFigure = figure(
      `bundle.${page}.initialJsGzip`,
      `${page} initial JS (gzip)`,
      jsSize.gzip,
      'bytes',
      bundleBudgets.initialJsGzip,
    );
    const cssFigure = figure(
      `bundle.${page}.cssGzip`,
      `${page} CSS (gzip)`,
      cssSize.gzip,
      'bytes',
      bundleBudgets.cssGzip,
    );
    figures.push(
      jsFigure,
      figure(`bundle.${page}.initialJsBrotli`, `${page} initial JS (brotli)`, jsSize.brotli, 'bytes'),
      cssFigure,
      figure(`bundle.${page}.cssBrotli`, `${page} CSS (brotli)`, cssSize.brotli, 'bytes'),
    );
    return { page, js: jsSize, css: cssSize, jsFigure, cssFigure, files: { js, css } };
  });

  // Lazy chunks: every chunk the entry does not load, be it a dynamically imported module (route modules,
  // layouts, deferred widgets) or a chunk shared by several of them (a library such as the charts). "With
  // imports" adds the shared chunks it pulls in that the entry has not already loaded.
  const lazy = Object.entries(manifest)
    .filter(([key, chunk]) => !entryClosure.has(key) && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => {
      const own = size(chunk.file);
      const extra = staticClosure(manifest, [key]).filter((k) => k !== key && !entryClosure.has(k));
      const withImports = sum([own, ...extra.map((k) => size(manifest[k]!.file))]);
      const fig = figure(
        `bundle.lazy.${key}.gzip`,
        `${key} (gzip)`,
        own.gzip,
        'bytes',
        bundleBudgets.lazyChunkGzip,
      );
      return { module: key, file: chunk.file, ...own, withImportsGzip: withImports.gzip, figure: fig };
    })
    .sort((a, b) => b.gzip - a.gzip);
  figures.push(...lazy.map((chunk) => chunk.figure));
  const largest = lazy[0];
  if (largest) {
    figures.push(
      figure(
        'bundle.largestLazyChunkGzip',
        `largest lazy chunk (${largest.module})`,
        largest.gzip,
        'bytes',
        bundleBudgets.lazyChunkGzip,
      ),
    );
  }

  const assets = Object.values(manifest)
    .flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])
    .filter((file, index, all) => all.indexOf(file) === index)
    .sort()
    .map((file) => ({ file, ...size(file) }));
  const shortName = (module: string) =>
    module.replace(/^src\/client\/(app\/routes\/)?/, '').replace(/\.tsx?$/, '');

  return {
    title: 'Bundle size (gzip -9 / brotli q11; kB = 1000 bytes)',
    figures,
    tables: [
      {
        head: ['page', 'initial JS gzip', 'brotli', 'CSS gzip', 'brotli'],
        rows: pages.map((p) => [
          p.page,
          kB(p.js.gzip) + mark(p.jsFigure),
          kB(p.js.brotli),
          kB(p.css.gzip) + mark(p.cssFigure),
          kB(p.css.brotli),
        ]),
        notes: [
          `budgets: initial JS ${budgetText(bundleBudgets.initialJsGzip, kB)}, CSS ${budgetText(bundleBudgets.cssGzip, kB)} (gzip)`,
          `initial JS = ${scripts.map((s) => `/${s}`).join(', ')} + entry chunk + the page's layouts and route module, with static imports`,
          `entry chunk with its static imports, on every page: ${kB(entrySize.gzip)} gzip`,
        ],
      },
      {
        title: 'Largest lazy chunks',
        head: ['module', 'file', 'gzip', 'brotli', 'with own imports (gzip)'],
        rows: lazy
          .slice(0, 5)
          .map((c) => [
            shortName(c.module),
            c.file,
            kB(c.gzip) + mark(c.figure),
            kB(c.brotli),
            kB(c.withImportsGzip),
          ]),
        notes: [
          `${lazy.length} lazy chunks, ${lazy.filter((c) => !c.figure.pass).length} over the budget of ${budgetText(bundleBudgets.lazyChunkGzip, kB)} each`,
        ],
      },
    ],
    details: {
      budgets: bundleBudgets,
      pages: pages.map(({ page, js, css, files }) => ({ page, js, css, files })),
      lazyChunks: lazy.map(({ figure: _figure, ...chunk }) => chunk),
      assets,
    },
  };
}

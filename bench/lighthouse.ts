// Step 4: Lighthouse on every public (pre-rendered) page, desktop and mobile, median of several runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import './iterator-helpers';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { paths } from '../src/shared/paths';
import { prerenderedPaths } from '../src/shared/prerender';
import { launchChromium } from './chromium';
import { figure, mark, ms, type Budget, type Figure, type SectionResult } from './figures';
import { median, round } from './stats';

export type FormFactor = 'desktop' | 'mobile';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

/** docs/product.md#performance-budgets, on scores rounded to two decimals as Lighthouse shows them; SEO has no budget. */
export const lighthouseBudgets: Record<FormFactor, Partial<Record<Category, Budget>>> = {
  desktop: { performance: { min: 1 }, accessibility: { min: 1 }, 'best-practices': { min: 1 } },
  mobile: { performance: { min: 0.98 }, accessibility: { min: 1 }, 'best-practices': { min: 1 } },
};

/** DESIGN §6: the median of three runs per page and form factor. */
export const runsPerPage = 3;

/** Every public page; the reset page is opened as its emailed link opens it, with a token. */
export const lighthousePages = prerenderedPaths.map((path) => ({
  path: path === paths.auth.resetPassword ? `${path}?token=lighthouse` : path,
  runs: runsPerPage,
}));

const metrics = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

/** An audit that did not get full marks, with the elements or resources it named. */
export type Finding = {
  category: Category;
  audit: string;
  title: string;
  score: number | null;
  displayValue?: string;
  items: string[];
};

type Run = {
  scores: Record<Category, number | null>;
  /** The element Lighthouse took as the largest contentful paint. */
  lcpElement?: string;
  metrics: Record<keyof typeof metrics, number | null>;
  findings: Finding[];
  consoleErrors: string[];
  runtimeError?: string;
  warnings: string[];
};

const slug = (page: string) => (page === '/' ? 'home' : page.replace(/^\//, '').replace(/\W+/g, '-'));

/** Readable lines for an audit's detail items: the element (selector and snippet), message or URL. */
function describeItems(details: unknown): string[] {
  if (!details || typeof details !== 'object' || !('items' in details) || !Array.isArray(details.items))
    return [];
  return (details.items as Record<string, unknown>[]).flatMap(describeItem).slice(0, 6);
}

function describeItem(item: Record<string, unknown>): string[] {
  const node = (item.type === 'node' ? item : item.node) as
    { selector?: string; snippet?: string; explanation?: string } | undefined;
  if (node?.snippet) {
    const explanation = node.explanation ? ` (${node.explanation.split('\n').slice(0, 2).join(' ')})` : '';
    return [`${node.selector ?? ''} ${node.snippet}${explanation}`.trim()];
  }
  if (item.type === 'checklist' && item.items && typeof item.items === 'object') {
    return Object.values(item.items as Record<string, { label: string; value: boolean }>)
      .filter((check) => !check.value)
      .map((check) => `not met: ${check.label}`);
  }
  if (typeof item.groupLabel === 'string' && typeof item.duration === 'number') {
    return [`${item.groupLabel}: ${ms(item.duration)}`];
  }
  if (typeof item.type === 'string') return []; // nested tables, trees and sections
  const location = item.sourceLocation as { url?: string; line?: number } | undefined;
  const wasted =
    typeof item.wastedBytes === 'number' ? `${Math.round(item.wastedBytes / 1024)} KiB wasted` : '';
  const parts = [item.source, item.description, item.issueType, item.url ?? location?.url, wasted];
  const line = parts.filter((part) => typeof part === 'string' && part).join(' · ');
  return line ? [line] : [];
}

/** The LCP element, as the LCP breakdown insight names it (its node item, after the table of phases). */
function describeLcpElement(lhr: Result): string | undefined {
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: { type?: string; selector?: string; nodeLabel?: string }[] } | undefined;
  const node = details?.items?.find((item) => item.type === 'node');
  if (!node) return undefined;
  // An element without text (the hero video) is labelled by its selector.
  const label =
    node.nodeLabel === node.selector ? undefined : node.nodeLabel?.replace(/\s+/g, ' ').slice(0, 60);
  return `${node.selector ?? ''}${label ? ` "${label}"` : ''}`.trim();
}

function summarise(lhr: Result): Run {
  const scores = Object.fromEntries(
    categories.map((c) => [c, lhr.categories[c]?.score ?? null]),
  ) as Run['scores'];
  const metricValues = Object.fromEntries(
    Object.entries(metrics).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
  ) as Run['metrics'];
  const findings: Finding[] = [];
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.group === 'metrics') continue;
      const scored = ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode);
      if ((scored && audit.score !== null && audit.score < 1) || audit.scoreDisplayMode === 'error') {
        findings.push({
          category,
          audit: audit.id,
          title: audit.title,
          score: audit.score,
          ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
          items:
            audit.scoreDisplayMode === 'error'
              ? [audit.errorMessage ?? 'audit error']
              : describeItems(audit.details),
        });
      }
    }
  }
  const lcpElement = describeLcpElement(lhr);
  return {
    scores,
    ...(lcpElement ? { lcpElement } : {}),
    metrics: metricValues,
    findings,
    consoleErrors: describeItems(lhr.audits['errors-in-console']?.details),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    warnings: lhr.runWarnings.map(String),
  };
}

async function runOnce(
  url: string,
  formFactor: FormFactor,
  tmpDir: string,
  reportFile: string,
): Promise<Run> {
  const chromium = await launchChromium(tmpDir);
  try {
    const flags: Flags = {
      port: chromium.port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    };
    const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    writeFileSync(reportFile, JSON.stringify(result.lhr));
    return summarise(result.lhr);
  } finally {
    await chromium.stop();
  }
}

/** Median per category over the runs; the metrics come from the run with the median performance score. */
function aggregate(runs: Run[]) {
  const scores = Object.fromEntries(
    categories.map((c) => {
      const values = runs.flatMap((run) => (run.scores[c] === null ? [] : [run.scores[c]]));
      return [c, values.length ? round(median(values), 2) : null];
    }),
  ) as Record<Category, number | null>;
  const byPerformance = runs
    .filter((run) => run.scores.performance !== null)
    .sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)] ?? runs[0]!;

  // Findings merged over the runs, with how many runs each turned up in.
  const findings = new Map<string, Finding & { runs: number }>();
  for (const finding of runs.flatMap((run) => run.findings)) {
    const key = `${finding.category}/${finding.audit}`;
    const seen = findings.get(key);
    if (seen) seen.runs++;
    else findings.set(key, { ...finding, runs: 1 });
  }
  return {
    scores,
    runs: runs.length,
    lcpElement: medianRun.lcpElement,
    metrics: medianRun.metrics,
    findings: [...findings.values()],
    consoleErrors: [...new Set(runs.flatMap((run) => run.consoleErrors))],
    runtimeErrors: runs.flatMap((run) => (run.runtimeError ? [run.runtimeError] : [])),
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  };
}

/** How often a run that ended in a Lighthouse runtime error is repeated. */
const retries = 2;

const score = (value: number | null) => (value === null ? 'n/a' : value.toFixed(2));

export async function measureLighthouse(options: {
  origin: string;
  pages: { path: string; runs: number }[];
  tmpDir: string;
  log: (line: string) => void;
}): Promise<SectionResult> {
  const reportDir = join(options.tmpDir, 'lighthouse');
  mkdirSync(reportDir, { recursive: true });
  const results: ({ page: string; formFactor: FormFactor } & ReturnType<typeof aggregate>)[] = [];
  const retried: string[] = [];

  for (const { path: page, runs: runCount } of options.pages) {
    for (const formFactor of ['desktop', 'mobile'] as const) {
      const runs: Run[] = [];
      for (let n = 1; n <= runCount; n++) {
        const started = performance.now();
        const reportFile = join(reportDir, `${slug(page)}-${formFactor}-${n}.json`);
        // A broken trace (e.g. NO_NAVSTART) is Lighthouse's own hiccup, not the page's: try that run again.
        let run = await runOnce(options.origin + page, formFactor, options.tmpDir, reportFile);
        for (let retry = 1; run.runtimeError && retry <= retries; retry++) {
          retried.push(`${page} ${formFactor} run ${n}: ${run.runtimeError}`);
          options.log(`  lighthouse ${page} ${formFactor} ${n}/${runCount}: ${run.runtimeError}; retrying`);
          run = await runOnce(options.origin + page, formFactor, options.tmpDir, reportFile);
        }
        runs.push(run);
        options.log(
          `  lighthouse ${page} ${formFactor} ${n}/${runCount}: ` +
            categories.map((c) => `${c} ${score(run.scores[c])}`).join(', ') +
            ` (${ms(performance.now() - started)})`,
        );
      }
      results.push({ page, formFactor, ...aggregate(runs) });
    }
  }

  const figures: Figure[] = [];
  const rows: string[][] = [];
  for (const result of results) {
    const id = `lighthouse.${result.page}.${result.formFactor}`;
    const categoryFigures = categories.map((c) =>
      figure(
        `${id}.${c}`,
        `${result.page} ${result.formFactor} ${c}`,
        result.scores[c] ?? 0,
        'score',
        lighthouseBudgets[result.formFactor][c],
      ),
    );
    figures.push(...categoryFigures);
    const metric = (key: keyof typeof metrics) => result.metrics[key];
    rows.push([
      `${result.page} ${result.formFactor}`,
      String(result.runs),
      ...categoryFigures.map((f, i) => score(result.scores[categories[i]!]) + mark(f)),
      metric('fcp') === null ? '–' : ms(metric('fcp')!),
      metric('lcp') === null ? '–' : ms(metric('lcp')!),
      metric('tbt') === null ? '–' : ms(metric('tbt')!),
      metric('cls') === null ? '–' : metric('cls')!.toFixed(3),
    ]);
  }

  const findingLines = results.flatMap((result) => {
    const performanceFails = figures.some(
      (f) => f.id === `lighthouse.${result.page}.${result.formFactor}.performance` && f.pass === false,
    );
    return (
      result.findings
        // Performance: only when its budget failed, and only the audits that count against it.
        .filter(
          (f) => f.category !== 'performance' || (performanceFails && f.score !== null && f.score < 0.9),
        )
        .flatMap((f) => [
          `${result.page} ${result.formFactor} · ${f.category} · ${f.audit} (score ${score(f.score)}, ${f.runs}/${result.runs} runs)${f.displayValue ? ` ${f.displayValue}` : ''}: ${f.title}`,
          ...f.items.map((item) => `    ${item}`),
        ])
    );
  });
  const consoleLines = results.flatMap((r) => r.consoleErrors.map((e) => `${r.page} ${r.formFactor}: ${e}`));
  const errorLines = results.flatMap((r) => r.runtimeErrors.map((e) => `${r.page} ${r.formFactor}: ${e}`));
  const lcpLines = results.map((r) => `${r.page} ${r.formFactor}: ${r.lcpElement ?? 'none reported'}`);

  return {
    title: `Lighthouse (median of ${runsPerPage} runs on every public page; budgets: performance 1.00 desktop / ≥ 0.98 mobile, accessibility and best practices 1.00)`,
    figures,
    tables: [
      {
        head: [
          'page',
          'runs',
          'performance',
          'accessibility',
          'best practices',
          'SEO',
          'FCP',
          'LCP',
          'TBT',
          'CLS',
        ],
        rows,
        notes: [
          'metrics from the run with the median performance score; mobile is simulated (slow 4G, 4× CPU slowdown)',
          'LCP element (from the median run):',
          ...lcpLines.map((l) => `  ${l}`),
          ...(findingLines.length
            ? ['findings (audits short of full marks):', ...findingLines.map((l) => `  ${l}`)]
            : ['no failing accessibility, best-practices or SEO audits']),
          ...(consoleLines.length
            ? ['console errors:', ...consoleLines.map((l) => `  ${l}`)]
            : ['no console errors']),
          ...(errorLines.length ? ['Lighthouse runtime errors:', ...errorLines.map((l) => `  ${l}`)] : []),
        ],
      },
    ],
    details: { budgets: lighthouseBudgets, results, retried, reports: relative(process.cwd(), reportDir) },
  };
}

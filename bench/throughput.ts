// Step 3: requests per second under load, against the same framework with nothing in it for scale.
import autocannon, { type Options, type Result } from 'autocannon';
import { figure, MB, mark, type Figure, type SectionResult } from './figures';
import type { ServerHandle } from './server-process';
import { round } from './stats';

export type LoadSettings = { connections: number; durationSec: number; warmupSec: number };

export const defaultLoad: LoadSettings = { connections: 50, durationSec: 10, warmupSec: 2 };

/** How a load run is described in a section's title. */
export const loadDescription = (settings: LoadSettings) =>
  `autocannon: ${settings.connections} connections, ${settings.durationSec} s after ${settings.warmupSec} s warm-up`;

/** What a section that starts its own servers gets: the checkout, a scratch folder and the load to apply. */
export type ServerSectionOptions = { root: string; tmpDir: string; settings?: LoadSettings };

/** One request shape to hammer; method, headers and body let later sections log in or post. */
export type LoadTarget = {
  /** Several URLs spread the connections over them in turn (one server per URL: a scale-out run). */
  url: string | string[];
  method?: Options['method'];
  headers?: Record<string, string>;
  body?: string;
};

export type LoadResult = {
  url: string | string[];
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
};

/** Runs autocannon against one target after an unreported warm-up at the same concurrency. */
export async function loadTest(
  target: LoadTarget,
  settings: LoadSettings = defaultLoad,
): Promise<LoadResult> {
  const result: Result = await autocannon({
    ...target,
    connections: settings.connections,
    duration: settings.durationSec,
    warmup: { connections: settings.connections, duration: settings.warmupSec },
  });
  return loadResultOf(target.url, result);
}

/** What a section keeps of an autocannon run. */
export const loadResultOf = (url: string | string[], result: Result): LoadResult => ({
  url,
  requestsPerSec: round(result.requests.average),
  latencyP50Ms: result.latency.p50,
  latencyP99Ms: result.latency.p99,
  latencyMaxMs: result.latency.max,
  requests: result.requests.total ?? 0,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
});

/** Budgets a route's throughput and p99 may carry (DESIGN §6); without them the figures are for the record. */
export type LoadBudgets = { minRequestsPerSec?: number; maxP99Ms?: number };

/** Figures for one measured route: throughput and p99 (budgeted when given), errors and non-2xx held at zero. */
export function loadFigures(
  id: string,
  label: string,
  result: LoadResult,
  budgets: LoadBudgets = {},
): Figure[] {
  const { minRequestsPerSec: min, maxP99Ms: max } = budgets;
  return [
    figure(
      `${id}.requestsPerSec`,
      `${label} req/s`,
      result.requestsPerSec,
      'req/s',
      min === undefined ? undefined : { min },
    ),
    figure(
      `${id}.latencyP99Ms`,
      `${label} p99 latency`,
      result.latencyP99Ms,
      'ms',
      max === undefined ? undefined : { max },
    ),
    figure(`${id}.errors`, `${label} errors (incl. timeouts)`, result.errors + result.timeouts, 'count', {
      max: 0,
    }),
    figure(`${id}.non2xx`, `${label} non-2xx answers`, result.non2xx, 'count', { max: 0 }),
  ];
}

export function loadRow(label: string, result: LoadResult, figures: Figure[]): string[] {
  const [requestsPerSec, p99, errors, non2xx] = figures;
  return [
    label,
    result.requestsPerSec.toLocaleString('en-US') + mark(requestsPerSec!),
    `${result.latencyP50Ms} ms`,
    `${result.latencyP99Ms} ms${mark(p99!)}`,
    String(result.errors + result.timeouts) + mark(errors!),
    String(result.non2xx) + mark(non2xx!),
  ];
}

export const loadHead = ['route', 'req/s', 'p50', 'p99', 'errors', 'non-2xx'];

/** DESIGN §6: health at a quarter of bare Hono or better, in the same run, with p99 ≤ 20 ms. */
export const healthBudget = { minRatioToBare: 0.25, maxP99Ms: 20 };

/** GET /api/health on Tessera against GET / on bare Hono, then Tessera's memory after the load. */
export async function measureHealthThroughput(options: {
  tessera: ServerHandle;
  bare: ServerHandle;
  settings?: LoadSettings;
}): Promise<SectionResult> {
  const settings = options.settings ?? defaultLoad;
  const bare = await loadTest({ url: `${options.bare.origin}/` }, settings);
  const health = await loadTest({ url: `${options.tessera.origin}/api/health` }, settings);
  const memory = options.tessera.memory();
  const ratio = round(health.requestsPerSec / bare.requestsPerSec, 3);

  const bareFigures = loadFigures('throughput.bareHono', 'bare Hono GET /', bare);
  const healthFigures = loadFigures('throughput.health', 'GET /api/health', health, {
    maxP99Ms: healthBudget.maxP99Ms,
  });
  const ratioFigure = figure(
    'throughput.healthToBareRatio',
    'GET /api/health req/s ÷ bare Hono req/s',
    ratio,
    'ratio',
    { min: healthBudget.minRatioToBare },
  );
  const figures = [
    ...bareFigures,
    ...healthFigures,
    ratioFigure,
    ...(memory
      ? [
          // DESIGN §6: the server on the embedded database stays within 300 MB under load (ADR 024).
          figure('throughput.rssAfterLoadBytes', 'Tessera RSS after the load run', memory.rss, 'bytes', {
            max: 300_000_000,
          }),
          figure('throughput.peakRssBytes', 'Tessera peak RSS (VmHWM)', memory.peak, 'bytes'),
        ]
      : []),
  ];

  return {
    title: `Throughput (${loadDescription(settings)})`,
    figures,
    tables: [
      {
        head: loadHead,
        rows: [
          loadRow('bare Hono GET / (baseline)', bare, bareFigures),
          loadRow('GET /api/health', health, healthFigures),
        ],
        notes: [
          `GET /api/health ÷ bare Hono = ${ratio}${mark(ratioFigure)} (budget ≥ ${healthBudget.minRatioToBare}; health runs the whole middleware stack, a request log line and a database ping)`,
          memory
            ? `Tessera RSS after the load run: ${MB(memory.rss)}${memory.rss <= 300_000_000 ? ' ✓' : ' ✗'} (budget ≤ 300.0 MB; peak ${MB(memory.peak)})`
            : 'RSS: /proc not available',
        ],
      },
    ],
    details: { settings, bare, health, memory },
  };
}

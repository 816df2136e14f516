import { analyseBytes, headOf, previewHead, previewMaxRows } from '@/shared/data/analyse';
import type { insightsOf } from '@/shared/data/insights-of';
import type { InsightReport } from '@/shared/data/insights/types';
import type { Progress } from '@/shared/data/progress';
import type { IngestedSummary, ReadMessage, ReadRequest } from './data-messages';

/** Progress is posted at most this often (and at least this often while a stage runs): well under 250 ms. */
export const progressIntervalMs = 100;

/**
 * The insights engine, a chunk of its own that a read asking for insights loads while the file is read: a saved
 * dataset's page (`insights: false`) never loads it, and the worker answers a file without it (docs/decisions/069).
 */
export type InsightsLoader = () => Promise<{ insightsOf: typeof insightsOf }>;
const loadInsightsChunk: InsightsLoader = () => import('@/shared/data/insights-of');

const bytesOf = async (request: ReadRequest) =>
  'text' in request
    ? new TextEncoder().encode(request.text)
    : new Uint8Array(await request.file.arrayBuffer());

/**
 * The data worker's work, free of any worker global so a test can run it: reads the request's bytes with the
 * same `analyseBytes` the server runs, posting progress from inside the loops, the first rows as soon as the
 * first 64 KB are read, then the result or the error. A result of more rows than a preview is posted first with its
 * first rows only (`profiled`), then whole (`done`): copying millions of cells to the page takes long, the profile
 * need not wait for it. Then, unless the request says not to, the insights (`insightsOf`, with progress of stage `insights` meanwhile), or `insights-failed`.
 * `loadInsights` replaces the engine's chunk (a test's).
 */
export async function handleReadRequest(
  request: ReadRequest,
  post: (message: ReadMessage) => void,
  loadInsights: InsightsLoader = loadInsightsChunk,
) {
  const { id, choices } = request;
  // Fetched beside the read, so the insights need not wait for it after `done`; a failed load is insights-failed.
  const insightsModule = request.insights === false ? undefined : loadInsights();
  insightsModule?.catch(() => undefined);
  let bytes: Uint8Array;
  try {
    bytes = await bytesOf(request);
  } catch {
    return post({ id, type: 'failed', error: 'read-failed' });
  }
  let last = -Infinity;
  let lastStage: Progress['stage'] | undefined;
  const onProgress = (progress: Progress) => {
    const now = performance.now();
    if (progress.stage === lastStage && now - last < progressIntervalMs) return;
    last = now;
    lastStage = progress.stage;
    post({ id, type: 'progress', ...progress });
  };
  onProgress({ stage: 'decode', done: 0, total: bytes.length });
  const preview = previewHead(bytes, choices);
  if (preview) post({ id, type: 'preview', table: preview });
  const analysed = await analyseBytes(bytes, choices, onProgress);
  if (!analysed.ok) return post({ id, type: 'failed', error: analysed.error });
  const { ingested, profile, report } = analysed;
  const summary: IngestedSummary = {
    format: ingested.format,
    encoding: ingested.encoding,
    types: ingested.types,
    ...(ingested.dialect ? { dialect: ingested.dialect } : {}),
    ...(report.sheet === undefined ? {} : { sheet: report.sheet }),
    ...(report.sheets === undefined ? {} : { sheets: report.sheets }),
  };
  const { table } = ingested;
  if (table.rowCount > previewMaxRows) {
    const head = headOf(table, previewMaxRows);
    post({ id, type: 'profiled', ingested: summary, table: head, profile, report });
  }
  post({ id, type: 'done', ingested: summary, table, profile, report });
  if (!insightsModule) return;
  let insights: InsightReport;
  try {
    const { insightsOf } = await insightsModule;
    insights = insightsOf(analysed, {
      onProgress: (done, total) => onProgress({ stage: 'insights', done, total }),
    });
  } catch {
    return post({ id, type: 'insights-failed' });
  }
  post({ id, type: 'insights', report: insights });
}

import { analyseBytes, headOf, previewHead, previewHeadBytes, previewMaxRows } from '@/shared/data/analyse';
import { ChunkedDecoder, decodeChunkBytes, type Decoded } from '@/shared/data/ingest/decode';
import { sniffContainer } from '@/shared/data/ingest/ingest-file';
import type { insightsOf } from '@/shared/data/insights-of';
import type { InsightReport } from '@/shared/data/insights/types';
import type { Progress } from '@/shared/data/progress';
import type { IngestedSummary, ReadMessage, ReadRequest } from './data-messages';
import { packTable } from './packed-table';

/** Progress is posted at most this often (and at least this often while a stage runs): well under 250 ms. */
export const progressIntervalMs = 100;

/**
 * The insights engine, a chunk of its own that a read asking for insights loads while the file is read: a saved
 * dataset's page (`insights: false`) never loads it, and the worker answers a file without it (docs/decisions/069).
 */
export type InsightsLoader = () => Promise<{ insightsOf: typeof insightsOf }>;
const loadInsightsChunk: InsightsLoader = () => import('@/shared/data/insights-of');

/** How many bytes of a file the worker asks for at a time after its first part: 1 MiB, decoded while the next comes. */
export const readPartBytes = decodeChunkBytes;

/**
 * A file's bytes, read in parts front to back: first its first `previewHeadBytes` (`onHead` is given them at once,
 * for the first rows), then a mebibyte at a time, each part decoded (`ChunkedDecoder`) while the next is read and
 * followed by a progress report. Reading 20 MB whole took 140–320 ms on a slow machine, and decoding it whole
 * another 350–660 ms, both without a word (docs/decisions/080). `decoded` is what `decodeBytes` answers for the
 * bytes (absent for an archive, which is not text).
 */
async function readFile(
  file: Blob,
  choices: ReadRequest['choices'],
  onHead: (head: Uint8Array) => void,
  onProgress: (progress: Progress) => void,
): Promise<{ bytes: Uint8Array; decoded?: Decoded }> {
  const size = file.size;
  const bytes = new Uint8Array(size);
  const readPart = async (start: number, end: number) => {
    const part = new Uint8Array(await file.slice(start, end).arrayBuffer());
    if (part.length !== end - start) throw new Error('the file changed while it was read');
    bytes.set(part, start);
  };
  let end = Math.min(size, previewHeadBytes);
  await readPart(0, end);
  const head = bytes.subarray(0, end);
  const decoder =
    sniffContainer(head) === 'text' ? new ChunkedDecoder(bytes, { encoding: choices.encoding }) : undefined;
  let first = true;
  for (;;) {
    const next = Math.min(size, end + readPartBytes);
    // The next part is read (off this thread) while the one before is looked at.
    const reading = end < size ? readPart(end, next) : undefined;
    if (first) onHead(head);
    first = false;
    decoder?.decodeTo(end);
    onProgress({ stage: 'decode', done: end, total: size });
    if (!reading) break;
    await reading;
    end = next;
  }
  return decoder ? { bytes, decoded: decoder.finish() } : { bytes };
}

/**
 * The data worker's work, free of any worker global so a test can run it: reads the request's bytes with the
 * same `analyseBytes` the server runs, posting progress from inside the loops, the first rows as soon as the
 * first 64 KB are read (before the rest of the file), then the result or the error. A result of more rows than a
 * preview is posted first with its first rows only (`profiled`), then whole (`done`): copying millions of cells to
 * the page takes long, the profile need not wait for it. Then, unless the request says not to, the insights
 * (`insightsOf`, with progress of stage `insights` meanwhile), or `insights-failed`.
 * `loadInsights` replaces the engine's chunk (a test's).
 */
export async function handleReadRequest(
  request: ReadRequest,
  post: (message: ReadMessage, transfer?: Transferable[]) => void,
  loadInsights: InsightsLoader = loadInsightsChunk,
) {
  const { id, choices } = request;
  // Fetched beside the read, so the insights need not wait for it after `done`; a failed load is insights-failed.
  const insightsModule = request.insights === false ? undefined : loadInsights();
  insightsModule?.catch(() => undefined);
  let last = -Infinity;
  let lastStage: Progress['stage'] | undefined;
  const onProgress = (progress: Progress) => {
    const now = performance.now();
    if (progress.stage === lastStage && now - last < progressIntervalMs) return;
    last = now;
    lastStage = progress.stage;
    post({ id, type: 'progress', ...progress });
  };
  const postPreview = (head: Uint8Array) => {
    const preview = previewHead(head, choices);
    if (preview) post({ id, type: 'preview', table: preview });
  };
  let bytes: Uint8Array;
  let decoded: Decoded | undefined;
  if ('text' in request) {
    bytes = new TextEncoder().encode(request.text);
    onProgress({ stage: 'decode', done: 0, total: bytes.length });
    postPreview(bytes);
  } else {
    onProgress({ stage: 'decode', done: 0, total: request.file.size });
    try {
      ({ bytes, decoded } = await readFile(request.file, choices, postPreview, onProgress));
    } catch {
      return post({ id, type: 'failed', error: 'read-failed' });
    }
  }
  const analysed = await analyseBytes(bytes, choices, { onProgress, decoded });
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
  const { packed, transfer } = packTable(table);
  post({ id, type: 'done', ingested: summary, table: packed, profile, report }, transfer);
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

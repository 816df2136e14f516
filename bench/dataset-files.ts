// Dataset files under load (issue 17, finding 1): one account uploads 20 MB files that gzip cannot shrink and
// loops downloads of them, while a few connections read GET /api/health. Large objects live in the file store,
// not the embedded database's single thread, so health must stay quick and the server's memory bounded.
import { randomBytes } from 'node:crypto';
import { datasetMaxBytes } from '../src/shared/datasets';
import { figure, mark, MB, type SectionResult } from './figures';
import type { ServerHandle } from './server-process';
import { signedInCookie } from './session';
import { loadTest, type LoadSettings } from './throughput';

const health: LoadSettings = { connections: 4, durationSec: 12, warmupSec: 1 };
const healthP99BudgetMs = 50;
const rssBudgetBytes = 300 * 1024 * 1024;

/** A CSV just under the upload limit whose cells are random: gzip keeps ~75 % of it. */
function incompressibleCsv(): Blob {
  const lines = ['id,token'];
  let size = lines[0]!.length + 1;
  for (let id = 0; size < datasetMaxBytes - 200; id++) {
    const line = `${id},${randomBytes(72).toString('base64')}`;
    lines.push(line);
    size += line.length + 1;
  }
  return new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' });
}

type Tally = { uploads: Record<string, number>; downloads: Record<string, number>; downloadedBytes: number };

const count = (record: Record<string, number>, status: number) => {
  record[status] = (record[status] ?? 0) + 1;
};

/**
 * `key` names the figures (`datasetFiles.*` on the embedded default, `datasetFilesPostgres.*` with the files in
 * PostgreSQL's chunk rows); `store` says which in the title.
 */
export async function measureDatasetFiles(
  server: ServerHandle,
  { key = 'datasetFiles', store = 'embedded database, files under DATA_DIR' } = {},
): Promise<SectionResult> {
  // Made before signing in: on a loaded machine making it takes seconds, long enough for the sign-up's kept-alive
  // connection to reach the server's keep-alive timeout as the first upload starts on it (EPIPE).
  const file = incompressibleCsv();
  const cookie = await signedInCookie(server, 'dataset-loader@example.test');
  const headers = { cookie, origin: server.origin };
  const upload = async () => {
    const form = new FormData();
    form.append('file', file, 'tokens.csv');
    form.append('name', 'Tokens');
    const response = await fetch(`${server.origin}/api/workspace/datasets`, {
      method: 'POST',
      headers,
      body: form,
    });
    const body = (await response.json()) as { dataset?: { id: string } };
    return { status: response.status, id: body.dataset?.id };
  };

  // One upload first, so downloads have a file from the start.
  const first = await upload();
  if (first.status !== 201 || !first.id) throw new Error(`the first 20 MB upload answered ${first.status}`);
  const ids = [first.id];
  const tally: Tally = { uploads: { 201: 1 }, downloads: {}, downloadedBytes: 0 };
  let running = true;
  let peakRss = server.memory()?.rss ?? 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.memory()?.rss ?? 0)), 100);

  const uploading = (async () => {
    while (running) {
      const { status, id } = await upload();
      count(tally.uploads, status);
      if (id) ids.push(id);
    }
  })();
  const downloading = (async () => {
    for (let i = 0; running; i++) {
      const response = await fetch(`${server.origin}/api/workspace/datasets/${ids[i % ids.length]}/file`, {
        headers,
      });
      tally.downloadedBytes += (await response.arrayBuffer()).byteLength;
      count(tally.downloads, response.status);
    }
  })();

  const underLoad = await loadTest({ url: `${server.origin}/api/health` }, health);
  running = false;
  await Promise.all([uploading, downloading]);
  clearInterval(sampler);

  const healthP99Ms = underLoad.requests > 0 ? underLoad.latencyP99Ms : health.durationSec * 1000;
  const figures = [
    figure(
      `${key}.healthP99Ms`,
      'GET /api/health p99 during 20 MB uploads and downloads',
      healthP99Ms,
      'ms',
      {
        max: healthP99BudgetMs,
      },
    ),
    figure(`${key}.healthReqPerSec`, 'GET /api/health req/s meanwhile', underLoad.requestsPerSec, 'req/s'),
    figure(
      `${key}.healthErrors`,
      'GET /api/health errors and non-2xx meanwhile',
      underLoad.errors + underLoad.timeouts + underLoad.non2xx,
      'count',
      { max: 0 },
    ),
    figure(`${key}.peakRssBytes`, 'server RSS, highest sampled (every 100 ms)', peakRss, 'bytes', {
      max: rssBudgetBytes,
    }),
    figure(`${key}.uploadsSaved`, '20 MB uploads saved (201)', tally.uploads[201] ?? 0, 'count'),
    figure(`${key}.downloadsServed`, 'downloads served (200)', tally.downloads[200] ?? 0, 'count'),
    figure(
      `${key}.downloadsLimited`,
      'downloads refused by the limiter (429)',
      tally.downloads[429] ?? 0,
      'count',
    ),
  ];
  const byId = (id: string) => figures.find((f) => f.id === `${key}.${id}`)!;
  const statuses = (record: Record<string, number>) =>
    Object.entries(record)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
  return {
    title: `Dataset files, ${store} (one account uploads ${MB(file.size)} files and loops downloads for ${health.durationSec} s; GET /api/health at ${health.connections} connections)`,
    figures,
    tables: [
      {
        head: ['measure', 'value'],
        rows: [
          ['GET /api/health p99', `${healthP99Ms} ms${mark(byId('healthP99Ms'))}`],
          ['GET /api/health req/s', String(underLoad.requestsPerSec)],
          ['server RSS, highest', `${MB(peakRss)}${mark(byId('peakRssBytes'))}`],
          ['uploads', statuses(tally.uploads)],
          ['downloads', `${statuses(tally.downloads)} (${MB(tally.downloadedBytes)} in all)`],
        ],
      },
    ],
  };
}

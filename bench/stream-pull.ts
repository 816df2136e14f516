// Issue 24's URL pull: a 20 MB CSV served on 127.0.0.1, pulled by "Sync now" into a new dataset on the embedded
// database; the time from the request to the run's result being noted (fetch, read, ingest, profile, store).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { figure, mark, type SectionResult } from './figures';
import { startTessera } from './server-process';
import { signedInCookie } from './session';
import { round } from './stats';

/** Issue 24: a pull of a 20 MB CSV within 2 s of the file being served locally. */
export const pullBudgetMs = 2000;

/**
 * A seeded CSV of just under 20 MB (the pull's cap) with CRLF line ends, as spreadsheet exports write them (the
 * ingest writes CRLF: a file with LF ends grows by a byte a row and would pass the dataset cap): an id, a time, a
 * region, two numbers and a yes/no.
 */
function csvOf(bytes: number): Buffer {
  const lines = ['id,at,region,amount,units,returned'];
  let size = lines[0]!.length + 2;
  let state = 1;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let id = 0; ; id++) {
    const line = `${id},2026-01-01T00:00:00Z,${['North', 'South', 'East', 'West'][id % 4]},${round(random() * 1000, 2)},${Math.floor(random() * 20)},${random() < 0.1}`;
    if (size + line.length + 2 > bytes) break;
    lines.push(line);
    size += line.length + 2;
  }
  return Buffer.from(lines.join('\r\n') + '\r\n');
}

export async function measureStreamPull(options: { root: string; tmpDir: string }): Promise<SectionResult> {
  const body = csvOf(20 * 1024 * 1024 - 1024);
  const source = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/csv', 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(source.address() as AddressInfo).port}/big.csv`;
  const server = await startTessera({
    root: options.root,
    dataDir: join(options.tmpDir, 'data-stream-pull'),
    logFile: join(options.tmpDir, 'server-stream-pull.log'),
    env: { STREAMS_ALLOW_PRIVATE_ADDRESSES: 'true' },
  });
  try {
    const cookie = await signedInCookie(server, `bench-pull-${process.pid}@example.com`);
    const headers = { cookie, origin: server.origin, 'content-type': 'application/json' };
    const base = `${server.origin}/api/workspace/data-streams/streams`;
    const created = await fetch(base, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        kind: 'url',
        name: 'Bench pull',
        datasetName: 'Bench pull',
        url,
        schedule: 'manual',
      }),
    });
    if (created.status !== 201) throw new Error(`creating a stream answered ${created.status}`);
    const { stream } = (await created.json()) as { stream: { id: string } };
    const started = performance.now();
    const sync = await fetch(`${base}/${stream.id}/sync`, { method: 'POST', headers });
    if (sync.status !== 202) throw new Error(`Sync now answered ${sync.status}`);
    type Pulled = { pull: { syncing: boolean; lastPull: { outcome: string; accepted: number } | null } };
    let pulled: Pulled | undefined;
    for (;;) {
      // A connection dropped while the server is busy with the pull is tried again.
      const answer = await fetch(`${base}/${stream.id}`, { headers }).catch(() => null);
      if (answer) pulled = ((await answer.json()) as { stream: Pulled }).stream;
      if (pulled && !pulled.pull.syncing) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const ms = round(performance.now() - started);
    const pull = figure(
      'streamPull.ms',
      'Sync now of a 20 MB CSV to its result, embedded database',
      ms,
      'ms',
      {
        max: pullBudgetMs,
      },
    );
    const rows = pulled!.pull.lastPull?.accepted ?? 0;
    return {
      title:
        'Data streams: a URL pull of a 20 MB CSV served on 127.0.0.1 ("Sync now" until its result is noted)',
      figures: [pull, figure('streamPull.rows', 'rows stored', rows, 'count')],
      tables: [
        {
          head: ['file', 'rows', 'outcome', 'time'],
          rows: [
            [
              `${round(body.length / (1024 * 1024), 1)} MB`,
              `${rows}`,
              pulled!.pull.lastPull?.outcome ?? 'none',
              `${ms} ms${mark(pull)}`,
            ],
          ],
          notes: [
            'Includes the job queue taking the job (pg-boss on the embedded database, poked by the send).',
          ],
        },
      ],
    };
  } finally {
    await server.stop();
    source.close();
  }
}

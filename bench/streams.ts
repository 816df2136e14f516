// Issue 24's push ingest: one caller pushes batches of rows to a push stream (`POST /api/v1/streams/:id/rows`, a
// workspace API key scoped streams:write, an Idempotency-Key each) one after another, while a few connections read
// GET /api/health. On the embedded database and on PostgreSQL, each on a server of its own.
import { figure, mark, type Figure, type SectionResult } from './figures';
import { onBothDatabases } from './both-databases';
import type { ServerHandle } from './server-process';
import { signedInCookie } from './session';
import { round } from './stats';
import { loadTest, type LoadResult, type LoadSettings } from './throughput';

/** Issue 24: ≥ 1,000 rows/s sustained on PGlite, ≥ 5,000 on PostgreSQL, GET /api/health p99 ≤ 50 ms meanwhile. */
export const streamsBudgets = { pglite: 1000, postgres: 5000, healthP99Ms: 50 };

const batchRows = 5000;
const batches = 20;
const health: LoadSettings = { connections: 4, durationSec: 10, warmupSec: 0 };

/** A seeded batch: an id, a time, a category, two numbers and a yes/no, as an event source might send. */
function batch(index: number) {
  let state = index + 1;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: batchRows }, (_, at) => ({
    id: index * batchRows + at,
    at: new Date(Date.UTC(2026, 0, 1) + (index * batchRows + at) * 60_000).toISOString(),
    region: ['North', 'South', 'East', 'West'][Math.floor(random() * 4)]!,
    amount: round(random() * 1000, 2),
    units: Math.floor(random() * 20),
    returned: random() < 0.1,
  }));
}

type Run = {
  rowsPerSec: number;
  accepted: number;
  seconds: number;
  statuses: Record<string, number>;
  /** Each push's time from sending to its answer, in order: the dataset grows by a batch each time. */
  pushMs: number[];
};

async function pushAll(server: ServerHandle): Promise<{ run: Run; underLoad: LoadResult }> {
  const bodies = Array.from({ length: batches }, (_, index) => JSON.stringify({ rows: batch(index) }));
  const cookie = await signedInCookie(server, `bench-streams-${process.pid}@example.com`);
  const headers = { cookie, origin: server.origin, 'content-type': 'application/json' };
  const key = await fetch(`${server.origin}/api/workspace/api-keys`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench pushes', scopes: ['streams:write'], expiresAt: null }),
  });
  if (key.status !== 201) throw new Error(`creating a key answered ${key.status}`);
  const { secret } = (await key.json()) as { secret: string };
  const created = await fetch(`${server.origin}/api/workspace/data-streams/streams`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ kind: 'push', name: 'Bench events', datasetName: 'Bench events' }),
  });
  if (created.status !== 201) throw new Error(`creating a stream answered ${created.status}`);
  const { endpoint } = (await created.json()) as { endpoint: string };

  const statuses: Record<string, number> = {};
  let accepted = 0;
  const started = performance.now();
  let seconds = 0;
  const pushMs: number[] = [];
  const pushing = (async () => {
    for (let index = 0; index < batches; index++) {
      const sent = performance.now();
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secret}`,
          'content-type': 'application/json',
          'idempotency-key': `bench-${index}`,
        },
        body: bodies[index],
      });
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      const answer = (await response.json()) as { accepted?: number };
      pushMs.push(round(performance.now() - sent));
      accepted += answer.accepted ?? 0;
    }
    seconds = (performance.now() - started) / 1000;
  })();
  const underLoad = await loadTest({ url: `${server.origin}/api/health` }, health);
  await pushing;
  return { run: { rowsPerSec: round(accepted / seconds), accepted, seconds, statuses, pushMs }, underLoad };
}

function figuresOf(key: 'pglite' | 'postgres', label: string, run: Run, underLoad: LoadResult): Figure[] {
  return [
    figure(`streams.${key}.rowsPerSec`, `push ingest rows/s, ${label}`, run.rowsPerSec, 'rows/s', {
      min: streamsBudgets[key],
    }),
    figure(
      `streams.${key}.healthP99Ms`,
      `GET /api/health p99 meanwhile, ${label}`,
      underLoad.requests > 0 ? underLoad.latencyP99Ms : health.durationSec * 1000,
      'ms',
      { max: streamsBudgets.healthP99Ms },
    ),
    figure(`streams.${key}.rowsAccepted`, `rows accepted, ${label}`, run.accepted, 'count', {
      min: batches * batchRows,
    }),
    // No budget: a batch into a large stream dataset costs what the batch costs, not the dataset (ADR 091).
    figure(
      `streams.${key}.lastPushMs`,
      `the last push, into a dataset of ${((batches - 1) * batchRows).toLocaleString('en')} rows, ${label}`,
      run.pushMs.at(-1) ?? 0,
      'ms',
    ),
  ];
}

export async function measureStreams(options: {
  root: string;
  tmpDir: string;
  log: (line: string) => void;
}): Promise<SectionResult> {
  const { pglite, postgres } = await onBothDatabases(
    { ...options, name: 'streams', what: 'push ingest' },
    pushAll,
  );
  const figures = [
    ...figuresOf('pglite', 'embedded database', pglite.run, pglite.underLoad),
    ...figuresOf('postgres', 'PostgreSQL', postgres.run, postgres.underLoad),
  ];
  const byId = (id: string) => figures.find((f) => f.id === `streams.${id}`)!;
  const row = (key: 'pglite' | 'postgres', label: string, run: Run) => [
    label,
    `${run.rowsPerSec}${mark(byId(`${key}.rowsPerSec`))}`,
    `${byId(`${key}.healthP99Ms`).value} ms${mark(byId(`${key}.healthP99Ms`))}`,
    `${run.accepted}`,
    `${round(run.seconds, 1)} s`,
    `${run.pushMs[0]} / ${run.pushMs.at(-1)} ms`,
    Object.entries(run.statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', '),
  ];
  return {
    title: `Data streams: ${batches} pushes of ${batchRows.toLocaleString('en')} JSON rows one after another to one push stream; GET /api/health at ${health.connections} connections meanwhile`,
    figures,
    tables: [
      {
        head: ['database', 'rows/s', 'health p99', 'rows', 'time', 'first / last push', 'answers'],
        rows: [row('pglite', 'embedded (PGlite)', pglite.run), row('postgres', 'PostgreSQL', postgres.run)],
        notes: [
          'Webhook deliveries (one row each) are measured in the webhooks section (bench/webhooks.ts).',
        ],
      },
    ],
  };
}

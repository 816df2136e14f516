// Issue 24's webhook ingest: GitHub deliveries (the documented sample payloads, each made unique, signed with the
// stream's secret as GitHub signs them) sent at high concurrency to many webhook streams across a few workspaces
// (one stream is rate limited), while a few connections read GET /api/health. On the embedded database and on
// PostgreSQL, each on a server of its own. Rows stored are counted in the streams' datasets afterwards. Sent twice:
// as fast as answered (the most the server takes), then at the database's budget rate, evenly (ADR 093).
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { watchHealth } from './health-watch';
import { loadAtRate, type RateCall, type RateLoadResult } from './constant-rate';
import { describeCpu, measureCpu, type CpuUse } from './cpu';
import { inspectorEnv, profileFolder, withLoadWindowProfile } from './load-window-profile';
import { figure, mark, type Figure, type SectionResult } from './figures';
import { onBothDatabases } from './both-databases';
import { freePort, startBareHooks, type ServerHandle } from './server-process';
import { signedInCookie } from './session';
import { round } from './stats';
import { loadTest, type LoadResult, type LoadSettings } from './throughput';

/** Issue 24: ≥ 1,000 rows/s sustained on PGlite, ≥ 5,000 on PostgreSQL, GET /api/health p99 ≤ 50 ms meanwhile. */
export const webhooksBudgets = { pglite: 1000, postgres: 5000, healthP99Ms: 50 };

const workspaces = 4;
const streamsPerWorkspace = 10;
/**
 * Deliveries in flight at once, all streams together. A service delivers events as they happen, whatever the
 * answers (GitHub waits up to 10 s for each); a delivery is answered once its row is committed, so at a rate R
 * with answers taking L seconds, R × L are in flight (512: 5,000 rows/s answered within 0.1 s, or 1,000 within 0.5 s).
 */
const concurrency = 512;
const health: LoadSettings = { connections: 4, durationSec: 10, warmupSec: 0 };

const fixtures = join(import.meta.dirname, '../src/server/services/streams/webhooks/fixtures/github');
const issueOpened = JSON.parse(readFileSync(join(fixtures, 'issues-opened.json'), 'utf8')) as {
  issue: { number: number; id: number; title: string; updated_at: string };
};
const pushed = JSON.parse(readFileSync(join(fixtures, 'push.json'), 'utf8')) as {
  after: string;
  head_commit: { id: string; message: string };
};

type Stream = { id: string; secret: string; path: string; cookie: string; datasetId?: string | null };

/** The `index`th delivery: an issue opened or a push, by turns, with its own number, id and text. */
function delivery(index: number): { event: string; body: string } {
  if (index % 2 === 0) {
    const body = {
      ...issueOpened,
      issue: {
        ...issueOpened.issue,
        number: index + 1,
        id: 444_500_041 + index,
        title: `${issueOpened.issue.title} (${index})`,
      },
    };
    return { event: 'issues', body: JSON.stringify(body) };
  }
  const sha = createHmac('sha1', 'bench').update(String(index)).digest('hex');
  const body = { ...pushed, after: sha, head_commit: { ...pushed.head_commit, id: sha } };
  return { event: 'push', body: JSON.stringify(body) };
}

async function createStreams(server: ServerHandle): Promise<Stream[]> {
  const streams: Stream[] = [];
  for (let w = 0; w < workspaces; w++) {
    const cookie = await signedInCookie(server, `bench-hooks-${process.pid}-${w}@example.com`);
    const headers = { cookie, origin: server.origin, 'content-type': 'application/json' };
    for (let s = 0; s < streamsPerWorkspace; s++) {
      const created = await fetch(`${server.origin}/api/workspace/data-streams/streams`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          kind: 'webhook',
          service: 'github',
          name: `Repo ${s}`,
          datasetName: `GitHub ${w}-${s}`,
        }),
      });
      if (created.status !== 201) throw new Error(`creating a stream answered ${created.status}`);
      const { stream, secret, endpoint } = (await created.json()) as {
        stream: { id: string };
        secret: string;
        endpoint: string;
      };
      streams.push({ id: stream.id, secret, path: new URL(endpoint).pathname, cookie });
    }
  }
  return streams;
}

/** Rows in the streams' datasets, read through the app's own API. */
async function rowsStored(server: ServerHandle, streams: Stream[]): Promise<number> {
  let total = 0;
  for (const stream of streams) {
    const headers = { cookie: stream.cookie, origin: server.origin };
    const detail = await fetch(`${server.origin}/api/workspace/data-streams/streams/${stream.id}`, {
      headers,
    });
    const { stream: found } = (await detail.json()) as { stream: { datasetId: string | null } };
    if (!found.datasetId) continue;
    const dataset = await fetch(`${server.origin}/api/workspace/datasets/${found.datasetId}`, { headers });
    total += ((await dataset.json()) as { dataset: { rowCount: number } }).dataset.rowCount;
  }
  return total;
}

type Run = {
  sent: number;
  answered2xx: number;
  stored: number;
  rowsPerSec: number;
  seconds: number;
  statuses: Record<string, number>;
  cpu: CpuUse | null;
};

/** The `index`th delivery to `stream` as GitHub sends it: its path, signed headers and body. */
function signedDelivery(stream: Stream, index: number): RateCall & { path: string; body: string } {
  const { event, body } = delivery(index);
  const signature = `sha256=${createHmac('sha256', stream.secret).update(body).digest('hex')}`;
  return {
    path: stream.path,
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'GitHub-Hookshot/bench',
      'x-github-event': event,
      'x-github-delivery': randomUUID(),
      'x-hub-signature-256': signature,
    },
  };
}

/** POSTs one signed delivery; resolves with the status (0 when the connection failed). */
function post(agent: Agent, server: ServerHandle, stream: Stream, index: number): Promise<number> {
  const { path, headers, body } = signedDelivery(stream, index);
  const url = new URL(server.origin);
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

async function deliverAll(
  server: ServerHandle,
  key: 'pglite' | 'postgres',
  inspector: number,
): Promise<{ run: Run; underLoad: LoadResult; atRate: RateRun }> {
  const streams = await createStreams(server);
  // With BENCH_CPU_PROFILE set, the server's CPU profile over the deliveries only (bench/load-window-profile.ts).
  const closedLoop = await withLoadWindowProfile(inspector, `webhooks-${key}`, () =>
    sendAll(server, streams, () => rowsStored(server, streams)),
  );
  return { ...closedLoop, atRate: await deliverAtRate(server, streams, webhooksBudgets[key]) };
}

/** The deliveries sent at a rate are numbered after the closed loop's, so none repeats one (a replay stores nothing). */
const atRateFirstIndex = 10_000_000;

type RateRun = { rate: number; answers: RateLoadResult; underLoad: LoadResult; stored: number };

/**
 * The database's budget rate (1,000 deliveries a second on PGlite, 5,000 on PostgreSQL) sent evenly over the health
 * load's duration, each latency counted from when the delivery was due (bench/constant-rate.ts), with the same
 * health load meanwhile: whether the server keeps up with the budget, and health's p99 at that rate (ADR 093).
 */
async function deliverAtRate(server: ServerHandle, streams: Stream[], rate: number): Promise<RateRun> {
  const before = await rowsStored(server, streams);
  const sending = loadAtRate({
    url: server.origin,
    method: 'POST',
    call: (index) => signedDelivery(streams[index % streams.length]!, atRateFirstIndex + index),
    rate,
    connections: concurrency,
    durationSec: health.durationSec,
    warmupSec: 0,
  });
  // Health read until the last delivery is answered: a server falling behind is read while it catches up too.
  const underLoad = await watchHealth(`${server.origin}/api/health`, health.connections, sending);
  const answers = await sending;
  return { rate, answers, underLoad, stored: (await rowsStored(server, streams)) - before };
}

/** The same streams' shape for bench/bare-hooks.ts: ids and secrets of its own, nothing in a database. */
function bareStreams(): Stream[] {
  return Array.from({ length: workspaces * streamsPerWorkspace }, () => {
    const id = randomUUID();
    return { id, secret: randomBytes(32).toString('hex'), path: `/api/hooks/${id}`, cookie: '' };
  });
}

/**
 * The ceiling: the same deliveries, the same way, to bare Hono that reads each body, checks its signature, parses it
 * and answers 200 (stores nothing, so its "rows" are its 2xx answers), with the same health load meanwhile.
 */
async function deliverToBareHooks(options: { root: string; tmpDir: string }) {
  const streams = bareStreams();
  const server = await startBareHooks({
    root: options.root,
    logFile: join(options.tmpDir, 'bare-hooks.log'),
    secrets: Object.fromEntries(streams.map((stream) => [stream.id, stream.secret])),
  });
  try {
    let answered = 0;
    return await sendAll(
      server,
      streams,
      async () => answered,
      (n) => (answered = n),
    );
  } finally {
    await server.stop();
  }
}

async function sendAll(
  server: ServerHandle,
  streams: Stream[],
  countStored: () => Promise<number>,
  onAnswered?: (answered2xx: number) => void,
): Promise<{ run: Run; underLoad: LoadResult }> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const statuses: Record<string, number> = {};
  let sent = 0;
  let answered2xx = 0;
  let lastAnswer = 0;
  const started = performance.now();
  const until = started + health.durationSec * 1000;
  const sender = async () => {
    while (performance.now() < until) {
      const index = sent++;
      const status = await post(agent, server, streams[index % streams.length]!, index);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 200 && status < 300) answered2xx += 1;
      lastAnswer = performance.now();
    }
  };
  const { result, cpu } = await measureCpu([server.pid], async () => {
    const sending = Promise.all(Array.from({ length: concurrency }, sender));
    const underLoad = await loadTest({ url: `${server.origin}/api/health` }, health);
    await sending;
    return underLoad;
  });
  agent.destroy();
  const seconds = (lastAnswer - started) / 1000;
  onAnswered?.(answered2xx);
  const stored = await countStored();
  return {
    run: { sent, answered2xx, stored, rowsPerSec: round(stored / seconds), seconds, statuses, cpu },
    underLoad: result,
  };
}

function figuresOf(key: 'pglite' | 'postgres', label: string, run: Run, underLoad: LoadResult): Figure[] {
  return [
    figure(`webhooks.${key}.rowsPerSec`, `webhook ingest rows/s stored, ${label}`, run.rowsPerSec, 'rows/s', {
      min: webhooksBudgets[key],
    }),
    figure(
      `webhooks.${key}.healthP99Ms`,
      `GET /api/health p99 meanwhile, ${label}`,
      underLoad.requests > 0 ? underLoad.latencyP99Ms : health.durationSec * 1000,
      'ms',
      { max: webhooksBudgets.healthP99Ms },
    ),
    // Every delivery sent is a row: GitHub does not retry a refused delivery on its own.
    figure(
      `webhooks.${key}.deliveriesNotStored`,
      `deliveries sent but not stored, ${label}`,
      run.sent - run.stored,
      'count',
      { max: 0 },
    ),
    // The machine is shared: rows per CPU-second of the server compares runs whatever else took the cores.
    figure(
      `webhooks.${key}.rowsPerServerCpuSec`,
      `rows stored per CPU-second of the server, ${label}`,
      run.cpu ? round(run.stored / (run.cpu.serverCores * run.seconds)) : 0,
      'count',
    ),
    // Nothing acknowledged that is not stored, and nothing stored twice.
    figure(
      `webhooks.${key}.rowsNotMatching2xx`,
      `|rows stored − 2xx answers|, ${label}`,
      Math.abs(run.stored - run.answered2xx),
      'count',
      { max: 0 },
    ),
  ];
}

/** At the budget's rate: kept up with (2xx a second within 1 % of the rate), health p99 within budget meanwhile. */
function rateFiguresOf(
  key: 'pglite' | 'postgres',
  label: string,
  { rate, answers, underLoad, stored }: RateRun,
) {
  const sent = `${rate.toLocaleString('en-US')} deliveries/s sent`;
  return [
    figure(
      `webhooks.${key}.atBudgetRate.answeredPerSec`,
      `webhook deliveries answered 2xx per second, ${label}, ${sent}`,
      answers.requestsPerSec,
      'req/s',
      { min: rate * 0.99 },
    ),
    figure(
      `webhooks.${key}.atBudgetRate.healthP99Ms`,
      `GET /api/health p99 meanwhile, ${label}, ${sent}`,
      underLoad.requests > 0 ? underLoad.latencyP99Ms : health.durationSec * 1000,
      'ms',
      { max: webhooksBudgets.healthP99Ms },
    ),
    // Informational: how long a delivery took from when it was due (a server falling behind shows here).
    figure(
      `webhooks.${key}.atBudgetRate.deliveryP99Ms`,
      `delivery latency p99 from when due, ${label}, ${sent}`,
      answers.latencyP99Ms,
      'ms',
    ),
    figure(
      `webhooks.${key}.atBudgetRate.deliveriesNotStored`,
      `deliveries sent but not stored, ${label}, ${sent}`,
      answers.requests - stored,
      'count',
      { max: 0 },
    ),
    // Nothing acknowledged that is not stored, and nothing stored twice.
    figure(
      `webhooks.${key}.atBudgetRate.rowsNotMatching2xx`,
      `|rows stored − 2xx answers|, ${label}, ${sent}`,
      Math.abs(stored - (answers.requests - answers.non2xx - answers.errors)),
      'count',
      { max: 0 },
    ),
  ];
}

export async function measureWebhooks(options: {
  root: string;
  tmpDir: string;
  log: (line: string) => void;
}): Promise<SectionResult> {
  // ADR 081: what one process of this machine can receive at all, measured first on a quiet machine.
  options.log('bench: webhook deliveries to bare Hono (signature and JSON only, the ceiling)…');
  const ceiling = await deliverToBareHooks(options);
  // The inspector's port when a profile is wanted: BENCH_INSPECTOR_PORT, or one free now.
  const inspector = profileFolder() ? Number(process.env.BENCH_INSPECTOR_PORT) || (await freePort()) : 0;
  const { pglite, postgres } = await onBothDatabases(
    { ...options, name: 'webhooks', what: 'webhook ingest', env: inspectorEnv(inspector) },
    (server, key) => deliverAll(server, key, inspector),
  );
  const ceilingPerSec = ceiling.run.rowsPerSec;
  const figures = [
    ...figuresOf('pglite', 'embedded database', pglite.run, pglite.underLoad),
    ...figuresOf('postgres', 'PostgreSQL', postgres.run, postgres.underLoad),
    ...rateFiguresOf('pglite', 'embedded database', pglite.atRate),
    ...rateFiguresOf('postgres', 'PostgreSQL', postgres.atRate),
    // Informational, no budget: bare Hono receiving the same deliveries (read, signature, JSON parse, 200).
    figure(
      'webhooks.ceiling.deliveriesPerSec',
      'deliveries/s answered by bare Hono (signature checked, JSON parsed, nothing stored), the ceiling',
      ceilingPerSec,
      'req/s',
    ),
    figure(
      'webhooks.pglite.ofCeiling',
      'embedded database rows/s ÷ the ceiling',
      ceilingPerSec > 0 ? round(pglite.run.rowsPerSec / ceilingPerSec, 3) : 0,
      'ratio',
    ),
    figure(
      'webhooks.postgres.ofCeiling',
      'PostgreSQL rows/s ÷ the ceiling',
      ceilingPerSec > 0 ? round(postgres.run.rowsPerSec / ceilingPerSec, 3) : 0,
      'ratio',
    ),
  ];
  const byId = (id: string) => figures.find((f) => f.id === `webhooks.${id}`)!;
  const answers = (run: Run) =>
    Object.entries(run.statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
  const row = (key: 'pglite' | 'postgres', label: string, run: Run, underLoad: LoadResult) => [
    label,
    `${run.rowsPerSec}${mark(byId(`${key}.rowsPerSec`))}`,
    `${byId(`${key}.ofCeiling`).value}`,
    `${byId(`${key}.rowsPerServerCpuSec`).value}`,
    `${byId(`${key}.healthP99Ms`).value} ms${mark(byId(`${key}.healthP99Ms`))}`,
    `${underLoad.requests}`,
    `${run.sent}`,
    `${run.answered2xx}`,
    `${run.stored}${mark(byId(`${key}.deliveriesNotStored`))}`,
    `${round(run.seconds, 1)} s`,
    answers(run),
  ];
  const rateRow = (
    key: 'pglite' | 'postgres',
    label: string,
    { rate, answers, underLoad, stored }: RateRun,
  ) => [
    `${label}, ${rate.toLocaleString('en-US')}/s sent`,
    `${answers.requestsPerSec} (2xx/s)${mark(byId(`${key}.atBudgetRate.answeredPerSec`))}`,
    '—',
    '—',
    `${byId(`${key}.atBudgetRate.healthP99Ms`).value} ms${mark(byId(`${key}.atBudgetRate.healthP99Ms`))}`,
    `${underLoad.requests}`,
    `${answers.requests}`,
    `${answers.requests - answers.non2xx - answers.errors}`,
    `${stored}${mark(byId(`${key}.atBudgetRate.deliveriesNotStored`))}`,
    '—',
    Object.entries(answers.statusCodes)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', '),
  ];
  const latencyNote = (label: string, { rate, answers }: RateRun) =>
    `${label} at ${rate.toLocaleString('en-US')}/s: delivery latency from when due p50 ${answers.latencyP50Ms} ms, p99 ${answers.latencyP99Ms} ms, max ${answers.latencyMaxMs} ms (the generator's own send lag p99 ${answers.sendLagP99Ms} ms).`;
  const ceilingRow = [
    'bare Hono (ceiling: nothing stored)',
    `${ceilingPerSec} (2xx/s)`,
    '1',
    `${ceiling.run.cpu ? round(ceiling.run.answered2xx / (ceiling.run.cpu.serverCores * ceiling.run.seconds)) : 0}`,
    `${round(ceiling.underLoad.latencyP99Ms)} ms`,
    `${ceiling.underLoad.requests}`,
    `${ceiling.run.sent}`,
    `${ceiling.run.answered2xx}`,
    '—',
    `${round(ceiling.run.seconds, 1)} s`,
    answers(ceiling.run),
  ];
  return {
    title: `Webhook streams: signed GitHub deliveries (one row each) from ${concurrency} connections for ${health.durationSec} s to ${workspaces * streamsPerWorkspace} streams in ${workspaces} workspaces; GET /api/health at ${health.connections} connections meanwhile`,
    figures,
    tables: [
      {
        head: [
          'server',
          'rows/s',
          '÷ ceiling',
          'rows/server CPU-s',
          'health p99',
          'health requests',
          'sent',
          '2xx',
          'rows stored',
          'time',
          'answers',
        ],
        rows: [
          ceilingRow,
          row('pglite', 'Tessera, embedded (PGlite)', pglite.run, pglite.underLoad),
          row('postgres', 'Tessera, PostgreSQL', postgres.run, postgres.underLoad),
          rateRow('pglite', 'Tessera, embedded (PGlite)', pglite.atRate),
          rateRow('postgres', 'Tessera, PostgreSQL', postgres.atRate),
        ],
        notes: [
          `CPU, bare Hono: ${describeCpu(ceiling.run.cpu)}.`,
          `CPU, embedded: ${describeCpu(pglite.run.cpu)}.`,
          `CPU, PostgreSQL: ${describeCpu(postgres.run.cpu)}.`,
          'The first rows: the deliveries sent as fast as answered from 512 connections (the most the server takes); the rows "… /s sent": the budget\'s own rate sent evenly for 10 s whatever the answers (ADR 093), "rows/s" there the pace of the 2xx answers (the middle 98 % over the time they took: a steady delay does not lower it, falling behind does), health read from the first delivery to the last answer (bench/health-watch.ts: 4 connections, each asking again when answered), so a server falling behind is read while it catches up too.',
          latencyNote('Embedded', pglite.atRate),
          latencyNote('PostgreSQL', postgres.atRate),
          'rows/s: rows found in the datasets afterwards over the time from the first delivery to the last answer.',
          'bare Hono (bench/bare-hooks.ts): the same load generator, deliveries and health load; each body read, its signature checked in constant time, its JSON parsed, 200 answered; its rows/s is its 2xx answers per second (ADR 081).',
        ],
      },
    ],
    details: {
      ceiling: ceiling.run,
      pglite: pglite.run,
      postgres: postgres.run,
      pgliteAtRate: pglite.atRate.answers,
      postgresAtRate: postgres.atRate.answers,
    },
  };
}

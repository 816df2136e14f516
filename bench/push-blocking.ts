// How long one push holds the event loop (docs/decisions/056-push-bodies-off-the-event-loop.md), and then the
// download of the stream's dataset and a push that adds a column, which rewrite its stored CSV (docs/decisions/088):
// the app in this process on an in-memory embedded database, each body pushed once to a stream of its own while a
// 1 ms timer and monitorEventLoopDelay watch the loop. `npx tsx bench/push-blocking.ts` prints one line per request:
// the answer's status, the request's time and the longest stretch the loop was held (the embedded database's own
// queries run on this thread too, so a few ms of it are not the request's parsing).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { createDeps } from '../src/server/deps';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';

const origin = 'http://localhost:3000';

function bodies(): { name: string; type: string; body: string }[] {
  const wideHeader = Array.from({ length: 900_000 }, (_, at) => `c${at}`).join(',');
  const quoted = `"${'""'.repeat(350)}"`;
  const columns = Array.from({ length: 80 }, (_, at) => `c${at}`);
  const cell = (row: number, at: number) => (at % 4 === 0 ? `x${row % 100}` : (row * 7 + at) % 1000);
  const rows = Array.from({ length: 10_000 }, (_, row) =>
    Object.fromEntries(columns.map((column, at) => [column, cell(row, at)])),
  );
  const csvLines = rows.map((row) => columns.map((column) => String(row[column])).join(','));
  const json = JSON.stringify({ rows });
  // One row of 400 cells of 9,000 quotes: 7.2 MB as one stored CSV record once its quotes are doubled.
  const giantRow = Object.fromEntries(Array.from({ length: 400 }, (_, at) => [`c${at}`, '"'.repeat(9_000)]));
  return [
    {
      name: 'JSON, one row of 400 cells of 9,000 quotes',
      type: 'application/json',
      body: JSON.stringify({ rows: [giantRow] }),
    },
    {
      name: 'CSV, 900k-column header + 1 row',
      type: 'text/csv',
      body: `${wideHeader}\n${'1,'.repeat(10)}1\n`,
    },
    { name: 'CSV, quote-heavy', type: 'text/csv', body: `x\n${Array(10_000).fill(quoted).join('\n')}\n` },
    { name: 'CSV, 10k × 80', type: 'text/csv', body: `${columns.join(',')}\n${csvLines.join('\n')}\n` },
    { name: 'JSON, 10k × 80', type: 'application/json', body: json },
  ];
}

/** Runs one request while the loop is watched, prints its line, answers its body's text. */
async function measured(label: string, send: () => Response | Promise<Response>): Promise<string> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let last = performance.now();
  let longest = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  histogram.enable();
  const started = performance.now();
  const answer = await send();
  const text = await answer.text();
  const took = performance.now() - started;
  // The timer's next turn measures the last stretch.
  await new Promise((resolve) => setTimeout(resolve, 20));
  histogram.disable();
  clearInterval(probe);
  const summary = answer.headers.get('content-type')?.startsWith('text/csv')
    ? `${text.length} characters of CSV`
    : text.length > 160
      ? `${text.slice(0, 160)}…`
      : text;
  console.log(
    `${label}: ${answer.status} in ${took.toFixed(0)} ms; loop held at most ${longest.toFixed(0)} ms ` +
      `(monitorEventLoopDelay max ${(histogram.max / 1e6).toFixed(0)} ms) — ${summary}`,
  );
  return text;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'push-blocking-'));
  const env = loadEnv({
    NODE_ENV: 'production',
    // A scratch PostgreSQL database (`DATABASE_URL=postgres://…`) keeps the embedded database's work off this thread.
    DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'x'.repeat(40),
    LOG_LEVEL: 'silent',
    APP_URL: origin,
  });
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const { deps, close } = createDeps({ env, database, logger: createLogger(env), deferredWorkJitterMs: 0 });
  const app = createApp({ ...deps });
  const json = (cookie: string, body: unknown) => ({
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  try {
    const signUp = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        email: 'pusher@example.com',
        password: 'Bench-Pass1-long',
        name: 'Pusher',
        professionalRole: 'developer',
      }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .join('; ');
    const keyAnswer = await app.request(
      '/api/workspace/api-keys',
      json(cookie, { name: 'Pusher', scopes: ['streams:write'], expiresAt: null }),
    );
    const { secret } = (await keyAnswer.json()) as { secret: string };
    const rounds = Number(process.env.ROUNDS ?? 1);
    const only = process.env.ONLY;
    const chosen = bodies().filter(({ name }) => only === undefined || name.includes(only));
    for (const { name, type, body } of chosen.flatMap((each) => Array<typeof each>(rounds).fill(each))) {
      const created = await app.request(
        '/api/workspace/data-streams/streams',
        json(cookie, { kind: 'push', name: name.slice(0, 40), datasetName: name.slice(0, 40) }),
      );
      const { stream } = (await created.json()) as { stream: { id: string } };
      await new Promise((resolve) => setTimeout(resolve, 200));
      const pushed = await measured(`${name}: push`, () =>
        app.request(`/api/v1/streams/${stream.id}/rows`, {
          method: 'POST',
          headers: { authorization: `Bearer ${secret}`, 'content-type': type },
          body,
        }),
      );
      const { datasetId } = JSON.parse(pushed) as { datasetId?: string };
      if (!datasetId) continue;
      await measured(`${name}: download`, () =>
        app.request(`/api/workspace/datasets/${datasetId}/file`, { headers: { cookie, origin } }),
      );
      await measured(`${name}: a push that adds a column`, () =>
        app.request(`/api/v1/streams/${stream.id}/rows`, {
          method: 'POST',
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ rows: [{ added: 'x' }] }),
        }),
      );
    }
  } finally {
    await close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

// Login under attack (DESIGN §6): 100 connections send wrong passwords for a real account, each request from
// its own address (the server trusts X-Forwarded-For), so the per-account rule of docs/decisions/013 lets every
// one through to a real argon2id check. Meanwhile a few connections read GET /api/health: hashing must not
// starve the event loop.
import autocannon, { type Result } from 'autocannon';
import { figure, mark, type SectionResult } from './figures';
import type { ServerHandle } from './server-process';
import { signedInCookie } from './session';
import { round } from './stats';
import { loadTest, type LoadResult, type LoadSettings } from './throughput';

export const floodConnections = 100;
const floodSeconds = 12;
/** Health is measured inside the flood: it starts after the flood has filled its queues and ends before it. */
const health: LoadSettings = { connections: 4, durationSec: 8, warmupSec: 1 };
const healthP99BudgetMs = 50;

/** 10.x.y.z from a counter: a fresh address per request, as a botnet would send. */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function flood(server: ServerHandle, email: string): Promise<Result> {
  let sent = 0;
  const body = JSON.stringify({ email, password: 'Wrong-Guess-123' });
  return autocannon({
    url: `${server.origin}/api/auth/sign-in/email`,
    connections: floodConnections,
    duration: floodSeconds,
    // A real check can queue behind 99 others; the default 10 s would count a slow answer as an error.
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          body,
          headers: {
            'content-type': 'application/json',
            origin: server.origin,
            'x-forwarded-for': addressOf(++sent + 1000),
          },
        }),
      },
    ],
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Health alone, then health while the flood runs; login throughput and answers by status. */
export async function measureLoginFlood(server: ServerHandle): Promise<SectionResult> {
  const email = 'flood-victim@example.test';
  await signedInCookie(server, email);

  const quiet = await loadTest({ url: `${server.origin}/api/health` }, health);
  const flooding = flood(server, email);
  await sleep(2000);
  const underFlood = await loadTest({ url: `${server.origin}/api/health` }, health);
  const login = await flooding;

  // No answer at all inside the window is worse than any p99 autocannon could report: count it as the window.
  const healthP99Ms = underFlood.requests > 0 ? underFlood.latencyP99Ms : health.durationSec * 1000;
  const codes = Object.fromEntries(Object.entries(login.statusCodeStats).map(([code, s]) => [code, s.count]));
  const checked = codes['401'] ?? 0;
  const limited = codes['429'] ?? 0;
  const other = (login.requests.total ?? 0) - checked - limited;
  const seconds = login.duration;
  const checksPerSec = round(checked / seconds, 1);
  const answersPerSec = round((login.requests.total ?? 0) / seconds, 1);
  const figures = [
    figure('loginFlood.answersPerSec', 'failed logins answered per second', answersPerSec, 'req/s'),
    figure('loginFlood.passwordChecksPerSec', 'real password checks (401) per second', checksPerSec, 'req/s'),
    figure('loginFlood.limited', 'answers refused by the limiter (429)', limited, 'count'),
    figure('loginFlood.otherAnswers', 'answers neither 401 nor 429 (errors, 5xx)', other, 'count', {
      max: 0,
    }),
    figure('loginFlood.errors', 'login errors and timeouts', login.errors + login.timeouts, 'count', {
      max: 0,
    }),
    figure('loginFlood.loginP50Ms', 'failed login p50 latency', login.latency.p50, 'ms'),
    figure('loginFlood.loginP99Ms', 'failed login p99 latency', login.latency.p99, 'ms'),
    figure('loginFlood.quietHealthP99Ms', 'GET /api/health p99, no flood', quiet.latencyP99Ms, 'ms'),
    figure(
      'loginFlood.healthReqPerSec',
      'GET /api/health req/s during the flood',
      underFlood.requestsPerSec,
      'req/s',
    ),
    figure('loginFlood.healthP99Ms', 'GET /api/health p99 during the flood', healthP99Ms, 'ms', {
      max: healthP99BudgetMs,
    }),
    figure(
      'loginFlood.healthErrors',
      'GET /api/health errors and non-2xx during the flood',
      underFlood.errors + underFlood.timeouts + underFlood.non2xx,
      'count',
      { max: 0 },
    ),
  ];
  const byId = (id: string) => figures.find((f) => f.id === `loginFlood.${id}`)!;
  const healthRow = (label: string, result: LoadResult, p99Mark = '') => [
    label,
    result.requestsPerSec.toLocaleString('en-US'),
    `${result.latencyP50Ms} ms`,
    `${result.latencyP99Ms} ms${p99Mark}`,
    String(result.errors + result.timeouts + result.non2xx),
  ];
  return {
    title: `Login flood (${floodConnections} connections of failed logins for ${floodSeconds} s, one address per request; GET /api/health at ${health.connections} connections)`,
    figures,
    tables: [
      {
        head: ['GET /api/health', 'req/s', 'p50', 'p99', 'errors + non-2xx'],
        rows: [
          healthRow('alone', quiet),
          healthRow(
            'during the flood',
            { ...underFlood, latencyP99Ms: healthP99Ms },
            mark(byId('healthP99Ms')),
          ),
        ],
      },
      {
        head: ['failed logins', 'answers/s', 'real checks (401)', '429', 'other', 'p50', 'p99'],
        rows: [
          [
            `${floodConnections} connections`,
            String(answersPerSec),
            `${checked} (${checksPerSec}/s)`,
            String(limited),
            String(other) + mark(byId('otherAnswers')),
            `${login.latency.p50} ms`,
            `${login.latency.p99} ms`,
          ],
        ],
        notes: [
          'Each request comes from a fresh address, so the per-account rule lets it through to argon2id (m=19 MiB, t=2).',
          'The client (autocannon) shares the 2 cores with the server.',
        ],
      },
    ],
    details: {
      floodSeconds,
      health,
      quiet,
      underFlood,
      loginStatusCodes: codes,
      login: { latency: login.latency },
    },
  };
}

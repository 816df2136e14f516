// Load at a constant rate (open loop, as wrk2 sends): calls go out evenly spaced whatever the answers, over a pool of
// keep-alive connections, and each call's latency counts from when it was due, not from when a free connection
// sent it, so a server that falls behind shows it (no coordinated omission). autocannon's own rate mode sends each
// connection's share of a second back to back at the start of the second, then waits: bursts, not a rate.
import { Agent, request } from 'node:http';
import { nearestRank as percentile } from './stats';
import type { LoadResult } from './throughput';

/** The `index`th call: its headers (e.g. API keys in turn), body, and path when not the load's URL's own. */
export type RateCall = { headers: Record<string, string>; body?: string; path?: string };

export type RateLoad = {
  /** Where the calls go (and the result's name); a call's `path` replaces this URL's path and query. */
  url: string;
  method: 'GET' | 'POST';
  call: (index: number) => RateCall;
  /** Calls a second, all connections together. */
  rate: number;
  connections: number;
  durationSec: number;
  warmupSec: number;
};

type Call = { dueMs: number; sentMs: number; doneMs: number; status: number };

function send(agent: Agent, target: URL, load: RateLoad, index: number, dueMs: number): Promise<Call> {
  const sentMs = performance.now();
  const { headers, body, path } = load.call(index);
  return new Promise((resolve) => {
    const done = (status: number) => resolve({ dueMs, sentMs, doneMs: performance.now(), status });
    const req = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: load.method,
        path: path ?? `${target.pathname}${target.search}`,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? 0));
        response.on('error', () => done(0));
      },
    );
    req.on('error', () => done(0));
    req.end(body);
  });
}

/**
 * What a run at a rate gives: the load's figures, and how late this process itself sent its calls (a figure for the
 * generator's own health: a late send is counted in the latencies, but a large one says the machine, not the server,
 * held the calls).
 */
export type RateLoadResult = LoadResult & { sendLagP99Ms: number; sendLagMaxMs: number };

/**
 * The 2xx answers' own pace: those between the first 1 % and the last 1 % of them over the time between, so a
 * steady delay (every answer L ms after it was due) does not count against the rate sent, answers spreading out (a
 * server falling behind) do, and one late answer at either end decides nothing.
 */
function answersPace(answered: readonly Call[]) {
  const done = answered
    .filter(({ status }) => status >= 200 && status < 300)
    .map((call) => call.doneMs)
    .sort((a, b) => a - b);
  if (done.length < 2) return done.length;
  const from = Math.floor(done.length * 0.01);
  const to = Math.max(from + 1, Math.ceil(done.length * 0.99) - 1);
  return Math.round((to - from) / ((done[to]! - done[from]!) / 1000));
}

/** Sends `rate` calls a second for the warm-up (not counted), then for `durationSec`, and reads the answers. */
export async function loadAtRate(load: RateLoad): Promise<RateLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: load.connections });
  const target = new URL(load.url);
  const calls: Promise<Call>[] = [];
  const started = performance.now();
  const countedFrom = started + load.warmupSec * 1000;
  const total = Math.round(load.rate * (load.warmupSec + load.durationSec));
  let index = 0;
  while (index < total) {
    const now = performance.now();
    for (; index < total && started + (index * 1000) / load.rate <= now; index++) {
      const dueMs = started + (index * 1000) / load.rate;
      const call = send(agent, target, load, index, dueMs);
      if (dueMs >= countedFrom) calls.push(call);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const answered = await Promise.all(calls);
  agent.destroy();

  const latencies = answered.map((call) => call.doneMs - call.dueMs).sort((a, b) => a - b);
  const sendLags = answered.map((call) => call.sentMs - call.dueMs).sort((a, b) => a - b);
  const statusCodes: Record<string, number> = {};
  for (const { status } of answered) statusCodes[status] = (statusCodes[status] ?? 0) + 1;
  const failed = statusCodes[0] ?? 0;
  const ok = answered.filter(({ status }) => status >= 200 && status < 300).length;
  return {
    url: load.url,
    requestsPerSec: answersPace(answered),
    latencyP50Ms: Math.round(percentile(latencies, 0.5)),
    latencyP99Ms: Math.round(percentile(latencies, 0.99)),
    latencyMaxMs: Math.round(latencies.at(-1) ?? 0),
    requests: answered.length,
    errors: failed,
    timeouts: 0,
    non2xx: answered.length - ok - failed,
    statusCodes,
    sendLagP99Ms: Math.round(percentile(sendLags, 0.99)),
    sendLagMaxMs: Math.round(sendLags.at(-1) ?? 0),
  };
}

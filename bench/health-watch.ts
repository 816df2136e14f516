// GET /api/health from a few keep-alive connections, each sending its next request when the last is answered, from
// now until a load settles: a server that falls behind a rate is read while it answers its backlog too (ADR 093).
import { Agent, request } from 'node:http';
import { nearestRank as percentile } from './stats';
import type { LoadResult } from './throughput';

/** One request: its latency (ms) and status (0 for a failed request). */
type Probe = { ms: number; status: number };

function probe(agent: Agent, target: URL): Promise<Probe> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number) => resolve({ ms: performance.now() - started, status });
    const req = request(
      { agent, host: target.hostname, port: target.port, path: `${target.pathname}${target.search}` },
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? 0));
        response.on('error', () => done(0));
      },
    );
    req.on('error', () => done(0));
    req.end();
  });
}

/**
 * `url` requested back to back from `connections` connections until `until` settles (requests under way then are
 * waited for and counted): every latency, so the p99 covers the whole time, however long.
 */
export async function watchHealth(
  url: string,
  connections: number,
  until: Promise<unknown>,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  let settled = false;
  void until.finally(() => (settled = true)).catch(() => {});
  const started = performance.now();
  const probes: Probe[] = [];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!settled) probes.push(await probe(agent, target));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const latencies = probes.map((one) => one.ms).sort((a, b) => a - b);
  const statusCodes: Record<string, number> = {};
  for (const { status } of probes) statusCodes[status] = (statusCodes[status] ?? 0) + 1;
  const errors = statusCodes[0] ?? 0;
  const ok = probes.filter(({ status }) => status >= 200 && status < 300).length;
  return {
    url,
    requestsPerSec: Math.round(probes.length / seconds),
    latencyP50Ms: Math.round(percentile(latencies, 0.5)),
    latencyP99Ms: Math.round(percentile(latencies, 0.99)),
    latencyMaxMs: Math.round(latencies.at(-1) ?? 0),
    requests: probes.length,
    errors,
    timeouts: 0,
    non2xx: probes.length - ok - errors,
    statusCodes,
  };
}

import { vi } from 'vitest';

export type MockReply = { status?: number; body?: unknown; headers?: Record<string, string> };
type MockRoute = MockReply | ((request: { body: unknown; url: URL }) => MockReply);

export type ApiCall = { method: string; path: string; body: unknown };

/**
 * Stubs `fetch` with answers keyed by 'METHOD /path'. A list answers in turn and repeats its last reply;
 * a function answers from the request. An unlisted request gets a 404 and is recorded like the others.
 */
export function mockApi(routes: Record<string, MockRoute | MockRoute[]>) {
  const calls: ApiCall[] = [];
  const served = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const key = `${method} ${url.pathname}`;
      calls.push({ method, path: url.pathname + url.search, body });
      const route = routes[key];
      const count = served.get(key) ?? 0;
      served.set(key, count + 1);
      const answer = Array.isArray(route) ? route[Math.min(count, route.length - 1)] : route;
      const reply =
        typeof answer === 'function'
          ? answer({ body, url })
          : (answer ?? { status: 404, body: { error: { code: 'not_mocked', message: key } } });
      return new Response(JSON.stringify(reply.body ?? null), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json', ...reply.headers },
      });
    }),
  );
  return { calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

/** An API error answer in the contract's shape. */
export const apiError = (status: number, code: string, message = code, headers?: Record<string, string>) => ({
  status,
  body: { error: { code, message } },
  headers,
});

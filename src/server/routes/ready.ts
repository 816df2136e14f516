import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** What a 503 from /api/ready tells the caller to wait before asking again. */
const retryAfterSeconds = 5;

/**
 * Readiness (docs/operations.md#readiness-drain-and-metrics): 200 when this instance should be sent traffic,
 * 503 with Retry-After while it drains after SIGTERM or while the database or Redis misses a 1 s deadline.
 */
export const readyRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { ready, draining, database, redis } = await c.var.deps.readiness.check();
  const body = { status: ready ? 'ready' : draining ? 'draining' : 'unavailable', database, redis };
  if (ready) return c.json(body, 200);
  return c.json(body, 503, { 'retry-after': String(retryAfterSeconds) });
});

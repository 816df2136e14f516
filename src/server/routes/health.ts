import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const database = await c.var.deps.database
    .ping()
    .then(() => 'up' as const)
    .catch((error: unknown) => {
      c.var.deps.logger.error({ err: error }, 'database health check failed');
      return 'down' as const;
    });
  return c.json({ status: database === 'up' ? 'ok' : 'degraded', database }, database === 'up' ? 200 : 503);
});

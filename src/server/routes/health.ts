import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** 200 while the database answers within a second, else 503 at once (lib/database-outage logs the change). */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const up = await c.var.deps.databaseOutage.check();
  return c.json({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' }, up ? 200 : 503);
});

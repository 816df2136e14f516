import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { enforceRateLimits } from '../../lib/rate-limited';
import { requireSession } from '../../lib/require-session';
import { exportUserData } from '../../services/account/export';

/** `/api/account/export`: "Download my data", a JSON file made on request (a few per hour). */
export const exportRoutes = new Hono<AppEnv>().use(requireSession).get('/', async (c) => {
  const { database, limiters } = c.var.deps;
  const { user } = c.var;
  await enforceRateLimits([{ limiter: limiters.dataExportsByAccount, key: user.id }]);
  const data = await exportUserData(database.db, user.id);
  const day = new Date().toISOString().slice(0, 10);
  c.header('content-disposition', `attachment; filename="tessera-data-${day}.json"`);
  return c.json(data);
});

import { Hono } from 'hono';
import { signUpRangeSchema } from '../../../shared/admin';
import type { AppEnv } from '../../app-env';
import { parseQuery } from '../../lib/parse-query';
import { countNewFeedback } from '../../services/admin/feedback';
import { adminOverview, signUpsPerDay } from '../../services/admin/overview';

/** `/api/admin/me`, `/api/admin/overview`, `/api/admin/sign-ups`. */
export const adminOverviewRoutes = new Hono<AppEnv>()
  // What the admin pages ask first: reaching it at all is the gate; the count feeds the navigation.
  .get('/me', async (c) => {
    const newFeedback = await countNewFeedback(c.var.deps.database.db);
    return c.json({ id: c.var.user.id, email: c.var.user.email, newFeedback });
  })
  .get('/overview', async (c) => {
    const { database, env } = c.var.deps;
    return c.json(await adminOverview(database.db, env.ADMIN_EMAILS));
  })
  .get('/sign-ups', async (c) => {
    const { days = 30 } = parseQuery(c, signUpRangeSchema);
    return c.json({ days, series: await signUpsPerDay(c.var.deps.database.db, days) });
  });

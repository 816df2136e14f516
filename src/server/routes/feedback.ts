import { Hono } from 'hono';
import { feedbackSchema } from '../../shared/feedback';
import type { AppEnv } from '../app-env';
import { callerBucket } from '../lib/client-address';
import { parseJsonBody } from '../lib/parse-body';
import type { LimitCheck } from '../lib/rate-limit';
import { enforceRateLimits } from '../lib/rate-limited';
import { saveFeedback } from '../services/feedback';

/** Anyone may send feedback; a signed-in sender is stored with it. Limited per address and per account. */
export const feedbackRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const { message, page } = parseJsonBody(c, feedbackSchema);
  const { auth, database, limiters } = c.var.deps;
  const sender = (await auth.api.getSession({ headers: c.req.raw.headers }))?.user;
  const checks: LimitCheck[] = [{ limiter: limiters.feedbackByAddress, key: callerBucket(c) }];
  if (sender) checks.push({ limiter: limiters.feedbackByAccount, key: sender.id });
  await enforceRateLimits(checks);
  // A signed-in sender is thanked by email unless they turned feedback emails off (Settings → Profile).
  const acknowledgement = sender && {
    email: sender.email,
    name: sender.name,
    appUrl: c.var.deps.env.APP_URL,
  };
  const { acknowledged, ...saved } = await saveFeedback(
    database.db,
    { message, page, userId: sender?.id },
    acknowledgement,
  );
  if (acknowledged) c.var.deps.mailWorker.poke();
  return c.json({ feedback: saved }, 201);
});

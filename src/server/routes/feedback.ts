import { Hono } from 'hono';
import { feedbackSchema } from '../../shared/feedback';
import type { AppEnv } from '../app-env';
import { parseJsonBody } from '../lib/parse-body';
import { saveFeedback } from '../services/feedback';

export const feedbackRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const input = await parseJsonBody(c, feedbackSchema);
  const saved = await saveFeedback(c.var.deps.database.db, input);
  return c.json({ feedback: saved }, 201);
});

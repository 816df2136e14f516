import { Hono } from 'hono';
import { feedbackFiltersSchema, feedbackStatusUpdateSchema } from '../../../shared/admin';
import { adminMessages } from '../../../shared/i18n/messages/admin';
import type { AppEnv } from '../../app-env';
import { ApiError } from '../../lib/api-error';
import { parseJsonBody } from '../../lib/parse-body';
import { parseQuery } from '../../lib/parse-query';
import { listFeedback, setFeedbackStatus } from '../../services/admin/feedback';
import { actorOf } from './actor';
import { uuidPattern } from '../../lib/uuid-param';

/** `/api/admin/feedback`: the inbox and its new → read → resolved states. */
export const adminFeedbackRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const filters = parseQuery(c, feedbackFiltersSchema, adminMessages.errors.badFilter);
    return c.json(await listFeedback(c.var.deps.database.db, filters));
  })
  .patch('/:id', async (c) => {
    const { status } = parseJsonBody(c, feedbackStatusUpdateSchema);
    const id = c.req.param('id');
    // Feedback ids are UUIDs; anything else names no message (and must not reach the uuid column).
    if (!uuidPattern.test(id)) throw new ApiError(404, 'not_found', adminMessages.errors.feedbackNotFound);
    return c.json({ feedback: await setFeedbackStatus(c.var.deps.database.db, actorOf(c), id, status) });
  });

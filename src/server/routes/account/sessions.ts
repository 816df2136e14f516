import { Hono } from 'hono';
import { accountMessages } from '../../../shared/i18n/messages/account';
import type { AppEnv } from '../../app-env';
import { ApiError } from '../../lib/api-error';
import { requireSession } from '../../lib/require-session';
import {
  listAccountSessions,
  revokeAccountSession,
  revokeOtherAccountSessions,
} from '../../services/account/sessions';

/**
 * `/api/account/sessions`: the caller's own sessions only. A revoked session is gone from the database, and
 * every request looks its session up there (no cookie cache), so it fails on its very next request.
 */
export const sessionsRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => {
    const sessions = await listAccountSessions(c.var.deps.database.db, c.var.user.id, c.var.session.id);
    return c.json({ sessions });
  })
  .post('/revoke-others', async (c) => {
    const revoked = await revokeOtherAccountSessions(c.var.deps.database.db, c.var.user.id, c.var.session.id);
    return c.json({ revoked });
  })
  .delete('/:id', async (c) => {
    const id = c.req.param('id');
    // Another user's session answers exactly like one that does not exist.
    if (id.length > 200 || !(await revokeAccountSession(c.var.deps.database.db, c.var.user.id, id))) {
      throw new ApiError(404, 'not_found', accountMessages.errors.sessionNotFound);
    }
    return c.json({ revoked: 1, current: id === c.var.session.id });
  });

import { Hono } from 'hono';
import { adminRoleUpdateSchema, adminUserFiltersSchema, banSchema } from '../../../shared/admin';
import { adminMessages } from '../../../shared/i18n/messages/admin';
import type { AppEnv } from '../../app-env';
import { parseJsonBody } from '../../lib/parse-body';
import { parseQuery } from '../../lib/parse-query';
import {
  banUser,
  getUserDetail,
  listUsers,
  revokeUserSessions,
  setAdminRole,
  unbanUser,
} from '../../services/admin/users';
import { actorOf } from './actor';

/** `/api/admin/users`: the users table, one user, and the actions on them (each audited). */
export const adminUserRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const filters = parseQuery(c, adminUserFiltersSchema, adminMessages.errors.badFilter);
    const { database, env } = c.var.deps;
    return c.json(await listUsers(database.db, filters, env.ADMIN_EMAILS));
  })
  .get('/:id', async (c) => {
    const { database, env } = c.var.deps;
    return c.json({ user: await getUserDetail(database.db, c.req.param('id'), env.ADMIN_EMAILS) });
  })
  .post('/:id/ban', async (c) => {
    const input = parseJsonBody(c, banSchema);
    const { database, env } = c.var.deps;
    const user = await banUser(database.db, actorOf(c), c.req.param('id'), input, env.ADMIN_EMAILS);
    return c.json({ user });
  })
  .post('/:id/unban', async (c) => {
    const { database, env } = c.var.deps;
    return c.json({ user: await unbanUser(database.db, actorOf(c), c.req.param('id'), env.ADMIN_EMAILS) });
  })
  .post('/:id/revoke-sessions', async (c) => {
    const { database, env } = c.var.deps;
    return c.json(await revokeUserSessions(database.db, actorOf(c), c.req.param('id'), env.ADMIN_EMAILS));
  })
  .put('/:id/role', async (c) => {
    const { role } = parseJsonBody(c, adminRoleUpdateSchema);
    const { database, env } = c.var.deps;
    const user = await setAdminRole(database.db, actorOf(c), c.req.param('id'), role, env.ADMIN_EMAILS);
    return c.json({ user });
  });

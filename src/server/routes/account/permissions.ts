import { Hono } from 'hono';
import { accountPermissionsUpdateSchema } from '../../../shared/account';
import type { AppEnv } from '../../app-env';
import { parseJsonBody } from '../../lib/parse-body';
import { requireSession } from '../../lib/require-session';
import { getAccountPermissions, updateAccountPermissions } from '../../services/account/permissions';

/** `/api/account/permissions`: the caller's five account permission toggles. */
export const permissionsRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => {
    const permissions = await getAccountPermissions(c.var.deps.database.db, c.var.user.id);
    return c.json({ permissions });
  })
  .patch('/', async (c) => {
    const update = parseJsonBody(c, accountPermissionsUpdateSchema);
    const permissions = await updateAccountPermissions(c.var.deps.database.db, c.var.user.id, update);
    return c.json({ permissions });
  });

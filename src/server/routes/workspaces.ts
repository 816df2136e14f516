import { Hono } from 'hono';
import { workspaceMessages } from '../../shared/i18n/messages/workspace';
import { switchWorkspaceSchema, workspaceCreateSchema } from '../../shared/workspace';
import type { AppEnv } from '../app-env';
import { ApiError } from '../lib/api-error';
import { parseJsonBody } from '../lib/parse-body';
import { requireSession } from '../lib/require-session';
import { requireWorkspace } from '../lib/require-workspace';
import { listUserWorkspaces, membershipIn, setActiveWorkspace } from '../services/workspace/membership';
import { createWorkspaceFor } from '../services/workspace/workspaces';

/** `/api/workspaces`: every workspace the caller belongs to, creating one, and switching the active one. */
export const workspacesRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', requireWorkspace(), async (c) => {
    const { db } = c.var.deps.database;
    return c.json({ workspaces: await listUserWorkspaces(db, c.var.user.id, c.var.workspace.id) });
  })
  // Any signed-in user may create a workspace, which becomes the session's active one.
  .post('/', async (c) => {
    const { name } = parseJsonBody(c, workspaceCreateSchema);
    const { db } = c.var.deps.database;
    const workspaceId = await createWorkspaceFor(db, c.var.user.id, name);
    await setActiveWorkspace(db, c.var.session, workspaceId);
    return c.json({ workspaces: await listUserWorkspaces(db, c.var.user.id, workspaceId) }, 201);
  })
  .post('/active', async (c) => {
    const { workspaceId } = parseJsonBody(c, switchWorkspaceSchema);
    const { db } = c.var.deps.database;
    // Scoped to the caller: another user's workspace is just as unknown as one that does not exist.
    if (!(await membershipIn(db, workspaceId, c.var.user.id))) {
      throw new ApiError(404, 'not_found', workspaceMessages.notAMember);
    }
    await setActiveWorkspace(db, c.var.session, workspaceId);
    return c.json({ workspaces: await listUserWorkspaces(db, c.var.user.id, workspaceId) });
  });

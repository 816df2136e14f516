import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireWorkspace } from '../../lib/require-workspace';
import { getChecklist } from '../../services/workspace/checklist';

/** `/api/workspace/checklist`: the getting-started steps on the app's home, for any member. */
export const checklistRoutes = new Hono<AppEnv>().get('/', requireWorkspace(), async (c) => {
  const checklist = await getChecklist(c.var.deps.database.db, c.var.workspace.id, c.var.user.id);
  return c.json({ checklist });
});

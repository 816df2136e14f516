import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { enforceRateLimits } from '../../lib/rate-limited';
import { requireWorkspace } from '../../lib/require-workspace';
import { withUploadedImage } from '../../lib/uploaded-file';
import { membershipIn } from '../../services/workspace/membership';
import { removeWorkspaceAvatar, replaceWorkspaceAvatar } from '../../services/workspace/avatar';
import { toAvatarWebp } from '../../storage/avatar-image';
import { activeWorkspaceView } from '../../services/workspace/workspaces';

/** `/api/workspace/avatar`: the workspace's picture (docs/product.md#security, "Uploads"). */
export const avatarRoutes = new Hono<AppEnv>()
  .put('/', requireWorkspace('workspace:update'), async (c) => {
    await enforceRateLimits([{ limiter: c.var.deps.limiters.imageUploadsByAccount, key: c.var.user.id }]);
    const webp = await withUploadedImage(c, toAvatarWebp);
    const { db } = c.var.deps.database;
    const { workspace, user } = c.var;
    await replaceWorkspaceAvatar(
      db,
      c.var.deps.storage,
      { userId: user.id, workspaceId: workspace.id },
      webp,
    );
    // Read again so the answer carries the new avatarUrl.
    const membership = (await membershipIn(db, workspace.id, user.id)) ?? workspace;
    return c.json({ workspace: await activeWorkspaceView(db, membership, user.id) });
  })
  .delete('/', requireWorkspace('workspace:update'), async (c) => {
    const { db } = c.var.deps.database;
    await removeWorkspaceAvatar(db, c.var.deps.storage, {
      userId: c.var.user.id,
      workspaceId: c.var.workspace.id,
    });
    return c.body(null, 204);
  });

import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { enforceRateLimits } from '../lib/rate-limited';
import { withUploadedImage } from '../lib/uploaded-file';
import { getProfile } from '../services/profile';
import { removeUserAvatar, replaceUserAvatar } from '../services/profile-avatar';
import { toAvatarWebp } from '../storage/avatar-image';

/**
 * `/api/profile/avatar`: the caller's own picture, through the workspace avatar's pipeline into the
 * `user-avatars` bucket. There is no user id to name: a caller can only ever change their own.
 */
export const profileAvatarRoutes = new Hono<AppEnv>()
  .put('/', async (c) => {
    const { user, workspace } = c.var;
    await enforceRateLimits([{ limiter: c.var.deps.limiters.imageUploadsByAccount, key: user.id }]);
    const webp = await withUploadedImage(c, toAvatarWebp);
    const { db } = c.var.deps.database;
    await replaceUserAvatar(db, c.var.deps.storage, user.id, webp);
    return c.json({ profile: await getProfile(db, user.id, workspace) });
  })
  .delete('/', async (c) => {
    const { db } = c.var.deps.database;
    await removeUserAvatar(db, c.var.deps.storage, c.var.user.id);
    return c.body(null, 204);
  });

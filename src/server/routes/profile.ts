import { Hono } from 'hono';
import { profileUpdateSchema } from '../../shared/profile';
import type { AppEnv } from '../app-env';
import { parseJsonBody } from '../lib/parse-body';
import { requireSession } from '../lib/require-session';
import { requireWorkspace } from '../lib/require-workspace';
import { getProfile, updateProfile } from '../services/profile';
import { profileAvatarRoutes } from './profile-avatar';

/** `/api/profile`: the caller's own profile and settings; every change is to the session's user, never a named one. */
export const profileRoutes = new Hono<AppEnv>()
  .use(requireSession, requireWorkspace())
  .get('/', async (c) => {
    const profile = await getProfile(c.var.deps.database.db, c.var.user.id, c.var.workspace);
    return c.json({ profile });
  })
  .patch('/', async (c) => {
    const update = parseJsonBody(c, profileUpdateSchema);
    const { db } = c.var.deps.database;
    await updateProfile(db, c.var.user.id, update);
    return c.json({
      profile: await getProfile(db, c.var.user.id, c.var.workspace),
    });
  })
  .route('/avatar', profileAvatarRoutes);

import { Hono } from 'hono';
import { preferencesMessages } from '../../shared/i18n/messages/preferences';
import { findPersonalApp, inviteFriendSchema, preferencesUpdateSchema } from '../../shared/preferences';
import type { AppEnv } from '../app-env';
import { ApiError } from '../lib/api-error';
import { parseJsonBody } from '../lib/parse-body';
import { enforceRateLimits } from '../lib/rate-limited';
import { requireSession } from '../lib/require-session';
import {
  connectApp,
  disconnectApp,
  getEarlyAccess,
  getPreferences,
  listApps,
  setEarlyAccess,
  updatePreferences,
} from '../services/preferences';
import { inviteFriend } from '../services/preferences-invite';

/** The catalogue entry for a path's slug: 404 when there is none. */
function appOf(slug: string) {
  const app = findPersonalApp(slug);
  if (!app) throw new ApiError(404, 'not_found', preferencesMessages.errors.unknownApp);
  return app;
}

/**
 * `/api/preferences`: the signed-in user's own theme, language and time zone, connected apps, early-access
 * opt-in and friend invitations. Everything here is the caller's own: no other user's row is reachable.
 */
export const preferencesRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json({ preferences: await getPreferences(c.var.deps.database.db, c.var.user.id) }))
  .patch('/', async (c) => {
    const update = parseJsonBody(c, preferencesUpdateSchema);
    const { db } = c.var.deps.database;
    await updatePreferences(db, c.var.user.id, update);
    return c.json({ preferences: await getPreferences(db, c.var.user.id) });
  })
  .get('/apps', async (c) => c.json({ apps: await listApps(c.var.deps.database.db, c.var.user.id) }))
  .put('/apps/:slug', async (c) => {
    const app = appOf(c.req.param('slug'));
    if (app.comingSoon) throw new ApiError(409, 'coming_soon', preferencesMessages.errors.comingSoon);
    const { db } = c.var.deps.database;
    await connectApp(db, c.var.user.id, app.slug);
    return c.json({ apps: await listApps(db, c.var.user.id) });
  })
  .delete('/apps/:slug', async (c) => {
    const app = appOf(c.req.param('slug'));
    const { db } = c.var.deps.database;
    await disconnectApp(db, c.var.user.id, app.slug);
    return c.json({ apps: await listApps(db, c.var.user.id) });
  })
  .get('/early-access', async (c) =>
    c.json({ earlyAccess: await getEarlyAccess(c.var.deps.database.db, c.var.user.id) }),
  )
  .post('/early-access', async (c) =>
    c.json({ earlyAccess: await setEarlyAccess(c.var.deps.database.db, c.var.user.id, true) }),
  )
  .delete('/early-access', async (c) =>
    c.json({ earlyAccess: await setEarlyAccess(c.var.deps.database.db, c.var.user.id, false) }),
  )
  .post('/invite-friend', async (c) => {
    const { email } = parseJsonBody(c, inviteFriendSchema);
    const { deps, user } = c.var;
    await enforceRateLimits([{ limiter: deps.limiters.friendInvitationsByAccount, key: user.id }]);
    // The same answer in the same time whether or not the address has an account: the lookup comes after it.
    deps.deferredWork.defer('friend invitation', () => inviteFriend(deps, { name: user.name }, email));
    return c.json({ invited: email }, 202);
  });

import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { callerBucket } from '../lib/client-address';
import { enforceRateLimits } from '../lib/rate-limited';
import { requireSession } from '../lib/require-session';
import { setActiveWorkspace } from '../services/workspace/membership';
import {
  acceptInvitation,
  declineInvitation,
  previewInvitation,
} from '../services/workspace/invitation-acceptance';
import { invitationLinksOf } from '../services/workspace/invitation-mail';
import { invitationNotFound } from '../services/workspace/invitations';

/**
 * The invitation the link's id names, after counting the check against the caller's address (an emailed
 * token, docs/decisions/013); anything not a link we mailed is the same neutral 404 as an unknown one.
 */
async function invitationIdOf(c: Context<AppEnv>): Promise<string> {
  const { limiters } = c.var.deps;
  await enforceRateLimits([{ limiter: limiters.emailTokensByAddress, key: callerBucket(c) }]);
  const invitationId = invitationLinksOf(c.var.deps).invitationIdOf(c.req.param('id') ?? '');
  if (!invitationId) throw invitationNotFound();
  return invitationId;
}

/** `/api/invitations/:id`: what an invitee sees and does with an invitation link (`:id` is the link's). */
export const invitationsRoutes = new Hono<AppEnv>()
  .get('/:id', async (c) => {
    const invitationId = await invitationIdOf(c);
    const caller = await c.var.deps.sessionLookup(c.req.raw.headers);
    const preview = await previewInvitation(
      c.var.deps.database.db,
      invitationId,
      c.req.param('id'),
      caller?.user.email,
    );
    if (!preview) throw invitationNotFound();
    return c.json({ invitation: preview });
  })
  .post('/:id/accept', requireSession, async (c) => {
    const invitationId = await invitationIdOf(c);
    const { db } = c.var.deps.database;
    const workspace = await acceptInvitation(db, invitationId, c.var.user);
    await setActiveWorkspace(db, c.var.session, workspace.id);
    return c.json({ workspace });
  })
  .post('/:id/decline', requireSession, async (c) => {
    await declineInvitation(c.var.deps.database.db, await invitationIdOf(c), c.var.user);
    return c.body(null, 204);
  });

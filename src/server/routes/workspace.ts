import { APIError } from 'better-auth/api';
import { Hono } from 'hono';
import {
  dataStreamsSchema,
  invitationEmailsSchema,
  workspaceUpdateSchema,
} from '../../shared/workspace-schemas';
import type { AppEnv } from '../app-env';
import { ApiError } from '../lib/api-error';
import { parseJsonBody } from '../lib/parse-body';
import { enforceRateLimits } from '../lib/rate-limited';
import { requireSession } from '../lib/require-session';
import {
  listDataStreams,
  memberRole,
  renameWorkspace,
  replaceDataStreams,
  requireManager,
} from '../services/workspace';

/** The caller's active workspace. Roles are read from the database on every request. */
export const workspaceRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .patch('/', async (c) => {
    const { name } = parseJsonBody(c, workspaceUpdateSchema);
    const { db } = c.var.deps.database;
    const workspaceId = await requireManager(db, c.var.session.activeOrganizationId ?? null, c.var.user.id);
    return c.json({ workspace: await renameWorkspace(db, workspaceId, name) });
  })
  .get('/data-streams', async (c) => {
    const { db } = c.var.deps.database;
    const workspaceId = c.var.session.activeOrganizationId ?? null;
    await memberRole(db, workspaceId, c.var.user.id);
    return c.json({ dataStreams: await listDataStreams(db, workspaceId!) });
  })
  .put('/data-streams', async (c) => {
    const { slugs } = parseJsonBody(c, dataStreamsSchema);
    const { db } = c.var.deps.database;
    const workspaceId = await requireManager(db, c.var.session.activeOrganizationId ?? null, c.var.user.id);
    return c.json({ dataStreams: await replaceDataStreams(db, workspaceId, slugs) });
  })
  .post('/invitations', async (c) => {
    const { emails } = parseJsonBody(c, invitationEmailsSchema);
    const { database, auth } = c.var.deps;
    const workspaceId = await requireManager(
      database.db,
      c.var.session.activeOrganizationId ?? null,
      c.var.user.id,
    );
    const addresses = [...new Set(emails)];
    // Every address counts against the limit, not every request.
    await enforceRateLimits([
      { limiter: c.var.deps.limiters.invitationsByAccount, key: c.var.user.id, points: addresses.length },
    ]);
    const invitations: { id: string; email: string }[] = [];
    const failed: { email: string; message: string }[] = [];
    for (const email of addresses) {
      try {
        // better-auth checks the inviter's permission again and queues the emailed accept link.
        const invitation = await auth.api.createInvitation({
          headers: c.req.raw.headers,
          body: { email, role: 'collaborator', organizationId: workspaceId, resend: true },
        });
        invitations.push({ id: invitation.id, email: invitation.email });
      } catch (error) {
        if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
        // One address that cannot be invited (already a member, say) does not undo the others.
        failed.push({
          email,
          message: (error.body as { message?: string } | undefined)?.message ?? error.message,
        });
      }
    }
    if (invitations.length === 0) throw new ApiError(400, 'invitation_failed', failed[0]!.message);
    return c.json({ invitations, failed }, 201);
  });

import { APIError } from 'better-auth/api';
import { Hono } from 'hono';
import { invitationEmailsSchema } from '../../../shared/workspace';
import type { AppEnv } from '../../app-env';
import { ApiError } from '../../lib/api-error';
import { parseJsonBody } from '../../lib/parse-body';
import { enforceRateLimits } from '../../lib/rate-limited';
import { requireWorkspace } from '../../lib/require-workspace';

/** `/api/workspace/invitations`: invitations to the active workspace. */
export const invitationRoutes = new Hono<AppEnv>().post('/', requireWorkspace('member:invite'), async (c) => {
  const { emails } = parseJsonBody(c, invitationEmailsSchema);
  const { auth, limiters } = c.var.deps;
  const addresses = [...new Set(emails)];
  // Every address counts against the limit, not every request.
  await enforceRateLimits([
    { limiter: limiters.invitationsByAccount, key: c.var.user.id, points: addresses.length },
  ]);
  const invitations: { id: string; email: string }[] = [];
  const failed: { email: string; message: string }[] = [];
  for (const email of addresses) {
    try {
      // better-auth checks the inviter's permission again and queues the emailed accept link.
      const invitation = await auth.api.createInvitation({
        headers: c.req.raw.headers,
        body: { email, role: 'collaborator', organizationId: c.var.workspace.id, resend: true },
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

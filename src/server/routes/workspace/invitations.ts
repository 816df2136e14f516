import { Hono, type Context } from 'hono';
import { workspaceMessages } from '../../../shared/i18n/messages/workspace';
import { grantableRoles } from '../../../shared/permissions';
import { invitationRequestSchema } from '../../../shared/workspace';
import type { AppEnv } from '../../app-env';
import { ApiError } from '../../lib/api-error';
import { parseJsonBody } from '../../lib/parse-body';
import { enforceRateLimits } from '../../lib/rate-limited';
import { requireWorkspace } from '../../lib/require-workspace';
import { invitationMailer } from '../../services/workspace/invitation-mail';
import {
  inviteAddresses,
  listPendingInvitations,
  renewInvitation,
  revokeInvitation,
  sortAddresses,
  type Inviter,
} from '../../services/workspace/invitations';

const inviterOf = (c: Context<AppEnv>): Inviter => ({ userId: c.var.user.id, role: c.var.workspace.role });

const mailerOf = (c: Context<AppEnv>) =>
  invitationMailer(c.var.deps, { inviterName: c.var.user.name, workspaceName: c.var.workspace.name });

/** Every invited address counts against the inviter's hourly limit (docs/decisions/013). */
const countInvitations = (c: Context<AppEnv>, points: number) =>
  points === 0
    ? Promise.resolve()
    : enforceRateLimits([{ limiter: c.var.deps.limiters.invitationsByAccount, key: c.var.user.id, points }]);

/** `/api/workspace/invitations`: invitations to the active workspace, scoped to it (docs/decisions/010). */
export const invitationRoutes = new Hono<AppEnv>()
  .use(requireWorkspace('member:invite'))
  .get('/', async (c) => {
    const { db } = c.var.deps.database;
    return c.json({ invitations: await listPendingInvitations(db, c.var.workspace.id) });
  })
  .post('/', async (c) => {
    const { emails, role } = parseJsonBody(c, invitationRequestSchema);
    if (!grantableRoles(c.var.workspace.role).includes(role)) {
      throw new ApiError(403, 'forbidden', workspaceMessages.forbidden);
    }
    const addresses = sortAddresses(emails);
    await countInvitations(c, addresses.filter((address) => address.valid).length);
    const { db } = c.var.deps.database;
    const { outcomes, toMail } = await inviteAddresses(db, c.var.workspace.id, inviterOf(c), role, addresses);
    await mailerOf(c)(toMail);
    return c.json({ outcomes }, toMail.length > 0 ? 201 : 200);
  })
  .post('/:id/resend', async (c) => {
    await countInvitations(c, 1);
    const { db } = c.var.deps.database;
    const { renewed, toMail } = await renewInvitation(
      db,
      c.var.workspace.id,
      c.req.param('id'),
      inviterOf(c),
    );
    await mailerOf(c)([toMail]);
    return c.json({ invitation: renewed });
  })
  .delete('/:id', async (c) => {
    await revokeInvitation(c.var.deps.database.db, c.var.workspace.id, c.req.param('id'), inviterOf(c));
    return c.body(null, 204);
  });

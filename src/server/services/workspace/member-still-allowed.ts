import { and, eq } from 'drizzle-orm';
import { workspaceMessages } from '../../../shared/i18n/messages/workspace';
import { can, type WorkspaceAction } from '../../../shared/permissions';
import { members } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import type { Tx } from './lock-workspace';

/**
 * Inside a write's transaction: the caller is still a member whose role may do `action` (403 otherwise). A
 * request can take a while after the route checked the role, and a member removed or demoted meanwhile must not
 * write; their membership row stays locked until the transaction commits, so a removal waits for it or wins first.
 */
export async function lockMemberAllowedTo(
  tx: Tx,
  caller: { workspace: { id: string }; userId: string },
  action: WorkspaceAction,
) {
  const [member] = await tx
    .select({ role: members.role })
    .from(members)
    .where(and(eq(members.organizationId, caller.workspace.id), eq(members.userId, caller.userId)))
    .for('share');
  if (!member || !can(member.role, action)) throw new ApiError(403, 'forbidden', workspaceMessages.forbidden);
}

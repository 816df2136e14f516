import { Hono, type Context } from 'hono';
import { memberMessages } from '../../../shared/i18n/messages/members';
import { memberFiltersSchema, memberRoleUpdateSchema, type MemberFilters } from '../../../shared/workspace';
import type { AppEnv } from '../../app-env';
import { ApiError } from '../../lib/api-error';
import { parseJsonBody } from '../../lib/parse-body';
import { requireWorkspace } from '../../lib/require-workspace';
import { sendRemovalNotice } from '../../services/workspace/member-mail';
import { changeMemberRole, listMembers, removeMember } from '../../services/workspace/members';

const filterMessages: Record<string, string> = memberMessages.filters;

/** The People page's query: an empty parameter counts as absent; a bad value is a 400 naming it. */
function parseMemberFilters(c: Context<AppEnv>): MemberFilters {
  const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));
  const result = memberFiltersSchema.safeParse(query);
  if (result.success) return result.data;
  const field = String(result.error.issues[0]?.path[0] ?? '');
  throw new ApiError(
    400,
    'invalid_input',
    filterMessages[field] ?? filterMessages.unknown!,
    {},
    field || undefined,
  );
}

/** `/api/workspace/members`: the People page. Rank rules and the last-Owner guard live in the service. */
export const memberRoutes = new Hono<AppEnv>()
  .get('/', requireWorkspace(), async (c) => {
    const filters = parseMemberFilters(c);
    return c.json(await listMembers(c.var.deps.database.db, c.var.workspace.id, c.var.user.id, filters));
  })
  .patch('/:memberId', requireWorkspace('member:update-role'), async (c) => {
    const { role } = parseJsonBody(c, memberRoleUpdateSchema);
    const { db } = c.var.deps.database;
    const member = await changeMemberRole(db, c.var.workspace, c.var.user.id, c.req.param('memberId'), role);
    return c.json({ member });
  })
  // Any member may remove themselves (leaving); removing anyone else needs `member:remove`, checked in the service.
  .delete('/:memberId', requireWorkspace(), async (c) => {
    const { database, env, mailWorker } = c.var.deps;
    const { workspace, user } = c.var;
    // Someone removed by another is told, with the removal; leaving tells no one.
    const removed = await removeMember(
      database.db,
      workspace,
      user.id,
      c.req.param('memberId'),
      (member, tx) =>
        sendRemovalNotice(tx, member, {
          workspaceName: workspace.name,
          actorName: user.name,
          appUrl: env.APP_URL,
        }),
    );
    if (removed) mailWorker.poke();
    return c.body(null, 204);
  });

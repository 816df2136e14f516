import { and, eq, gt, isNotNull, ne, sql, type SQLWrapper } from 'drizzle-orm';
import {
  checklistItemIds,
  profileFields,
  type Checklist,
  type ChecklistItem,
  type ChecklistItemId,
} from '../../../shared/checklist';
import type { Db } from '../../db/client';
import { datasets, invitations, members, users, dataStreams, workspaces } from '../../db/schema/index';

const exists = (query: SQLWrapper) => sql<boolean>`exists (${query})`;
const filled = (column: SQLWrapper) => sql<boolean>`coalesce(trim(${column}) <> '', false)`;

/**
 * The getting-started checklist of this workspace for this user, read in one query: a complete profile (full
 * name, professional role and profile name), a teammate (another member or a pending invitation), a connected
 * data stream, a workspace avatar and a saved dataset.
 */
export async function getChecklist(db: Db, workspaceId: string, userId: string): Promise<Checklist> {
  const one = { one: sql`1` };
  const [row] = await db
    .select({
      fullName: filled(users.name),
      professionalRole: filled(users.professionalRole),
      profileName: filled(users.profileName),
      otherMember: exists(
        db
          .select(one)
          .from(members)
          .where(and(eq(members.organizationId, workspaceId), ne(members.userId, userId))),
      ),
      pendingInvitation: exists(
        db
          .select(one)
          .from(invitations)
          .where(
            and(
              eq(invitations.organizationId, workspaceId),
              eq(invitations.status, 'pending'),
              gt(invitations.expiresAt, sql`now()`),
            ),
          ),
      ),
      dataStream: exists(db.select(one).from(dataStreams).where(eq(dataStreams.workspaceId, workspaceId))),
      avatar: isNotNull(workspaces.logo),
      dataset: exists(db.select(one).from(datasets).where(eq(datasets.workspaceId, workspaceId))),
    })
    .from(users)
    .innerJoin(workspaces, eq(workspaces.id, workspaceId))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId} or workspace ${workspaceId}`);
  const state: Record<ChecklistItemId, unknown> = {
    profile: profileFields.every((field) => row[field]),
    teammate: row.otherMember || row.pendingInvitation,
    'data-stream': row.dataStream,
    avatar: row.avatar,
    dataset: row.dataset,
  };
  const items = checklistItemIds.map((id): ChecklistItem => {
    const done = Boolean(state[id]);
    // An incomplete profile says what it still lacks.
    if (id === 'profile' && !done) return { id, done, missing: profileFields.filter((field) => !row[field]) };
    return { id, done };
  });
  return { items, done: items.filter((item) => item.done).length, total: items.length };
}

import { and, eq } from 'drizzle-orm';
import { workspaceManagerRoles, type WorkspaceRole } from '../../shared/workspace-roles';
import { workspaceMessages } from '../../shared/i18n/en/workspace';
import type { Db } from '../db/client';
import { members, workspaceDataStreams, workspaces } from '../db/schema/index';
import { ApiError } from '../lib/api-error';

/** The caller's role in the workspace, read from the database; 403 when they are not a member. */
export async function memberRole(db: Db, workspaceId: string | null, userId: string): Promise<WorkspaceRole> {
  if (!workspaceId) throw new ApiError(403, 'no_workspace', 'You are not a member of a workspace.');
  const [member] = await db
    .select({ role: members.role })
    .from(members)
    .where(and(eq(members.organizationId, workspaceId), eq(members.userId, userId)));
  if (!member) throw new ApiError(403, 'forbidden', workspaceMessages.forbidden);
  return member.role as WorkspaceRole;
}

export async function requireManager(db: Db, workspaceId: string | null, userId: string) {
  const role = await memberRole(db, workspaceId, userId);
  if (!workspaceManagerRoles.includes(role))
    throw new ApiError(403, 'forbidden', workspaceMessages.forbidden);
  return workspaceId!;
}

export async function renameWorkspace(db: Db, workspaceId: string, name: string) {
  const [workspace] = await db
    .update(workspaces)
    .set({ name })
    .where(eq(workspaces.id, workspaceId))
    .returning({ id: workspaces.id, name: workspaces.name });
  return workspace!;
}

export async function listDataStreams(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: workspaceDataStreams.slug })
    .from(workspaceDataStreams)
    .where(eq(workspaceDataStreams.workspaceId, workspaceId))
    .orderBy(workspaceDataStreams.slug);
  return rows.map((row) => row.slug);
}

/** Replaces the workspace's connected data streams with this set, all or nothing. */
export async function replaceDataStreams(db: Db, workspaceId: string, slugs: string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(workspaceDataStreams).where(eq(workspaceDataStreams.workspaceId, workspaceId));
    if (slugs.length)
      await tx.insert(workspaceDataStreams).values(slugs.map((slug) => ({ workspaceId, slug })));
  });
  return listDataStreams(db, workspaceId);
}

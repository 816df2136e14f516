import { eq } from 'drizzle-orm';
import { permissionsOf } from '../../../shared/permissions';
import type { ActiveWorkspace } from '../../../shared/workspace';
import type { Db } from '../../db/client';
import { workspaces } from '../../db/schema/index';
import { databaseStore } from '../../storage/database-store';
import { deleteWorkspaceAvatarObject } from './avatar';
import { countMembers, countWorkspacesOf, type Membership } from './membership';

/** The active workspace as its member sees it. */
export async function activeWorkspaceView(
  db: Db,
  membership: Membership,
  userId: string,
): Promise<ActiveWorkspace> {
  const [memberCount, workspaceCount] = await Promise.all([
    countMembers(db, membership.id),
    countWorkspacesOf(db, userId),
  ]);
  return {
    id: membership.id,
    name: membership.name,
    avatarUrl: membership.logo,
    role: membership.role,
    permissions: permissionsOf(membership.role),
    memberCount,
    onlyWorkspace: workspaceCount <= 1,
  };
}

export async function renameWorkspace(db: Db, workspaceId: string, name: string) {
  const [workspace] = await db
    .update(workspaces)
    .set({ name })
    .where(eq(workspaces.id, workspaceId))
    .returning({ id: workspaces.id, name: workspaces.name });
  return workspace!;
}

/** Deletes the workspace with its memberships, invitations and connections (the tables cascade) and avatar. */
export async function deleteWorkspace(db: Db, workspaceId: string) {
  const [deleted] = await db
    .delete(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .returning({ logo: workspaces.logo });
  await deleteWorkspaceAvatarObject(databaseStore(db), deleted?.logo ?? null);
}

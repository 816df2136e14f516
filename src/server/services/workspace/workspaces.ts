import { and, eq } from 'drizzle-orm';
import { workspaceMessages } from '../../../shared/i18n/messages/workspace';
import { permissionsOf } from '../../../shared/permissions';
import { maxOwnedWorkspaces, type ActiveWorkspace } from '../../../shared/workspace';
import { createOwnedWorkspace } from './workspace-creation';
import type { Db } from '../../db/client';
import { datasets, members, users, workspaces } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { datasetObjectName, objectNameIn } from '../../storage/buckets';
import type { ObjectRef } from '../../storage/object-store';
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

/**
 * Deletes the workspace with its memberships, invitations, connections and datasets (the tables cascade), and
 * answers its stored files (avatar and dataset files), for the caller to delete once that is committed.
 */
export async function deleteWorkspace(db: Db, workspaceId: string): Promise<ObjectRef[]> {
  const files = await db
    .select({ id: datasets.id, objectName: datasets.objectName })
    .from(datasets)
    .where(eq(datasets.workspaceId, workspaceId));
  const [deleted] = await db
    .delete(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .returning({ logo: workspaces.logo });
  const logo = objectNameIn('workspace-avatars', deleted?.logo);
  return [
    ...(logo ? [{ bucket: 'workspace-avatars' as const, name: logo }] : []),
    ...files.map(({ id, objectName }) => ({
      bucket: 'datasets' as const,
      name: datasetObjectName(id, objectName),
    })),
  ];
}

/**
 * 'Create workspace': a new workspace owned by the user, refused (409) once they own the most allowed. The
 * user's row is locked while counting, so parallel requests cannot pass the cap together.
 */
export async function createWorkspaceFor(db: Db, userId: string, name: string): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const owned = await tx.$count(members, and(eq(members.userId, userId), eq(members.role, 'owner')));
    if (owned >= maxOwnedWorkspaces) {
      throw new ApiError(409, 'workspace_limit', workspaceMessages.create.tooMany(maxOwnedWorkspaces));
    }
    return createOwnedWorkspace(tx, userId, name);
  });
}

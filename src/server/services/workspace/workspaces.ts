import { eq } from 'drizzle-orm';
import { permissionsOf } from '../../../shared/permissions';
import type { ActiveWorkspace } from '../../../shared/workspace';
import type { Db } from '../../db/client';
import { datasets, workspaces } from '../../db/schema/index';
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
    .select({ id: datasets.id })
    .from(datasets)
    .where(eq(datasets.workspaceId, workspaceId));
  const [deleted] = await db
    .delete(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .returning({ logo: workspaces.logo });
  const logo = objectNameIn('workspace-avatars', deleted?.logo);
  return [
    ...(logo ? [{ bucket: 'workspace-avatars' as const, name: logo }] : []),
    ...files.map(({ id }) => ({ bucket: 'datasets' as const, name: datasetObjectName(id) })),
  ];
}

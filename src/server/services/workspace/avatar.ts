import { and, eq } from 'drizzle-orm';
import { can } from '../../../shared/permissions';
import { workspaceMessages } from '../../../shared/i18n/messages/workspace';
import type { Db } from '../../db/client';
import { members, workspaces } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { removeAvatar, replaceAvatar } from '../../storage/avatar-image';
import type { StorageBucket } from '../../storage/buckets';
import type { ObjectStore } from '../../storage/object-store';

const bucket: StorageBucket = 'workspace-avatars';

/** Who is changing the avatar: checked again when it is saved, since an upload can take a while to arrive. */
export type AvatarEditor = { userId: string; workspaceId: string };

/** Stores the new avatar under a fresh name, points the workspace at it and deletes the one it replaces. */
export async function replaceWorkspaceAvatar(db: Db, store: ObjectStore, editor: AvatarEditor, webp: Buffer) {
  await replaceAvatar(store, bucket, webp, (logo) => setLogo(db, editor, logo));
}

export async function removeWorkspaceAvatar(db: Db, store: ObjectStore, editor: AvatarEditor) {
  await removeAvatar(store, bucket, (logo) => setLogo(db, editor, logo));
}

/**
 * Sets the workspace's logo and answers the one it had, locked so concurrent uploads each clean up theirs. The
 * editor's role is read again under the same lock: someone removed or demoted while their upload was still
 * arriving is refused.
 */
async function setLogo(
  db: Db,
  { userId, workspaceId }: AvatarEditor,
  logo: string | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ logo: workspaces.logo, role: members.role })
      .from(workspaces)
      .innerJoin(members, and(eq(members.organizationId, workspaces.id), eq(members.userId, userId)))
      .where(eq(workspaces.id, workspaceId))
      .for('update');
    if (!row || !can(row.role, 'workspace:update')) {
      throw new ApiError(403, 'forbidden', workspaceMessages.forbidden);
    }
    await tx.update(workspaces).set({ logo }).where(eq(workspaces.id, workspaceId));
    return row.logo;
  });
}

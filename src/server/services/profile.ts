import { and, eq } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '../../shared/profile';
import { workspaceDisplayName } from '../../shared/workspace';
import type { Db } from '../db/client';
import { accounts, users } from '../db/schema/index';
import type { Membership } from './workspace/membership';

/** The user, their professional role and the active workspace's name (docs/product.md#data). */
export async function getProfile(
  db: Db,
  userId: string,
  workspace: Pick<Membership, 'id' | 'name'>,
): Promise<Profile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  const [password] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return {
    id: user.id,
    email: user.email,
    fullName: user.name,
    profileName: user.profileName,
    professionalRole: user.professionalRole,
    workspaceId: workspace.id,
    workspaceName: workspaceDisplayName(workspace.name, user.email),
    provider: password ? 'credential' : 'google',
    isAdmin: user.role === 'admin',
  };
}

export async function updateProfile(db: Db, userId: string, update: ProfileUpdate) {
  await db
    .update(users)
    .set({
      ...(update.fullName !== undefined && { name: update.fullName }),
      ...(update.professionalRole !== undefined && { professionalRole: update.professionalRole }),
      ...(update.profileName !== undefined && { profileName: update.profileName }),
    })
    .where(eq(users.id, userId));
}

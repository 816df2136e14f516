import { and, eq } from 'drizzle-orm';
import type { ProfileUpdate } from '../../shared/auth-schemas';
import type { Db } from '../db/client';
import { accounts, users, workspaces } from '../db/schema/index';

export type Profile = {
  id: string;
  email: string;
  fullName: string;
  profileName: string | null;
  professionalRole: string | null;
  workspaceId: string | null;
  workspaceName: string;
  provider: 'credential' | 'google';
  isAdmin: boolean;
};

/** SPEC §3's profile: the user, their professional role and the active workspace's name. */
export async function getProfile(db: Db, userId: string, workspaceId: string | null): Promise<Profile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  const [workspace] = workspaceId
    ? await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId))
    : [];
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
    workspaceId,
    // SPEC §3: the workspace name falls back to the email's local part, then 'My Workspace'.
    workspaceName: workspace?.name ?? (user.email.split('@')[0] || 'My Workspace'),
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

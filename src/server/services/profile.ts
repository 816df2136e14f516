import { and, eq, sql } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '../../shared/profile';
import { workspaceDisplayName } from '../../shared/workspace';
import type { Db } from '../db/client';
import { accounts, users, userSettings } from '../db/schema/index';
import type { Membership } from './workspace/membership';
import { userAvatarUrl } from './profile-avatar';
import { defaultProfileSettings, saveProfileSettings } from './profile-settings';

/** The user, their settings, and whether a password sign-in exists: one round trip, prepared once per database. */
function profileQuery(db: Db) {
  return db
    .select({
      user: users,
      links: userSettings.links,
      feedbackEmails: userSettings.feedbackEmails,
      hasPassword: sql<boolean>`exists (${db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))})`,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('tessera_profile');
}

const profileQueries = new WeakMap<Db, ReturnType<typeof profileQuery>>();

/** The user, their settings and the active workspace's name (docs/product.md#data). */
export async function getProfile(
  db: Db,
  userId: string,
  workspace: Pick<Membership, 'id' | 'name'>,
): Promise<Profile> {
  let query = profileQueries.get(db);
  if (!query) profileQueries.set(db, (query = profileQuery(db)));
  const [row] = await query.execute({ userId });
  if (!row) throw new Error(`no user ${userId}`);
  const { user } = row;
  return {
    id: user.id,
    email: user.email,
    fullName: user.name,
    profileName: user.profileName,
    professionalRole: user.professionalRole,
    avatarUrl: userAvatarUrl(user.image),
    links: row.links ?? defaultProfileSettings.links,
    feedbackEmails: row.feedbackEmails ?? defaultProfileSettings.feedbackEmails,
    workspaceId: workspace.id,
    workspaceName: workspaceDisplayName(workspace.name, user.email),
    provider: row.hasPassword ? 'credential' : 'google',
    isAdmin: user.role === 'admin',
  };
}

/** Saves the caller's own profile fields and settings together: all of the change or none of it. */
export async function updateProfile(db: Db, userId: string, update: ProfileUpdate) {
  const { links, feedbackEmails, ...fields } = update;
  await db.transaction(async (tx) => {
    if (Object.keys(fields).length > 0) {
      await tx
        .update(users)
        .set({
          ...(fields.fullName !== undefined && { name: fields.fullName }),
          ...(fields.professionalRole !== undefined && { professionalRole: fields.professionalRole }),
          ...(fields.profileName !== undefined && { profileName: fields.profileName }),
        })
        .where(eq(users.id, userId));
    }
    await saveProfileSettings(tx, userId, { links, feedbackEmails });
  });
}

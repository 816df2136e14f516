import { eq, sql } from 'drizzle-orm';
import type { ProfileLinks } from '../../shared/profile';
import type { Db } from '../db/client';
import { userSettings } from '../db/schema/index';
import type { DbOrTx } from '../mail/outbox';

/** What a missing `user_settings` row means: every default (docs/product.md#data). */
export const defaultProfileSettings = { feedbackEmails: true, links: {} as ProfileLinks };

export type ProfileSettingsChange = { links?: ProfileLinks; feedbackEmails?: boolean };

/** Writes the profile's part of the user's settings, creating their row on the first change. */
export async function saveProfileSettings(db: DbOrTx, userId: string, change: ProfileSettingsChange) {
  const set = {
    ...(change.links !== undefined && { links: change.links }),
    ...(change.feedbackEmails !== undefined && { feedbackEmails: change.feedbackEmails }),
  };
  if (Object.keys(set).length === 0) return;
  await db
    .insert(userSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...set, updatedAt: sql`now()` } });
}

/** Whether feedback-related emails may go to this user: yes unless they turned them off. */
export async function wantsFeedbackEmails(db: Db | DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ feedbackEmails: userSettings.feedbackEmails })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.feedbackEmails ?? defaultProfileSettings.feedbackEmails;
}

import { eq, sql } from 'drizzle-orm';
import {
  defaultAccountPermissions,
  type AccountPermissions,
  type AccountPermissionsUpdate,
} from '../../../shared/account';
import type { Db } from '../../db/client';
import { userSettings } from '../../db/schema/index';

/** The user's account permissions: what they chose over SPEC's defaults (no row, or no choice yet: defaults). */
export async function getAccountPermissions(db: Db, userId: string): Promise<AccountPermissions> {
  const [row] = await db
    .select({ permissions: userSettings.permissions })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return { ...defaultAccountPermissions, ...row?.permissions };
}

/**
 * Saves the toggles in the update and answers them all. The merge happens in the database, so two toggles
 * flipped at once both stick.
 */
export async function updateAccountPermissions(
  db: Db,
  userId: string,
  update: AccountPermissionsUpdate,
): Promise<AccountPermissions> {
  const patch = JSON.stringify(update);
  const [row] = await db
    .insert(userSettings)
    .values({ userId, permissions: { ...defaultAccountPermissions, ...update } })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: {
        permissions: sql`coalesce(${userSettings.permissions}, ${JSON.stringify(defaultAccountPermissions)}::jsonb) || ${patch}::jsonb`,
      },
    })
    .returning({ permissions: userSettings.permissions });
  return { ...defaultAccountPermissions, ...row?.permissions };
}

import { and, eq } from 'drizzle-orm';
import type { SignInMethods } from '../../../shared/account';
import { accountMessages } from '../../../shared/i18n/messages/account';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';

/** How the user can sign in today. */
export async function getSignInMethods(
  db: Db,
  userId: string,
  googleAvailable: boolean,
): Promise<SignInMethods> {
  const rows = await db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const [user] = await db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  const providers = new Set(rows.map((row) => row.providerId));
  return {
    password: providers.has('credential'),
    google: providers.has('google'),
    googleAvailable,
    emailVerified: user?.emailVerified ?? false,
  };
}

type MethodRow = { providerId: string };

/** Google can go only when it is linked and another method stays. */
function checkGoogleRemovable(rows: MethodRow[]) {
  const google = rows.filter((row) => row.providerId === 'google');
  if (google.length === 0) throw new ApiError(404, 'not_linked', accountMessages.errors.notLinked);
  if (rows.length === google.length) {
    throw new ApiError(409, 'last_sign_in_method', accountMessages.errors.lastSignInMethod);
  }
}

const methodRows = (db: Db, userId: string) =>
  db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, userId));

/** Refuses early (before any proof is asked for) when Google cannot be removed. */
export async function assertGoogleRemovable(db: Db, userId: string): Promise<void> {
  checkGoogleRemovable(await methodRows(db, userId));
}

/**
 * Removes Google from the user's sign-in methods, unless it is the last one: an account must keep a way in.
 * The user's row is locked first, so two removals at once cannot both see the other method still there.
 */
export async function unlinkGoogle(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    checkGoogleRemovable(await methodRows(tx as unknown as Db, userId));
    await tx.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'google')));
  });
}

/** Whether the user can sign in with a password. */
export async function hasPasswordAccount(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row !== undefined;
}

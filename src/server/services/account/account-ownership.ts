import { randomBytes } from 'node:crypto';
import { and, eq, like, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema/index';
import { takeBackWorkspaces } from '../workspace/claim-workspaces';
import { hasSignUpProof } from './sign-up-proof';

/**
 * docs/decisions/012-account-ownership.md: until its address is proven, an account's credentials belong to
 * whoever signed up, who may not own the address. When the holder of the address proves it (a confirmation
 * link opened outside the browser that signed up, a password reset link, or Google), everything set before the
 * proof is revoked: every session, the password, two-factor and trusted devices, and any other sign-in method
 * than the one the proof came through, and everyone the account let into its workspaces (claim-workspaces.ts,
 * docs/decisions/032). The account is marked verified in the same transaction.
 */
export async function claimForAddressHolder(
  db: Db,
  userId: string,
  keep: { accountId?: string; keepPassword?: boolean } = {},
) {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    const kept = [
      keep.accountId ? ne(accounts.id, keep.accountId) : undefined,
      keep.keepPassword ? ne(accounts.providerId, 'credential') : undefined,
    ];
    await tx.delete(accounts).where(and(eq(accounts.userId, userId), ...kept));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx
      .delete(verifications)
      .where(
        and(
          eq(verifications.value, userId),
          or(like(verifications.identifier, 'trust-device-%'), like(verifications.identifier, '2fa-%')),
        ),
      );
    await takeBackWorkspaces(tx, userId);
    await tx.update(users).set({ emailVerified: true, twoFactorEnabled: false }).where(eq(users.id, userId));
  });
}

/** A completed password reset proves the address; true when it was the moment of proof (the new password stays). */
export async function proveByPasswordReset(db: Db, userId: string): Promise<boolean> {
  if (!(await markAddressProven(db, userId))) return false;
  await claimForAddressHolder(db, userId, { keepPassword: true });
  return true;
}

/**
 * A confirmation link opened elsewhere than the browser that chose the password: the holder gets the account, not
 * that password, and chooses their own. Answers the reset token to choose it with; undefined when the link was
 * opened in the browser that signed up, which keeps everything.
 */
export async function claimThroughConfirmationLink(
  db: Db,
  userId: string,
  cookieHeader: string | null,
): Promise<string | undefined> {
  if (await hasSignUpProof(db, userId, cookieHeader)) return undefined;
  await claimForAddressHolder(db, userId);
  return createResetToken(db, userId);
}

/**
 * Google proving the address of an account someone signed up for with a password: the holder claims it, keeping
 * the Google account. True when it did.
 */
export async function claimThroughLinkedAccount(
  db: Db,
  account: { id: string; userId: string; providerId: string },
): Promise<boolean> {
  if (account.providerId === 'credential' || (await isAddressProven(db, account.userId))) return false;
  if (!(await hasOtherSignInMethods(db, account.userId, account.id))) return false;
  await claimForAddressHolder(db, account.userId, { accountId: account.id });
  return true;
}

/** Marks the address proven; true when it was not yet, which makes this the moment of proof. */
export async function markAddressProven(db: Db, userId: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ emailVerified: true })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)))
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function isAddressProven(db: Db, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return user?.emailVerified ?? false;
}

/** Whether the user signs in some other way than this account: the mark of an existing, squattable account. */
export async function hasOtherSignInMethods(db: Db, userId: string, accountId: string): Promise<boolean> {
  const [other] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), ne(accounts.id, accountId)))
    .limit(1);
  return other !== undefined;
}

/**
 * A password reset token for the user, as better-auth's own reset flow stores it (`reset-password:<token>`),
 * so the holder of a claimed account can choose a password on the usual reset page.
 */
export async function createResetToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(verifications).values({
    id: randomBytes(16).toString('hex'),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + resetTokenSeconds * 1000),
  });
  return token;
}

export const resetTokenSeconds = 60 * 60;

/** How long an email confirmation link works. */
export const confirmationLinkSeconds = 24 * 60 * 60;

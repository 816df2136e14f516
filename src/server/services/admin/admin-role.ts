import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { isAdminEmail } from '../../env';

/** Grants the admin role when the address is one of ADMIN_EMAILS; called only once the address is proven. */
export async function applyAdminEmails(db: Db, user: { id: string; email: string }, adminEmails: string[]) {
  if (isAdminEmail(adminEmails, user.email)) {
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  }
}

/**
 * Grants the admin role to these accounts; answers the emails that had an account. `verifiedOnly` is for
 * ADMIN_EMAILS at start-up; an operator running `npm run admin -- grant` vouches for the account.
 */
export async function grantAdmin(db: Db, emails: string[], { verifiedOnly = false } = {}): Promise<string[]> {
  if (emails.length === 0) return [];
  const lower = emails.map((email) => email.toLowerCase());
  const byEmail = inArray(sql`lower(${users.email})`, lower);
  const updated = await db
    .update(users)
    .set({ role: 'admin' })
    .where(verifiedOnly ? and(byEmail, eq(users.emailVerified, true)) : byEmail)
    .returning({ email: users.email });
  return updated.map((row) => row.email);
}

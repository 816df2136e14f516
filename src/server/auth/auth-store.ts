import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isAdminEmail } from '../env';
import type { DbOrTx } from '../mail/outbox';
import { accounts, members, users, workspaces } from '../db/schema/index';

/** docs/product.md#data: a workspace is named from the email's local part, else 'My Workspace'. */
export function workspaceNameFor(email: string): string {
  const local = email.split('@')[0]?.trim();
  return local ? local : 'My Workspace';
}

const slugFor = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'workspace'
  }-${randomUUID().slice(0, 8)}`;

/** Every new account gets its own workspace, with the new user as its Owner. */
export async function createPersonalWorkspace(db: Db, user: { id: string; email: string }) {
  return createOwnedWorkspace(db, user.id, workspaceNameFor(user.email));
}

/** A new workspace with this user as its only member and Owner; answers its id. */
export async function createOwnedWorkspace(db: DbOrTx, userId: string, name: string): Promise<string> {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.insert(workspaces).values({ id, name, slug: slugFor(name) });
    await tx.insert(members).values({ id: randomUUID(), organizationId: id, userId, role: 'owner' });
    return id;
  });
}

/**
 * The workspace a new session starts in: the one the user last worked in (a switch or an accepted invitation
 * marks its membership active, docs/decisions/033), else their oldest membership.
 */
export async function activeWorkspaceFor(db: Db, userId: string): Promise<string | null> {
  const [membership] = await db
    .select({ workspaceId: members.organizationId })
    .from(members)
    .where(eq(members.userId, userId))
    .orderBy(sql`${members.lastActiveAt} desc nulls last`, asc(members.createdAt))
    .limit(1);
  return membership?.workspaceId ?? null;
}

export async function hasPasswordAccount(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row !== undefined;
}

export async function findUser(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

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

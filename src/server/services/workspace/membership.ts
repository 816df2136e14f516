import { and, asc, eq, lt, or, isNull, sql } from 'drizzle-orm';
import type { WorkspaceRole } from '../../../shared/permissions';
import type { WorkspaceListEntry } from '../../../shared/workspace';
import { createPersonalWorkspace } from './workspace-creation';
import type { Db } from '../../db/client';
import { members, sessions, users, workspaces } from '../../db/schema/index';

/** The caller's place in a workspace, as every workspace route sees it (`c.var.workspace`). */
export type Membership = {
  id: string;
  name: string;
  logo: string | null;
  role: WorkspaceRole;
  memberId: string;
  lastActiveAt: Date | null;
};

const membershipColumns = {
  id: workspaces.id,
  name: workspaces.name,
  logo: workspaces.logo,
  role: members.role,
  memberId: members.id,
  lastActiveAt: members.lastActiveAt,
};

/** The user's membership of this workspace, read from the database in one query; undefined if none. */
export async function membershipIn(db: Db, workspaceId: string | null | undefined, userId: string) {
  if (!workspaceId) return undefined;
  const [row] = await db
    .select(membershipColumns)
    .from(members)
    .innerJoin(workspaces, eq(workspaces.id, members.organizationId))
    .where(and(eq(members.organizationId, workspaceId), eq(members.userId, userId)));
  return row as Membership | undefined;
}

async function oldestMembership(db: Db, userId: string) {
  const [row] = await db
    .select(membershipColumns)
    .from(members)
    .innerJoin(workspaces, eq(workspaces.id, members.organizationId))
    .where(eq(members.userId, userId))
    .orderBy(asc(members.createdAt))
    .limit(1);
  return row as Membership | undefined;
}

/**
 * The workspace a session works in. When the session's workspace is gone for the user (removed, left,
 * deleted) it moves to their oldest remaining one; a user left with none gets a new personal workspace.
 */
export async function resolveMembership(
  db: Db,
  session: { id: string; activeOrganizationId?: string | null },
  user: { id: string; email: string },
): Promise<Membership> {
  const current = await membershipIn(db, session.activeOrganizationId, user.id);
  if (current) return current;
  let fallback = await oldestMembership(db, user.id);
  if (!fallback) {
    await createPersonalWorkspace(db, user);
    fallback = await oldestMembership(db, user.id);
  }
  await db.update(sessions).set({ activeOrganizationId: fallback!.id }).where(eq(sessions.id, session.id));
  return fallback!;
}

/** How stale `lastActiveAt` may get before a request writes it again. */
const lastActiveWriteInterval = sql`interval '5 minutes'`;

/** Records activity at most every few minutes per member, in one conditional update. */
export async function touchLastActive(db: Db, membership: Membership) {
  if (membership.lastActiveAt && Date.now() - membership.lastActiveAt.getTime() < 5 * 60 * 1000) return;
  await db
    .update(members)
    .set({ lastActiveAt: sql`now()` })
    .where(
      and(
        eq(members.id, membership.memberId),
        or(isNull(members.lastActiveAt), lt(members.lastActiveAt, sql`now() - ${lastActiveWriteInterval}`)),
      ),
    );
}

/** Every workspace the user belongs to, oldest membership first. */
export async function listUserWorkspaces(
  db: Db,
  userId: string,
  activeId: string,
): Promise<WorkspaceListEntry[]> {
  const rows = await db
    .select({ id: workspaces.id, name: workspaces.name, avatarUrl: workspaces.logo, role: members.role })
    .from(members)
    .innerJoin(workspaces, eq(workspaces.id, members.organizationId))
    .where(eq(members.userId, userId))
    .orderBy(asc(members.createdAt));
  return rows.map((row) => ({ ...row, active: row.id === activeId }));
}

export async function countWorkspacesOf(db: Db, userId: string): Promise<number> {
  return db.$count(members, eq(members.userId, userId));
}

export async function countMembers(db: Db, workspaceId: string): Promise<number> {
  return db.$count(members, eq(members.organizationId, workspaceId));
}

/**
 * Makes this workspace the session's active one and marks it the user's last used, so their next session
 * starts there too (activeWorkspaceFor).
 */
export async function setActiveWorkspace(
  db: Db,
  session: { id: string; userId: string },
  workspaceId: string,
) {
  await db.update(sessions).set({ activeOrganizationId: workspaceId }).where(eq(sessions.id, session.id));
  await db
    .update(members)
    .set({ lastActiveAt: sql`now()` })
    .where(and(eq(members.organizationId, workspaceId), eq(members.userId, session.userId)));
}

export const userNameOf = async (db: Db, userId: string) =>
  (await db.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]?.name ?? '';

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

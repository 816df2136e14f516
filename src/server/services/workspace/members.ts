import { and, asc, count, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { memberMessages } from '../../../shared/i18n/messages/members';
import { workspaceMessages } from '../../../shared/i18n/messages/workspace';
import {
  can,
  grantableRoles,
  mayActOn,
  workspaceRoles,
  type WorkspaceRole,
} from '../../../shared/permissions';
import {
  membersPageSize,
  type LastActiveFilter,
  type Member,
  type MemberFilters,
  type MemberPage,
} from '../../../shared/workspace';
import type { ProfileLinks } from '../../../shared/profile';
import type { Db } from '../../db/client';
import { members, users, userSettings } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { likeLiteral } from '../../lib/like-literal';
import { userAvatarUrl } from '../profile-avatar';
import type { Membership } from './membership';
import type { DbOrTx } from '../../mail/outbox';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const memberColumns = {
  id: members.id,
  userId: members.userId,
  name: users.name,
  email: users.email,
  role: members.role,
  avatarUrl: users.image,
  links: userSettings.links,
  joinedAt: members.createdAt,
  lastActiveAt: members.lastActiveAt,
};

type MemberRow = {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: WorkspaceRole;
  avatarUrl: string | null;
  links: ProfileLinks | null;
  joinedAt: Date;
  lastActiveAt: Date | null;
};

const toMember = (row: MemberRow, callerUserId: string): Member => ({
  ...row,
  avatarUrl: userAvatarUrl(row.avatarUrl),
  links: row.links ?? {},
  joinedAt: row.joinedAt.toISOString(),
  lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
  isYou: row.userId === callerUserId,
});

/** Owners first, then Admins, Editors and Collaborators (docs/product.md#roles). */
const byRank = sql`case ${members.role} ${sql.join(
  workspaceRoles.map((role, index) => sql`when ${role} then ${index}`),
  sql` `,
)} end`;

const activeSince: Record<Exclude<LastActiveFilter, 'all'>, SQL> = {
  today: sql`now() - interval '24 hours'`,
  '7d': sql`now() - interval '7 days'`,
  '30d': sql`now() - interval '30 days'`,
};

function filterConditions(workspaceId: string, { search, role, lastActive }: MemberFilters) {
  const conditions: (SQL | undefined)[] = [eq(members.organizationId, workspaceId)];
  if (search) {
    const pattern = `%${likeLiteral(search)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  if (role && role !== 'all') conditions.push(eq(members.role, role));
  // A member never seen (null) is left out by every filter but 'all'.
  if (lastActive && lastActive !== 'all') conditions.push(gte(members.lastActiveAt, activeSince[lastActive]));
  return and(...conditions);
}

/** One page of the workspace's members matching the People page's filters, Owners first, then by name. */
export async function listMembers(
  db: Db,
  workspaceId: string,
  callerUserId: string,
  filters: MemberFilters,
): Promise<MemberPage> {
  const page = filters.page ?? 1;
  const where = filterConditions(workspaceId, filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select(memberColumns)
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .leftJoin(userSettings, eq(userSettings.userId, members.userId))
      .where(where)
      .orderBy(byRank, sql`lower(${users.name})`, asc(users.name), asc(members.id))
      .limit(membersPageSize)
      .offset((page - 1) * membersPageSize),
    db.select({ total: count() }).from(members).innerJoin(users, eq(users.id, members.userId)).where(where),
  ]);
  return {
    items: rows.map((row) => toMember(row, callerUserId)),
    total: counted?.total ?? 0,
    page,
    pageSize: membersPageSize,
  };
}

/** A member of this workspace by id; another workspace's member is as unknown as a made-up id (404). */
export async function findMember(db: Db, workspaceId: string, memberId: string, callerUserId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(userSettings, eq(userSettings.userId, members.userId))
    .where(and(eq(members.organizationId, workspaceId), eq(members.id, memberId)));
  if (!row) throw new ApiError(404, 'not_found', memberMessages.notFound);
  return toMember(row, callerUserId);
}

const forbidden = (message: string) => new ApiError(403, 'forbidden', message);
const lastOwner = (message: string) => new ApiError(409, 'last_owner', message);

function assertMayChangeRole(actor: WorkspaceRole, target: WorkspaceRole, role: WorkspaceRole) {
  if (!can(actor, 'member:update-role')) throw forbidden(workspaceMessages.forbidden);
  if (!mayActOn(actor, target)) throw forbidden(memberMessages.changeRoleOutranked);
  if (!grantableRoles(actor).includes(role)) throw forbidden(memberMessages.grantRoleTooHigh);
}

function assertMayRemove(actor: WorkspaceRole, target: WorkspaceRole) {
  if (!can(actor, 'member:remove')) throw forbidden(workspaceMessages.forbidden);
  if (!mayActOn(actor, target)) throw forbidden(memberMessages.removeOutranked);
}

/**
 * Locks the workspace's Owner rows with the caller's and the target's, in id order so that two changes never
 * deadlock, and reads them again: the last-Owner guard and the rank rules then hold however requests race
 * (docs/decisions/010-permission-matrix.md). A row a concurrent change removed is simply missing.
 */
async function lockMembers(tx: Tx, workspaceId: string, callerId: string, targetId: string) {
  const rows = await tx
    .select({ id: members.id, role: members.role })
    .from(members)
    .where(
      and(
        eq(members.organizationId, workspaceId),
        or(eq(members.role, 'owner'), inArray(members.id, [callerId, targetId])),
      ),
    )
    .orderBy(asc(members.id))
    .for('update');
  return {
    target: rows.find((row) => row.id === targetId),
    caller: rows.find((row) => row.id === callerId),
    owners: rows.filter((row) => row.role === 'owner').length,
  };
}

/** The target as locked: gone meanwhile is as unknown as never there. */
function lockedTarget<Row>(target: Row | undefined): Row {
  if (!target) throw new ApiError(404, 'not_found', memberMessages.notFound);
  return target;
}

/** The caller's role as locked: a caller removed meanwhile may do nothing more here. */
function lockedRole(caller: { role: WorkspaceRole } | undefined): WorkspaceRole {
  if (!caller) throw forbidden(memberMessages.noLongerMember);
  return caller.role;
}

/**
 * Gives a member another role: only below the caller's rank (an Owner on anyone), only a role the caller may
 * grant, never leaving the workspace without an Owner. Answers the member as updated.
 */
export async function changeMemberRole(
  db: Db,
  caller: Membership,
  callerUserId: string,
  memberId: string,
  role: WorkspaceRole,
): Promise<Member> {
  const target = await findMember(db, caller.id, memberId, callerUserId);
  // Refused at once on the roles the request started with; checked again below on the locked rows.
  assertMayChangeRole(caller.role, target.role, role);
  await db.transaction(async (tx) => {
    const locked = await lockMembers(tx, caller.id, caller.memberId, memberId);
    const lockedTargetRole = lockedTarget(locked.target).role;
    // The guard comes first: of two Owners demoting each other at once, the later one meets it (409).
    if (lockedTargetRole === 'owner' && role !== 'owner' && locked.owners <= 1) {
      throw lastOwner(memberMessages.lastOwnerDemote);
    }
    assertMayChangeRole(lockedRole(locked.caller), lockedTargetRole, role);
    await tx.update(members).set({ role }).where(eq(members.id, memberId));
  });
  return findMember(db, caller.id, memberId, callerUserId);
}

/**
 * Removes a member below the caller's rank; removing oneself is leaving, which any member may do. Answers the
 * member removed, or null when the caller left.
 */
export async function removeMember(
  db: Db,
  caller: Membership,
  callerUserId: string,
  memberId: string,
  /** Runs in the removal's transaction, for someone removed by another: their notice commits with it. */
  notify?: (removed: Member, tx: DbOrTx) => Promise<void>,
): Promise<Member | null> {
  if (memberId === caller.memberId) {
    await leaveWorkspace(db, caller);
    return null;
  }
  const target = await findMember(db, caller.id, memberId, callerUserId);
  assertMayRemove(caller.role, target.role);
  await db.transaction(async (tx) => {
    const locked = await lockMembers(tx, caller.id, caller.memberId, memberId);
    const lockedTargetRole = lockedTarget(locked.target).role;
    if (lockedTargetRole === 'owner' && locked.owners <= 1) throw lastOwner(memberMessages.lastOwnerRemove);
    assertMayRemove(lockedRole(locked.caller), lockedTargetRole);
    await tx.delete(members).where(eq(members.id, memberId));
    await notify?.(target, tx);
  });
  return target;
}

/**
 * The caller leaves the workspace, unless they are its last Owner. Their next request finds them in another
 * of their workspaces (requireWorkspace moves the session).
 */
export async function leaveWorkspace(db: Db, caller: Membership) {
  await db.transaction(async (tx) => {
    const { caller: me, owners } = await lockMembers(tx, caller.id, caller.memberId, caller.memberId);
    // Removed by someone else meanwhile: already gone, which is what leaving asks for.
    if (!me) return;
    if (me.role === 'owner' && owners <= 1) throw lastOwner(memberMessages.lastOwnerLeave);
    await tx.delete(members).where(eq(members.id, caller.memberId));
  });
}

/** The member an Owner may hand the workspace to: another member of it (404 for anyone else's). */
export async function transferTarget(db: Db, caller: Membership, callerUserId: string, memberId: string) {
  const target = await findMember(db, caller.id, memberId, callerUserId);
  if (target.id === caller.memberId) {
    throw new ApiError(400, 'invalid_input', memberMessages.transferToSelf, {}, 'memberId');
  }
  return target;
}

/**
 * In one transaction the member becomes an Owner and the calling Owner an Admin, and `notify` (the new Owner's
 * notice) is queued: the change and its mail commit together or not at all.
 */
export async function transferOwnership(
  db: Db,
  caller: Membership,
  memberId: string,
  notify?: (tx: DbOrTx) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const locked = await lockMembers(tx, caller.id, caller.memberId, memberId);
    lockedTarget(locked.target);
    if (lockedRole(locked.caller) !== 'owner') throw forbidden(workspaceMessages.forbidden);
    await tx.update(members).set({ role: 'owner' }).where(eq(members.id, memberId));
    await tx.update(members).set({ role: 'admin' }).where(eq(members.id, caller.memberId));
    await notify?.(tx);
  });
}

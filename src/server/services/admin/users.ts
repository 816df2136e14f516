import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  adminPageSize,
  type AdminRole,
  type AdminUserDetail,
  type AdminUserFilters,
  type AdminUserRow,
  type BanInput,
  type SignInMethod,
} from '../../../shared/admin';
import { adminRefusal, type AdminRefusal, type AdminUserAction } from '../../../shared/admin-actions';
import type { Paged } from '../../../shared/paged';
import { adminMessages } from '../../../shared/i18n/messages/admin';
import type { Db } from '../../db/client';
import { isAdminEmail } from '../../env';
import { accounts, members, sessions, users, workspaces } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { containsPattern } from '../../lib/like-literal';
import { auditedAction, type AdminActor } from './audit';

const e = adminMessages.errors;

// Spelt out: inside a subquery, drizzle would print the outer column unqualified (and so the inner table's).
export const userIdRef = sql.raw('"users"."id"');

const banInForce = sql`(${users.banned} = true and (${users.banExpires} is null or ${users.banExpires} > now()))`;

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
  role: users.role,
  banned: sql<boolean>`${banInForce}`,
  banExpires: users.banExpires,
  banReason: users.banReason,
  twoFactorEnabled: users.twoFactorEnabled,
  methods: sql<
    string | null
  >`(select string_agg(distinct ${accounts.providerId}, ',') from ${accounts} where ${accounts.userId} = ${userIdRef})`,
  workspaces: sql<number>`(select count(*) from ${members} where ${members.userId} = ${userIdRef})`.mapWith(
    Number,
  ),
  // The later of a session's last refresh and a workspace request (see activeSince in overview.ts).
  lastActiveAt: sql<Date | string | null>`greatest(
    (select max(${sessions.updatedAt}) from ${sessions} where ${sessions.userId} = ${userIdRef}),
    (select max(${members.lastActiveAt}) from ${members} where ${members.userId} = ${userIdRef}))`,
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const methodOf = (provider: string): SignInMethod => (provider === 'credential' ? 'password' : 'google');

function toRow(record: Record<string, unknown>, adminEmails: string[]): AdminUserRow {
  const row = record as {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    createdAt: Date;
    role: string | null;
    banned: boolean;
    banExpires: Date | null;
    banReason: string | null;
    twoFactorEnabled: boolean | null;
    methods: string | null;
    workspaces: number;
    lastActiveAt: Date | string | null;
  };
  const banned = row.banned === true;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    methods: [...new Set((row.methods ?? '').split(',').filter(Boolean).map(methodOf))],
    workspaces: row.workspaces,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: iso(row.lastActiveAt),
    role: row.role === 'admin' ? 'admin' : 'user',
    banned,
    banExpires: banned ? iso(row.banExpires) : null,
    banReason: banned ? row.banReason : null,
    twoFactorEnabled: row.twoFactorEnabled === true,
    // An ADMIN_EMAILS admin: the role comes from the configuration and is re-granted at every start.
    managedByConfig: row.role === 'admin' && isAdminEmail(adminEmails, row.email),
  };
}

function userConditions({ search, role, status }: AdminUserFilters) {
  const conditions: (SQL | undefined)[] = [];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  if (role === 'admin') conditions.push(eq(users.role, 'admin'));
  if (role === 'user') conditions.push(sql`${users.role} is distinct from 'admin'`);
  if (status === 'banned') conditions.push(banInForce);
  if (status === 'active') conditions.push(sql`not ${banInForce}`);
  return and(...conditions);
}

export async function listUsers(
  db: Db,
  filters: AdminUserFilters,
  adminEmails: string[],
): Promise<Paged<AdminUserRow>> {
  const page = filters.page ?? 1;
  const where = userConditions(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(adminPageSize)
      .offset((page - 1) * adminPageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((row) => toRow(row, adminEmails)),
    total: counted?.total ?? 0,
    page,
    pageSize: adminPageSize,
  };
}

async function findUserRow(db: Db, userId: string, adminEmails: string[]) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  if (!row) throw new ApiError(404, 'not_found', e.notFound);
  return toRow(row, adminEmails);
}

/** One user with their workspaces and sessions (never the session tokens). */
export async function getUserDetail(db: Db, userId: string, adminEmails: string[]): Promise<AdminUserDetail> {
  const user = await findUserRow(db, userId, adminEmails);
  const [workspaceList, sessionList] = await Promise.all([
    db
      .select({ id: workspaces.id, name: workspaces.name, role: members.role })
      .from(members)
      .innerJoin(workspaces, eq(workspaces.id, members.organizationId))
      .where(eq(members.userId, userId))
      .orderBy(asc(members.createdAt)),
    db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        updatedAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
      .orderBy(desc(sessions.updatedAt)),
  ]);
  return {
    ...user,
    workspaceList,
    sessions: sessionList.map((session) => ({
      ...session,
      createdAt: session.createdAt.toISOString(),
      updatedAt: session.updatedAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    })),
  };
}

const refusalError: Record<AdminRefusal, () => ApiError> = {
  self: () => new ApiError(400, 'self', e.self),
  target_is_admin: () => new ApiError(409, 'target_is_admin', e.targetIsAdmin),
  managed_by_config: () => new ApiError(409, 'managed_by_config', e.managed),
  target_banned: () => new ApiError(409, 'target_banned', e.targetBanned),
};

/** Throws the API error of the shared rule that refuses this action (src/shared/admin-actions.ts), if any. */
const refuse = (refusal: AdminRefusal | undefined) => {
  if (refusal) throw refusalError[refusal]();
};

const assertMay = (actor: AdminActor, target: AdminUserRow, action: AdminUserAction) =>
  refuse(adminRefusal(actor, target, action));

/**
 * Bans at once: the ban is stored and every session of the user deleted, so their very next request is
 * signed out; better-auth's admin plugin then refuses them a new session (auth.ts words the message). A ban
 * without an end never lifts; one with an end lifts at their first sign-in after it.
 */
export async function banUser(
  db: Db,
  actor: AdminActor,
  userId: string,
  input: BanInput,
  adminEmails: string[],
) {
  const target = await findUserRow(db, userId, adminEmails);
  assertMay(actor, target, 'ban');
  const expires = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expires && expires.getTime() <= Date.now()) {
    throw new ApiError(400, 'invalid_input', e.expiryInPast, {}, 'expiresAt');
  }
  await auditedAction(
    db,
    actor,
    {
      action: 'user.ban',
      target,
      details: { reason: input.reason, expiresAt: expires?.toISOString() ?? null },
    },
    async (tx) => {
      await tx
        .update(users)
        .set({ banned: true, banReason: input.reason, banExpires: expires })
        .where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },
  );
  return findUserRow(db, userId, adminEmails);
}

export async function unbanUser(db: Db, actor: AdminActor, userId: string, adminEmails: string[]) {
  const target = await findUserRow(db, userId, adminEmails);
  assertMay(actor, target, 'unban');
  await auditedAction(db, actor, { action: 'user.unban', target }, (tx) =>
    tx.update(users).set({ banned: false, banReason: null, banExpires: null }).where(eq(users.id, userId)),
  );
  return findUserRow(db, userId, adminEmails);
}

/**
 * Signs a user out everywhere. Not an admin from ADMIN_EMAILS (another admin could keep them signed out in a
 * loop) and not oneself (Settings → Accounts does that).
 */
export async function revokeUserSessions(db: Db, actor: AdminActor, userId: string, adminEmails: string[]) {
  const target = await findUserRow(db, userId, adminEmails);
  assertMay(actor, target, 'revoke-sessions');
  const revoked = await auditedAction(db, actor, { action: 'user.revoke_sessions', target }, async (tx) => {
    const rows = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    return rows.length;
  });
  return { revoked };
}

/**
 * Grants or removes the global admin role. Removing it locks every admin row first and counts them, so two
 * admins demoting each other at once cannot leave none; ADMIN_EMAILS accounts are the configuration's to
 * change; nobody demotes themselves.
 */
export async function setAdminRole(
  db: Db,
  actor: AdminActor,
  userId: string,
  role: AdminRole,
  adminEmails: string[],
) {
  const target = await findUserRow(db, userId, adminEmails);
  const refusal = adminRefusal(actor, target, role === 'admin' ? 'grant-admin' : 'revoke-admin');
  // Demoting oneself is refused after the last-admin guard, so the last admin is told why they must stay.
  if (refusal !== 'self') refuse(refusal);
  await auditedAction(
    db,
    actor,
    { action: role === 'admin' ? 'user.grant_admin' : 'user.revoke_admin', target },
    async (tx) => {
      if (role === 'user') {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, 'admin'))
          .for('update');
        const ids = admins.map((admin) => admin.id);
        if (!ids.includes(actor.id)) {
          throw new ApiError(403, 'admin_required', adminMessages.accessDenied);
        }
        if (ids.includes(userId) && ids.length <= 1) throw new ApiError(409, 'last_admin', e.lastAdmin);
        refuse(refusal);
      }
      await tx.update(users).set({ role }).where(eq(users.id, userId));
    },
  );
  return findUserRow(db, userId, adminEmails);
}

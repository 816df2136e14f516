import { asc, count, eq, sql } from 'drizzle-orm';
import type { AdminOverview, SignUpDay } from '../../../shared/admin';
import type { Db } from '../../db/client';
import { feedback, members, sessions, users, workspaces } from '../../db/schema/index';
import { isAdminEmail } from '../../env';
import { userIdRef } from './users';

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * Active: a session used (its updated_at, refreshed daily by better-auth) or a workspace request (members'
 * last_active_at) within the window. Either alone misses people: signing out deletes the session, and the
 * profile pages never touch a workspace.
 */
export const activeSince = (days: number) => sql`(
  exists (select 1 from ${sessions} where ${sessions.userId} = ${userIdRef} and ${sessions.updatedAt} >= ${daysAgo(days)})
  or exists (select 1 from ${members} where ${members.userId} = ${userIdRef} and ${members.lastActiveAt} >= ${daysAgo(days)})
)`;

export async function adminOverview(db: Db, adminEmails: string[]): Promise<AdminOverview> {
  const [[totals], [workspaceTotal], [waiting], admins] = await Promise.all([
    db
      .select({
        users: count(),
        signUps7: sql<number>`count(*) filter (where ${users.createdAt} >= ${daysAgo(7)})`.mapWith(Number),
        signUps30: sql<number>`count(*) filter (where ${users.createdAt} >= ${daysAgo(30)})`.mapWith(Number),
        active7: sql<number>`count(*) filter (where ${activeSince(7)})`.mapWith(Number),
      })
      .from(users),
    db.select({ total: count() }).from(workspaces),
    db.select({ total: count() }).from(feedback).where(eq(feedback.status, 'new')),
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        twoFactorEnabled: users.twoFactorEnabled,
      })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.email)),
  ]);
  return {
    users: totals?.users ?? 0,
    workspaces: workspaceTotal?.total ?? 0,
    signUps7: totals?.signUps7 ?? 0,
    signUps30: totals?.signUps30 ?? 0,
    active7: totals?.active7 ?? 0,
    feedbackWaiting: waiting?.total ?? 0,
    admins: admins.map((admin) => ({
      ...admin,
      twoFactorEnabled: admin.twoFactorEnabled === true,
      managedByConfig: isAdminEmail(adminEmails, admin.email),
    })),
  };
}

/**
 * Sign-ups per UTC day over the last `days` days, today included, zero-filled: one query over the users table
 * (generate_series left-joined to the day each account was made), no stored counters or cron job.
 */
export async function signUpsPerDay(db: Db, days: number): Promise<SignUpDay[]> {
  const today = sql`(now() at time zone 'UTC')::date`;
  const result = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, count(${users.id})::int as count
    from generate_series(${today} - ${days - 1}::int, ${today}, interval '1 day') as d(day)
    left join ${users} on (${users.createdAt} at time zone 'UTC')::date = d.day::date
    group by d.day
    order by d.day`);
  return (result as unknown as { rows: { day: string; count: number }[] }).rows.map((row) => ({
    day: row.day,
    count: Number(row.count),
  }));
}

import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessions, users, verifications } from '../../db/schema/index';
import { signUp, withCookie } from '../../test/auth-helpers';
import { describeOnEachDatabase } from '../../test/test-app';
import { pruneExpiredAuthRows } from './expired-rows';

describeOnEachDatabase('expired auth rows', (context) => {
  it('deletes expired sessions and verification rows, and keeps live ones working', async () => {
    const { db } = context().database;
    const abandoned = await signUp(context());
    const live = await signUp(context());
    const [abandonedUser] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, abandoned.account.email));
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, abandonedUser!.id));
    const expiredCode = `expired-${crypto.randomUUID()}`;
    const liveCode = `live-${crypto.randomUUID()}`;
    await db.insert(verifications).values([
      {
        id: crypto.randomUUID(),
        identifier: expiredCode,
        value: 'x',
        expiresAt: new Date(Date.now() - 60_000),
      },
      { id: crypto.randomUUID(), identifier: liveCode, value: 'x', expiresAt: new Date(Date.now() + 60_000) },
    ]);

    const pruned = await pruneExpiredAuthRows(db);
    expect(pruned.sessions).toBeGreaterThanOrEqual(1);
    expect(pruned.verifications).toBeGreaterThanOrEqual(1);

    expect(await db.select().from(sessions).where(eq(sessions.userId, abandonedUser!.id))).toEqual([]);
    const codes = await db.select({ identifier: verifications.identifier }).from(verifications);
    expect(codes.map((row) => row.identifier)).toContain(liveCode);
    expect(codes.map((row) => row.identifier)).not.toContain(expiredCode);
    const profile = await context().app.request('/api/profile', withCookie(live.cookie));
    expect(profile.status).toBe(200);
    expect((await context().app.request('/api/profile', withCookie(abandoned.cookie))).status).toBe(401);
  });
});

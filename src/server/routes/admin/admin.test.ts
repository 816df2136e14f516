import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminErrorCodes,
  type AdminOverview,
  type AdminUserDetail,
  type AdminUserRow,
  type AuditEntry,
  type FeedbackItem,
  type SignUpDay,
} from '../../../shared/admin';
import type { Paged } from '../../../shared/paged';
import { adminMessages } from '../../../shared/i18n/messages/admin';
import { auditLog, feedback, sessions, users } from '../../db/schema/index';
import { auditedAction } from '../../services/admin/audit';
import { adminUser, normalUser, type TestPerson } from '../../test/admin-helpers';
import { signIn, withCookie } from '../../test/auth-helpers';
import { describeOnEachDatabase, jsonRequest, testOrigin, type TestApp } from '../../test/test-app';

const send = (testApp: TestApp, cookie: string | null, method: string, path: string, body?: unknown) => {
  const init = body === undefined ? { method, headers: { origin: testOrigin } } : jsonRequest(method, body);
  return testApp.app.request(`/api/admin${path}`, cookie ? withCookie(cookie, init) : init);
};

const json = async <T>(response: Response, status = 200): Promise<T> => {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
};

const errorCode = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

/** Every admin route, with a target made fresh for each call so that the calls never meet. */
type RouteCase = { name: string; request: (target: TestPerson) => [string, string, unknown?]; ok: number };
const routeCases: RouteCase[] = [
  { name: 'GET /me', request: () => ['GET', '/me'], ok: 200 },
  { name: 'GET /overview', request: () => ['GET', '/overview'], ok: 200 },
  { name: 'GET /sign-ups', request: () => ['GET', '/sign-ups?days=90'], ok: 200 },
  { name: 'GET /users', request: () => ['GET', '/users?search=a'], ok: 200 },
  { name: 'GET /users/:id', request: (t) => ['GET', `/users/${t.id}`], ok: 200 },
  {
    name: 'POST /users/:id/ban',
    request: (t) => ['POST', `/users/${t.id}/ban`, { reason: 'Spam' }],
    ok: 200,
  },
  { name: 'POST /users/:id/unban', request: (t) => ['POST', `/users/${t.id}/unban`, {}], ok: 200 },
  {
    name: 'POST /users/:id/revoke-sessions',
    request: (t) => ['POST', `/users/${t.id}/revoke-sessions`, {}],
    ok: 200,
  },
  { name: 'PUT /users/:id/role', request: (t) => ['PUT', `/users/${t.id}/role`, { role: 'admin' }], ok: 200 },
  { name: 'GET /feedback', request: () => ['GET', '/feedback?status=new'], ok: 200 },
  {
    name: 'PATCH /feedback/:id',
    request: () => ['PATCH', `/feedback/${randomUUID()}`, { status: 'read' }],
    ok: 404,
  },
  { name: 'GET /audit', request: () => ['GET', '/audit?action=user.ban'], ok: 200 },
];

describeOnEachDatabase('admin API', (context) => {
  let admin: TestPerson;
  let adminWithoutTwoFactor: TestPerson;
  let user: TestPerson;

  beforeAll(async () => {
    admin = await adminUser(context());
    adminWithoutTwoFactor = await adminUser(context(), { twoFactor: false });
    user = await normalUser(context());
  });

  describe.each(routeCases)('$name', ({ request, ok }) => {
    const call = async (cookie: string | null) => {
      const [method, path, body] = request(await normalUser(context()));
      return send(context(), cookie, method, path, body);
    };

    it('is 401 for an anonymous caller', async () => {
      const response = await call(null);
      expect(response.status).toBe(401);
    });

    it('is 403 for a normal user, with the denial', async () => {
      const response = await call(user.cookie);
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toEqual({
        code: adminErrorCodes.notAdmin,
        message: 'Access denied. Global Admin privileges required.',
      });
    });

    it('is 403 for an admin without two-factor, with its own code', async () => {
      const response = await call(adminWithoutTwoFactor.cookie);
      expect(response.status).toBe(403);
      expect((await errorCode(response)).code).toBe(adminErrorCodes.twoFactorRequired);
    });

    it('answers an admin with two-factor on', async () => {
      const response = await call(admin.cookie);
      expect(response.status, await response.clone().text()).toBe(ok);
    });
  });

  it('reads the role from the database on every request: a demoted admin is refused at once', async () => {
    const other = await adminUser(context());
    expect((await send(context(), other.cookie, 'GET', '/me')).status).toBe(200);
    await context().database.db.update(users).set({ role: 'user' }).where(eq(users.id, other.id));
    expect((await send(context(), other.cookie, 'GET', '/me')).status).toBe(403);
  });

  it('counts the overview and draws sign-ups per day, zero-filled, from one query', async () => {
    const overview = await json<AdminOverview>(await send(context(), admin.cookie, 'GET', '/overview'));
    expect(overview.users).toBeGreaterThanOrEqual(3);
    expect(overview.signUps7).toBeGreaterThanOrEqual(3);
    expect(overview.active7).toBeGreaterThanOrEqual(3);
    expect(overview.workspaces).toBeGreaterThanOrEqual(3);
    expect(overview.admins).toContainEqual(
      expect.objectContaining({ email: admin.email, twoFactorEnabled: true, managedByConfig: false }),
    );
    expect(overview.admins).toContainEqual(
      expect.objectContaining({ email: adminWithoutTwoFactor.email, twoFactorEnabled: false }),
    );

    for (const days of [30, 90]) {
      const { series } = await json<{ series: SignUpDay[] }>(
        await send(context(), admin.cookie, 'GET', `/sign-ups?days=${days}`),
      );
      expect(series).toHaveLength(days);
      expect(series.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
      expect(series.at(-1)!.count).toBeGreaterThanOrEqual(3);
    }
    expect((await send(context(), admin.cookie, 'GET', '/sign-ups?days=7')).status).toBe(400);
  });

  it('searches name and email together, taking wildcards literally, and filters by role and ban', async () => {
    const tag = randomUUID().slice(0, 8);
    const found = await normalUser(context(), { email: `finder-${tag}@example.test`, name: 'Zed' });
    await normalUser(context(), { name: `Named ${tag}` });

    const byPart = await json<Paged<AdminUserRow>>(
      await send(context(), admin.cookie, 'GET', `/users?search=${tag}`),
    );
    expect(byPart.total).toBe(2);
    const row = byPart.items.find((item) => item.id === found.id)!;
    expect(row).toMatchObject({ methods: ['password'], workspaces: 1, role: 'user', banned: false });
    expect(row.lastActiveAt).not.toBeNull();

    const wildcard = await json<Paged<AdminUserRow>>(
      await send(context(), admin.cookie, 'GET', `/users?search=${encodeURIComponent('%_')}`),
    );
    expect(wildcard.total).toBe(0);

    const admins = await json<Paged<AdminUserRow>>(
      await send(context(), admin.cookie, 'GET', '/users?role=admin'),
    );
    expect(admins.items.every((item) => item.role === 'admin')).toBe(true);
    expect(admins.items.map((item) => item.email)).toContain(admin.email);
    expect((await send(context(), admin.cookie, 'GET', '/users?role=root')).status).toBe(400);
  });

  it('shows a user with their workspaces and sessions, never a token', async () => {
    const someone = await normalUser(context());
    const { user: detail } = await json<{ user: AdminUserDetail }>(
      await send(context(), admin.cookie, 'GET', `/users/${someone.id}`),
    );
    expect(detail.workspaceList).toHaveLength(1);
    expect(detail.sessions).toHaveLength(1);
    const [token] = await context()
      .database.db.select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, someone.id));
    expect(JSON.stringify(detail)).not.toContain(token!.token);
    expect(detail.sessions[0]).not.toHaveProperty('token');
    expect((await send(context(), admin.cookie, 'GET', `/users/${randomUUID()}`)).status).toBe(404);
  });

  it('bans permanently: sessions end at once, sign-in is refused with a clear message, and it never lifts', async () => {
    const target = await normalUser(context());
    const banned = await send(context(), admin.cookie, 'POST', `/users/${target.id}/ban`, { reason: 'Spam' });
    expect((await json<{ user: AdminUserRow }>(banned)).user).toMatchObject({
      banned: true,
      banExpires: null,
    });

    expect((await context().app.request('/api/profile', withCookie(target.cookie))).status).toBe(401);
    const refused = await signIn(context(), target);
    expect(refused.response.status).toBe(403);
    expect(await errorCode(refused.response)).toEqual({
      code: 'BANNED_USER',
      message: adminMessages.banned.permanent,
    });
    const [row] = await context().database.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ banned: true, banReason: 'Spam', banExpires: null });

    await json(await send(context(), admin.cookie, 'POST', `/users/${target.id}/unban`, {}));
    expect((await signIn(context(), target)).response.status).toBe(200);
  });

  it('bans until a date: refused before it, lifted by the first sign-in after it', async () => {
    const target = await normalUser(context());
    const until = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    const banned = await send(context(), admin.cookie, 'POST', `/users/${target.id}/ban`, {
      reason: 'Cooling off',
      expiresAt: until.toISOString(),
    });
    expect((await json<{ user: AdminUserRow }>(banned)).user.banExpires).toBe(until.toISOString());
    const refused = await signIn(context(), target);
    expect(refused.response.status).toBe(403);
    expect((await errorCode(refused.response)).message).toContain('banned until');

    // Time passes.
    await context()
      .database.db.update(users)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(users.id, target.id));
    const listed = await json<Paged<AdminUserRow>>(
      await send(context(), admin.cookie, 'GET', `/users?search=${encodeURIComponent(target.email)}`),
    );
    expect(listed.items[0]!.banned).toBe(false);
    expect((await signIn(context(), target)).response.status).toBe(200);
    const [row] = await context().database.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.banned).toBe(false);

    const past = await send(context(), admin.cookie, 'POST', `/users/${target.id}/ban`, {
      reason: 'Late',
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
  });

  it('refuses to ban oneself, another admin, or without a reason', async () => {
    expect(
      (
        await errorCode(
          await send(context(), admin.cookie, 'POST', `/users/${admin.id}/ban`, { reason: 'x' }),
        )
      ).code,
    ).toBe('self');
    const other = await adminUser(context(), { twoFactor: false });
    const response = await send(context(), admin.cookie, 'POST', `/users/${other.id}/ban`, { reason: 'x' });
    expect(response.status).toBe(409);
    expect(
      (await send(context(), admin.cookie, 'POST', `/users/${user.id}/ban`, { reason: '  ' })).status,
    ).toBe(400);
  });

  it('revokes every session of a user', async () => {
    const target = await normalUser(context());
    const { revoked } = await json<{ revoked: number }>(
      await send(context(), admin.cookie, 'POST', `/users/${target.id}/revoke-sessions`, {}),
    );
    expect(revoked).toBe(1);
    expect((await context().app.request('/api/profile', withCookie(target.cookie))).status).toBe(401);
    const self = await send(context(), admin.cookie, 'POST', `/users/${admin.id}/revoke-sessions`, {});
    expect((await errorCode(self)).code).toBe('self');
  });

  it('does not make a banned user an admin until the ban is lifted', async () => {
    const target = await normalUser(context());
    await json(await send(context(), admin.cookie, 'POST', `/users/${target.id}/ban`, { reason: 'spam' }));
    const refused = await send(context(), admin.cookie, 'PUT', `/users/${target.id}/role`, { role: 'admin' });
    expect(refused.status).toBe(409);
    expect((await errorCode(refused)).code).toBe('target_banned');
    await json(await send(context(), admin.cookie, 'POST', `/users/${target.id}/unban`, {}));
    const granted = await send(context(), admin.cookie, 'PUT', `/users/${target.id}/role`, { role: 'admin' });
    expect((await json<{ user: AdminUserRow }>(granted)).user.role).toBe('admin');
  });

  it('grants and removes the admin role; nobody demotes themselves', async () => {
    const target = await normalUser(context());
    const granted = await send(context(), admin.cookie, 'PUT', `/users/${target.id}/role`, { role: 'admin' });
    expect((await json<{ user: AdminUserRow }>(granted)).user.role).toBe('admin');
    const removed = await send(context(), admin.cookie, 'PUT', `/users/${target.id}/role`, { role: 'user' });
    expect((await json<{ user: AdminUserRow }>(removed)).user.role).toBe('user');
    const self = await send(context(), admin.cookie, 'PUT', `/users/${admin.id}/role`, { role: 'user' });
    expect(self.status).toBe(400);
  });

  it('writes an audit row with each action, and lists it with filters', async () => {
    const target = await normalUser(context());
    await json(await send(context(), admin.cookie, 'POST', `/users/${target.id}/revoke-sessions`, {}));
    const log = await json<Paged<AuditEntry>>(
      await send(
        context(),
        admin.cookie,
        'GET',
        `/audit?action=user.revoke_sessions&search=${encodeURIComponent(target.email)}`,
      ),
    );
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'user.revoke_sessions',
      targetUserId: target.id,
      targetEmail: target.email,
    });
    expect(log.items[0]!.address).toMatch(/^100\./);
    // Read only: nothing edits or deletes the log.
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      const response = await send(context(), admin.cookie, method, `/audit/${log.items[0]!.id}`, {});
      expect(response.status).toBe(404);
    }
  });

  it('rolls the audit row back with a failed action, and the action back with a failed audit row', async () => {
    const { db } = context().database;
    const target = await normalUser(context());
    const actor = { id: admin.id, email: admin.email, address: '127.0.0.1' };
    const failing = auditedAction(db, actor, { action: 'user.ban', target }, async (tx) => {
      await tx.update(users).set({ banned: true }).where(eq(users.id, target.id));
      throw new Error('the action failed half-way');
    });
    await expect(failing).rejects.toThrow('half-way');
    const rows = await db.select().from(auditLog).where(eq(auditLog.targetUserId, target.id));
    expect(rows).toHaveLength(0);
    const [row] = await db.select().from(users).where(eq(users.id, target.id));
    expect(row!.banned).toBe(false);

    const badAudit = auditedAction(
      db,
      { ...actor, email: null as unknown as string },
      { action: 'user.ban', target },
      (tx) => tx.update(users).set({ banned: true }).where(eq(users.id, target.id)),
    );
    await expect(badAudit).rejects.toThrow();
    const [after] = await db.select().from(users).where(eq(users.id, target.id));
    expect(after!.banned).toBe(false);
  });

  it('moves feedback through new, read and resolved, with its sender and page, and audits it', async () => {
    const { db } = context().database;
    const sent = await context().app.request(
      '/api/feedback',
      jsonRequest('POST', { message: 'Anonymous note', page: '/manifesto' }),
    );
    const { feedback: anonymous } = await json<{ feedback: { id: string } }>(sent, 201);
    const [signed] = await db
      .insert(feedback)
      .values({ message: 'Signed note', userId: user.id })
      .returning();
    const inbox = await json<Paged<FeedbackItem>>(
      await send(context(), admin.cookie, 'GET', '/feedback?status=new'),
    );
    expect(inbox.items.find((item) => item.id === anonymous!.id)).toMatchObject({
      sender: null,
      page: '/manifesto',
    });
    expect(inbox.items.find((item) => item.id === signed!.id)!.sender).toMatchObject({
      id: user.id,
      email: user.email,
    });
    const me = await json<{ newFeedback: number }>(await send(context(), admin.cookie, 'GET', '/me'));
    expect(me.newFeedback).toBeGreaterThanOrEqual(2);

    for (const status of ['read', 'resolved'] as const) {
      const changed = await send(context(), admin.cookie, 'PATCH', `/feedback/${signed!.id}`, { status });
      expect((await json<{ feedback: FeedbackItem }>(changed)).feedback.status).toBe(status);
    }
    const resolved = await json<Paged<FeedbackItem>>(
      await send(context(), admin.cookie, 'GET', '/feedback?status=resolved'),
    );
    expect(resolved.items.map((item) => item.id)).toContain(signed!.id);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'feedback.status'));
    expect(audit.filter((entry) => entry.targetUserId === user.id)).toHaveLength(2);
    expect(
      (await send(context(), admin.cookie, 'PATCH', '/feedback/not-a-uuid', { status: 'read' })).status,
    ).toBe(404);
  });
});

describeOnEachDatabase('admin API: the last admin', (context) => {
  it('cannot be demoted, and the refused attempt leaves no audit row', async () => {
    const only = await adminUser(context());
    const response = await send(context(), only.cookie, 'PUT', `/users/${only.id}/role`, { role: 'user' });
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toEqual({
      code: 'last_admin',
      message: adminMessages.errors.lastAdmin,
    });
    const rows = await context()
      .database.db.select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.revoke_admin'));
    expect(rows).toHaveLength(0);
  });

  it('survives two admins demoting each other at once: one of them stays', async () => {
    const first = await adminUser(context());
    const second = await adminUser(context());
    const { db } = context().database;
    // Only these two (and the one above) hold the role; leave exactly these two.
    await db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, first.id));
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, second.id));
    const results = await Promise.all([
      send(context(), first.cookie, 'PUT', `/users/${second.id}/role`, { role: 'user' }),
      send(context(), second.cookie, 'PUT', `/users/${first.id}/role`, { role: 'user' }),
    ]);
    expect(results.map((response) => response.status).sort()).toEqual([200, 403].sort());
    const admins = await db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });
});

describeOnEachDatabase(
  'admin API: ADMIN_EMAILS accounts',
  (context) => {
    it('are shown as managed by configuration and cannot be demoted', async () => {
      const managed = await adminUser(context(), { email: 'ops@example.test' });
      const other = await adminUser(context());
      const { user: detail } = await json<{ user: AdminUserDetail }>(
        await send(context(), other.cookie, 'GET', `/users/${managed.id}`),
      );
      expect(detail.managedByConfig).toBe(true);
      const response = await send(context(), other.cookie, 'PUT', `/users/${managed.id}/role`, {
        role: 'user',
      });
      expect(response.status).toBe(409);
      expect((await errorCode(response)).code).toBe('managed_by_config');
      // Nor can another admin keep them signed out.
      const revoke = await send(context(), other.cookie, 'POST', `/users/${managed.id}/revoke-sessions`, {});
      expect(revoke.status).toBe(409);
      expect((await errorCode(revoke)).code).toBe('managed_by_config');
      expect((await context().app.request('/api/profile', withCookie(managed.cookie))).status).toBe(200);
    });
  },
  { ADMIN_EMAILS: 'ops@example.test' },
);

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  assistantConversations,
  feedback,
  members,
  sessions,
  users,
  workspaces,
} from '../../db/schema/index';
import { limitRules } from '../../lib/limits';
import { latestMailOfKind, signIn, withCookie } from '../../test/auth-helpers';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import { describeOnEachDatabase, fromPeer, jsonRequest, type TestApp } from '../../test/test-app';
import { enableTwoFactor } from '../../test/totp';

const remove = (testApp: TestApp, cookie: string, body: unknown, address?: string) =>
  testApp.app.request(
    '/api/account/deletion',
    withCookie(cookie, jsonRequest('POST', body)),
    address ? fromPeer(address) : undefined,
  );

const preview = async (testApp: TestApp, cookie: string) =>
  (await (await testApp.app.request('/api/account/deletion', withCookie(cookie))).json()) as {
    deletion: { blockers: { name: string }[]; deletedWithAccount: { name: string }[] };
  };

describeOnEachDatabase('/api/account/deletion', (context) => {
  it('refuses anonymous callers and bad input', async () => {
    expect((await remove(context(), '', { confirmEmail: 'x' })).status).toBe(401);
    const { cookie, account } = await signedUpOwner(context());
    expect((await remove(context(), cookie, { confirmEmail: 42 })).status).toBe(400);
    expect((await remove(context(), cookie, { confirmEmail: account.email, extra: 1 })).status).toBe(400);
    const mismatch = await remove(context(), cookie, {
      confirmEmail: 'else@example.test',
      password: account.password,
    });
    expect(await mismatch.json()).toMatchObject({
      error: { code: 'confirmation_mismatch', field: 'confirmEmail' },
    });
  });

  it('refuses a missing or wrong password and keeps the account', async () => {
    const { cookie, account, userId } = await signedUpOwner(context());
    const missing = await remove(context(), cookie, { confirmEmail: account.email });
    expect(await missing.json()).toMatchObject({ error: { field: 'password' } });
    const wrong = await remove(context(), cookie, { confirmEmail: account.email, password: 'Wrong-Pass1' });
    expect(wrong.status).toBe(400);
    expect(await context().database.db.$count(users, eq(users.id, userId))).toBe(1);
  });

  it('is refused while the user is the only Owner of a workspace with other members', async () => {
    const owner = await signedUpOwner(context());
    await teammate(context(), owner.workspace.id, 'editor');
    const { deletion } = await preview(context(), owner.cookie);
    expect(deletion.blockers.map((w) => w.name)).toEqual([owner.workspace.name]);
    const refused = await remove(context(), owner.cookie, {
      confirmEmail: owner.account.email,
      password: owner.account.password,
    });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('sole_owner');
    expect(body.error.message).toContain(owner.workspace.name);
    expect(await context().database.db.$count(users, eq(users.id, owner.userId))).toBe(1);
  });

  it('deletes the account, its sole-member workspace, its sessions, feedback and kept conversations, and mails a confirmation', async () => {
    const { db } = context().database;
    const owner = await signedUpOwner(context());
    // A second session, and a workspace shared with another Owner, which stays.
    const other = await signIn(context(), owner.account);
    const shared = await signedUpOwner(context());
    await db
      .insert(members)
      .values({ id: randomUUID(), organizationId: shared.workspace.id, userId: owner.userId, role: 'owner' });
    await db.insert(feedback).values({ message: 'Lovely', userId: owner.userId });
    // A kept conversation in the workspace that stays goes with the account.
    await db
      .insert(assistantConversations)
      .values({ workspaceId: shared.workspace.id, userId: owner.userId, turns: [] });

    const { deletion } = await preview(context(), owner.cookie);
    expect(deletion).toEqual({
      blockers: [],
      deletedWithAccount: [expect.objectContaining({ name: owner.workspace.name })],
    });
    const response = await remove(context(), owner.cookie, {
      confirmEmail: owner.account.email.toUpperCase(),
      password: owner.account.password,
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/session_token=;.*Max-Age=0/);

    expect(await db.$count(users, eq(users.id, owner.userId))).toBe(0);
    expect(await db.$count(sessions, eq(sessions.userId, owner.userId))).toBe(0);
    expect(await db.$count(workspaces, eq(workspaces.id, owner.workspace.id))).toBe(0);
    expect(await db.$count(workspaces, eq(workspaces.id, shared.workspace.id))).toBe(1);
    expect(await db.$count(feedback, eq(feedback.userId, owner.userId))).toBe(0);
    expect(await db.$count(assistantConversations, eq(assistantConversations.userId, owner.userId))).toBe(0);
    for (const cookie of [owner.cookie, other.cookie]) {
      expect((await context().app.request('/api/profile', withCookie(cookie))).status).toBe(401);
    }
    const signInAgain = await signIn(context(), owner.account);
    expect(signInAgain.response.status).toBe(401);
    const mail = await latestMailOfKind(context(), owner.account.email, 'account-deleted');
    expect(mail?.subject).toBe('Your Tessera account was deleted');
  });

  it('accepts a two-factor code instead of the password', async () => {
    const owner = await signedUpOwner(context(), {});
    await context().database.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.userId));
    const { backupCodes, cookie } = await enableTwoFactor(context(), owner.cookie, owner.account.password);
    const wrong = await remove(context(), cookie, { confirmEmail: owner.account.email, code: '000000' });
    expect(wrong.status).toBe(400);
    const response = await remove(context(), cookie, {
      confirmEmail: owner.account.email,
      code: backupCodes[0],
    });
    expect(response.status).toBe(204);
  });

  it('limits password checks per account', async () => {
    const { cookie, account } = await signedUpOwner(context());
    let last = 0;
    for (let attempt = 0; attempt <= limitRules.secretChecksByAccount.points; attempt++) {
      const response = await remove(
        context(),
        cookie,
        { confirmEmail: account.email, password: 'Wrong-Pass1' },
        `198.51.100.${attempt + 1}`,
      );
      last = response.status;
    }
    expect(last).toBe(429);
  });
});

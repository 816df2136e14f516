import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { WorkspaceRole } from '../../../shared/permissions';
import { mailOutbox, members, users } from '../../db/schema/index';
import { latestMailOfKind, withCookie } from '../../test/auth-helpers';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import { describeOnEachDatabase, jsonRequest } from '../../test/test-app';

/** The mails a member gets when someone else removes them or hands them the workspace; leaving sends none. */
describeOnEachDatabase('workspace member mail', (context) => {
  const db = () => context().database.db;
  const appUrl = () => context().env.APP_URL;
  const call = (cookie: string, method: string, path: string, body: unknown = {}) =>
    context().app.request(`/api/workspace${path}`, withCookie(cookie, jsonRequest(method, body)));

  const memberIdOf = async (workspaceId: string, userId: string) =>
    (
      await db()
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.organizationId, workspaceId), eq(members.userId, userId)))
    )[0]!.id;

  /** Everything queued to this address so far, so a test can tell that nothing more went out. */
  const mailCountTo = (email: string) => db().$count(mailOutbox, eq(mailOutbox.toAddress, email));

  /** A member of the workspace with this role who has no account session and no other workspace. */
  async function memberWithoutOtherWorkspace(workspaceId: string, role: WorkspaceRole) {
    const userId = randomUUID();
    const email = `lonely-${userId}@example.test`;
    await db().insert(users).values({ id: userId, name: 'Lonely Member', email });
    const memberId = randomUUID();
    await db().insert(members).values({ id: memberId, organizationId: workspaceId, userId, role });
    return { email, memberId };
  }

  it('tells a removed member who removed them, from where, in their own language', async () => {
    const remover = await signedUpOwner(context(), { name: 'Grace Hopper' });
    const member = await teammate(context(), remover.workspace.id, 'editor');
    const memberId = await memberIdOf(remover.workspace.id, member.userId);

    expect((await call(remover.cookie, 'DELETE', `/members/${memberId}`)).status).toBe(204);
    const mail = (await latestMailOfKind(context(), member.account.email, 'member-removed'))!;
    expect(mail.subject).toBe(`You were removed from ${remover.workspace.name}`);
    expect(mail.textBody).toContain('Hi Ada Lovelace,');
    expect(mail.textBody).toContain(
      `Grace Hopper removed you from ${remover.workspace.name} on Tessera. You no longer have access`,
    );
    expect(mail.textBody).toContain(`${appUrl()}/app/home`);
    // They still have their own workspace, so nothing about creating one.
    expect(mail.textBody).not.toContain('you can still sign in');

    // Their saved language wins over the remover's request, which is in English.
    const saved = await context().app.request(
      '/api/preferences',
      withCookie(member.cookie, jsonRequest('PATCH', { language: 'de' })),
    );
    expect(saved.status).toBe(200);
    await db().insert(members).values({
      id: randomUUID(),
      organizationId: remover.workspace.id,
      userId: member.userId,
      role: 'collaborator',
    });
    const again = await memberIdOf(remover.workspace.id, member.userId);
    expect((await call(remover.cookie, 'DELETE', `/members/${again}`)).status).toBe(204);
    const german = (await latestMailOfKind(context(), member.account.email, 'member-removed'))!;
    expect(german.subject).toBe(`Du wurdest aus ${remover.workspace.name} entfernt`);
    expect(german.textBody).toContain(
      `Grace Hopper hat dich auf Tessera aus ${remover.workspace.name} entfernt.`,
    );
    expect(german.html).toContain('<html lang="de">');
  });

  it('tells a removed member with no other workspace that they can still sign in and start again', async () => {
    const remover = await signedUpOwner(context());
    const lonely = await memberWithoutOtherWorkspace(remover.workspace.id, 'collaborator');
    expect((await call(remover.cookie, 'DELETE', `/members/${lonely.memberId}`)).status).toBe(204);
    const mail = (await latestMailOfKind(context(), lonely.email, 'member-removed'))!;
    expect(mail.textBody).toContain(
      'You are not in any other workspace now, but your Tessera account stays: you can still sign in, create a workspace of your own, or join one when someone invites you.',
    );
  });

  it('sends nothing when a removal is refused', async () => {
    const workspaceOwner = await signedUpOwner(context());
    const workspaceId = workspaceOwner.workspace.id;
    const editor = await teammate(context(), workspaceId, 'editor');
    const admin = await teammate(context(), workspaceId, 'admin');
    const otherAdmin = await memberWithoutOtherWorkspace(workspaceId, 'admin');
    const collaborator = await memberWithoutOtherWorkspace(workspaceId, 'collaborator');
    const before = [await mailCountTo(otherAdmin.email), await mailCountTo(collaborator.email)];

    expect((await call(editor.cookie, 'DELETE', `/members/${collaborator.memberId}`)).status).toBe(403);
    expect((await call(admin.cookie, 'DELETE', `/members/${otherAdmin.memberId}`)).status).toBe(403);
    const ownerMemberId = await memberIdOf(workspaceId, workspaceOwner.userId);
    expect((await call(workspaceOwner.cookie, 'DELETE', `/members/${ownerMemberId}`)).status).toBe(409);

    expect([await mailCountTo(otherAdmin.email), await mailCountTo(collaborator.email)]).toEqual(before);
    expect(await latestMailOfKind(context(), workspaceOwner.account.email, 'member-removed')).toBeUndefined();
  });

  it('sends nothing to a member who leaves, by /leave or by removing themselves', async () => {
    const workspaceOwner = await signedUpOwner(context());
    for (const leave of ['/leave', 'self'] as const) {
      const member = await teammate(context(), workspaceOwner.workspace.id, 'editor');
      const before = await mailCountTo(member.account.email);
      const path =
        leave === '/leave'
          ? '/leave'
          : `/members/${await memberIdOf(workspaceOwner.workspace.id, member.userId)}`;
      const response = await call(member.cookie, leave === '/leave' ? 'POST' : 'DELETE', path);
      expect(response.status, leave).toBe(204);
      expect(await mailCountTo(member.account.email), leave).toBe(before);
    }
  });

  it('tells the new Owner who handed them the workspace and what it means, once the transfer is done', async () => {
    const previous = await signedUpOwner(context(), { name: 'Grace Hopper' });
    const heir = await teammate(context(), previous.workspace.id, 'admin');
    const heirMemberId = await memberIdOf(previous.workspace.id, heir.userId);
    const before = await mailCountTo(heir.account.email);

    const refused = await call(previous.cookie, 'POST', '/transfer-ownership', {
      memberId: heirMemberId,
      password: 'Wrong-Pass1',
    });
    expect(refused.status).toBe(400);
    expect(await mailCountTo(heir.account.email)).toBe(before);

    const transferred = await call(previous.cookie, 'POST', '/transfer-ownership', {
      memberId: heirMemberId,
      password: previous.account.password,
    });
    expect(transferred.status).toBe(204);
    const mail = (await latestMailOfKind(context(), heir.account.email, 'ownership-received'))!;
    expect(mail.subject).toBe(`You are now the Owner of ${previous.workspace.name}`);
    expect(mail.textBody).toContain(
      `Grace Hopper handed ${previous.workspace.name} over to you on Tessera, and is now an Admin.`,
    );
    expect(mail.textBody).toContain('full control of the workspace, including billing');
    // The link opens that workspace, whichever one the new Owner has open.
    expect(mail.textBody).toContain(
      `${appUrl()}/settings/workspace/overview?workspace=${encodeURIComponent(previous.workspace.id)}`,
    );
    expect(await latestMailOfKind(context(), previous.account.email, 'ownership-received')).toBeUndefined();
  });
});

import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authMessages } from '../../../shared/i18n/en/auth';
import { invitationMessages } from '../../../shared/i18n/en/invitations';
import { workspaceMessages } from '../../../shared/i18n/en/workspace';
import type { PendingInvitation } from '../../../shared/workspace';
import { invitations, mailOutbox } from '../../db/schema/index';
import { withCookie } from '../../test/auth-helpers';
import {
  fillWorkspace,
  invitationMailTo,
  invite,
  signedUpOwner,
  teammate,
} from '../../test/invitation-helpers';
import { describeOnEachDatabase, jsonRequest, testOrigin } from '../../test/test-app';

const dayMs = 24 * 60 * 60 * 1000;

describeOnEachDatabase('/api/workspace/invitations', (context) => {
  const call = (cookie: string, method: string, path = '', body?: unknown) =>
    context().app.request(
      `/api/workspace/invitations${path}`,
      withCookie(
        cookie,
        body !== undefined ? jsonRequest(method, body) : { method, headers: { origin: testOrigin } },
      ),
    );
  const pendingList = async (cookie: string) => {
    const response = await call(cookie, 'GET');
    expect(response.status).toBe(200);
    return ((await response.json()) as { invitations: PendingInvitation[] }).invitations;
  };
  const stored = async (id: string) =>
    (await context().database.db.select().from(invitations).where(eq(invitations.id, id)))[0]!;
  const setExpiry = (id: string, expiresAt: Date) =>
    context().database.db.update(invitations).set({ expiresAt }).where(eq(invitations.id, id));
  const expectAbout = (date: Date | string, expectedMs: number) =>
    expect(Math.abs(new Date(date).getTime() - expectedMs)).toBeLessThan(60_000);

  it('emails an invitation with an accept link, the role and the expiry, and lists it', async () => {
    const owner = await signedUpOwner(context(), { name: 'Ada Lovelace' });
    const { response, body } = await invite(
      context(),
      owner.cookie,
      [' babbage@example.test', 'BABBAGE@example.test'],
      'editor',
    );
    expect(response.status).toBe(201);
    expect(body).toEqual({ outcomes: [{ email: 'babbage@example.test', status: 'sent' }] });

    const [listed] = await pendingList(owner.cookie);
    expect(listed).toEqual({
      id: expect.any(String),
      email: 'babbage@example.test',
      role: 'editor',
      invitedBy: 'Ada Lovelace',
      expiresAt: expect.any(String),
      expired: false,
    });
    expectAbout(listed!.expiresAt, Date.now() + 7 * dayMs);
    expect(await stored(listed!.id)).toMatchObject({ status: 'pending', inviterId: owner.userId });

    const { mail, link } = await invitationMailTo(context(), 'babbage@example.test');
    // The link names the invitation (signed) and carries the address for the page's sign-up form.
    expect(link).toMatch(
      new RegExp(
        `^${context().env.APP_URL}/invite/${listed!.id}\\.[\\w-]+\\?email=babbage%40example\\.test$`,
      ),
    );
    expect(mail.subject).toBe(`Ada Lovelace invited you to ${owner.workspace.name} on Tessera`);
    expect(mail.textBody).toContain(`Ada Lovelace invited you to join ${owner.workspace.name} on Tessera.`);
    expect(mail.textBody).toContain(
      'You will join with the Editor role. The invitation is valid for 7 days.',
    );
    expect(mail.textBody).toContain(`Accept invitation: ${link}`);
    // A mail held back by an outage is dropped once the invitation has expired, never delivered dead.
    const [queued] = await context()
      .database.db.select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, 'babbage@example.test'), eq(mailOutbox.kind, 'workspace-invitation')),
      );
    expectAbout(queued!.expiresAt!, Date.now() + 7 * dayMs);
  });

  it('invites as a Collaborator unless told, and lists the newest first', async () => {
    const owner = await signedUpOwner(context());
    await invite(context(), owner.cookie, ['first@example.test']);
    await invite(context(), owner.cookie, ['second@example.test']);
    const listed = await pendingList(owner.cookie);
    expect(listed.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: 'second@example.test', role: 'collaborator' },
      { email: 'first@example.test', role: 'collaborator' },
    ]);
  });

  it('reports each address on its own, without one failing the batch', async () => {
    const owner = await signedUpOwner(context());
    const { response, body } = await invite(context(), owner.cookie, [
      'first@example.test',
      owner.account.email.toUpperCase(),
      '  not-an-address ',
      'second@example.test',
      'First@Example.test',
      '',
    ]);
    expect(response.status).toBe(201);
    expect(body.outcomes).toEqual([
      { email: 'first@example.test', status: 'sent' },
      { email: owner.account.email, status: 'already-member', message: invitationMessages.alreadyMember },
      { email: 'not-an-address', status: 'invalid', message: authMessages.validation.emailInvalid },
      { email: 'second@example.test', status: 'sent' },
      { email: '', status: 'invalid', message: authMessages.validation.emailRequired },
    ]);
    const listed = (await pendingList(owner.cookie)).map((invitation) => invitation.email);
    expect(listed.sort()).toEqual(['first@example.test', 'second@example.test']);
  });

  it('answers 200 when nothing was sent', async () => {
    const owner = await signedUpOwner(context());
    const { response, body } = await invite(context(), owner.cookie, [owner.account.email, 'nope']);
    expect(response.status).toBe(200);
    expect(body.outcomes.map((outcome) => outcome.status)).toEqual(['already-member', 'invalid']);
  });

  it('refuses a malformed request with 400', async () => {
    const owner = await signedUpOwner(context());
    const tooMany = Array.from({ length: 21 }, (_, index) => `person${index}@example.test`);
    for (const [body, message] of [
      [{ emails: [] }, workspaceMessages.inviteEmailRequired],
      [{ emails: tooMany }, workspaceMessages.tooManyAddresses],
      [{ emails: ['a@example.test'], role: 'boss' }, workspaceMessages.unknownRole],
      [{ emails: 'a@example.test' }, expect.any(String)],
      [{ emails: ['a@example.test'], extra: true }, expect.any(String)],
    ] as const) {
      const response = await call(owner.cookie, 'POST', '', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_input', message } });
    }
  });

  it('resends a pending invitation to the same address: same id and link, 7 fresh days, the new role', async () => {
    const owner = await signedUpOwner(context());
    await invite(context(), owner.cookie, ['lovelace@example.test'], 'collaborator');
    const [first] = await pendingList(owner.cookie);
    const firstMail = await invitationMailTo(context(), 'lovelace@example.test');
    await setExpiry(first!.id, new Date(Date.now() + dayMs));

    const { response, body } = await invite(context(), owner.cookie, ['lovelace@example.test'], 'admin');
    expect(response.status).toBe(201);
    expect(body.outcomes).toEqual([{ email: 'lovelace@example.test', status: 'resent' }]);
    const listed = await pendingList(owner.cookie);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: first!.id, role: 'admin', expired: false });
    expectAbout(listed[0]!.expiresAt, Date.now() + 7 * dayMs);
    const again = await invitationMailTo(context(), 'lovelace@example.test');
    expect(again.mail.id).not.toBe(firstMail.mail.id);
    expect(again.link).toBe(firstMail.link);
    expect(again.mail.textBody).toContain('You will join with the Admin role.');
  });

  it('resends an invitation by id, expired or not, with the same link and a fresh 7 days', async () => {
    const owner = await signedUpOwner(context());
    await invite(context(), owner.cookie, ['hopper@example.test'], 'editor');
    const [invitation] = await pendingList(owner.cookie);
    const firstMail = await invitationMailTo(context(), 'hopper@example.test');
    await setExpiry(invitation!.id, new Date(Date.now() - dayMs));
    expect((await pendingList(owner.cookie))[0]!.expired).toBe(true);

    const response = await call(owner.cookie, 'POST', `/${invitation!.id}/resend`, {});
    expect(response.status).toBe(200);
    const { invitation: renewed } = (await response.json()) as { invitation: PendingInvitation };
    expect(renewed).toMatchObject({
      id: invitation!.id,
      email: 'hopper@example.test',
      role: 'editor',
      expired: false,
    });
    expectAbout(renewed.expiresAt, Date.now() + 7 * dayMs);
    const again = await invitationMailTo(context(), 'hopper@example.test');
    expect(again.mail.id).not.toBe(firstMail.mail.id);
    expect(again.link).toBe(firstMail.link);
  });

  it('invites an address again once its invitation expired, replacing the old one', async () => {
    const owner = await signedUpOwner(context());
    await invite(context(), owner.cookie, ['turing@example.test']);
    const [old] = await pendingList(owner.cookie);
    await setExpiry(old!.id, new Date(Date.now() - 1000));

    const { response, body } = await invite(context(), owner.cookie, ['turing@example.test']);
    expect(response.status).toBe(201);
    expect(body.outcomes).toEqual([{ email: 'turing@example.test', status: 'sent' }]);
    const listed = await pendingList(owner.cookie);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ email: 'turing@example.test', expired: false });
    expect(listed[0]!.id).not.toBe(old!.id);
    expect((await stored(old!.id)).status).toBe('canceled');
  });

  it('revokes a pending invitation, after which it is gone and the address can be invited again', async () => {
    const owner = await signedUpOwner(context());
    await invite(context(), owner.cookie, ['shannon@example.test']);
    const [invitation] = await pendingList(owner.cookie);
    const { linkId } = await invitationMailTo(context(), 'shannon@example.test');

    const revoked = await call(owner.cookie, 'DELETE', `/${invitation!.id}`);
    expect(revoked.status).toBe(204);
    expect((await stored(invitation!.id)).status).toBe('canceled');
    expect(await pendingList(owner.cookie)).toEqual([]);
    const preview = await context().app.request(`/api/invitations/${encodeURIComponent(linkId)}`);
    expect(preview.status).toBe(404);
    expect((await call(owner.cookie, 'DELETE', `/${invitation!.id}`)).status).toBe(404);
    expect((await call(owner.cookie, 'POST', `/${invitation!.id}/resend`, {})).status).toBe(404);

    const { response, body } = await invite(context(), owner.cookie, ['shannon@example.test']);
    expect(response.status).toBe(201);
    expect(body.outcomes).toEqual([{ email: 'shannon@example.test', status: 'sent' }]);
  });

  it('invites an address again after it declined', async () => {
    const owner = await signedUpOwner(context());
    await invite(context(), owner.cookie, ['noether@example.test']);
    const [invitation] = await pendingList(owner.cookie);
    await context()
      .database.db.update(invitations)
      .set({ status: 'rejected' })
      .where(eq(invitations.id, invitation!.id));
    const { body } = await invite(context(), owner.cookie, ['noether@example.test']);
    expect(body.outcomes).toEqual([{ email: 'noether@example.test', status: 'sent' }]);
  });

  it('keeps every invitation to its workspace: ids from another answer 404', async () => {
    const ownerA = await signedUpOwner(context());
    const ownerB = await signedUpOwner(context());
    await invite(context(), ownerB.cookie, ['only-b@example.test']);
    const [ofB] = await pendingList(ownerB.cookie);

    expect(await pendingList(ownerA.cookie)).toEqual([]);
    for (const [method, path] of [
      ['POST', `/${ofB!.id}/resend`],
      ['DELETE', `/${ofB!.id}`],
      ['POST', '/no-such-invitation/resend'],
      ['DELETE', '/no-such-invitation'],
    ] as const) {
      const response = await call(ownerA.cookie, method, path, method === 'POST' ? {} : undefined);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'invitation_not_found', message: invitationMessages.notFound },
      });
    }
    expect((await stored(ofB!.id)).status).toBe('pending');
    // An accepted invitation cannot be resent or revoked either.
    await context()
      .database.db.update(invitations)
      .set({ status: 'accepted' })
      .where(eq(invitations.id, ofB!.id));
    expect((await call(ownerB.cookie, 'POST', `/${ofB!.id}/resend`, {})).status).toBe(404);
    expect((await call(ownerB.cookie, 'DELETE', `/${ofB!.id}`)).status).toBe(404);
  });

  it('lets an Admin grant only the roles below theirs, and act only on those invitations', async () => {
    const owner = await signedUpOwner(context());
    const admin = await teammate(context(), owner.workspace.id, 'admin');
    for (const role of ['owner', 'admin'] as const) {
      const { response, body } = await invite(context(), admin.cookie, ['new-lead@example.test'], role);
      expect(response.status).toBe(403);
      expect(body).toEqual({
        error: { code: 'forbidden', message: workspaceMessages.forbidden },
      });
    }
    expect(await pendingList(owner.cookie)).toEqual([]);
    for (const role of ['editor', 'collaborator'] as const) {
      const { response } = await invite(context(), admin.cookie, [`${role}@example.test`], role);
      expect(response.status).toBe(201);
    }

    // An Owner may grant any role, Owner included; an Admin may not renew or revoke such an invitation.
    const { response } = await invite(context(), owner.cookie, ['co-owner@example.test'], 'owner');
    expect(response.status).toBe(201);
    const ownerInvitation = (await pendingList(owner.cookie)).find(
      (i) => i.email === 'co-owner@example.test',
    )!;
    expect((await call(admin.cookie, 'POST', `/${ownerInvitation.id}/resend`, {})).status).toBe(403);
    expect((await call(admin.cookie, 'DELETE', `/${ownerInvitation.id}`)).status).toBe(403);
    const renewedByAdmin = await invite(context(), admin.cookie, ['co-owner@example.test'], 'editor');
    expect(renewedByAdmin.body.outcomes).toEqual([
      { email: 'co-owner@example.test', status: 'refused', message: workspaceMessages.forbidden },
    ]);
    expect((await stored(ownerInvitation.id)).role).toBe('owner');

    // Nor replace it once it expired, which would cancel it.
    await setExpiry(ownerInvitation.id, new Date(Date.now() - 1000));
    const replacedByAdmin = await invite(context(), admin.cookie, ['co-owner@example.test'], 'collaborator');
    expect(replacedByAdmin.body.outcomes).toEqual([
      { email: 'co-owner@example.test', status: 'refused', message: workspaceMessages.forbidden },
    ]);
    expect((await stored(ownerInvitation.id)).status).toBe('pending');
  });

  it('refuses Editors and Collaborators every invitation route', async () => {
    const owner = await signedUpOwner(context());
    await invite(context(), owner.cookie, ['target@example.test']);
    const [invitation] = await pendingList(owner.cookie);
    for (const role of ['editor', 'collaborator'] as const) {
      const member = await teammate(context(), owner.workspace.id, role);
      for (const [method, path, body] of [
        ['GET', '', undefined],
        ['POST', '', { emails: ['friend@example.test'], role: 'collaborator' }],
        ['POST', `/${invitation!.id}/resend`, {}],
        ['DELETE', `/${invitation!.id}`, undefined],
      ] as const) {
        const response = await call(member.cookie, method, path, body);
        expect(response.status).toBe(403);
      }
    }
    expect((await stored(invitation!.id)).status).toBe('pending');
  });

  it('refuses anonymous callers', async () => {
    expect((await context().app.request('/api/workspace/invitations')).status).toBe(401);
  });

  it('refuses new invitations past the pending cap, and still resends the pending ones', async () => {
    const owner = await signedUpOwner(context());
    await invite(context(), owner.cookie, ['kept@example.test']);
    await fillWorkspace(context(), owner.workspace.id, owner.userId, { invitations: 99 });
    const { response, body } = await invite(context(), owner.cookie, [
      'one-more@example.test',
      'kept@example.test',
    ]);
    expect(response.status).toBe(201);
    expect(body.outcomes).toEqual([
      {
        email: 'one-more@example.test',
        status: 'refused',
        message: invitationMessages.pendingCapReached(100),
      },
      { email: 'kept@example.test', status: 'resent' },
    ]);
  });

  it('refuses invitations that would take members and pending invitations past 200', async () => {
    const owner = await signedUpOwner(context());
    // 1 Owner + 150 members + 47 pending = 198: room for two more, counted within the batch.
    await fillWorkspace(context(), owner.workspace.id, owner.userId, { members: 150, invitations: 47 });
    const { response, body } = await invite(context(), owner.cookie, [
      'a@example.test',
      'b@example.test',
      'c@example.test',
    ]);
    expect(response.status).toBe(201);
    expect(body.outcomes).toEqual([
      { email: 'a@example.test', status: 'sent' },
      { email: 'b@example.test', status: 'sent' },
      { email: 'c@example.test', status: 'refused', message: invitationMessages.memberCapReached(200) },
    ]);
    // Revoking one makes room again.
    const invited = (await pendingList(owner.cookie)).find((i) => i.email === 'a@example.test')!;
    await call(owner.cookie, 'DELETE', `/${invited.id}`);
    expect((await invite(context(), owner.cookie, ['c@example.test'])).body.outcomes[0]!.status).toBe('sent');
  });

  it('counts every valid address against the hourly limit, and resends too', async () => {
    const owner = await signedUpOwner(context());
    const batch = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => `limit${from + index}@example.test`);
    expect((await invite(context(), owner.cookie, batch(0, 20))).response.status).toBe(201);
    expect((await invite(context(), owner.cookie, [...batch(20, 9), 'not-an-address'])).response.status).toBe(
      201,
    );
    const [latest] = await pendingList(owner.cookie);
    expect((await call(owner.cookie, 'POST', `/${latest!.id}/resend`, {})).status).toBe(200);

    const refused = await call(owner.cookie, 'POST', '', { emails: ['one-too-many@example.test'] });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await pendingList(owner.cookie)).map((i) => i.email)).not.toContain('one-too-many@example.test');
    expect((await call(owner.cookie, 'POST', `/${latest!.id}/resend`, {})).status).toBe(429);
    // Nothing valid, nothing counted.
    expect((await invite(context(), owner.cookie, ['still-not-an-address'])).response.status).toBe(200);
  });
});

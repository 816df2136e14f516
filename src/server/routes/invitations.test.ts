import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { invitationMessages } from '../../shared/i18n/en/invitations';
import type { InvitationPreview, PendingInvitation, WorkspaceSummary } from '../../shared/workspace';
import { invitations, members, users } from '../db/schema/index';
import { cookieHeader, newAccount, signUp, withCookie } from '../test/auth-helpers';
import {
  activeWorkspace,
  fillWorkspace,
  invitedLinkId,
  signedUpOwner,
  teammate,
} from '../test/invitation-helpers';
import { describeOnEachDatabase, fromPeer, jsonRequest, type TestApp } from '../test/test-app';

const dayMs = 24 * 60 * 60 * 1000;
const notFound = { error: { code: 'invitation_not_found', message: invitationMessages.notFound } };

const preview = (testApp: TestApp, linkId: string, init?: RequestInit, bindings?: object) =>
  testApp.app.request(`/api/invitations/${encodeURIComponent(linkId)}`, init, bindings);

const answer = (testApp: TestApp, cookie: string, linkId: string, action: 'accept' | 'decline') =>
  testApp.app.request(
    `/api/invitations/${encodeURIComponent(linkId)}/${action}`,
    withCookie(cookie, jsonRequest('POST', {})),
  );

/** The stored invitation a link names (its id is the part before the signature). */
const storedFor = async (testApp: TestApp, linkId: string) =>
  (
    await testApp.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, linkId.slice(0, linkId.lastIndexOf('.'))))
  )[0]!;

const setInvitation = (testApp: TestApp, linkId: string, values: Partial<typeof invitations.$inferInsert>) =>
  testApp.database.db
    .update(invitations)
    .set(values)
    .where(eq(invitations.id, linkId.slice(0, linkId.lastIndexOf('.'))));

const membershipsOf = (testApp: TestApp, userId: string, workspaceId: string) =>
  testApp.database.db
    .select({ role: members.role })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.organizationId, workspaceId)));

/** A sign-up through the invitation link's page: the form's fields and the link's id. */
const signUpInvited = (testApp: TestApp, email: string, invitationId: string) =>
  testApp.app.request(
    '/api/auth/sign-up/email',
    jsonRequest('POST', { ...newAccount({ email, name: 'Grace Hopper' }), invitationId }),
  );

describeOnEachDatabase('/api/invitations/:id', (context) => {
  it('shows the link’s page the workspace, the inviter and a masked address, and nothing else', async () => {
    const owner = await signedUpOwner(context(), { name: 'Ada Lovelace' });
    const linkId = await invitedLinkId(context(), owner.cookie, 'babbage@example.test', 'editor');
    const response = await preview(context(), linkId);
    expect(response.status).toBe(200);
    const { invitation } = (await response.json()) as { invitation: InvitationPreview };
    expect(Object.keys(invitation).sort()).toEqual([
      'expiresAt',
      'id',
      'inviterName',
      'maskedEmail',
      'status',
      'workspaceName',
    ]);
    expect(invitation).toEqual({
      id: linkId,
      workspaceName: owner.workspace.name,
      inviterName: 'Ada Lovelace',
      maskedEmail: 'b•••e@example.test',
      status: 'pending',
      expiresAt: expect.any(String),
    });
    expect(Math.abs(new Date(invitation.expiresAt).getTime() - Date.now() - 7 * dayMs)).toBeLessThan(60_000);
  });

  it('tells a signed-in caller whether it was sent to them, even when two addresses mask alike', async () => {
    const owner = await signedUpOwner(context());
    const invited = await signedUpOwner(context(), { email: `e2e-${randomUUID()}-2@example.test` });
    const lookalike = await signedUpOwner(context(), { email: `e2e-${randomUUID()}-2@example.test` });
    const linkId = await invitedLinkId(context(), owner.cookie, invited.account.email);
    const seenBy = async (cookie?: string) =>
      (
        (await (await preview(context(), linkId, cookie ? withCookie(cookie) : undefined)).json()) as {
          invitation: InvitationPreview;
        }
      ).invitation;

    expect((await seenBy(invited.cookie)).forSignedInUser).toBe(true);
    const other = await seenBy(lookalike.cookie);
    expect(other.maskedEmail).toBe((await seenBy(invited.cookie)).maskedEmail);
    expect(other.forSignedInUser).toBe(false);
    expect(await seenBy()).not.toHaveProperty('forSignedInUser');
  });

  it('masks short local parts to their first letter', async () => {
    const owner = await signedUpOwner(context());
    for (const [email, masked] of [
      ['ab@example.test', 'a•••@example.test'],
      ['x@example.test', 'x•••@example.test'],
      ['abc@example.test', 'a•••c@example.test'],
    ]) {
      const linkId = await invitedLinkId(context(), owner.cookie, email!);
      const { invitation } = (await (await preview(context(), linkId)).json()) as {
        invitation: InvitationPreview;
      };
      expect(invitation.maskedEmail).toBe(masked);
    }
  });

  it('says when an invitation has expired or was accepted', async () => {
    const owner = await signedUpOwner(context());
    const linkId = await invitedLinkId(context(), owner.cookie, 'late@example.test');
    await setInvitation(context(), linkId, { expiresAt: new Date(Date.now() - 1000) });
    expect(await (await preview(context(), linkId)).json()).toMatchObject({
      invitation: { status: 'expired' },
    });
    await setInvitation(context(), linkId, { status: 'accepted' });
    expect(await (await preview(context(), linkId)).json()).toMatchObject({
      invitation: { status: 'accepted' },
    });
  });

  it('answers the same neutral 404 for unknown, malformed, unsigned, revoked and declined links', async () => {
    const owner = await signedUpOwner(context());
    const revoked = await invitedLinkId(context(), owner.cookie, 'revoked@example.test');
    const declined = await invitedLinkId(context(), owner.cookie, 'declined@example.test');
    await setInvitation(context(), revoked, { status: 'canceled' });
    await setInvitation(context(), declined, { status: 'rejected' });
    const live = await invitedLinkId(context(), owner.cookie, 'live@example.test');
    const invitationId = live.slice(0, live.lastIndexOf('.'));
    for (const linkId of [
      revoked,
      declined,
      'no-such-invitation',
      `${randomUUID()}.${'A'.repeat(43)}`,
      // The invitation's own id, which inviters see, is not its link.
      invitationId,
      `${invitationId}.${'A'.repeat(43)}`,
      `${live}x`,
      'x'.repeat(500),
      '%E2%80%A2.',
    ]) {
      const response = await preview(context(), linkId);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(notFound);
    }
  });

  it('counts every look-up against the caller’s address', async () => {
    const peer = fromPeer('198.51.100.23');
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await preview(context(), 'guess', undefined, peer)).status).toBe(404);
    }
    const refused = await preview(context(), 'guess', undefined, peer);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});

describeOnEachDatabase('accepting and declining an invitation', (context) => {
  /** An Owner's workspace, an invitation to a new address with this role, and the account holding that address. */
  async function invitedAccount(role: 'editor' | 'collaborator' = 'editor') {
    const owner = await signedUpOwner(context());
    const invitee = await signedUpOwner(context());
    const linkId = await invitedLinkId(context(), owner.cookie, invitee.account.email, role);
    return { owner, invitee, linkId };
  }

  it('joins the invited workspace with the invited role and makes it the active one', async () => {
    const { owner, invitee, linkId } = await invitedAccount('editor');
    const response = await answer(context(), invitee.cookie, linkId, 'accept');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      workspace: {
        id: owner.workspace.id,
        name: owner.workspace.name,
        avatarUrl: null,
      } satisfies WorkspaceSummary,
    });
    expect(await activeWorkspace(context(), invitee.cookie)).toMatchObject({
      id: owner.workspace.id,
      role: 'editor',
    });
    expect((await storedFor(context(), linkId)).status).toBe('accepted');
    const pending = await context().app.request('/api/workspace/invitations', withCookie(owner.cookie));
    expect(((await pending.json()) as { invitations: PendingInvitation[] }).invitations).toEqual([]);
  });

  it('answers a second accept with the workspace and changes nothing', async () => {
    const { owner, invitee, linkId } = await invitedAccount('collaborator');
    expect((await answer(context(), invitee.cookie, linkId, 'accept')).status).toBe(200);
    await context()
      .database.db.update(members)
      .set({ role: 'editor' })
      .where(and(eq(members.userId, invitee.userId), eq(members.organizationId, owner.workspace.id)));
    const again = await answer(context(), invitee.cookie, linkId, 'accept');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ workspace: { id: owner.workspace.id } });
    expect(await membershipsOf(context(), invitee.userId, owner.workspace.id)).toEqual([{ role: 'editor' }]);
  });

  it('keeps the role of someone who is a member already', async () => {
    const owner = await signedUpOwner(context());
    const member = await teammate(context(), owner.workspace.id, 'admin');
    const linkId = await invitedLinkId(context(), owner.cookie, 'placeholder@example.test');
    await setInvitation(context(), linkId, { email: member.account.email });
    const response = await answer(context(), member.cookie, linkId, 'accept');
    expect(response.status).toBe(200);
    expect(await membershipsOf(context(), member.userId, owner.workspace.id)).toEqual([{ role: 'admin' }]);
  });

  it('refuses an account with another address, and changes nothing', async () => {
    const { owner, linkId } = await invitedAccount();
    const stranger = await signedUpOwner(context());
    for (const action of ['accept', 'decline'] as const) {
      const response = await answer(context(), stranger.cookie, linkId, action);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 'wrong_account', message: invitationMessages.wrongAccount },
      });
    }
    expect(await membershipsOf(context(), stranger.userId, owner.workspace.id)).toEqual([]);
    expect((await storedFor(context(), linkId)).status).toBe('pending');
  });

  it('refuses an expired invitation with 410', async () => {
    const { owner, invitee, linkId } = await invitedAccount();
    await setInvitation(context(), linkId, { expiresAt: new Date(Date.now() - 1000) });
    const response = await answer(context(), invitee.cookie, linkId, 'accept');
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({
      error: { code: 'invitation_expired', message: invitationMessages.expired },
    });
    expect(await membershipsOf(context(), invitee.userId, owner.workspace.id)).toEqual([]);
  });

  it('answers 404 to a revoked, declined or unknown invitation', async () => {
    const { owner, invitee, linkId } = await invitedAccount();
    await setInvitation(context(), linkId, { status: 'canceled' });
    for (const id of [linkId, 'no-such-invitation']) {
      for (const action of ['accept', 'decline'] as const) {
        const response = await answer(context(), invitee.cookie, id, action);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(notFound);
      }
    }
    expect(await membershipsOf(context(), invitee.userId, owner.workspace.id)).toEqual([]);
  });

  it('declines: the invitation is rejected and can no longer be used', async () => {
    const { owner, invitee, linkId } = await invitedAccount();
    const response = await answer(context(), invitee.cookie, linkId, 'decline');
    expect(response.status).toBe(204);
    expect((await storedFor(context(), linkId)).status).toBe('rejected');
    expect((await preview(context(), linkId)).status).toBe(404);
    expect((await answer(context(), invitee.cookie, linkId, 'accept')).status).toBe(404);
    expect((await answer(context(), invitee.cookie, linkId, 'decline')).status).toBe(404);
    expect(await membershipsOf(context(), invitee.userId, owner.workspace.id)).toEqual([]);
  });

  it('refuses to join a workspace that is full', async () => {
    const { owner, invitee, linkId } = await invitedAccount();
    await fillWorkspace(context(), owner.workspace.id, owner.userId, { members: 199 });
    const response = await answer(context(), invitee.cookie, linkId, 'accept');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'workspace_full', message: invitationMessages.workspaceFull(200) },
    });
    expect((await storedFor(context(), linkId)).status).toBe('pending');
  });

  it('needs a session to accept or decline', async () => {
    const { linkId } = await invitedAccount();
    for (const action of ['accept', 'decline']) {
      const response = await context().app.request(
        `/api/invitations/${encodeURIComponent(linkId)}/${action}`,
        jsonRequest('POST', {}),
      );
      expect(response.status).toBe(401);
    }
  });
});

/** What a sign-up through an invitation link must give, whatever the confirmation setting. */
function signUpWithInvitationSuite(context: () => TestApp) {
  it('signs a new account in at once, in the invited workspace with the invited role, its address proven', async () => {
    const owner = await signedUpOwner(context());
    const linkId = await invitedLinkId(context(), owner.cookie, 'grace@tessera.test', 'editor');
    const response = await signUpInvited(context(), 'Grace@Tessera.test', linkId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      session: boolean;
      user: { id: string; emailVerified: boolean };
    };
    expect(body).toMatchObject({ session: true, user: { email: 'grace@tessera.test', emailVerified: true } });
    expect(body).not.toHaveProperty('token');
    expect(response.headers.getSetCookie().some((c) => c.startsWith('tessera.sign-up-proof='))).toBe(true);

    const cookie = cookieHeader(response);
    expect(await activeWorkspace(context(), cookie)).toMatchObject({
      id: owner.workspace.id,
      role: 'editor',
    });
    const [user] = await context().database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(user).toMatchObject({ emailVerified: true, role: 'user' });
    expect((await storedFor(context(), linkId)).status).toBe('accepted');
    // The new account keeps a workspace of its own too.
    const workspaces = await context().app.request('/api/workspaces', withCookie(cookie));
    expect(((await workspaces.json()) as { workspaces: unknown[] }).workspaces).toHaveLength(2);
  });

  it('makes an invited ADMIN_EMAILS address an admin, its address being proven', async () => {
    const owner = await signedUpOwner(context());
    const linkId = await invitedLinkId(context(), owner.cookie, 'chief@tessera.test');
    const response = await signUpInvited(context(), 'chief@tessera.test', linkId);
    const profile = await context().app.request('/api/profile', withCookie(cookieHeader(response)));
    expect(((await profile.json()) as { profile: { isAdmin: boolean } }).profile.isAdmin).toBe(true);
  });

  it('proves nothing with an invitation for another address, an expired one or the bare invitation id', async () => {
    const owner = await signedUpOwner(context());
    const other = await invitedLinkId(context(), owner.cookie, 'someone-else@tessera.test');
    const expired = await invitedLinkId(context(), owner.cookie, 'expired@tessera.test');
    await setInvitation(context(), expired, { expiresAt: new Date(Date.now() - 1000) });
    // What an inviter can read in the People list is the invitation's id, not the link mailed to the address.
    const seenByInviter = await invitedLinkId(context(), owner.cookie, 'squatted@tessera.test');
    const bareId = seenByInviter.slice(0, seenByInviter.lastIndexOf('.'));
    for (const [email, invitationId] of [
      ['not-invited@tessera.test', other],
      ['expired@tessera.test', expired],
      ['squatted@tessera.test', bareId],
    ] as const) {
      const response = await signUpInvited(context(), email, invitationId);
      expect(response.status).toBe(200);
      const [user] = await context().database.db.select().from(users).where(eq(users.email, email));
      expect(user?.emailVerified).toBe(false);
      expect(await membershipsOf(context(), user!.id, owner.workspace.id)).toEqual([]);
    }
    for (const linkId of [other, expired, seenByInviter]) {
      expect((await storedFor(context(), linkId)).status).toBe('pending');
    }
  });
}

describeOnEachDatabase(
  'sign-up through an invitation link',
  (context) => {
    signUpWithInvitationSuite(context);

    it('leaves a taken address as it was: the sign-up is refused as any other', async () => {
      const owner = await signedUpOwner(context());
      const holder = await signedUpOwner(context());
      const linkId = await invitedLinkId(context(), owner.cookie, holder.account.email);
      const response = await signUpInvited(context(), holder.account.email, linkId);
      expect(response.status).toBe(422);
      expect((await storedFor(context(), linkId)).status).toBe('pending');
    });
  },
  { ADMIN_EMAILS: 'chief@tessera.test' },
);

describeOnEachDatabase(
  'sign-up through an invitation link with email confirmation on',
  (context) => {
    signUpWithInvitationSuite(context);

    it('answers a taken address exactly as any other sign-up, and a plain sign-up still waits for the link', async () => {
      const owner = await signedUpOwner(context());
      const { account } = await signUp(context(), newAccount({ email: 'taken@tessera.test' }));
      await context()
        .database.db.update(users)
        .set({ emailVerified: true })
        .where(eq(users.email, account.email));
      const linkId = await invitedLinkId(context(), owner.cookie, account.email);
      const taken = await signUpInvited(context(), account.email, linkId);
      expect(taken.status).toBe(200);
      expect(await taken.json()).toEqual({ session: false });
      expect((await storedFor(context(), linkId)).status).toBe('pending');

      const plain = await signUp(context(), newAccount());
      expect(await plain.response.json()).toEqual({ session: false });
    });
  },
  { EMAIL_CONFIRMATION: 'on', ADMIN_EMAILS: 'chief@tessera.test' },
);

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Member } from '../../../shared/workspace';
import { invitations, members, users } from '../../db/schema/index';
import {
  cookieHeader,
  latestMailOfKind,
  linkIn,
  newAccount,
  signIn,
  signUp,
  withCookie,
} from '../../test/auth-helpers';
import { describeWithGoogle, signInWithGoogle } from '../../test/google';
import { invitedLinkId, signedUpOwner } from '../../test/invitation-helpers';
import { describeOnEachDatabase, jsonRequest, type TestApp } from '../../test/test-app';
import { claimForAddressHolder } from '../account/account-ownership';

// docs/decisions/032: when the holder of an address proves it, nobody the unproven account let in keeps a way in.

const peopleOf = async (testApp: TestApp, cookie: string) => {
  const response = await testApp.app.request('/api/workspace/members', withCookie(cookie));
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Member[] }).items;
};

const accept = (testApp: TestApp, cookie: string, linkId: string) =>
  testApp.app.request(
    `/api/invitations/${encodeURIComponent(linkId)}/accept`,
    withCookie(cookie, jsonRequest('POST', {})),
  );

/**
 * Before the holder proves the address, the squatter invites an accomplice account as Owner of the personal
 * workspace (who accepts and demotes the squatter's account, as if to hide), and leaves an invitation pending.
 */
async function plantFoothold(testApp: TestApp, email: string) {
  const squatter = newAccount({ email, password: 'Squatter-Pass1', name: 'Mallory' });
  const { cookie: squatterSession } = await signUp(testApp, squatter);
  const spareEmail = `spare-${randomUUID().slice(0, 6)}@example.test`;
  const ownPendingLink = await invitedLinkId(testApp, squatterSession, spareEmail, 'owner');
  const accomplice = await signedUpOwner(testApp, { name: 'Trudy' });
  const ownerLink = await invitedLinkId(testApp, squatterSession, accomplice.account.email, 'owner');
  expect((await accept(testApp, accomplice.cookie, ownerLink)).status).toBe(200);
  const squatterMember = (await peopleOf(testApp, accomplice.cookie)).find(
    (member) => member.email === email,
  )!;
  const demoted = await testApp.app.request(
    `/api/workspace/members/${squatterMember.id}`,
    withCookie(accomplice.cookie, jsonRequest('PATCH', { role: 'collaborator' })),
  );
  expect(demoted.status).toBe(200);
  const later = await signedUpOwner(testApp, { name: 'Eve' });
  const pendingLink = await invitedLinkId(testApp, accomplice.cookie, later.account.email, 'admin');
  return { accomplice, later, pendingLink, ownPendingLink, spareEmail };
}

/** What the holder and the squatter's people see after the claim. */
async function expectNoFoothold(
  testApp: TestApp,
  holderCookie: string,
  foothold: Awaited<ReturnType<typeof plantFoothold>>,
) {
  const people = await peopleOf(testApp, holderCookie);
  expect(people.map(({ name, role, isYou }) => ({ name, role, isYou }))).toEqual([
    { name: expect.any(String), role: 'owner', isYou: true },
  ]);
  // The accomplice can no longer touch the holder's role, nor accept what was pending.
  const demote = await testApp.app.request(
    `/api/workspace/members/${people[0]!.id}`,
    withCookie(foothold.accomplice.cookie, jsonRequest('PATCH', { role: 'collaborator' })),
  );
  expect(demote.status).toBeGreaterThanOrEqual(400);
  expect((await peopleOf(testApp, holderCookie))[0]!.role).toBe('owner');
  expect((await accept(testApp, foothold.later.cookie, foothold.pendingLink)).status).toBe(404);
  const spare = await signUp(testApp, newAccount({ email: foothold.spareEmail }));
  expect((await accept(testApp, spare.cookie, foothold.ownPendingLink)).status).toBe(404);
  expect((await peopleOf(testApp, holderCookie)).length).toBe(1);
}

describeOnEachDatabase(
  'account ownership: the claim takes back the workspace (confirmation link)',
  (context) => {
    it('removes the members the squatter let in, restores the holder as Owner, revokes pending invitations', async () => {
      const email = `holder-${randomUUID().slice(0, 6)}@tessera.test`;
      const foothold = await plantFoothold(context(), email);

      // The holder opens the confirmation link in their own browser and chooses a password.
      const mail = await latestMailOfKind(context(), email, 'email-confirmation');
      const link = new URL(linkIn(mail!.textBody, /http\S+verify-email\S+/)!);
      const followed = await context().app.request(`${link.pathname}${link.search}`);
      const token = new URL(followed.headers.get('location')!).searchParams.get('token')!;
      const reset = await context().app.request(
        '/api/auth/reset-password',
        jsonRequest('POST', { token, newPassword: 'Holders-Own-Pass2' }),
      );
      expect(reset.status).toBe(200);
      const holder = await signIn(context(), { email, password: 'Holders-Own-Pass2' });
      expect(holder.response.status).toBe(200);

      await expectNoFoothold(context(), holder.cookie, foothold);
    });
  },
);

describeWithGoogle('account ownership: the claim takes back the workspace (Google)', (context) => {
  it('removes the members the squatter let in, restores the holder as Owner, revokes pending invitations', async () => {
    const email = `holder-${randomUUID().slice(0, 6)}@tessera.test`;
    const foothold = await plantFoothold(context(), email);

    const google = await signInWithGoogle(context(), email);
    expect(google.location).toBe('/auth/callback');

    await expectNoFoothold(context(), cookieHeader(google.response), foothold);
  });
});

describeOnEachDatabase('the claim itself (claimForAddressHolder)', (context) => {
  it('keeps the holder’s memberships elsewhere and members who joined without the account’s invitation', async () => {
    const { db } = context().database;
    // A workspace someone else created, where the unproven account is a member, with a member of its own.
    const host = await signedUpOwner(context(), { name: 'Host' });
    const colleague = await signedUpOwner(context(), { name: 'Colleague' });
    const squatter = await signedUpOwner(context(), { name: 'Mallory' });
    for (const person of [squatter, colleague]) {
      await db.insert(members).values({
        id: randomUUID(),
        organizationId: host.workspace.id,
        userId: person.userId,
        role: 'editor',
      });
    }
    await claimForAddressHolder(db, squatter.userId);

    const hostWorkspace = await db
      .select()
      .from(members)
      .where(eq(members.organizationId, host.workspace.id));
    expect(hostWorkspace.map((row) => row.userId).sort()).toEqual(
      [host.userId, colleague.userId, squatter.userId].sort(),
    );
    const [proven] = await db
      .select({ verified: users.emailVerified })
      .from(users)
      .where(eq(users.id, squatter.userId));
    expect(proven?.verified).toBe(true);
  });

  it('removes whoever joined through the account’s invitations anywhere, and everyone else in what it created', async () => {
    const { db } = context().database;
    const host = await signedUpOwner(context(), { name: 'Host' });
    const squatter = await signedUpOwner(context(), { name: 'Mallory' });
    const [viaSquatter, chained] = [await signedUpOwner(context()), await signedUpOwner(context())];
    const day = 24 * 60 * 60 * 1000;
    await db.insert(members).values([
      // The squatter is an Admin of someone else's workspace and let a friend in there.
      { id: randomUUID(), organizationId: host.workspace.id, userId: squatter.userId, role: 'admin' },
      { id: randomUUID(), organizationId: host.workspace.id, userId: viaSquatter.userId, role: 'editor' },
      // In the squatter's own workspace, someone let in by someone else, with the squatter demoted.
      { id: randomUUID(), organizationId: squatter.workspace.id, userId: chained.userId, role: 'owner' },
    ]);
    await db.update(members).set({ role: 'collaborator' }).where(eq(members.userId, squatter.userId));
    const pendingId = randomUUID();
    await db.insert(invitations).values([
      {
        id: randomUUID(),
        organizationId: host.workspace.id,
        email: viaSquatter.account.email,
        role: 'editor',
        status: 'accepted',
        expiresAt: new Date(Date.now() + day),
        inviterId: squatter.userId,
      },
      {
        id: pendingId,
        organizationId: host.workspace.id,
        email: 'pending@example.test',
        role: 'editor',
        status: 'pending',
        expiresAt: new Date(Date.now() + day),
        inviterId: squatter.userId,
      },
    ]);

    await claimForAddressHolder(db, squatter.userId);

    const rolesIn = async (workspaceId: string) =>
      Object.fromEntries(
        (await db.select().from(members).where(eq(members.organizationId, workspaceId))).map((row) => [
          row.userId,
          row.role,
        ]),
      );
    expect(await rolesIn(host.workspace.id)).toEqual({
      [host.userId]: 'owner',
      [squatter.userId]: 'collaborator',
    });
    expect(await rolesIn(squatter.workspace.id)).toEqual({ [squatter.userId]: 'owner' });
    const [pending] = await db.select().from(invitations).where(eq(invitations.id, pendingId));
    expect(pending?.status).toBe('canceled');
  });
});

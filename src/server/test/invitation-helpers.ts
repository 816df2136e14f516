import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { WorkspaceRole } from '../../shared/permissions';
import type { ActiveWorkspace, InvitationOutcomes } from '../../shared/workspace';
import { invitations, members, users } from '../db/schema/index';
import { confirmEmail, latestMailOfKind, linkIn, newAccount, signUp, withCookie } from './auth-helpers';
import { jsonRequest, type TestApp } from './test-app';

/** A signed-up user with their own workspace, as its Owner, signed in (after confirming, when that is on). */
export async function signedUpOwner(testApp: TestApp, overrides: Parameters<typeof newAccount>[0] = {}) {
  const signedUp = await signUp(testApp, newAccount(overrides));
  const { account } = signedUp;
  const cookie =
    testApp.env.EMAIL_CONFIRMATION === 'on'
      ? await confirmEmail(testApp, account.email, signedUp.cookie)
      : signedUp.cookie;
  const [user] = await testApp.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email));
  const workspace = await activeWorkspace(testApp, cookie);
  return { cookie, account, userId: user!.id, workspace };
}

export async function activeWorkspace(testApp: TestApp, cookie: string): Promise<ActiveWorkspace> {
  const response = await testApp.app.request('/api/workspace', withCookie(cookie));
  return ((await response.json()) as { workspace: ActiveWorkspace }).workspace;
}

/** A new account made a member of the workspace with this role, working in it. */
export async function teammate(testApp: TestApp, workspaceId: string, role: WorkspaceRole) {
  const person = await signedUpOwner(testApp);
  await testApp.database.db
    .insert(members)
    .values({ id: randomUUID(), organizationId: workspaceId, userId: person.userId, role });
  await testApp.app.request(
    '/api/workspaces/active',
    withCookie(person.cookie, jsonRequest('POST', { workspaceId })),
  );
  return person;
}

/** Invites the addresses into the caller's active workspace. */
export async function invite(testApp: TestApp, cookie: string, emails: string[], role?: WorkspaceRole) {
  const response = await testApp.app.request(
    '/api/workspace/invitations',
    withCookie(cookie, jsonRequest('POST', role ? { emails, role } : { emails })),
  );
  return { response, body: (await response.json()) as InvitationOutcomes };
}

/** The newest invitation email to this address, and the id in its accept link. */
export async function invitationMailTo(testApp: TestApp, email: string) {
  const mail = await latestMailOfKind(testApp, email, 'workspace-invitation');
  if (!mail) throw new Error(`no invitation mail to ${email}`);
  const link = linkIn(mail.textBody, /http\S+\/invite\/\S+/)!;
  const url = new URL(link);
  return { mail, link, linkId: decodeURIComponent(url.pathname.split('/invite/')[1]!) };
}

/** Invites one address and answers the id in the link mailed to it. */
export async function invitedLinkId(testApp: TestApp, cookie: string, email: string, role?: WorkspaceRole) {
  await invite(testApp, cookie, [email], role);
  return (await invitationMailTo(testApp, email)).linkId;
}

/** Fills a workspace with members and pending invitations straight in the database, to reach its caps. */
export async function fillWorkspace(
  testApp: TestApp,
  workspaceId: string,
  inviterId: string,
  extra: { members?: number; invitations?: number },
) {
  const { db } = testApp.database;
  const batch = randomUUID().slice(0, 8);
  const people = Array.from({ length: extra.members ?? 0 }, (_, index) => ({
    id: randomUUID(),
    name: `Filler ${index}`,
    email: `filler-${batch}-${index}@example.test`,
  }));
  if (people.length > 0) {
    await db.insert(users).values(people);
    await db.insert(members).values(
      people.map((person) => ({
        id: randomUUID(),
        organizationId: workspaceId,
        userId: person.id,
        role: 'collaborator' as const,
      })),
    );
  }
  const pending = Array.from({ length: extra.invitations ?? 0 }, (_, index) => ({
    id: randomUUID(),
    organizationId: workspaceId,
    email: `pending-${batch}-${index}@example.test`,
    role: 'collaborator' as const,
    status: 'pending',
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    inviterId,
  }));
  if (pending.length > 0) await db.insert(invitations).values(pending);
}

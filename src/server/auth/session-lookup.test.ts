import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { members, sessions, users } from '../db/schema/index';
import { newAccount, signUp, withCookie } from '../test/auth-helpers';
import { recordQueries } from '../test/count-queries';
import { describeOnEachDatabase, jsonRequest, type TestApp } from '../test/test-app';
import { cookieValue, verifiedToken } from './session-lookup';

const sessionCookieName = 'better-auth.session_token';
const day = 24 * 60 * 60 * 1000;

/** The session row behind a Cookie header. */
async function sessionOf(testApp: TestApp, cookie: string) {
  const token = cookieValue(cookie, sessionCookieName)!.split('.')[0]!;
  const [row] = await testApp.database.db.select().from(sessions).where(eq(sessions.token, token));
  return row;
}

/** The Cookie header with the session cookie's value replaced. */
const withSessionValue = (cookie: string, value: string) =>
  cookie.replace(/better-auth\.session_token=[^;]*/, `${sessionCookieName}=${encodeURIComponent(value)}`);

describeOnEachDatabase('the signed-in caller, read in one query', (context) => {
  const profileStatus = async (cookie: string) =>
    (await context().app.request('/api/profile', withCookie(cookie))).status;

  /** A new account whose session has settled into its workspace (its first request picks the workspace). */
  const signedIn = async () => {
    const signedUp = await signUp(context());
    expect(await profileStatus(signedUp.cookie)).toBe(200);
    return signedUp;
  };

  it('gives routes the same user and session better-auth’s getSession gives', async () => {
    const { cookie } = await signedIn();
    const headers = new Headers({ cookie });
    const caller = await context().deps.sessionLookup(headers);
    const fromBetterAuth = await context().deps.auth.api.getSession({ headers });
    expect(caller).toMatchObject({
      user: fromBetterAuth!.user,
      session: fromBetterAuth!.session,
      setCookies: [],
    });
    expect(Object.keys(caller!.user).sort()).toEqual(Object.keys(fromBetterAuth!.user).sort());
    expect(Object.keys(caller!.session).sort()).toEqual(Object.keys(fromBetterAuth!.session).sort());
    expect(caller!.membership).toMatchObject({
      id: fromBetterAuth!.session.activeOrganizationId,
      role: 'owner',
    });
  });

  it('reads session, user, membership and workspace in exactly one query', async () => {
    const { cookie } = await signedIn();
    const recorder = recordQueries(context().database.db);
    try {
      expect(await context().deps.sessionLookup(new Headers({ cookie }))).not.toBeNull();
      expect(recorder.statements).toHaveLength(1);
      expect(recorder.statements[0]).toMatch(
        /from "sessions".*join "users".*join "members".*join "workspaces"/s,
      );

      recorder.statements.length = 0;
      const response = await context().app.request('/api/profile', withCookie(cookie));
      expect(response.status).toBe(200);
      // The session with its membership, then the profile itself.
      expect(recorder.statements).toHaveLength(2);
    } finally {
      recorder.stop();
    }
  });

  it('refuses a signed-out session on its very next request', async () => {
    const { cookie } = await signUp(context());
    expect(await profileStatus(cookie)).toBe(200);
    const signOut = await context().app.request(
      '/api/auth/sign-out',
      withCookie(cookie, jsonRequest('POST', {})),
    );
    expect(signOut.status).toBe(200);
    expect(await profileStatus(cookie)).toBe(401);
  });

  it('refuses a session revoked behind its back (a deleted row) on its very next request', async () => {
    const { cookie } = await signUp(context());
    expect(await profileStatus(cookie)).toBe(200);
    const session = await sessionOf(context(), cookie);
    await context().database.db.delete(sessions).where(eq(sessions.id, session!.id));
    expect(await profileStatus(cookie)).toBe(401);
  });

  it('refuses a cookie whose signature does not match its token', async () => {
    const { cookie } = await signUp(context());
    const [token, signature] = cookieValue(cookie, sessionCookieName)!.split('.') as [string, string];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const otherSecret = createHmac('sha256', 'not-the-secret-at-all-not-the-secret')
      .update(token)
      .digest('base64');
    for (const forged of [
      `${token}.${flipped}`,
      `${token}.${otherSecret}`,
      `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}.${signature}`,
      token,
      `${token}.`,
    ]) {
      expect(await profileStatus(withSessionValue(cookie, forged))).toBe(401);
    }
    expect(await profileStatus(cookie)).toBe(200);
  });

  it('refuses an expired session and deletes it, as better-auth does', async () => {
    const { cookie } = await signUp(context());
    const session = await sessionOf(context(), cookie);
    await context()
      .database.db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session!.id));
    expect(await profileStatus(cookie)).toBe(401);
    expect(await sessionOf(context(), cookie)).toBeUndefined();
  });

  it('slides a session due for its daily refresh, in the database and in the cookie', async () => {
    const { cookie } = await signUp(context());
    const session = await sessionOf(context(), cookie);
    const dueSince = new Date(Date.now() + 6 * day - 60_000);
    await context()
      .database.db.update(sessions)
      .set({ expiresAt: dueSince })
      .where(eq(sessions.id, session!.id));
    const response = await context().app.request('/api/profile', withCookie(cookie));
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/better-auth\.session_token=.*Max-Age=604800/);
    const refreshed = await sessionOf(context(), cookie);
    expect(refreshed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * day - 60_000);
    expect(await profileStatus(cookie)).toBe(200);
  });

  it('refuses a user whose ban is in force, and lets one in whose ban has ended', async () => {
    const { cookie, account } = await signUp(context());
    const { db } = context().database;
    await db.update(users).set({ banned: true, banExpires: null }).where(eq(users.email, account.email));
    expect(await profileStatus(cookie)).toBe(401);
    await db
      .update(users)
      .set({ banExpires: new Date(Date.now() + day) })
      .where(eq(users.email, account.email));
    expect(await profileStatus(cookie)).toBe(401);
    await db
      .update(users)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(users.email, account.email));
    expect(await profileStatus(cookie)).toBe(200);
  });

  it('stops a removed member from acting in the workspace on their very next request', async () => {
    const owner = await signUp(context());
    const ownerWorkspace = (
      await (await context().app.request('/api/workspace', withCookie(owner.cookie))).json()
    ).workspace.id as string;
    const guest = await signUp(context(), newAccount());
    const { db } = context().database;
    const guestUser = (await db.select().from(users).where(eq(users.email, guest.account.email)))[0]!;
    const memberId = randomUUID();
    await db
      .insert(members)
      .values({ id: memberId, organizationId: ownerWorkspace, userId: guestUser.id, role: 'admin' });
    const guestSession = await sessionOf(context(), guest.cookie);
    await db
      .update(sessions)
      .set({ activeOrganizationId: ownerWorkspace })
      .where(eq(sessions.id, guestSession!.id));
    const before = await context().app.request('/api/workspace', withCookie(guest.cookie));
    expect((await before.json()).workspace).toMatchObject({ id: ownerWorkspace, role: 'admin' });

    await db.delete(members).where(eq(members.id, memberId));
    const after = await context().app.request('/api/workspace', withCookie(guest.cookie));
    expect(after.status).toBe(200);
    expect((await after.json()).workspace.id).not.toBe(ownerWorkspace);
    const rename = await context().app.request(
      '/api/workspace',
      withCookie(guest.cookie, jsonRequest('PATCH', { name: 'Taken over' })),
    );
    // The rename lands on the guest's own workspace, never on the one they were removed from.
    expect(rename.status).toBe(200);
    const ownerView = await context().app.request('/api/workspace', withCookie(owner.cookie));
    expect((await ownerView.json()).workspace.name).not.toBe('Taken over');
  });
});

describeOnEachDatabase(
  'the signed-in caller behind https',
  (context) => {
    it('reads the __Secure- cookie better-auth sets on https, and only that one', async () => {
      const { cookie } = await signUp(context(), newAccount(), { origin: 'https://tessera.example' });
      expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
      expect((await context().app.request('/api/profile', withCookie(cookie))).status).toBe(200);
      const unprefixed = cookie.replace('__Secure-', '');
      expect((await context().app.request('/api/profile', withCookie(unprefixed))).status).toBe(401);
    });
  },
  { APP_URL: 'https://tessera.example' },
);

it('verifies the signature exactly as better-call signs it', () => {
  const secret = 'a-secret-of-at-least-thirty-two-characters';
  const token = 'AbCdEf0123456789';
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  expect(verifiedToken(`${token}.${signature}`, secret)).toBe(token);
  expect(verifiedToken(`${token}.${signature}`, `${secret}!`)).toBeNull();
  expect(verifiedToken(`${token}.${signature.replace('=', '')}`, secret)).toBeNull();
  expect(verifiedToken(null, secret)).toBeNull();
  expect(
    cookieValue(
      `a=1; ${sessionCookieName}=${encodeURIComponent(`${token}.${signature}`)}; b=2`,
      sessionCookieName,
    ),
  ).toBe(`${token}.${signature}`);
  expect(cookieValue(`${sessionCookieName}="x.y"`, sessionCookieName)).toBe('x.y');
  expect(cookieValue('other=1', sessionCookieName)).toBeNull();
});

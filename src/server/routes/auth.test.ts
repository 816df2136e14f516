import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authMessages } from '../../shared/i18n/en/auth';
import { members, users, verifications, workspaces } from '../db/schema/index';
import {
  cookieHeader,
  createGoogleOnlyUser,
  latestMailTo,
  linkIn,
  newAccount,
  signIn,
  signUp,
  withCookie,
} from '../test/auth-helpers';
import { describeOnEachDatabase, jsonRequest } from '../test/test-app';

const session = (
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  cookie: string,
) => Promise.resolve(app.request('/api/auth/get-session', withCookie(cookie))).then((r) => r.json());

describeOnEachDatabase(
  'sign-up',
  (context) => {
    it('creates the account, a session and a workspace named from the email, with the user as Owner', async () => {
      const { response, account, cookie } = await signUp(
        context(),
        newAccount({ email: 'Grace.Hopper@Example.test' }),
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { session: boolean; user: { id: string; email: string } };
      expect(body.session).toBe(true);
      expect(body).not.toHaveProperty('token'); // the HttpOnly cookie is the only credential
      expect(body.user.email).toBe('grace.hopper@example.test');

      const { db } = context().database;
      const [user] = await db.select().from(users).where(eq(users.id, body.user.id));
      expect(user).toMatchObject({ name: account.name, professionalRole: 'developer', role: 'user' });
      const [membership] = await db
        .select({ role: members.role, name: workspaces.name })
        .from(members)
        .innerJoin(workspaces, eq(workspaces.id, members.organizationId))
        .where(eq(members.userId, body.user.id));
      expect(membership).toEqual({ role: 'owner', name: 'grace.hopper' });
      const current = await session(context().app, cookie);
      expect(current?.user?.email).toBe('grace.hopper@example.test');
      expect(current?.session).not.toHaveProperty('token');
    });

    it('sets the session cookie HttpOnly, SameSite=Strict, path-wide for 7 days', async () => {
      const { response } = await signUp(context());
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/Max-Age=604800/);
      expect(cookie).not.toMatch(/Secure/); // http://localhost; Secure when APP_URL is https
    });

    it('refuses a second account for the same email', async () => {
      const account = newAccount();
      await signUp(context(), account);
      const { response } = await signUp(context(), { ...account, email: account.email.toUpperCase() });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        error: { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' },
      });
    });

    it.each([
      ['a short password', { password: 'Ab1' }, authMessages.validation.passwordMin],
      [
        'a password without an uppercase letter',
        { password: 'lowercase1' },
        authMessages.validation.passwordUppercase,
      ],
      ['a password without a number', { password: 'NoNumbers' }, authMessages.validation.passwordNumber],
      [
        'a password over 128 characters',
        { password: `Aa1${'x'.repeat(130)}` },
        authMessages.validation.passwordMax,
      ],
      ['a bad email', { email: 'not-an-email' }, authMessages.validation.emailInvalid],
      ['a one-letter name', { name: 'A' }, authMessages.validation.fullNameMin],
      ['no role', { professionalRole: '  ' }, authMessages.validation.roleRequired],
    ])('refuses %s with the rule’s message', async (_, override, message) => {
      const { response } = await signUp(context(), { ...newAccount(), ...override });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    });

    it('does not make an unverified sign-up with an ADMIN_EMAILS address an admin', async () => {
      // Anyone could claim the address first; the role waits for proof (Google or the confirmation link).
      const { cookie } = await signUp(context(), newAccount({ email: 'boss@tessera.test' }));
      const profile = await context().app.request('/api/profile', withCookie(cookie));
      expect(((await profile.json()) as { profile: { isAdmin: boolean } }).profile.isAdmin).toBe(false);
    });
  },
  { ADMIN_EMAILS: 'boss@tessera.test' },
);

describeOnEachDatabase('sign-in and sign-out', (context) => {
  it('signs in with the right password and refuses a wrong one the same way as an unknown account', async () => {
    const { account } = await signUp(context());
    const good = await signIn(context(), account);
    expect(good.response.status).toBe(200);
    expect(good.cookie).toContain('better-auth.session_token=');

    const wrong = await signIn(context(), { email: account.email, password: 'Wrong-pass1' });
    const unknown = await signIn(context(), { email: 'nobody@example.test', password: 'Wrong-pass1' });
    expect(wrong.response.status).toBe(401);
    expect(unknown.response.status).toBe(401);
    expect(await wrong.response.json()).toEqual(await unknown.response.json());
  });

  it('revokes the session on sign-out: the old cookie is refused', async () => {
    const { account } = await signUp(context());
    const { cookie } = await signIn(context(), account);
    expect((await context().app.request('/api/profile', withCookie(cookie))).status).toBe(200);
    const out = await context().app.request(
      '/api/auth/sign-out',
      withCookie(cookie, jsonRequest('POST', {})),
    );
    expect(out.status).toBe(200);
    expect((await context().app.request('/api/profile', withCookie(cookie))).status).toBe(401);
    expect(await session(context().app, cookie)).toBeNull();
  });

  it('refuses a sign-in sent from a foreign origin', async () => {
    const { account } = await signUp(context());
    const { response } = await signIn(context(), account, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
  });
});

describeOnEachDatabase('password reset', (context) => {
  // The answer comes first; the account is looked up after it (the reset queue).
  const requestReset = async (email: string) => {
    const response = await context().app.request(
      '/api/auth/request-password-reset',
      jsonRequest('POST', { email, redirectTo: '/reset-password' }),
    );
    await context().deps.deferredWork.idle();
    return response;
  };

  it('answers the same for an existing, an unknown and a Google-only account, and mails accordingly', async () => {
    const { account } = await signUp(context());
    await createGoogleOnlyUser(context(), 'only-google@example.test');
    const answers = [];
    for (const email of [account.email, 'nobody-here@example.test', 'only-google@example.test']) {
      const response = await requestReset(email);
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(200);

    const reset = await latestMailTo(context(), account.email);
    expect(reset?.kind).toBe('password-reset');
    expect(reset?.textBody).toContain(`${context().env.APP_URL}/reset-password?token=`);
    expect(await latestMailTo(context(), 'nobody-here@example.test')).toBeUndefined();
    const notice = await latestMailTo(context(), 'only-google@example.test');
    expect(notice?.kind).toBe('google-account-notice');
    expect(notice?.textBody).toContain(
      'This account uses Google Sign In. Please sign in with Google instead.',
    );
    expect(notice?.textBody).not.toContain('reset-password?token=');
  });

  it('takes a single-use token, revokes every session and sends a notice', async () => {
    const { account } = await signUp(context());
    const { cookie: oldSession } = await signIn(context(), account);
    await requestReset(account.email);
    const link = linkIn(
      (await latestMailTo(context(), account.email))!.textBody,
      /http\S+reset-password\?token=\S+/,
    )!;
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);

    const reset = () =>
      context().app.request(
        '/api/auth/reset-password',
        jsonRequest('POST', { token, newPassword: 'Brand-New-Pass2' }),
      );
    expect((await reset()).status).toBe(200);
    const again = await reset();
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });

    expect((await context().app.request('/api/profile', withCookie(oldSession))).status).toBe(401);
    expect((await latestMailTo(context(), account.email))?.kind).toBe('password-changed');
    expect(
      (await signIn(context(), { email: account.email, password: 'Brand-New-Pass2' })).response.status,
    ).toBe(200);
    expect((await signIn(context(), account)).response.status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { account } = await signUp(context());
    await requestReset(account.email);
    const link = linkIn(
      (await latestMailTo(context(), account.email))!.textBody,
      /http\S+reset-password\?token=\S+/,
    )!;
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    await context()
      .database.db.update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await context().app.request(
      '/api/auth/reset-password',
      jsonRequest('POST', { token, newPassword: 'Brand-New-Pass2' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
  });

  it('refuses a new password that breaks the rules with the rule’s message', async () => {
    const response = await context().app.request(
      '/api/auth/reset-password',
      jsonRequest('POST', { token: 'whatever', newPassword: 'weak' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_password', message: authMessages.validation.passwordMin },
    });
  });
});

describeOnEachDatabase(
  'malformed auth requests',
  (context) => {
    const endpoints = [
      '/sign-in/email',
      '/sign-up/email',
      '/request-password-reset',
      '/reset-password',
      '/sign-out',
    ];

    it.each(endpoints)('answers garbage sent to %s with a 4xx, never a 5xx', async (endpoint) => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.string(), fc.json(), fc.constant('{"email": 1}')), async (body) => {
          const response = await context().app.request(`/api/auth${endpoint}`, jsonRequest('POST', body));
          expect(response.status).toBeLessThan(500);
          expect(response.status === 200 || response.status >= 400).toBe(true);
        }),
        { numRuns: 15 },
      );
    });
  },
  { TRUST_PROXY: 'true' },
);

describeOnEachDatabase(
  'email confirmation',
  (context) => {
    it('gives no session until the emailed link is followed, which lands on /auth/callback signed in', async () => {
      const { response, account, cookie } = await signUp(context());
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ session: false });
      expect(cookie).not.toContain('session_token');
      // Until then the right password answers like a wrong one (a 403 would say the address was new).
      const early = await signIn(context(), account);
      expect(early.response.status).toBe(401);
      expect(await early.response.json()).toMatchObject({ error: { code: 'INVALID_EMAIL_OR_PASSWORD' } });

      const mail = await latestMailTo(context(), account.email);
      expect(mail?.kind).toBe('email-confirmation');
      const link = linkIn(mail!.textBody, /http\S+verify-email\S+/)!;
      expect(link.startsWith(`${context().env.APP_URL}/api/auth/verify-email?token=`)).toBe(true);
      // Opened in the browser that signed up, which holds the sign-up's proof cookie.
      const url = new URL(link);
      const followed = await context().app.request(`${url.pathname}${url.search}`, withCookie(cookie));
      expect(followed.status).toBe(302);
      expect(followed.headers.get('location')).toBe('/auth/callback');
      expect((await session(context().app, cookieHeader(followed)))?.user?.email).toBe(account.email);
    });

    it('makes an ADMIN_EMAILS account an admin once its address is confirmed', async () => {
      const { account, cookie } = await signUp(context(), newAccount({ email: 'chief@tessera.test' }));
      const link = linkIn(
        (await latestMailTo(context(), account.email))!.textBody,
        /http\S+verify-email\S+/,
      )!;
      const url = new URL(link);
      const followed = await context().app.request(`${url.pathname}${url.search}`, withCookie(cookie));
      const profile = await context().app.request('/api/profile', withCookie(cookieHeader(followed)));
      expect(await profile.json()).toMatchObject({ profile: { email: account.email, isAdmin: true } });
    });
  },
  { EMAIL_CONFIRMATION: 'on', ADMIN_EMAILS: 'chief@tessera.test' },
);

import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import {
  confirmEmail,
  latestMailOfKind,
  latestMailTo,
  linkIn,
  newAccount,
  signIn,
  signUp,
  withCookie,
  cookieHeader,
} from '../../test/auth-helpers';
import { describeWithGoogle, signInWithGoogle } from '../../test/google';
import { describeOnEachDatabase, jsonRequest, type TestApp } from '../../test/test-app';
import { enableTwoFactor, legacyUnprovenTwoFactor } from '../../test/totp';

// docs/decisions/012-account-ownership.md: proving an address never hands its holder an account whose password
// (or second factor, or sessions) someone else set.

const victimEmail = () => `owner-${Math.random().toString(36).slice(2, 8)}@tessera.test`;

const profileOf = async (testApp: TestApp, cookie: string) =>
  testApp.app.request('/api/profile', withCookie(cookie));

/** The confirmation link mailed to this address, as a path the test app can request. */
async function confirmationLink(testApp: TestApp, email: string) {
  const mail = await latestMailOfKind(testApp, email, 'email-confirmation');
  expect(mail).toBeDefined();
  const url = new URL(linkIn(mail!.textBody, /http\S+verify-email\S+/)!);
  return `${url.pathname}${url.search}`;
}

/** A squatter signs up with someone else's address and asks for its confirmation email. */
async function squat(testApp: TestApp, email: string) {
  const squatter = newAccount({ email, password: 'Squatter-Pass1', name: 'Mallory' });
  const { cookie } = await signUp(testApp, squatter);
  const asked = await testApp.app.request(
    '/api/auth/send-verification-email',
    withCookie(cookie, jsonRequest('POST', { email })),
  );
  expect(asked.status).toBe(200);
  return { squatter, cookie };
}

/** Completes a reset with this token, as the reset page does. */
const resetWith = (testApp: TestApp, token: string, newPassword: string) =>
  testApp.app.request('/api/auth/reset-password', jsonRequest('POST', { token, newPassword }));

describeOnEachDatabase(
  'account ownership: the confirmation link',
  (context) => {
    it('opened by the address holder elsewhere, revokes the squatter’s password and sessions and lets the holder choose one', async () => {
      const email = victimEmail();
      const { squatter, cookie: squatterSession } = await squat(context(), email);
      // A second factor needs a proven address now; one set before that rule must go too.
      const refused = await context().app.request(
        '/api/account/two-factor/enrolment',
        withCookie(squatterSession, jsonRequest('POST', { password: squatter.password })),
      );
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { code: 'email_not_verified' } });
      await legacyUnprovenTwoFactor(context(), email, squatterSession, squatter.password);

      // The real owner opens the link in their own browser: no session, no sign-up proof.
      const followed = await context().app.request(await confirmationLink(context(), email));
      expect(followed.status).toBe(302);
      const location = new URL(followed.headers.get('location')!);
      expect(location.pathname).toBe('/reset-password');
      expect(location.searchParams.get('claimed')).toBe('1');
      expect(cookieHeader(followed)).not.toContain('session_token');

      // Everything the squatter held is gone at once.
      expect((await profileOf(context(), squatterSession)).status).toBe(401);
      expect((await signIn(context(), squatter)).response.status).toBe(401);

      // The holder chooses a password on the reset page and signs in with it, with no second factor asked.
      const reset = await resetWith(context(), location.searchParams.get('token')!, 'Owners-Own-Pass2');
      expect(reset.status).toBe(200);
      const owner = await signIn(context(), { email, password: 'Owners-Own-Pass2' });
      expect(owner.response.status).toBe(200);
      expect(await owner.response.json()).not.toHaveProperty('twoFactorRedirect');
      const profile = await profileOf(context(), owner.cookie);
      expect(await profile.json()).toMatchObject({ profile: { email, isAdmin: false } });
      expect((await signIn(context(), squatter)).response.status).toBe(401);
    });

    it('opened in the browser that signed up, keeps the password chosen there and signs in', async () => {
      const account = newAccount();
      const { cookie } = await signUp(context(), account);
      await context().app.request(
        '/api/auth/send-verification-email',
        withCookie(cookie, jsonRequest('POST', { email: account.email })),
      );
      const followed = await context().app.request(
        await confirmationLink(context(), account.email),
        withCookie(cookie),
      );
      expect(followed.headers.get('location')).toBe('/auth/callback');
      expect((await profileOf(context(), cookieHeader(followed))).status).toBe(200);
      expect((await signIn(context(), account)).response.status).toBe(200);
      const [row] = await context()
        .database.db.select({ emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.email, account.email));
      expect(row?.emailVerified).toBe(true);
    });
  },
  { ADMIN_EMAILS: 'someone-else@tessera.test' },
);

describeOnEachDatabase(
  'account ownership: ADMIN_EMAILS',
  (context) => {
    it('never makes a squatted admin address an admin with the squatter’s password: only the holder’s', async () => {
      const { squatter, cookie } = await squat(context(), 'boss@tessera.test');
      expect(await (await profileOf(context(), cookie)).json()).toMatchObject({
        profile: { isAdmin: false },
      });

      const followed = await context().app.request(await confirmationLink(context(), 'boss@tessera.test'));
      const token = new URL(followed.headers.get('location')!).searchParams.get('token')!;
      expect((await signIn(context(), squatter)).response.status).toBe(401);
      expect((await profileOf(context(), cookie)).status).toBe(401);

      await resetWith(context(), token, 'Boss-Own-Pass3');
      const owner = await signIn(context(), { email: 'boss@tessera.test', password: 'Boss-Own-Pass3' });
      expect(await (await profileOf(context(), owner.cookie)).json()).toMatchObject({
        profile: { isAdmin: true },
      });
    });

    it('lets an admin demote an ADMIN_EMAILS admin: later updates of the user do not grant it again', async () => {
      const account = newAccount({ email: 'deputy@tessera.test' });
      const { cookie } = await signUp(context(), account);
      await context().app.request(
        '/api/auth/send-verification-email',
        withCookie(cookie, jsonRequest('POST', { email: account.email })),
      );
      const followed = await context().app.request(
        await confirmationLink(context(), account.email),
        withCookie(cookie),
      );
      const session = cookieHeader(followed);
      expect(await (await profileOf(context(), session)).json()).toMatchObject({
        profile: { isAdmin: true },
      });

      const { db } = context().database;
      const [user] = await db.select().from(users).where(eq(users.email, account.email));
      await db.update(users).set({ role: 'user' }).where(eq(users.id, user!.id));
      // Any later change to the user through better-auth (here: turning two-factor on) keeps the demotion.
      await enableTwoFactor(context(), session, account.password);
      const [after] = await db.select({ role: users.role }).from(users).where(eq(users.id, user!.id));
      expect(after?.role).toBe('user');
    });
  },
  { ADMIN_EMAILS: 'boss@tessera.test,deputy@tessera.test' },
);

describeOnEachDatabase(
  'account ownership: with email confirmation on',
  (context) => {
    it('gives the holder, not the squatter, the account when the holder follows the link', async () => {
      const email = victimEmail();
      const squatter = newAccount({ email, password: 'Squatter-Pass1' });
      await signUp(context(), squatter);
      const followed = await context().app.request(await confirmationLink(context(), email));
      const location = new URL(followed.headers.get('location')!);
      expect(location.pathname).toBe('/reset-password');
      expect((await signIn(context(), squatter)).response.status).toBe(401);
      await resetWith(context(), location.searchParams.get('token')!, 'Owners-Own-Pass2');
      expect((await signIn(context(), { email, password: 'Owners-Own-Pass2' })).response.status).toBe(200);
    });
  },
  { EMAIL_CONFIRMATION: 'on' },
);

describeOnEachDatabase(
  'account ownership: a password reset',
  (context) => {
    it('proves the address: the squatter’s sessions, password and second factor are gone, ADMIN_EMAILS applies', async () => {
      const { squatter, cookie } = await squat(context(), 'chief@tessera.test');
      await legacyUnprovenTwoFactor(context(), 'chief@tessera.test', cookie, squatter.password);

      await context().app.request(
        '/api/auth/request-password-reset',
        jsonRequest('POST', { email: 'chief@tessera.test' }),
      );
      await context().deps.deferredWork.idle();
      const link = linkIn(
        (await latestMailTo(context(), 'chief@tessera.test'))!.textBody,
        /http\S+reset-password\?token=\S+/,
      )!;
      const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
      expect((await resetWith(context(), token, 'Chiefs-Own-Pass4')).status).toBe(200);

      expect((await profileOf(context(), cookie)).status).toBe(401);
      expect((await signIn(context(), squatter)).response.status).toBe(401);
      const owner = await signIn(context(), { email: 'chief@tessera.test', password: 'Chiefs-Own-Pass4' });
      expect(await owner.response.json()).not.toHaveProperty('twoFactorRedirect');
      expect(await (await profileOf(context(), owner.cookie)).json()).toMatchObject({
        profile: { isAdmin: true },
      });
    });

    it('on a proven account is an ordinary reset: the owner’s second factor stays', async () => {
      const { account, cookie } = await signUp(context());
      const session = await confirmEmail(context(), account.email, cookie);
      await enableTwoFactor(context(), session, account.password);
      await context().app.request(
        '/api/auth/request-password-reset',
        jsonRequest('POST', { email: account.email }),
      );
      await context().deps.deferredWork.idle();
      const link = linkIn(
        (await latestMailOfKind(context(), account.email, 'password-reset'))!.textBody,
        /http\S+reset-password\?token=\S+/,
      )!;
      const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
      expect((await resetWith(context(), token, 'Owners-New-Pass5')).status).toBe(200);
      const again = await signIn(context(), { email: account.email, password: 'Owners-New-Pass5' });
      expect(await again.response.json()).toMatchObject({ twoFactorRedirect: true });
    });
  },
  { ADMIN_EMAILS: 'chief@tessera.test' },
);

describeWithGoogle(
  'account ownership: Google sign-in',
  (context) => {
    it('meeting a squatted account, signs the holder in and revokes the squatter’s password and sessions', async () => {
      const email = 'founder@tessera.test';
      const squatter = newAccount({ email, password: 'Squatter-Pass1' });
      const { cookie: squatterSession } = await signUp(context(), squatter);

      const google = await signInWithGoogle(context(), email);
      expect(google.location).toBe('/auth/callback');
      const profile = await profileOf(context(), google.cookie);
      expect(await profile.json()).toMatchObject({ profile: { email, provider: 'google', isAdmin: true } });

      expect((await profileOf(context(), squatterSession)).status).toBe(401);
      expect((await signIn(context(), squatter)).response.status).toBe(401);
      // Signing in with Google again works: the account is the holder's now.
      expect((await signInWithGoogle(context(), email)).location).toBe('/auth/callback');
    });

    it('on a proven account with two-factor on, asks for the code and keeps the password and the factor', async () => {
      const account = newAccount();
      const { cookie } = await signUp(context(), account);
      const session = await confirmEmail(context(), account.email, cookie);
      await enableTwoFactor(context(), session, account.password);
      for (let attempt = 0; attempt < 2; attempt++) {
        const google = await signInWithGoogle(context(), account.email);
        expect(google.location).toBe(`${context().env.APP_URL}/login/two-factor`);
      }
      const password = await signIn(context(), account);
      expect(await password.response.json()).toMatchObject({ twoFactorRedirect: true });
    });

    it('links Google to a proven password account and keeps its password', async () => {
      const account = newAccount();
      const { cookie } = await signUp(context(), account);
      await context().app.request(
        '/api/auth/send-verification-email',
        withCookie(cookie, jsonRequest('POST', { email: account.email })),
      );
      await context().app.request(await confirmationLink(context(), account.email), withCookie(cookie));
      expect((await signInWithGoogle(context(), account.email)).location).toBe('/auth/callback');
      expect((await signIn(context(), account)).response.status).toBe(200);
    });
  },
  { ADMIN_EMAILS: 'founder@tessera.test' },
);

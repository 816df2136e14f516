import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adminErrorCodes } from '../../../shared/admin';
import { sessions, users } from '../../db/schema/index';
import { normalUser } from '../../test/admin-helpers';
import { confirmEmail, cookieHeader, signIn, withCookie } from '../../test/auth-helpers';
import { describeOnEachDatabase, jsonRequest, type TestApp } from '../../test/test-app';
import { enableTwoFactor, mergeCookies, totpCode } from '../../test/totp';

// docs/decisions/032: the admin API needs a session that passed the second factor, not only a user who has one.

const adminMe = (testApp: TestApp, cookie: string) =>
  testApp.app.request('/api/admin/me', withCookie(cookie));

/** A signed-up user made a global admin in the database (as `npm run admin -- grant` does), address proven. */
async function provenAdmin(testApp: TestApp) {
  const person = await normalUser(testApp);
  await testApp.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, person.id));
  return { ...person, cookie: await confirmEmail(testApp, person.email, person.cookie) };
}

/** A password sign-in answered with an authenticator code, as the two-factor page does. */
async function signInWithCode(
  testApp: TestApp,
  account: { email: string; password: string },
  totpUri: string,
) {
  const pending = cookieHeader((await signIn(testApp, account)).response);
  const answer = await testApp.app.request(
    '/api/auth/two-factor/verify-totp',
    withCookie(pending, jsonRequest('POST', { code: totpCode(totpUri) })),
  );
  expect(answer.status).toBe(200);
  return mergeCookies(pending, answer);
}

describeOnEachDatabase('admin API: the session must have passed two-factor', (context) => {
  it('a password-only session opened before two-factor was turned on is signed out by turning it on', async () => {
    const admin = await provenAdmin(context());
    const passwordOnly = (await signIn(context(), admin)).cookie;
    const refused = await adminMe(context(), passwordOnly);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: adminErrorCodes.twoFactorRequired } });

    const { cookie: enrolled } = await enableTwoFactor(context(), admin.cookie, admin.password);
    // Before: this session, which never saw a code, had full admin access.
    expect((await adminMe(context(), passwordOnly)).status).toBe(401);
    expect((await context().app.request('/api/profile', withCookie(passwordOnly))).status).toBe(401);
    // The session that turned two-factor on passed it.
    expect((await adminMe(context(), enrolled)).status).toBe(200);
  });

  it('a session that never passed the code gets 403 until a sign-in with the code, which ends it', async () => {
    const admin = await provenAdmin(context());
    const { cookie, totpURI } = await enableTwoFactor(context(), admin.cookie, admin.password);
    expect((await adminMe(context(), cookie)).status).toBe(200);
    // As every session open when this shipped is: it records no pass of the second factor.
    await context()
      .database.db.update(sessions)
      .set({ twoFactorVerified: false })
      .where(eq(sessions.userId, admin.id));
    const refused = await adminMe(context(), cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: adminErrorCodes.twoFactorSessionRequired, message: expect.any(String) },
    });
    // The rest of the product still works for it.
    expect((await context().app.request('/api/profile', withCookie(cookie))).status).toBe(200);

    const withCode = await signInWithCode(context(), admin, totpURI);
    expect((await adminMe(context(), withCode)).status).toBe(200);
    // Passing the code ended the account's sessions that never did.
    expect((await context().app.request('/api/profile', withCookie(cookie))).status).toBe(401);
  });

  it('a device trusted after a code counts as passing it at its next sign-in', async () => {
    const admin = await provenAdmin(context());
    const { totpURI } = await enableTwoFactor(context(), admin.cookie, admin.password);
    const pending = cookieHeader((await signIn(context(), admin)).response);
    const answer = await context().app.request(
      '/api/auth/two-factor/verify-totp',
      withCookie(pending, jsonRequest('POST', { code: totpCode(totpURI), trustDevice: true })),
    );
    expect(answer.status).toBe(200);
    const trusted = mergeCookies(pending, answer)
      .split('; ')
      .filter((pair) => pair.includes('trust_device'))
      .join('; ');
    expect(trusted).not.toBe('');
    const again = await signIn(context(), admin, { cookie: trusted });
    expect(await again.response.json()).not.toMatchObject({ twoFactorRedirect: true });
    expect((await adminMe(context(), mergeCookies(trusted, again.response))).status).toBe(200);
  });

  it('a backup code counts as the second factor too', async () => {
    const admin = await provenAdmin(context());
    const { backupCodes, cookie } = await enableTwoFactor(context(), admin.cookie, admin.password);
    const pending = cookieHeader((await signIn(context(), admin)).response);
    const answer = await context().app.request(
      '/api/auth/two-factor/verify-backup-code',
      withCookie(pending, jsonRequest('POST', { code: backupCodes[0] })),
    );
    expect(answer.status).toBe(200);
    const withBackup = mergeCookies(pending, answer);
    expect((await adminMe(context(), withBackup)).status).toBe(200);
    expect((await adminMe(context(), cookie)).status).toBe(200);
  });
});

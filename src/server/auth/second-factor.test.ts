import { expect, it } from 'vitest';
import {
  confirmEmail,
  cookieHeader,
  latestMailTo,
  linkIn,
  newAccount,
  signIn,
  signUp,
  withCookie,
} from '../test/auth-helpers';
import { describeWithGoogle, signInWithGoogle } from '../test/google';
import { jsonRequest, type TestApp } from '../test/test-app';
import { enableTwoFactor, legacyUnprovenTwoFactor, mergeCookies, totpCode } from '../test/totp';

// With two-factor on, every way of getting a session asks for the code: the password sign-in (the plugin's
// own), Google's callback and the confirmation link (ours, auth/second-factor.ts).

const sessionOf = async (testApp: TestApp, cookie: string) =>
  (await testApp.app.request('/api/auth/get-session', withCookie(cookie))).json() as Promise<{
    user: { email: string };
  } | null>;

/** Answers the pending sign-in's challenge with a code, as the two-factor page does. */
async function answerChallenge(testApp: TestApp, cookie: string, code: string) {
  const response = await testApp.app.request(
    '/api/auth/two-factor/verify-totp',
    withCookie(cookie, jsonRequest('POST', { code })),
  );
  return { response, cookie: mergeCookies(cookie, response) };
}

describeWithGoogle('two-factor on every path to a session', (context) => {
  it('asks a Google sign-in for the code before there is a session', async () => {
    const account = newAccount();
    const { cookie } = await signUp(context(), account);
    const session = await confirmEmail(context(), account.email, cookie);
    const { totpURI } = await enableTwoFactor(context(), session, account.password);

    const google = await signInWithGoogle(context(), account.email);
    expect(google.response.status).toBe(302);
    expect(google.location).toBe(`${context().env.APP_URL}/login/two-factor`);
    expect(await sessionOf(context(), google.cookie)).toBeNull();

    const wrong = await answerChallenge(context(), google.cookie, '000000');
    expect(wrong.response.status).toBe(401);
    const right = await answerChallenge(context(), google.cookie, totpCode(totpURI));
    expect(right.response.status).toBe(200);
    expect((await sessionOf(context(), right.cookie))?.user.email).toBe(account.email);
  });

  it('asks for the code when the confirmation link would sign in', async () => {
    const account = newAccount();
    const { cookie } = await signUp(context(), account);
    const { totpURI } = await legacyUnprovenTwoFactor(context(), account.email, cookie, account.password);
    await context().app.request(
      '/api/auth/send-verification-email',
      withCookie(cookie, jsonRequest('POST', { email: account.email })),
    );
    const link = new URL(
      linkIn((await latestMailTo(context(), account.email))!.textBody, /http\S+verify-email\S+/)!,
    );
    // Opened in the browser that signed up, but signed out there since.
    const proofOnly = cookie
      .split('; ')
      .filter((pair) => pair.startsWith('tessera.sign-up-proof='))
      .join('; ');
    const followed = await context().app.request(`${link.pathname}${link.search}`, withCookie(proofOnly));
    expect(followed.headers.get('location')).toBe(`${context().env.APP_URL}/login/two-factor`);
    const pending = mergeCookies(proofOnly, followed);
    expect(await sessionOf(context(), pending)).toBeNull();
    const right = await answerChallenge(context(), pending, totpCode(totpURI));
    expect((await sessionOf(context(), right.cookie))?.user.email).toBe(account.email);
  });

  it('refuses a social sign-in with a posted ID token, which would skip the code', async () => {
    const response = await context().app.request(
      '/api/auth/sign-in/social',
      jsonRequest('POST', { provider: 'google', idToken: { token: 'eyJhbGciOiJSUzI1NiJ9.e30.x' } }),
    );
    expect(response.status).toBe(400);
    const elsewhere = await context().app.request(
      '/api/auth/sign-in/social',
      jsonRequest('POST', { provider: 'google', callbackURL: 'https://evil.example/' }),
    );
    expect(elsewhere.status).toBe(400);
  });

  it('keeps asking a password sign-in for the code, and takes a backup code once', async () => {
    const account = newAccount();
    const { cookie } = await signUp(context(), account);
    const session = await confirmEmail(context(), account.email, cookie);
    const { backupCodes } = await enableTwoFactor(context(), session, account.password);
    const attempt = await signIn(context(), account);
    expect(await attempt.response.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieHeader(attempt.response);
    const useBackup = (jar: string) =>
      context().app.request(
        '/api/auth/two-factor/verify-backup-code',
        withCookie(jar, jsonRequest('POST', { code: backupCodes[0] })),
      );
    const first = await useBackup(pending);
    expect(first.status).toBe(200);
    expect((await sessionOf(context(), mergeCookies(pending, first)))?.user.email).toBe(account.email);
    const again = await signIn(context(), account);
    expect((await useBackup(cookieHeader(again.response))).status).toBe(401);
  });

  it('takes an authenticator code for one sign-in only, and does not spend a wrong one', async () => {
    const account = newAccount();
    const { cookie } = await signUp(context(), account);
    const session = await confirmEmail(context(), account.email, cookie);
    const { totpURI } = await enableTwoFactor(context(), session, account.password);
    const pendingSignIn = async () => cookieHeader((await signIn(context(), account)).response);

    const pending = await pendingSignIn();
    const wrong = await answerChallenge(context(), pending, '000000');
    expect(wrong.response.status).toBe(401);
    const wrongAnswer: unknown = await wrong.response.json();
    const code = totpCode(totpURI);
    const first = await answerChallenge(context(), pending, code);
    expect(first.response.status).toBe(200);
    expect((await sessionOf(context(), first.cookie))?.user.email).toBe(account.email);

    const replay = await answerChallenge(context(), await pendingSignIn(), code);
    expect(replay.response.status).toBe(401);
    // The same answer as a wrong code: a replay learns nothing about when the holder signed in.
    expect(await replay.response.json()).toEqual(wrongAnswer);
    expect(await sessionOf(context(), replay.cookie)).toBeNull();
  });
});

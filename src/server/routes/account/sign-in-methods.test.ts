import { expect, it } from 'vitest';
import {
  confirmEmail,
  latestMailOfKind,
  newAccount,
  signIn,
  signUp,
  withCookie,
} from '../../test/auth-helpers';
import { completeAtGoogle, describeWithGoogle, signInWithGoogle } from '../../test/google';
import { mergeCookies, totpCode } from '../../test/totp';
import { jsonRequest, type TestApp } from '../../test/test-app';

/** Links Google as the Accounts screen does: link-social, the provider's sign-in, back to the callback. */
async function linkGoogle(testApp: TestApp, cookie: string, email: string) {
  const start = await testApp.app.request(
    '/api/auth/link-social',
    withCookie(
      cookie,
      jsonRequest('POST', {
        provider: 'google',
        callbackURL: '/auth/callback',
        errorCallbackURL: '/auth/callback',
      }),
    ),
  );
  expect(start.status).toBe(200);
  return completeAtGoogle(testApp, start, email, cookie);
}

const methods = async (testApp: TestApp, cookie: string) =>
  (await (await testApp.app.request('/api/account/sign-in-methods', withCookie(cookie))).json()) as {
    methods: { password: boolean; google: boolean; googleAvailable: boolean; emailVerified: boolean };
  };

type Proof = { password?: string; code?: string; emailCode?: string };

const unlinkGoogle = (testApp: TestApp, cookie: string, proof: Proof = {}) =>
  testApp.app.request(
    '/api/account/sign-in-methods/google',
    withCookie(cookie, jsonRequest('DELETE', { proof })),
  );

const setPassword = (testApp: TestApp, cookie: string, newPassword: unknown, proof: Proof = {}) =>
  testApp.app.request(
    '/api/account/sign-in-methods/password',
    withCookie(cookie, jsonRequest('POST', { newPassword, proof })),
  );

/** Two-factor for a Google-only account, proven by the code emailed for it, as the Accounts screen does. */
async function enrolWithEmailedCode(testApp: TestApp, cookie: string, email: string) {
  const request = (path: string, body: object) =>
    testApp.app.request(`/api/account/two-factor${path}`, withCookie(cookie, jsonRequest('POST', body)));
  expect((await request('/email-code', { purpose: 'two-factor' })).status).toBe(204);
  const mail = await latestMailOfKind(testApp, email, 'email-code-two-factor');
  const started = await request('/enrolment', { emailCode: mail!.textBody.match(/\b\d{6}\b/)![0] });
  const { enrolment } = (await started.json()) as { enrolment: { totpUri: string } };
  const confirmed = await request('/confirmation', { code: totpCode(enrolment.totpUri) });
  expect(confirmed.status).toBe(200);
  return { enrolled: mergeCookies(cookie, confirmed), totpUri: enrolment.totpUri };
}

/** The code emailed to a Google-only holder to confirm a new sign-in method. */
async function emailedCode(testApp: TestApp, cookie: string, email: string) {
  const sent = await testApp.app.request(
    '/api/account/two-factor/email-code',
    withCookie(cookie, jsonRequest('POST', { purpose: 'sign-in-method' })),
  );
  expect(sent.status).toBe(204);
  const mail = await latestMailOfKind(testApp, email, 'email-code-sign-in-method');
  return mail!.textBody.match(/\b\d{6}\b/)![0];
}

describeWithGoogle('/api/account/sign-in-methods', (context) => {
  it('refuses anonymous callers with a 401', async () => {
    expect((await context().app.request('/api/account/sign-in-methods')).status).toBe(401);
    expect((await unlinkGoogle(context(), '')).status).toBe(401);
    expect((await setPassword(context(), '', 'Sturdy-Pass1')).status).toBe(401);
  });

  it('a password account: password only; there is no Google to unlink, and no second password', async () => {
    const { cookie } = await signUp(context());
    expect(await methods(context(), cookie)).toEqual({
      methods: { password: true, google: false, googleAvailable: true, emailVerified: false },
    });
    const unlink = await unlinkGoogle(context(), cookie);
    expect(unlink.status).toBe(404);
    expect(await unlink.json()).toMatchObject({ error: { code: 'not_linked' } });
    const again = await setPassword(context(), cookie, 'Another-Pass2');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'password_exists' } });
  });

  it('a Google-only account cannot lose its last method, can set a password, then unlink Google', async () => {
    const email = `grace-${Date.now()}@example.test`;
    const { cookie } = await signInWithGoogle(context(), email);
    expect((await methods(context(), cookie)).methods).toMatchObject({ password: false, google: true });

    const refused = await unlinkGoogle(context(), cookie);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { code: 'last_sign_in_method', message: expect.stringContaining('only way') },
    });

    const weak = await setPassword(context(), cookie, 'short');
    expect(weak.status).toBe(400);
    // The session alone is not enough to add a way in: the holder confirms with the code sent to the address.
    const unproven = await setPassword(context(), cookie, 'Sturdy-Pass1');
    expect(unproven.status).toBe(400);
    expect(await unproven.json()).toMatchObject({ error: { field: 'emailCode' } });
    expect((await methods(context(), cookie)).methods).toMatchObject({ password: false });
    const code = await emailedCode(context(), cookie, email);
    const set = await setPassword(context(), cookie, 'Sturdy-Pass1', { emailCode: code });
    expect(set.status).toBe(201);
    expect((await set.json()) as object).toMatchObject({ methods: { password: true, google: true } });
    expect(await latestMailOfKind(context(), email, 'password-changed')).toBeDefined();
    expect((await signIn(context(), { email, password: 'Sturdy-Pass1' })).response.status).toBe(200);

    // Removing Google asks for the password too.
    const unlinkUnproven = await unlinkGoogle(context(), cookie);
    expect(unlinkUnproven.status).toBe(400);
    expect(await unlinkUnproven.json()).toMatchObject({ error: { field: 'password' } });
    expect((await unlinkGoogle(context(), cookie, { password: 'Wrong-Pass9' })).status).toBe(400);
    expect((await unlinkGoogle(context(), cookie, { password: 'Sturdy-Pass1' })).status).toBe(200);
    expect((await methods(context(), cookie)).methods).toMatchObject({ password: true, google: false });
  });

  it('a confirmed password account links Google through the provider, then unlinks it', async () => {
    const account = newAccount();
    const { cookie: signUpCookie } = await signUp(context(), account);
    const cookie = await confirmEmail(context(), account.email, signUpCookie);
    expect((await methods(context(), cookie)).methods).toMatchObject({ emailVerified: true, google: false });
    const back = await linkGoogle(context(), cookie, account.email);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/auth/callback');
    expect((await methods(context(), cookie)).methods).toMatchObject({ password: true, google: true });
    expect((await unlinkGoogle(context(), cookie, { password: account.password })).status).toBe(200);
    expect((await methods(context(), cookie)).methods).toMatchObject({ password: true, google: false });
    expect((await signIn(context(), account)).response.status).toBe(200);
  });

  it('never removes both methods, even when asked twice at once', async () => {
    const email = `twice-${Date.now()}@example.test`;
    const { cookie } = await signInWithGoogle(context(), email);
    const code = await emailedCode(context(), cookie, email);
    expect((await setPassword(context(), cookie, 'Sturdy-Pass1', { emailCode: code })).status).toBe(201);
    const proof = { password: 'Sturdy-Pass1' };
    const answers = await Promise.all([
      unlinkGoogle(context(), cookie, proof),
      unlinkGoogle(context(), cookie, proof),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect((await methods(context(), cookie)).methods).toMatchObject({ password: true });
  });

  it('limits the codes tried to set a password like every other secret check behind a session', async () => {
    const email = `guess-${Date.now()}@example.test`;
    const { cookie } = await signInWithGoogle(context(), email);
    const code = await emailedCode(context(), cookie, email);
    const wrong = code === '000000' ? '111111' : '000000';
    let last: Response | undefined;
    for (let attempt = 0; attempt < 11; attempt++) {
      last = await setPassword(context(), cookie, 'Another-Pass2', { emailCode: wrong });
    }
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
    // Within the limit's window even the right code is turned away.
    expect((await setPassword(context(), cookie, 'Another-Pass2', { emailCode: code })).status).toBe(429);
  });

  it('with two-factor on, a Google-only holder adds a password only with an authenticator code', async () => {
    const email = `guarded-${Date.now()}@example.test`;
    const { cookie } = await signInWithGoogle(context(), email);
    const { enrolled, totpUri } = await enrolWithEmailedCode(context(), cookie, email);
    const withoutCode = await setPassword(context(), enrolled, 'Sturdy-Pass1');
    expect(await withoutCode.json()).toMatchObject({ error: { field: 'code' } });
    // An emailed code is no way around the second factor.
    const emailed = await context().app.request(
      '/api/account/two-factor/email-code',
      withCookie(enrolled, jsonRequest('POST', { purpose: 'sign-in-method' })),
    );
    expect(emailed.status).toBe(400);
    const set = await setPassword(context(), enrolled, 'Sturdy-Pass1', { code: totpCode(totpUri) });
    expect(set.status).toBe(201);
  });
});

import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { securityMessages } from '../../../shared/i18n/en/security';
import { users } from '../../db/schema/index';
import { limitRules } from '../../lib/limits';
import {
  confirmEmail,
  cookieHeader,
  latestMailOfKind,
  newAccount,
  signIn,
  signUp,
  withCookie,
} from '../../test/auth-helpers';
import { describeWithGoogle, signInWithGoogle } from '../../test/google';
import { describeOnEachDatabase, fromPeer, jsonRequest, testOrigin, type TestApp } from '../../test/test-app';
import { mergeCookies, totpCode } from '../../test/totp';

const base = '/api/account/two-factor';

const call = (testApp: TestApp, cookie: string, path: string, method = 'POST', body: unknown = {}) =>
  testApp.app.request(
    `${base}${path}`,
    withCookie(
      cookie,
      method === 'GET'
        ? {}
        : method === 'DELETE'
          ? { method, headers: { origin: testOrigin } }
          : jsonRequest(method, body),
    ),
  );

/** A signed-up account with its address proven, signed in. */
async function provenAccount(testApp: TestApp) {
  const { account, cookie } = await signUp(testApp, newAccount());
  return { account, cookie: await confirmEmail(testApp, account.email, cookie) };
}

/** Enrols through the card's routes: password, then the first code; answers the renewed cookie and codes. */
async function enrol(testApp: TestApp, cookie: string, proof: Record<string, string>) {
  const started = await call(testApp, cookie, '/enrolment', 'POST', proof);
  expect(started.status).toBe(200);
  const { enrolment } = (await started.json()) as { enrolment: { totpUri: string; secret: string } };
  const confirmed = await call(testApp, cookie, '/confirmation', 'POST', {
    code: totpCode(enrolment.totpUri),
  });
  expect(confirmed.status).toBe(200);
  const { backupCodes } = (await confirmed.json()) as { backupCodes: string[] };
  return { totpUri: enrolment.totpUri, backupCodes, cookie: mergeCookies(cookie, confirmed) };
}

const status = async (testApp: TestApp, cookie: string) =>
  ((await (await call(testApp, cookie, '', 'GET')).json()) as { twoFactor: Record<string, unknown> })
    .twoFactor;

/** A password sign-in up to the second-factor challenge: the pending sign-in cookie. */
async function challenge(testApp: TestApp, account: { email: string; password: string }, cookie = '') {
  const response = await testApp.app.request(
    '/api/auth/sign-in/email',
    withCookie(cookie, jsonRequest('POST', { email: account.email, password: account.password })),
  );
  return { response, body: (await response.clone().json()) as Record<string, unknown> };
}

const answer = (testApp: TestApp, pending: string, kind: 'totp' | 'backup-code', body: object) =>
  testApp.app.request(`/api/auth/two-factor/verify-${kind}`, withCookie(pending, jsonRequest('POST', body)));

describeOnEachDatabase('/api/account/two-factor', (context) => {
  it('refuses anonymous callers', async () => {
    for (const [path, method] of [
      ['', 'GET'],
      ['/enrolment', 'POST'],
      ['/disable', 'POST'],
      ['/trusted-devices', 'DELETE'],
    ] as const) {
      expect((await call(context(), '', path, method)).status).toBe(401);
    }
  });

  it('refuses bad input, a missing or wrong password, and an unproven address', async () => {
    const { account, cookie } = await provenAccount(context());
    const bad = await call(context(), cookie, '/enrolment', 'POST', { password: 1, extra: true });
    expect(bad.status).toBe(400);
    const missing = await call(context(), cookie, '/enrolment', 'POST', {});
    expect(await missing.json()).toMatchObject({
      error: { code: 'invalid_confirmation', field: 'password' },
    });
    const wrong = await call(context(), cookie, '/enrolment', 'POST', { password: 'Wrong-Pass1' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { field: 'password' } });
    const malformed = await call(context(), cookie, '/confirmation', 'POST', { code: 'abc' });
    expect(malformed.status).toBe(400);
    const notStarted = await call(context(), cookie, '/confirmation', 'POST', { code: '123456' });
    expect(notStarted.status).toBe(409);
    const unproven = await signUp(context());
    const refused = await call(context(), unproven.cookie, '/enrolment', 'POST', {
      password: unproven.account.password,
    });
    expect(refused.status).toBe(403);
    expect(account.email).toBeTruthy();
  });

  it('enrols with a QR secret and a code, shows 10 backup codes once and sends a notice', async () => {
    const { account, cookie } = await provenAccount(context());
    const started = await call(context(), cookie, '/enrolment', 'POST', { password: account.password });
    const { enrolment } = (await started.json()) as { enrolment: { totpUri: string; secret: string } };
    expect(enrolment.totpUri).toMatch(/^otpauth:\/\/totp\/Tessera:/);
    expect(enrolment.totpUri).toContain(`secret=${enrolment.secret}`);
    const wrong = await call(context(), cookie, '/confirmation', 'POST', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { field: 'code' } });
    const confirmed = await call(context(), cookie, '/confirmation', 'POST', {
      code: totpCode(enrolment.totpUri),
    });
    expect(confirmed.status).toBe(200);
    const { backupCodes } = (await confirmed.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    const renewed = mergeCookies(cookie, confirmed);
    expect(await status(context(), renewed)).toEqual({
      enabled: true,
      hasPassword: true,
      backupCodesLeft: 10,
      trustedDevices: 0,
    });
    const notice = await latestMailOfKind(context(), account.email, 'two-factor-enabled');
    expect(notice?.subject).toBe(securityMessages.mail.twoFactorEnabled.subject);
    const again = await call(context(), renewed, '/enrolment', 'POST', { password: account.password });
    expect(again.status).toBe(409);
  });

  it('asks for a code at sign-in; a backup code works once', async () => {
    const { account, cookie } = await provenAccount(context());
    const { backupCodes, totpUri } = await enrol(context(), cookie, { password: account.password });
    const first = await challenge(context(), account);
    expect(first.body).toMatchObject({ twoFactorRedirect: true });
    const withCode = await answer(context(), cookieHeader(first.response), 'totp', {
      code: totpCode(totpUri),
    });
    expect(withCode.status).toBe(200);

    const second = await challenge(context(), account);
    const used = await answer(context(), cookieHeader(second.response), 'backup-code', {
      code: backupCodes[0],
    });
    expect(used.status).toBe(200);
    const third = await challenge(context(), account);
    const reused = await answer(context(), cookieHeader(third.response), 'backup-code', {
      code: backupCodes[0],
    });
    expect(reused.status).toBe(401);
    const fresh = await answer(context(), cookieHeader(third.response), 'backup-code', {
      code: backupCodes[1],
    });
    expect(fresh.status).toBe(200);
  });

  it('trusts a device for 30 days until every trusted device is forgotten', async () => {
    const { account, cookie } = await provenAccount(context());
    const enrolled = await enrol(context(), cookie, { password: account.password });
    const first = await challenge(context(), account);
    const trusted = await answer(context(), cookieHeader(first.response), 'totp', {
      code: totpCode(enrolled.totpUri),
      trustDevice: true,
    });
    expect(trusted.status).toBe(200);
    const trustCookie = trusted.headers.getSetCookie().find((line) => line.includes('trust_device='))!;
    expect(trustCookie).toMatch(/Max-Age=2592000/i);
    const device = trustCookie.split(';')[0]!;

    const skipped = await challenge(context(), account, device);
    expect(skipped.body.twoFactorRedirect).toBeUndefined();
    expect(skipped.body).toMatchObject({ session: true });
    const session = cookieHeader(skipped.response);
    expect((await status(context(), session)).trustedDevices).toBe(1);

    const forgotten = await call(context(), session, '/trusted-devices', 'DELETE');
    expect(await forgotten.json()).toEqual({ forgotten: 1 });
    const asked = await challenge(context(), account, device);
    expect(asked.body).toMatchObject({ twoFactorRedirect: true });
  });

  it('makes new backup codes with the password or a code; the old ones stop working', async () => {
    const { account, cookie } = await provenAccount(context());
    const enrolled = await enrol(context(), cookie, { password: account.password });
    const wrong = await call(context(), enrolled.cookie, '/backup-codes', 'POST', { code: '000000' });
    expect(wrong.status).toBe(400);
    const fresh = await call(context(), enrolled.cookie, '/backup-codes', 'POST', {
      code: totpCode(enrolled.totpUri),
    });
    expect(fresh.status).toBe(200);
    const { backupCodes } = (await fresh.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    const pending = cookieHeader((await challenge(context(), account)).response);
    expect((await answer(context(), pending, 'backup-code', { code: enrolled.backupCodes[0] })).status).toBe(
      401,
    );
    expect((await answer(context(), pending, 'backup-code', { code: backupCodes[0] })).status).toBe(200);
  });

  it('takes an authenticator code for one change only', async () => {
    const { account, cookie } = await provenAccount(context());
    const enrolled = await enrol(context(), cookie, { password: account.password });
    const code = totpCode(enrolled.totpUri);
    const first = await call(context(), enrolled.cookie, '/backup-codes', 'POST', { code });
    expect(first.status).toBe(200);
    const replayed = await call(context(), enrolled.cookie, '/backup-codes', 'POST', { code });
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toMatchObject({ error: { code: 'invalid_confirmation', field: 'code' } });
  });

  it('turns off with a code (or the password), forgets devices and sends a notice', async () => {
    const { account, cookie } = await provenAccount(context());
    const enrolled = await enrol(context(), cookie, { password: account.password });
    const wrong = await call(context(), enrolled.cookie, '/disable', 'POST', { password: 'Wrong-Pass1' });
    expect(wrong.status).toBe(400);
    const off = await call(context(), enrolled.cookie, '/disable', 'POST', { code: enrolled.backupCodes[3] });
    expect(off.status).toBe(204);
    expect((await status(context(), enrolled.cookie)).enabled).toBe(false);
    expect(await latestMailOfKind(context(), account.email, 'two-factor-disabled')).toBeDefined();
    const signedIn = await signIn(context(), account);
    expect(await signedIn.response.json()).toMatchObject({ session: true });
    const twice = await call(context(), enrolled.cookie, '/disable', 'POST', { password: account.password });
    expect(twice.status).toBe(409);
  });

  it('limits password and code checks per account', async () => {
    const { account, cookie } = await provenAccount(context());
    const enrolled = await enrol(context(), cookie, { password: account.password });
    let last = 0;
    for (let attempt = 0; attempt <= limitRules.secretChecksByAccount.points; attempt++) {
      const response = await context().app.request(
        `${base}/disable`,
        withCookie(enrolled.cookie, jsonRequest('POST', { password: 'Wrong-Pass1' })),
        fromPeer(`198.51.100.${attempt + 1}`),
      );
      last = response.status;
    }
    expect(last).toBe(429);
    // Even the right password waits now.
    const blocked = await call(context(), enrolled.cookie, '/disable', 'POST', {
      password: account.password,
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describeWithGoogle('/api/account/two-factor for a Google-only account', (context) => {
  it('proves the holder with an emailed code instead of a password', async () => {
    const email = `google-${Date.now()}@example.test`;
    const { cookie } = await signInWithGoogle(context(), email);
    const [user] = await context().database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
    expect((await status(context(), cookie)).hasPassword).toBe(false);

    const missing = await call(context(), cookie, '/enrolment', 'POST', {});
    expect(await missing.json()).toMatchObject({ error: { field: 'emailCode' } });
    expect((await call(context(), cookie, '/email-code', 'POST', { purpose: 'two-factor' })).status).toBe(
      204,
    );
    const mail = await latestMailOfKind(context(), email, 'email-code-two-factor');
    const code = mail!.textBody.match(/\b\d{6}\b/)![0];
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call(context(), cookie, '/enrolment', 'POST', { emailCode: wrongCode });
    expect(await wrong.json()).toMatchObject({ error: { field: 'emailCode' } });
    const enrolled = await enrol(context(), cookie, { emailCode: code });
    expect(enrolled.backupCodes).toHaveLength(10);
    const { totpUri } = enrolled;
    // With two-factor on, only its codes prove the holder: no emailed code, and the used one is gone.
    const more = await call(context(), enrolled.cookie, '/email-code', 'POST', { purpose: 'two-factor' });
    expect(more.status).toBe(400);
    const disable = await call(context(), enrolled.cookie, '/disable', 'POST', { emailCode: code });
    expect(await disable.json()).toMatchObject({ error: { field: 'code' } });

    // Google's sign-in now asks for the code too.
    const again = await signInWithGoogle(context(), email);
    expect(again.location).toMatch(/\/login\/two-factor$/);
    const pending = again.cookie;
    expect((await answer(context(), pending, 'totp', { code: totpCode(totpUri) })).status).toBe(200);
  });

  it('deletes a Google-only account with a code emailed for deletion, not one for two-factor', async () => {
    const email = `google-delete-${Date.now()}@example.test`;
    const { cookie } = await signInWithGoogle(context(), email);
    const codeFor = async (purpose: string) => {
      await call(context(), cookie, '/email-code', 'POST', { purpose });
      const mail = await latestMailOfKind(context(), email, `email-code-${purpose}`);
      return mail!.textBody.match(/\b\d{6}\b/)![0];
    };
    const deletion = (emailCode: string) =>
      context().app.request(
        '/api/account/deletion',
        withCookie(cookie, jsonRequest('POST', { confirmEmail: email, emailCode })),
      );
    const wrongPurpose = await codeFor('two-factor');
    expect((await deletion(wrongPurpose)).status).toBe(400);
    expect((await deletion(await codeFor('deletion'))).status).toBe(204);
    expect(await context().database.db.$count(users, eq(users.email, email))).toBe(0);
  });

  it('refuses to email a code to an account that has a password', async () => {
    const { cookie } = await provenAccount(context());
    const response = await call(context(), cookie, '/email-code', 'POST', { purpose: 'two-factor' });
    expect(response.status).toBe(400);
    const bad = await call(context(), cookie, '/email-code', 'POST', { purpose: 'anything' });
    expect(bad.status).toBe(400);
  });
});

import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AccountSession } from '../../../shared/account';
import { knownDevices, mailOutbox } from '../../db/schema/index';
import { cookieHeader, newAccount, signIn, signUp, withCookie } from '../../test/auth-helpers';
import { describeOnEachDatabase, fromPeer, jsonRequest } from '../../test/test-app';

const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const listSessions = async (context: () => { app: { request: typeof fetch } }, cookie: string) => {
  const response = await context().app.request('/api/account/sessions', withCookie(cookie));
  return { response, sessions: ((await response.clone().json()) as { sessions: AccountSession[] }).sessions };
};

describeOnEachDatabase('/api/account/sessions', (context) => {
  it('refuses anonymous callers with a 401', async () => {
    for (const [path, init] of [
      ['/api/account/sessions', {}],
      ['/api/account/sessions/x', jsonRequest('DELETE', undefined)],
      ['/api/account/sessions/revoke-others', jsonRequest('POST', {})],
    ] as const) {
      expect((await context().app.request(path, init)).status).toBe(401);
    }
  });

  it('lists the caller’s sessions with browser and system, this one marked, and never a token', async () => {
    const { account, cookie } = await signUp(context(), undefined, { 'user-agent': firefox });
    await signIn(context(), account, { 'user-agent': safari });
    const { response, sessions } = await listSessions(context as never, cookie);
    const text = await response.text();
    expect(text).not.toMatch(/token/i);
    expect(sessions).toHaveLength(2);
    const mine = sessions.find((session) => session.current)!;
    expect(mine).toMatchObject({ browser: 'Firefox', os: 'Windows', current: true });
    expect(sessions.find((session) => !session.current)).toMatchObject({
      browser: 'Safari',
      os: 'iOS',
      device: 'mobile',
    });
    expect(new Date(mine.createdAt).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('revokes one session, which fails on its very next request', async () => {
    const { account, cookie } = await signUp(context());
    const other = await signIn(context(), account);
    expect((await context().app.request('/api/profile', withCookie(other.cookie))).status).toBe(200);
    const { sessions } = await listSessions(context as never, cookie);
    const target = sessions.find((session) => !session.current)!;
    const revoke = await context().app.request(
      `/api/account/sessions/${encodeURIComponent(target.id)}`,
      withCookie(cookie, jsonRequest('DELETE', undefined)),
    );
    expect(revoke.status).toBe(200);
    expect((await context().app.request('/api/profile', withCookie(other.cookie))).status).toBe(401);
    const session = await context().app.request('/api/auth/get-session', withCookie(other.cookie));
    expect(await session.json()).toBeNull();
    expect((await context().app.request('/api/profile', withCookie(cookie))).status).toBe(200);
  });

  it('cannot revoke or see another user’s session: it answers as if there were none', async () => {
    const ada = await signUp(context());
    const bob = await signUp(context());
    const { sessions: bobs } = await listSessions(context as never, bob.cookie);
    const { sessions: adas } = await listSessions(context as never, ada.cookie);
    expect(adas.map((session) => session.id)).not.toContain(bobs[0]!.id);
    const response = await context().app.request(
      `/api/account/sessions/${encodeURIComponent(bobs[0]!.id)}`,
      withCookie(ada.cookie, jsonRequest('DELETE', undefined)),
    );
    expect(response.status).toBe(404);
    expect((await context().app.request('/api/profile', withCookie(bob.cookie))).status).toBe(200);
  });

  it('a session id is not a credential', async () => {
    const { cookie } = await signUp(context());
    const { sessions } = await listSessions(context as never, cookie);
    const forged = `better-auth.session_token=${encodeURIComponent(sessions[0]!.id)}`;
    expect((await context().app.request('/api/profile', withCookie(forged))).status).toBe(401);
  });

  it.each(['nope', 'x'.repeat(500), '%00'])('answers an odd id (%s) with a 4xx', async (id) => {
    const { cookie } = await signUp(context());
    const response = await context().app.request(
      `/api/account/sessions/${id}`,
      withCookie(cookie, jsonRequest('DELETE', undefined)),
    );
    expect([400, 404]).toContain(response.status);
  });

  it('signs out every other session and keeps this one', async () => {
    const { account, cookie } = await signUp(context());
    const second = await signIn(context(), account);
    const third = await signIn(context(), account);
    const response = await context().app.request(
      '/api/account/sessions/revoke-others',
      withCookie(cookie, jsonRequest('POST', {})),
    );
    expect(await response.json()).toEqual({ revoked: 2 });
    for (const gone of [second.cookie, third.cookie]) {
      expect((await context().app.request('/api/profile', withCookie(gone))).status).toBe(401);
    }
    const { sessions } = await listSessions(context as never, cookie);
    expect(sessions).toEqual([expect.objectContaining({ current: true })]);
  });
});

describeOnEachDatabase('/api/account/sessions without a proxy', (context) => {
  it('shows the socket’s network, whatever address headers the client sends', async () => {
    const response = await context().app.request(
      '/api/auth/sign-up/email',
      jsonRequest('POST', newAccount(), {
        'x-forwarded-for': '203.0.113.77',
        'x-tessera-client-address': '192.0.2.1',
      }),
      fromPeer('198.51.100.23'),
    );
    const { sessions } = await listSessions(context as never, cookieHeader(response));
    expect(sessions[0]!.address).toBe('198.51.100.0/24');
  });
});

describeOnEachDatabase(
  '/api/account/sessions behind a proxy',
  (context) => {
    it.each([
      ['203.0.113.77', '203.0.113.0/24'],
      ['2001:db8:85a3:1234:5678::1', '2001:db8:85a3::/48'],
    ])('shows %s only as its network %s', async (address, network) => {
      const { cookie } = await signUp(context(), undefined, { 'x-forwarded-for': address });
      const { response, sessions } = await listSessions(context as never, cookie);
      expect(sessions[0]!.address).toBe(network);
      expect(await response.text()).not.toContain(address);
    });
  },
  { TRUST_PROXY: 'true' },
);

describeOnEachDatabase(
  '/api/account/sessions behind two proxies (TRUST_PROXY=2)',
  (context) => {
    it('takes the address the outer proxy saw, not what the client claimed nor the inner proxy', async () => {
      const { cookie } = await signUp(context(), undefined, {
        'x-forwarded-for': '198.51.100.9, 203.0.113.77, 10.0.0.2',
      });
      const { sessions } = await listSessions(context as never, cookie);
      expect(sessions[0]!.address).toBe('203.0.113.0/24');
    });
  },
  { TRUST_PROXY: '2' },
);

describeOnEachDatabase(
  'the new-device notice',
  (context) => {
    // A device is a browser on a network: every request here comes from one network, through the proxy.
    const from = (userAgent: string) => ({ 'user-agent': userAgent, 'x-forwarded-for': '203.0.113.5' });
    const noticesTo = async (email: string) =>
      context()
        .database.db.select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'new-sign-in')));

    it('is not sent for the first sign-in or a known device, and once for a new one', async () => {
      const { account } = await signUp(context(), undefined, from(firefox));
      await signIn(context(), account, from(firefox));
      expect(await noticesTo(account.email)).toHaveLength(0);
      await signIn(context(), account, from(safari));
      await signIn(context(), account, from(safari));
      const notices = await noticesTo(account.email);
      expect(notices).toHaveLength(1);
      expect(notices[0]!.textBody).toContain('Safari on iOS');
      expect(notices[0]!.textBody).toContain('/settings/accounts');
    });

    it('keeps only a keyed hash of each device, never the browser, system or address', async () => {
      const { response } = await signUp(context(), undefined, from(firefox));
      const { user } = (await response.json()) as { user: { id: string } };
      const rows = await context()
        .database.db.select()
        .from(knownDevices)
        .where(eq(knownDevices.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toMatch(/firefox|windows|127\.0\.0/i);
    });

    it('is not sent when a wrong password is tried', async () => {
      const { account } = await signUp(context(), undefined, from(firefox));
      await signIn(context(), { ...account, password: 'Wrong-Pass1' }, from(safari));
      expect(await noticesTo(account.email)).toHaveLength(0);
    });
  },
  { TRUST_PROXY: 'true' },
);

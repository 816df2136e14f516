import { expect, it } from 'vitest';
import { newAccount, signIn, signUp, withCookie } from '../test/auth-helpers';
import { describeOnEachDatabase, jsonRequest, testOrigin } from '../test/test-app';

describeOnEachDatabase('auth hardening', (context) => {
  it('refuses a form-encoded body, which could otherwise carry fields our checks never saw', async () => {
    const { account } = await signUp(context());
    const body = `email=${encodeURIComponent(account.email)}&password=${encodeURIComponent(account.password)}`;
    const response = await context().app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: testOrigin },
      body,
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
  });

  it('stores what our schema made of the sign-up: trimmed name, role cut to 50, nothing extra', async () => {
    const account = newAccount({ name: '   Jo Bloggs   ', professionalRole: 'R'.repeat(80) });
    const { cookie } = await signUp(context(), {
      ...account,
      image: 'javascript:alert(1)',
    } as typeof account);
    const profile = (await (await context().app.request('/api/profile', withCookie(cookie))).json()) as {
      profile: { fullName: string; professionalRole: string };
    };
    expect(profile.profile).toMatchObject({ fullName: 'Jo Bloggs', professionalRole: 'R'.repeat(50) });
    const session = (await (
      await context().app.request('/api/auth/get-session', withCookie(cookie))
    ).json()) as {
      user: { image: string | null };
    };
    expect(session.user.image).toBeNull();
  });

  it.each(['/update-user', '/organization/update', '/organization/invite-member', '/delete-user'])(
    'keeps better-auth’s %s closed: /api/profile and /api/workspace do that job',
    async (endpoint) => {
      const { cookie } = await signUp(context());
      const response = await context().app.request(
        `/api/auth${endpoint}`,
        withCookie(cookie, jsonRequest('POST', { name: '', data: { name: 'x' } })),
      );
      expect(response.status).toBe(404);
    },
  );

  it('never hands a session token to scripts, not even in the session list', async () => {
    const { account } = await signUp(context());
    const { cookie } = await signIn(context(), account);
    // The session list is ours (/api/account/sessions); better-auth's, which names sessions by token, is closed.
    expect((await context().app.request('/api/auth/list-sessions', withCookie(cookie))).status).toBe(404);
    const list = await context().app.request('/api/account/sessions', withCookie(cookie));
    expect(list.status).toBe(200);
    const text = await list.text();
    expect((JSON.parse(text) as { sessions: unknown[] }).sessions).toHaveLength(2);
    expect(text).not.toContain('"token"');
  });

  it('checks a changed password against the password rules', async () => {
    const { account, cookie } = await signUp(context());
    const response = await context().app.request(
      '/api/auth/change-password',
      withCookie(cookie, jsonRequest('POST', { currentPassword: account.password, newPassword: 'aaaaaa' })),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_password' } });
  });

  it('answers NUL characters and oversized bodies with a 4xx, never a 5xx', async () => {
    const { cookie } = await signUp(context());
    const nul = await context().app.request(
      '/api/profile',
      withCookie(cookie, jsonRequest('PATCH', { fullName: 'Ada\u0000Lovelace' })),
    );
    expect(nul.status).toBe(400);
    const feedback = await context().app.request(
      '/api/feedback',
      jsonRequest('POST', { message: 'a\u0000b' }),
    );
    expect(feedback.status).toBe(400);
    const huge = await context().app.request(
      '/api/feedback',
      jsonRequest('POST', { message: 'x'.repeat(300_000) }),
    );
    expect(huge.status).toBe(413);
  });
});

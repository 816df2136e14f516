import { expect, it } from 'vitest';
import { maxJsonDepth } from './json-text';
import { signUp, withCookie } from '../test/auth-helpers';
import { describeOnEachDatabase, jsonRequest, testOrigin } from '../test/test-app';

describeOnEachDatabase('the request guard on /api', (context) => {
  const feedback = (init: RequestInit) => context().app.request('/api/feedback', { method: 'POST', ...init });
  const json = { 'content-type': 'application/json' };
  const body = JSON.stringify({ message: 'hello' });

  it('refuses a state-changing request that does not say it comes from our pages', async () => {
    const missing = await feedback({ headers: json, body });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
    const foreign = await feedback({ headers: { ...json, origin: 'https://evil.example' }, body });
    expect(foreign.status).toBe(403);
    const sibling = await feedback({ headers: { ...json, 'sec-fetch-site': 'same-site' }, body });
    expect(sibling.status).toBe(403);
  });

  it('accepts our origin, or a same-origin fetch that sends no Origin', async () => {
    expect((await feedback({ headers: { ...json, origin: testOrigin }, body })).status).toBe(201);
    expect((await feedback({ headers: { ...json, 'sec-fetch-site': 'same-origin' }, body })).status).toBe(
      201,
    );
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'refuses a body sent as %s with a 415, on our routes and on the auth routes',
    async (type) => {
      const headers = { origin: testOrigin, ...(type ? { 'content-type': type } : {}) };
      expect((await feedback({ headers, body })).status).toBe(415);
      const { cookie } = await signUp(context());
      const profile = await context().app.request(
        '/api/profile',
        withCookie(cookie, { method: 'PATCH', headers, body: JSON.stringify({ fullName: 'Ada' }) }),
      );
      expect(profile.status).toBe(415);
      expect(await profile.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    },
  );

  it('answers deeply nested JSON with a 400, not a crash', async () => {
    for (const depth of [maxJsonDepth + 1, 100_000]) {
      const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      for (const path of ['/api/feedback', '/api/auth/sign-in/email', '/api/auth/sign-out']) {
        const response = await context().app.request(path, jsonRequest('POST', nested));
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: { code: 'invalid_input' } });
      }
    }
  });

  it('answers NUL in a query, a path or a body key with a 400', async () => {
    for (const path of [
      '/api/auth/get-session?x=%00',
      '/api/auth/verify-email?token=a%00b&callbackURL=/auth/callback',
      '/api/health%00',
    ]) {
      const response = await context().app.request(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_input' } });
    }
    const key = await context().app.request(
      '/api/feedback',
      jsonRequest('POST', '{"message":"hi","a\\u0000":1}'),
    );
    expect(key.status).toBe(400);
  });
});

describeOnEachDatabase('request ids', (context) => {
  it('keeps a proxy’s UUID and replaces anything else a client sends', async () => {
    const uuid = '0d6f2a8e-1c4b-4f0a-9c3e-5b7d8e9f0a1b';
    const kept = await context().app.request('/api/health', { headers: { 'x-request-id': uuid } });
    expect(kept.headers.get('x-request-id')).toBe(uuid);
    for (const sent of ['admin', 'a'.repeat(200), 'fake id; level=50', '0d6f2a8e']) {
      const response = await context().app.request('/api/health', { headers: { 'x-request-id': sent } });
      const id = response.headers.get('x-request-id');
      expect(id).not.toBe(sent);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

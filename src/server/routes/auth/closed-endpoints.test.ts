import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, members } from '../../db/schema/index';
import { signIn, signUp, withCookie } from '../../test/auth-helpers';
import {
  createTestApp,
  describeOnEachDatabase,
  jsonRequest,
  testOrigin,
  type TestApp,
} from '../../test/test-app';

/**
 * Exactly the better-auth endpoints open over HTTP; routes/auth/index.ts lists them. Sessions and sign-in
 * methods are our own routes under /api/account (with proof of holding the account), so better-auth's are closed.
 */
const open = new Set([
  'POST /sign-in/email',
  'POST /sign-up/email',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /change-password',
  'POST /send-verification-email',
  'GET /verify-email',
  'GET /get-session',
  'GET /callback/:id',
  'POST /sign-in/social',
  'POST /sign-out',
  'POST /link-social',
  'POST /two-factor/verify-totp',
  'POST /two-factor/verify-backup-code',
]);

describeOnEachDatabase('better-auth endpoints we do not use', (context) => {
  it('are closed: every other endpoint better-auth has answers a JSON 404, signed in or not', async () => {
    const { cookie } = await signUp(context());
    const endpoints = Object.values(
      context().deps.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>,
    )
      .filter((endpoint) => endpoint.path)
      .flatMap((endpoint) =>
        [endpoint.options?.method ?? 'GET']
          .flat()
          .map((method) => `${method === '*' ? 'POST' : method} ${endpoint.path}`),
      )
      .filter((endpoint) => !open.has(endpoint));
    expect(endpoints).toEqual(
      expect.arrayContaining([
        'POST /organization/update-member-role',
        'POST /verify-password',
        'POST /unlink-account',
        'GET /list-accounts',
        'GET /list-sessions',
        'POST /revoke-session',
        'POST /revoke-sessions',
        'POST /revoke-other-sessions',
      ]),
    );
    for (const endpoint of endpoints) {
      const [method, path] = endpoint.split(' ') as [string, string];
      const url = `/api/auth${path.replace(':id', 'google').replace(':token', 'x')}`;
      const init =
        method === 'GET' ? {} : jsonRequest(method, { role: 'member', userId: 'x', organizationId: 'y' });
      const response = await context().app.request(url, withCookie(cookie, init));
      expect(response.status, endpoint).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'No such API endpoint.' },
      });
    }
  });

  it('and the allow-list is exactly what is open: each endpoint on it reaches its handler', async () => {
    const { cookie } = await signUp(context());
    for (const endpoint of open) {
      const [method, path] = endpoint.split(' ') as [string, string];
      const url = `/api/auth${path.replace(':id', 'google')}`;
      const response = await context().app.request(
        url,
        withCookie(cookie, method === 'GET' ? {} : jsonRequest(method, {})),
      );
      expect(await response.text(), endpoint).not.toContain('No such API endpoint.');
    }
  });

  it('a bare session cannot remove a sign-in method: unlink-account is closed, password and Google stay', async () => {
    const { cookie, account, response: signedUp } = await signUp(context());
    const { user } = (await signedUp.json()) as { user: { id: string } };
    await context()
      .database.db.insert(accounts)
      .values({ id: randomUUID(), accountId: `google-${user.id}`, providerId: 'google', userId: user.id });
    for (const providerId of ['google', 'credential']) {
      const response = await context().app.request(
        '/api/auth/unlink-account',
        withCookie(cookie, jsonRequest('POST', { providerId })),
      );
      expect(response.status).toBe(404);
    }
    const methods = await context().app.request('/api/account/sign-in-methods', withCookie(cookie));
    expect(await methods.json()).toMatchObject({ methods: { password: true, google: true } });
    expect((await signIn(context(), account)).response.status).toBe(200);
  });

  it('leave no way to a role outside the four: the database refuses one', async () => {
    const { response } = await signUp(context());
    const { user } = (await response.json()) as { user: { id: string } };
    const [membership] = await context().database.db.select().from(members).limit(1);
    await expect(
      context()
        .database.db.update(members)
        .set({ role: 'member' as never })
        .where(undefined)
        .then(() => 'stored'),
    ).rejects.toThrow();
    await expect(
      context()
        .database.db.insert(members)
        .values({
          id: `m-${user.id}`,
          organizationId: membership!.organizationId,
          userId: user.id,
          role: 'admin,owner' as never,
        }),
    ).rejects.toThrow();
  });
});

describeOnEachDatabase('errors from the auth routes', (context) => {
  it.each([
    ['GET', '/api/auth/list-sessions'],
    ['GET', '/api/auth/list-accounts'],
    ['POST', '/api/auth/revoke-other-sessions'],
    ['POST', '/api/auth/two-factor/enable'],
    ['POST', '/api/auth/unlink-account'],
    ['GET', '/api/auth/callback/google'],
  ])('%s %s answers in our error shape, with a message', async (method, path) => {
    const response = await context().app.request(path, method === 'GET' ? {} : jsonRequest(method, {}));
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(500);
    if (response.status >= 400) {
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toEqual(expect.any(String));
      expect(body.error.message.length).toBeGreaterThan(0);
    }
  });
  it.each(['+', 'http://elsewhere.example', '//elsewhere.example', '/app'])(
    'a confirmation link with the callback %j is refused with a 400, not a 500 or a redirect away',
    async (callbackURL) => {
      const query = new URLSearchParams({ token: 'not-a-token', callbackURL });
      const response = await context().app.request(`/api/auth/verify-email?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_input' } });
    },
  );
});

describe('log lines', () => {
  const lines: string[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(line) });
    testApp = await createTestApp('pglite', {}, { logger });
  });
  afterAll(() => testApp.close());

  it('all go through pino as JSON: odd query values cannot forge a line on stderr', async () => {
    const stderr = vi.spyOn(process.stderr, 'write');
    const consoleError = vi.spyOn(console, 'error');
    const consoleLog = vi.spyOn(console, 'log');
    const forged = encodeURIComponent('x\n{"level":50,"msg":"forged"}\n');
    for (const path of [
      `/api/auth/verify-email?token=${forged}&callbackURL=/auth/callback`,
      `/api/auth/get-session?disableCookieCache=${forged}`,
      `/api/auth/callback/google?state=${forged}&code=${forged}`,
      `/api/auth/list-sessions?offset=1e400&sortBy=${forged}`,
    ]) {
      expect((await testApp.app.request(path)).status).toBeLessThan(500);
    }
    await testApp.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testOrigin },
      body: JSON.stringify({ email: 'a@b.co', password: `x\n{"level":50}` }),
    });
    expect(stderr).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleLog).not.toHaveBeenCalled();
    for (const line of lines) {
      expect(line.trimEnd()).not.toContain('\n');
      expect(JSON.parse(line)).toMatchObject({ level: expect.any(Number) });
    }
    expect(lines.join('')).not.toContain('"msg":"forged"');
    vi.restoreAllMocks();
  });

  it('a fault inside better-auth (a database error quoting the caller’s value) is logged as JSON, never on stderr', async () => {
    const { cookie } = await signUp(testApp);
    const stderr = vi.spyOn(process.stderr, 'write');
    const consoleError = vi.spyOn(console, 'error');
    vi.spyOn(testApp.database.db, 'select').mockImplementation(() => {
      throw new Error(
        'query failed: select * from sessions where token = $1 -- x\n{"level":50,"msg":"forged"}',
      );
    });
    const response = await testApp.app.request('/api/auth/get-session', withCookie(cookie));
    vi.restoreAllMocks();
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
    expect(stderr).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // The fault is in the log, as one JSON line whose error carries the value, escaped.
    const logged = lines.map((line) => JSON.parse(line) as { err?: { message: string } });
    expect(logged.some((line) => line.err?.message.includes('"msg":"forged"'))).toBe(true);
  });
});

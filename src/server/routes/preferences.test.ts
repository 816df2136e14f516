import { expect, it } from 'vitest';
import type { AppConnectionState, EarlyAccessState, Preferences } from '../../shared/preferences';
import { latestMailOfKind, newAccount, signUp, withCookie } from '../test/auth-helpers';
import { describeOnEachDatabase, jsonRequest } from '../test/test-app';

type Json = Record<string, unknown>;

describeOnEachDatabase('/api/preferences', (context) => {
  const call = (cookie: string, method: string, path = '', body?: unknown) =>
    context().app.request(
      `/api/preferences${path}`,
      withCookie(cookie, method === 'GET' ? {} : jsonRequest(method, body)),
    );
  const preferencesOf = async (response: Response) =>
    ((await response.json()) as { preferences: Preferences }).preferences;
  const appsOf = async (response: Response) =>
    ((await response.json()) as { apps: AppConnectionState[] }).apps;

  it('answers 401 without a session', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['PATCH', ''],
      ['GET', '/apps'],
      ['PUT', '/apps/notion'],
      ['POST', '/early-access'],
      ['POST', '/invite-friend'],
    ] as const) {
      expect((await call('', method, path, { theme: 'dark' })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('starts with every default and saves each choice as it is made', async () => {
    const { cookie } = await signUp(context());
    expect(await preferencesOf(await call(cookie, 'GET'))).toEqual({
      theme: null,
      language: null,
      timeZone: null,
    });
    expect(await preferencesOf(await call(cookie, 'PATCH', '', { theme: 'dark' }))).toEqual({
      theme: 'dark',
      language: null,
      timeZone: null,
    });
    await call(cookie, 'PATCH', '', { language: 'de', timeZone: 'pst' });
    expect(await preferencesOf(await call(cookie, 'GET'))).toEqual({
      theme: 'dark',
      language: 'de',
      timeZone: 'pst',
    });
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const { cookie } = await signUp(context());
    await call(cookie, 'PATCH', '', { language: 'fr' });
    for (const body of [
      {},
      { theme: 'blue' },
      { language: 'xx' },
      { timeZone: 'Europe/Paris' },
      { theme: 'dark', extra: 1 },
      { language: null },
      [],
      'dark',
    ]) {
      const response = await call(cookie, 'PATCH', '', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: Json }).error).toMatchObject({
        code: expect.stringMatching(/^invalid_/),
      });
    }
    expect(await preferencesOf(await call(cookie, 'GET'))).toEqual({
      theme: null,
      language: 'fr',
      timeZone: null,
    });
  });

  it('keeps each user’s preferences and apps to themselves', async () => {
    const first = await signUp(context());
    const second = await signUp(context());
    await call(first.cookie, 'PATCH', '', { theme: 'light', language: 'it' });
    await call(first.cookie, 'PUT', '/apps/figma');
    await call(first.cookie, 'POST', '/early-access');
    expect(await preferencesOf(await call(second.cookie, 'GET'))).toEqual({
      theme: null,
      language: null,
      timeZone: null,
    });
    expect((await appsOf(await call(second.cookie, 'GET', '/apps'))).every((app) => !app.connected)).toBe(
      true,
    );
    const early = (await (await call(second.cookie, 'GET', '/early-access')).json()) as Json;
    expect(early).toEqual({ earlyAccess: { joined: false, joinedAt: null } });
  });

  it('connects and disconnects apps; refuses unknown ones and Miro, which is coming soon', async () => {
    const { cookie } = await signUp(context());
    const listed = await appsOf(await call(cookie, 'GET', '/apps'));
    expect(listed.map((app) => app.slug)).toEqual(['linear', 'notion', 'figma', 'zoom', 'slack', 'miro']);
    const connected = await appsOf(await call(cookie, 'PUT', '/apps/linear'));
    expect(connected.find((app) => app.slug === 'linear')).toMatchObject({
      connected: true,
      connectedAt: expect.any(String),
    });
    expect((await call(cookie, 'PUT', '/apps/linear')).status).toBe(200);
    const after = await appsOf(await call(cookie, 'DELETE', '/apps/linear'));
    expect(after.find((app) => app.slug === 'linear')).toEqual({
      slug: 'linear',
      connected: false,
      connectedAt: null,
    });
    expect((await call(cookie, 'PUT', '/apps/nope')).status).toBe(404);
    expect((await call(cookie, 'DELETE', '/apps/nope')).status).toBe(404);
    expect((await call(cookie, 'PUT', '/apps/miro')).status).toBe(409);
    expect((await call(cookie, 'PUT', `/apps/${'x'.repeat(5000)}`)).status).toBe(404);
  });

  it('records the early-access opt-in, keeps its first date, and lets the user leave', async () => {
    const { cookie } = await signUp(context());
    const stateOf = async (response: Response) =>
      ((await response.json()) as { earlyAccess: EarlyAccessState }).earlyAccess;
    const joined = await stateOf(await call(cookie, 'POST', '/early-access'));
    expect(joined.joined).toBe(true);
    expect((await stateOf(await call(cookie, 'POST', '/early-access'))).joinedAt).toBe(joined.joinedAt);
    expect(await stateOf(await call(cookie, 'DELETE', '/early-access'))).toEqual({
      joined: false,
      joinedAt: null,
    });
    // Leaving keeps the other preferences.
    await call(cookie, 'PATCH', '', { theme: 'dark' });
    await call(cookie, 'DELETE', '/early-access');
    expect((await preferencesOf(await call(cookie, 'GET'))).theme).toBe('dark');
  });
});

describeOnEachDatabase('/api/preferences/invite-friend', (context) => {
  const invite = (cookie: string, body: unknown) =>
    context().app.request('/api/preferences/invite-friend', withCookie(cookie, jsonRequest('POST', body)));

  it('emails a sign-up invitation naming the inviter, through the outbox', async () => {
    const { cookie } = await signUp(context(), newAccount({ name: 'Grace Hopper' }));
    const response = await invite(cookie, { email: '  Friend-One@Example.TEST ' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ invited: 'friend-one@example.test' });
    // Answered before the address is looked up: nothing is queued yet, so the answer's timing tells nothing.
    expect(await latestMailOfKind(context(), 'friend-one@example.test', 'friend-invitation')).toBeUndefined();
    await context().deps.deferredWork.idle();
    const mail = await latestMailOfKind(context(), 'friend-one@example.test', 'friend-invitation');
    expect(mail?.subject).toBe('Grace Hopper invited you to try Tessera');
    expect(mail?.textBody).toContain(`${context().env.APP_URL}/signup`);
  });

  it('answers the same for an address with an account, and sends it nothing', async () => {
    const { cookie } = await signUp(context());
    const member = await signUp(context());
    const forMember = await invite(cookie, { email: member.account.email });
    const forStranger = await invite(cookie, { email: 'stranger-two@example.test' });
    expect(forMember.status).toBe(forStranger.status);
    expect(Object.keys(await forMember.json())).toEqual(Object.keys(await forStranger.json()));
    await context().deps.deferredWork.idle();
    expect(await latestMailOfKind(context(), member.account.email, 'friend-invitation')).toBeUndefined();
    expect(await latestMailOfKind(context(), 'stranger-two@example.test', 'friend-invitation')).toBeDefined();
  });

  it('mails an address once a week whoever asks, and limits each user per day', async () => {
    const first = await signUp(context());
    const second = await signUp(context());
    await invite(first.cookie, { email: 'popular@example.test' });
    const again = await invite(second.cookie, { email: 'popular@example.test' });
    expect(again.status).toBe(202);
    await context().deps.deferredWork.idle();
    const { mailOutbox } = await import('../db/schema/index');
    const { eq } = await import('drizzle-orm');
    const sent = await context()
      .database.db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'popular@example.test'));
    expect(sent).toHaveLength(1);

    const statuses: number[] = [];
    for (let index = 0; index < 11; index++)
      statuses.push((await invite(first.cookie, { email: `limit-${index}@example.test` })).status);
    // One of the ten a day was used above.
    expect(statuses.filter((status) => status === 202)).toHaveLength(9);
    const refused = await invite(first.cookie, { email: 'one-more@example.test' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('refuses a bad address with a 400', async () => {
    const { cookie } = await signUp(context());
    for (const body of [
      {},
      { email: '' },
      { email: 'not-an-address' },
      { email: 42 },
      { email: 'a@b.c', x: 1 },
    ])
      expect((await invite(cookie, body)).status, JSON.stringify(body)).toBe(400);
  });
});

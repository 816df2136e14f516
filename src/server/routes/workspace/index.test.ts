import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { DataStream } from '../../../shared/workspace';
import { members } from '../../db/schema/index';
import { latestMailTo, newAccount, signUp, withCookie } from '../../test/auth-helpers';
import { describeOnEachDatabase, jsonRequest } from '../../test/test-app';

describeOnEachDatabase('/api/workspace', (context) => {
  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    context().app.request(
      `/api/workspace${path}`,
      withCookie(cookie, body === undefined ? { method } : jsonRequest(method, body)),
    );

  it('lets the Owner rename the workspace, and refuses an empty name', async () => {
    const { cookie } = await signUp(context());
    const renamed = await call(cookie, 'PATCH', '', { name: '  Analytical Engines  ' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ workspace: { name: 'Analytical Engines' } });
    const profile = await context().app.request('/api/profile', withCookie(cookie));
    expect(await profile.json()).toMatchObject({ profile: { workspaceName: 'Analytical Engines' } });

    const empty = await call(cookie, 'PATCH', '', { name: '   ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: { code: 'invalid_input', message: 'Workspace name cannot be empty', field: 'name' },
    });
  });

  it('refuses a member without the Owner or Admin role', async () => {
    const { cookie, response } = await signUp(context());
    const { user } = (await response.json()) as { user: { id: string } };
    await context()
      .database.db.update(members)
      .set({ role: 'collaborator' })
      .where(eq(members.userId, user.id));
    for (const [method, path, body] of [
      ['PATCH', '', { name: 'Mine now' }],
      ['PUT', '/data-streams', { slugs: ['slack'] }],
      ['POST', '/invitations', { emails: ['friend@example.test'] }],
    ] as const) {
      const answer = await call(cookie, method, path, body);
      expect(answer.status).toBe(403);
    }
    expect((await call(cookie, 'GET', '/data-streams')).status).toBe(200);
  });

  it('refuses anonymous callers', async () => {
    expect((await context().app.request('/api/workspace/data-streams')).status).toBe(401);
  });

  it('stores the connected data streams, and refuses unknown ones without changing anything', async () => {
    const { cookie } = await signUp(context());
    const connected = async (response: Response) =>
      ((await response.json()) as { dataStreams: DataStream[] }).dataStreams
        .filter((stream) => stream.connected)
        .map((stream) => stream.slug);
    const saved = await call(cookie, 'PUT', '/data-streams', { slugs: ['slack', 'figma', 'slack'] });
    expect(await connected(saved)).toEqual(['slack', 'figma']);
    expect((await call(cookie, 'PUT', '/data-streams', { slugs: ['slack', 'nope'] })).status).toBe(400);
    expect(await connected(await call(cookie, 'GET', '/data-streams'))).toEqual(['slack', 'figma']);
  });

  it('emails an invitation with an accept link for each address', async () => {
    const { cookie } = await signUp(context(), newAccount({ name: 'Ada Lovelace' }));
    const response = await call(cookie, 'POST', '/invitations', {
      emails: ['babbage@example.test', 'BABBAGE@example.test'],
    });
    expect(response.status).toBe(201);
    const { invitations } = (await response.json()) as { invitations: { id: string; email: string }[] };
    expect(invitations).toEqual([{ id: expect.any(String), email: 'babbage@example.test' }]);
    const mail = await latestMailTo(context(), 'babbage@example.test');
    expect(mail?.kind).toBe('workspace-invitation');
    expect(mail?.textBody).toContain(`${context().env.APP_URL}/invite/${invitations[0]!.id}`);
    expect(mail?.textBody).toContain('Ada Lovelace');
  });

  it('invites the addresses it can and reports the ones it cannot, without undoing the rest', async () => {
    const { cookie, account } = await signUp(context());
    const response = await call(cookie, 'POST', '/invitations', {
      emails: ['first@example.test', account.email, 'second@example.test'],
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { invitations: { email: string }[]; failed: { email: string }[] };
    expect(body.invitations.map((invitation) => invitation.email)).toEqual([
      'first@example.test',
      'second@example.test',
    ]);
    expect(body.failed).toEqual([{ email: account.email, message: expect.any(String) }]);
  });
});

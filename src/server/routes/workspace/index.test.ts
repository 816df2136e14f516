import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { DataStream } from '../../../shared/workspace';
import { members } from '../../db/schema/index';
import { signUp, withCookie } from '../../test/auth-helpers';
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

  it('stores the data streams asked for (wanted; Connected needs a real stream), and refuses unknown ones without changing anything', async () => {
    const { cookie } = await signUp(context());
    const streams = async (response: Response) =>
      ((await response.json()) as { dataStreams: DataStream[] }).dataStreams;
    const wanted = (list: DataStream[]) =>
      list.filter((stream) => stream.wanted).map((stream) => stream.slug);
    const connected = (list: DataStream[]) =>
      list.filter((stream) => stream.connected).map((stream) => stream.slug);
    const saved = await streams(
      await call(cookie, 'PUT', '/data-streams', { slugs: ['slack', 'figma', 'slack'] }),
    );
    expect(wanted(saved)).toEqual(['slack', 'figma']);
    expect(connected(saved)).toEqual([]);
    expect((await call(cookie, 'PUT', '/data-streams', { slugs: ['slack', 'nope'] })).status).toBe(400);
    const listed = await streams(await call(cookie, 'GET', '/data-streams'));
    expect(wanted(listed)).toEqual(['slack', 'figma']);
    expect(connected(listed)).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { DataStream } from '../../../shared/workspace';
import { members, workspaces } from '../../db/schema/index';
import { signUp, withCookie } from '../../test/auth-helpers';
import { describeOnEachDatabase, jsonRequest, type TestApp } from '../../test/test-app';

const streamsOf = async (response: Response) =>
  ((await response.json()) as { dataStreams: DataStream[] }).dataStreams;
const stream = (streams: DataStream[], slug: string) => streams.find((item) => item.slug === slug)!;

/** A second workspace of this user's, where they hold this role. */
async function joinAnotherWorkspace(testApp: TestApp, userId: string, name: string, role = 'owner') {
  const id = randomUUID();
  await testApp.database.db
    .insert(workspaces)
    .values({ id, name, slug: `${name.toLowerCase()}-${id.slice(0, 8)}` });
  await testApp.database.db
    .insert(members)
    .values({ id: randomUUID(), organizationId: id, userId, role: role as 'owner' });
  return id;
}

describeOnEachDatabase('/api/workspace/data-streams/:slug', (context) => {
  const call = (cookie: string, method: string, path: string) =>
    context().app.request(
      `/api/workspace/data-streams${path}`,
      withCookie(cookie, jsonRequest(method, undefined)),
    );

  it('marks and unmarks a service as used; that alone connects nothing (only a stream does)', async () => {
    const { cookie, response } = await signUp(context());
    const { user } = (await response.json()) as { user: { id: string } };
    const other = await joinAnotherWorkspace(context(), user.id, 'Analytics');
    const connected = await streamsOf(await call(cookie, 'PUT', '/slack'));
    expect(stream(connected, 'slack')).toMatchObject({ wanted: true, connected: false });

    // Connect Slack in the other workspace too: the card names both.
    await context().app.request(
      '/api/workspaces/active',
      withCookie(cookie, jsonRequest('POST', { workspaceId: other })),
    );
    const there = await streamsOf(await call(cookie, 'PUT', '/slack'));
    expect(stream(there, 'slack')).toMatchObject({ wanted: true, connected: false, connectedIn: [] });

    const after = await streamsOf(await call(cookie, 'DELETE', '/slack'));
    expect(stream(after, 'slack')).toMatchObject({ wanted: false, connected: false });
  });

  it('refuses an unknown stream and one still to come, and roles below Admin', async () => {
    const { cookie, response } = await signUp(context());
    expect((await call(cookie, 'PUT', '/nope')).status).toBe(404);
    expect((await call(cookie, 'PUT', '/framer')).status).toBe(404);
    const { user } = (await response.json()) as { user: { id: string } };
    await context().database.db.update(members).set({ role: 'editor' }).where(eq(members.userId, user.id));
    expect((await call(cookie, 'PUT', '/slack')).status).toBe(403);
    expect((await call(cookie, 'DELETE', '/slack')).status).toBe(403);
    expect((await context().app.request('/api/workspace/data-streams', withCookie(cookie))).status).toBe(200);
  });

  it('never names another user’s workspaces', async () => {
    const first = await signUp(context());
    const second = await signUp(context());
    await call(first.cookie, 'PUT', '/github');
    const seen = await streamsOf(
      await context().app.request('/api/workspace/data-streams', withCookie(second.cookie)),
    );
    expect(stream(seen, 'github')).toEqual({
      slug: 'github',
      connected: false,
      connectedIn: [],
      wanted: false,
      lastDataAt: null,
    });
  });
});

import { expect, it, vi } from 'vitest';
import type { CreatedStream, PushResult } from '../../../shared/data-streams';
import { withCookie } from '../../test/auth-helpers';
import { reader } from '../../test/held-reader';
import { signedUpOwner } from '../../test/invitation-helpers';
import { describeOnEachDatabase, jsonRequest, testOrigin, type TestApp } from '../../test/test-app';

// The reader's thread, held shut until a test opens it (src/server/test/held-reader.ts).
vi.mock('piscina', () => import('../../test/held-reader'));

const streamsPushing = 5;
/** How long a call may take to reach the reader's queue: seconds when the whole suite runs on two cores. */
const queued = { timeout: 10_000 };

describeOnEachDatabase('data streams while the reader is busy', (context) => {
  const app = () => context().app;

  const pusher = async (owner: Awaited<ReturnType<typeof signedUpOwner>>) => {
    const keyed = await app().request('/api/workspace/api-keys', {
      method: 'POST',
      headers: { origin: testOrigin, cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Pusher', scopes: ['streams:write'], expiresAt: null }),
    });
    expect(keyed.status).toBe(201);
    const { secret } = (await keyed.json()) as { secret: string };
    return (id: string, value: number) =>
      app().request(`/api/v1/streams/${id}/rows`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ rows: [{ n: value }] }),
      });
  };

  const upload = (testApp: TestApp, cookie: string) => {
    const body = new FormData();
    body.append('file', new Blob(['n\n1\n2\n'], { type: 'text/csv' }), 'numbers.csv');
    body.append('name', 'Numbers');
    return testApp.app.request('/api/workspace/datasets', {
      method: 'POST',
      headers: { origin: testOrigin, cookie },
      body,
    });
  };

  it('holds one reader place for all of a workspace’s streams, so another workspace’s upload gets through', async () => {
    const [busy, neighbour] = await Promise.all([signedUpOwner(context()), signedUpOwner(context())]);
    const streams = await Promise.all(
      Array.from({ length: streamsPushing }, async (_, at) => {
        const created = await app().request(
          '/api/workspace/data-streams/streams',
          withCookie(
            busy.cookie,
            jsonRequest('POST', { kind: 'push', name: `Feed ${at}`, datasetName: `Feed ${at}` }),
          ),
        );
        expect(created.status).toBe(201);
        return ((await created.json()) as CreatedStream).stream;
      }),
    );
    const push = await pusher(busy);

    reader.close();
    // As many streams as the reader holds uploads push at once.
    const pushes = streams.map((stream, at) => push(stream.id, at));
    await vi.waitFor(() => expect(reader.waiting()).toBe(1), queued);
    // Another workspace's upload takes its own place in the reader.
    const uploaded = upload(context(), neighbour.cookie);
    await vi.waitFor(() => expect(reader.waiting()).toBe(2), queued);

    reader.open();
    const answer = await uploaded;
    expect(answer.status, await answer.clone().text()).toBe(201);
    for (const pushed of await Promise.all(pushes)) {
      expect(pushed.status, await pushed.clone().text()).toBe(200);
      expect(((await pushed.json()) as PushResult).accepted).toBe(1);
    }
  });

  it('holds one reader place for an account’s downloads of a stream, so another workspace still uploads and pushes', async () => {
    const [downloader, neighbour] = await Promise.all([signedUpOwner(context()), signedUpOwner(context())]);
    const newStream = async (cookie: string) => {
      const created = await app().request(
        '/api/workspace/data-streams/streams',
        withCookie(cookie, jsonRequest('POST', { kind: 'push', name: 'Feed', datasetName: 'Feed' })),
      );
      return ((await created.json()) as CreatedStream).stream;
    };
    const feed = await newStream(downloader.cookie);
    const pushed = await (await pusher(downloader))(feed.id, 1);
    const { datasetId } = (await pushed.json()) as PushResult;
    const neighbourFeed = await newStream(neighbour.cookie);
    const neighbourPush = await pusher(neighbour);

    reader.close();
    // One account, five downloads at once: its stream's CSV is rewritten in the reader (docs/decisions/088).
    const downloads = Array.from({ length: 5 }, () =>
      app().request(`/api/workspace/datasets/${datasetId}/file`, {
        headers: { origin: testOrigin, cookie: downloader.cookie },
      }),
    );
    await vi.waitFor(() => expect(reader.waiting()).toBe(1), queued);
    const uploaded = upload(context(), neighbour.cookie);
    await vi.waitFor(() => expect(reader.waiting()).toBe(2), queued);
    const neighbourPushed = neighbourPush(neighbourFeed.id, 2);
    await vi.waitFor(() => expect(reader.waiting()).toBe(3), queued);

    reader.open();
    const statuses = await Promise.all(downloads.map(async (download) => (await download).status));
    expect(statuses.sort()).toEqual([200, 503, 503, 503, 503]);
    expect((await uploaded).status).toBe(201);
    expect((await neighbourPushed).status).toBe(200);
  });
});

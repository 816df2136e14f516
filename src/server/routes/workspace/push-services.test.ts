import { expect, it } from 'vitest';
import type { CreatedStream, StreamSummary } from '../../../shared/data-streams';
import type { DataStream } from '../../../shared/workspace';
import { withCookie } from '../../test/auth-helpers';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import { describeOnEachDatabase, jsonRequest } from '../../test/test-app';

describeOnEachDatabase(
  'data streams: push streams of the services Tessera cannot pull from yet',
  (context) => {
    const call = (cookie: string, method: string, path: string, body?: unknown) =>
      context().app.request(
        `/api/workspace/data-streams${path}`,
        withCookie(cookie, jsonRequest(method, body)),
      );
    const catalogue = async (cookie: string) =>
      (await (await call(cookie, 'GET', '')).json()) as {
        dataStreams: DataStream[];
        streams: StreamSummary[];
      };
    const amplitude = {
      kind: 'push',
      service: 'amplitude',
      name: 'Amplitude',
      datasetName: 'Amplitude data',
    };

    it('a push stream of Amplitude connects Amplitude, in this workspace only', async () => {
      const owner = await signedUpOwner(context());
      const stranger = await signedUpOwner(context());
      expect(
        (await catalogue(owner.cookie)).dataStreams.find((each) => each.slug === 'amplitude'),
      ).toMatchObject({
        connected: false,
      });
      const response = await call(owner.cookie, 'POST', '/streams', amplitude);
      expect(response.status, await response.clone().text()).toBe(201);
      const created = (await response.json()) as CreatedStream;
      expect(created).toMatchObject({ secret: null, stream: { kind: 'push', service: 'amplitude' } });
      expect(created.endpoint).toMatch(new RegExp(`/api/v1/streams/${created.stream.id}/rows$`));

      const mine = await catalogue(owner.cookie);
      expect(mine.dataStreams.find((each) => each.slug === 'amplitude')).toMatchObject({
        connected: true,
        lastDataAt: null,
      });
      expect(mine.dataStreams.find((each) => each.slug === 'mixpanel')).toMatchObject({ connected: false });
      expect(mine.streams.map((stream) => stream.service)).toEqual(['amplitude']);

      const theirs = await catalogue(stranger.cookie);
      expect(theirs.dataStreams.find((each) => each.slug === 'amplitude')).toMatchObject({
        connected: false,
        connectedIn: [],
      });
      expect(theirs.streams).toEqual([]);
    });

    it('refuses a webhook service, an unknown one and one still to come, and roles below Admin', async () => {
      const owner = await signedUpOwner(context());
      for (const service of ['github', 'no-such-service', 'framer']) {
        const response = await call(owner.cookie, 'POST', '/streams', { ...amplitude, service });
        expect(response.status, service).toBe(400);
      }
      const editor = await teammate(context(), owner.workspace.id, 'editor');
      expect((await call(editor.cookie, 'POST', '/streams', amplitude)).status).toBe(403);
      expect((await catalogue(owner.cookie)).streams).toEqual([]);
      // A push stream with no service still connects nothing.
      expect(
        (await call(owner.cookie, 'POST', '/streams', { kind: 'push', name: 'Mine', datasetName: 'Mine' }))
          .status,
      ).toBe(201);
      expect((await catalogue(owner.cookie)).dataStreams.every((each) => !each.connected)).toBe(true);
    });
  },
);

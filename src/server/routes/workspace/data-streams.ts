import { Hono, type Context } from 'hono';
import {
  confirmSecretSchema,
  createStreamSchema,
  rotateSecretSchema,
  updateStreamSchema,
} from '../../../shared/data-streams';
import { workspaceMessages } from '../../../shared/i18n/messages/workspace';
import { dataStreamsSchema, isDataStreamSlug } from '../../../shared/workspace';
import type { AppEnv } from '../../app-env';
import { enforceRateLimits } from '../../lib/rate-limited';
import { ApiError } from '../../lib/api-error';
import { parseJsonBody } from '../../lib/parse-body';
import { requireWorkspace } from '../../lib/require-workspace';
import { idParam } from '../../lib/uuid-param';
import {
  confirmPendingSecret,
  createStream,
  deleteStream,
  listStreams,
  rotateStreamSecret,
  setStreamPaused,
  streamDetail,
  streamNotFound,
} from '../../services/streams/streams';
import {
  listDataStreams,
  markInterest,
  replaceInterests,
  unmarkInterest,
} from '../../services/workspace/data-streams';
import { syncStreamNow } from '../../services/streams/pull/sync-now';
import { updateSourceStream } from '../../services/streams/update-source';
import { actorOf } from '../admin/actor';

const slugOf = (slug: string) => {
  if (!isDataStreamSlug(slug)) throw new ApiError(404, 'not_found', workspaceMessages.unknownDataStream);
  return slug;
};

const streamId = (c: Context<AppEnv>) => idParam(c, streamNotFound);

const catalogue = async (c: Context<AppEnv>) => {
  const { db } = c.var.deps.database;
  return {
    dataStreams: await listDataStreams(db, c.var.workspace.id, c.var.user.id),
    streams: await listStreams(db, c.var.workspace.id),
  };
};

/**
 * `/api/workspace/data-streams` (src/shared/data-streams.ts): the catalogue's services with whether a stream of
 * each exists here (`connected`) and whether the team said it uses it (`wanted`, from onboarding), and the
 * workspace's streams. Every member reads; Owners and Admins (`data-streams:update`) make and change streams, each
 * change with its audit row.
 */
export const dataStreamRoutes = new Hono<AppEnv>()
  .get('/', requireWorkspace(), async (c) => c.json(await catalogue(c)))
  // Onboarding ticks the tools the team uses: interest only, nothing is connected by it.
  .put('/', requireWorkspace('data-streams:update'), async (c) => {
    const { slugs } = parseJsonBody(c, dataStreamsSchema);
    await replaceInterests(c.var.deps.database.db, c.var.workspace.id, slugs);
    return c.json(await catalogue(c));
  })
  .post('/streams', requireWorkspace('data-streams:update'), async (c) => {
    const input = parseJsonBody(c, createStreamSchema);
    const { database, secretBox, env } = c.var.deps;
    const created = await createStream(
      { db: database.db, secretBox, appUrl: env.APP_URL },
      c.var.workspace.id,
      actorOf(c),
      input,
    );
    return c.json(created, 201);
  })
  .get('/streams/:id', requireWorkspace(), async (c) =>
    c.json({
      stream: await streamDetail(
        c.var.deps.database.db,
        c.var.deps.secretBox,
        c.var.workspace.id,
        streamId(c),
      ),
    }),
  )
  .patch('/streams/:id', requireWorkspace('data-streams:update'), async (c) => {
    const input = parseJsonBody(c, updateStreamSchema);
    const { database, secretBox } = c.var.deps;
    const stream = await updateSourceStream(
      { db: database.db, secretBox },
      c.var.workspace.id,
      actorOf(c),
      streamId(c),
      input,
    );
    return c.json({ stream });
  })
  .post('/streams/:id/pause', requireWorkspace('data-streams:update'), async (c) => {
    const stream = await setStreamPaused(
      c.var.deps.database.db,
      c.var.workspace.id,
      actorOf(c),
      streamId(c),
      true,
    );
    return c.json({ stream });
  })
  .post('/streams/:id/resume', requireWorkspace('data-streams:update'), async (c) => {
    const stream = await setStreamPaused(
      c.var.deps.database.db,
      c.var.workspace.id,
      actorOf(c),
      streamId(c),
      false,
    );
    return c.json({ stream });
  })
  .post('/streams/:id/rotate-secret', requireWorkspace('data-streams:update'), async (c) => {
    const id = streamId(c);
    const secret = parseJsonBody(c, rotateSecretSchema)?.secret;
    const { database, secretBox } = c.var.deps;
    return c.json(
      await rotateStreamSecret({ db: database.db, secretBox }, c.var.workspace.id, actorOf(c), id, secret),
    );
  })
  // A secret the service handed over unsigned (Notion) verifies deliveries only once an Owner or Admin confirms it.
  .post('/streams/:id/confirm-secret', requireWorkspace('data-streams:update'), async (c) => {
    const id = streamId(c);
    const { fingerprint } = parseJsonBody(c, confirmSecretSchema);
    const { database, secretBox } = c.var.deps;
    return c.json(
      await confirmPendingSecret(
        { db: database.db, secretBox },
        c.var.workspace.id,
        actorOf(c),
        id,
        fingerprint,
      ),
    );
  })
  // A URL pull's run, now, on the job queue: 202, and the stream reads `syncing` until its result is noted.
  .post('/streams/:id/sync', requireWorkspace('data-streams:update'), async (c) => {
    const { database, streamPulls, limiters } = c.var.deps;
    const key = `${c.var.workspace.id}|${streamId(c)}`;
    await enforceRateLimits([{ limiter: limiters.streamSyncsByStream, key }]);
    const stream = await syncStreamNow({ db: database.db, streamPulls }, c.var.workspace.id, streamId(c));
    return c.json({ stream }, 202);
  })
  .delete('/streams/:id', requireWorkspace('data-streams:update'), async (c) => {
    await deleteStream(c.var.deps.database.db, c.var.workspace.id, actorOf(c), streamId(c));
    return c.body(null, 204);
  })
  // A card's "I use this" mark, kept apart from streams: only a stream makes a service Connected.
  .put('/:slug', requireWorkspace('data-streams:update'), async (c) => {
    await markInterest(c.var.deps.database.db, c.var.workspace.id, slugOf(c.req.param('slug')));
    return c.json(await catalogue(c));
  })
  .delete('/:slug', requireWorkspace('data-streams:update'), async (c) => {
    await unmarkInterest(c.var.deps.database.db, c.var.workspace.id, slugOf(c.req.param('slug')));
    return c.json(await catalogue(c));
  });

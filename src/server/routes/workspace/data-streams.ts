import { Hono } from 'hono';
import { workspaceMessages } from '../../../shared/i18n/messages/workspace';
import { dataStreamsSchema, isDataStreamSlug } from '../../../shared/workspace';
import type { AppEnv } from '../../app-env';
import { ApiError } from '../../lib/api-error';
import { parseJsonBody } from '../../lib/parse-body';
import { requireWorkspace } from '../../lib/require-workspace';
import {
  connectDataStream,
  disconnectDataStream,
  listDataStreams,
  replaceDataStreams,
} from '../../services/workspace/data-streams';

const slugOf = (slug: string) => {
  if (!isDataStreamSlug(slug)) throw new ApiError(404, 'not_found', workspaceMessages.unknownDataStream);
  return slug;
};

/** `/api/workspace/data-streams`: the integrations the active workspace has connected. */
export const dataStreamRoutes = new Hono<AppEnv>()
  .get('/', requireWorkspace(), async (c) => {
    const { db } = c.var.deps.database;
    return c.json({ dataStreams: await listDataStreams(db, c.var.workspace.id, c.var.user.id) });
  })
  // Onboarding picks several at once.
  .put('/', requireWorkspace('data-streams:update'), async (c) => {
    const { slugs } = parseJsonBody(c, dataStreamsSchema);
    const { db } = c.var.deps.database;
    await replaceDataStreams(db, c.var.workspace.id, slugs);
    return c.json({ dataStreams: await listDataStreams(db, c.var.workspace.id, c.var.user.id) });
  })
  .put('/:slug', requireWorkspace('data-streams:update'), async (c) => {
    const { db } = c.var.deps.database;
    await connectDataStream(db, c.var.workspace.id, slugOf(c.req.param('slug')));
    return c.json({ dataStreams: await listDataStreams(db, c.var.workspace.id, c.var.user.id) });
  })
  .delete('/:slug', requireWorkspace('data-streams:update'), async (c) => {
    const { db } = c.var.deps.database;
    await disconnectDataStream(db, c.var.workspace.id, slugOf(c.req.param('slug')));
    return c.json({ dataStreams: await listDataStreams(db, c.var.workspace.id, c.var.user.id) });
  });

import { Hono, type Context } from 'hono';
import { createApiKeySchema } from '../../../shared/api-keys';
import type { AppEnv } from '../../app-env';
import { parseJsonBody } from '../../lib/parse-body';
import { requireWorkspace } from '../../lib/require-workspace';
import { actorOf } from '../admin/actor';
import { apiKeyNotFound, createApiKey, listApiKeys, revokeApiKey } from '../../services/api-keys/api-keys';
import { idParam } from '../../lib/uuid-param';

/** A uuid from the path; anything that is not one names nothing (404, like another workspace's key). */
function keyId(c: Context<AppEnv>): string {
  return idParam(c, apiKeyNotFound);
}

/**
 * `/api/workspace/api-keys` (src/shared/api-keys.ts): the workspace's API keys, for Owners and Admins
 * (`api-keys:manage`, read from the database on every request). Cheap writes, each with its audit row: not
 * rate-limited beyond the cap of keys a workspace keeps.
 */
export const apiKeyRoutes = new Hono<AppEnv>()
  .use(requireWorkspace('api-keys:manage'))
  .get('/', async (c) => c.json({ keys: await listApiKeys(c.var.deps.database.db, c.var.workspace.id) }))
  .post('/', async (c) => {
    const input = parseJsonBody(c, createApiKeySchema);
    const created = await createApiKey(c.var.deps.database.db, c.var.workspace.id, actorOf(c), input);
    return c.json(created, 201);
  })
  .delete('/:id', async (c) => {
    await revokeApiKey(c.var.deps.database.db, c.var.workspace.id, actorOf(c), keyId(c));
    return c.body(null, 204);
  });

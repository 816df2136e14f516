import { Hono, type Context } from 'hono';
import {
  keepTurnsSchema,
  keptTurnSchema,
  maxKeptTurnChars,
  type KeptTurn,
} from '../../../shared/conversations';
import { assistantMessages } from '../../../shared/i18n/messages/assistant';
import { playgroundMessages } from '../../../shared/i18n/messages/playground';
import type { AppEnv } from '../../app-env';
import { ApiError } from '../../lib/api-error';
import { parseJsonBody } from '../../lib/parse-body';
import { requireWorkspace } from '../../lib/require-workspace';
import { idParam } from '../../lib/uuid-param';
import {
  clearConversation,
  keepTurns,
  keptTurns,
  type ConversationScope,
} from '../../services/assistant/conversations';

const datasetNotFound = () => new ApiError(404, 'not_found', playgroundMessages.api.notFound);

/**
 * The turns of a save: each at most `maxKeptTurnChars` of JSON (413, before its shape is read), then of the
 * kept turn's shape (400 naming the field).
 */
function sentTurns(c: Context<AppEnv>): KeptTurn[] {
  const { turns } = parseJsonBody(c, keepTurnsSchema);
  if (turns.some((turn) => JSON.stringify(turn).length > maxKeptTurnChars)) {
    const kilobytes = Math.round(maxKeptTurnChars / 1024);
    throw new ApiError(413, 'payload_too_large', assistantMessages.keep.tooLarge(kilobytes), {}, 'turns');
  }
  return turns.map((turn, index) => {
    const result = keptTurnSchema.safeParse(turn);
    if (result.success) return result.data as KeptTurn;
    const issue = result.error.issues[0]!;
    throw new ApiError(400, 'invalid_input', issue.message, {}, ['turns', index, ...issue.path].join('.'));
  });
}

/**
 * A kept conversation's routes (src/shared/conversations.ts), for any member, on their own conversation only:
 * `scopeOf` says whose and which (Home's, or a dataset's of the caller's workspace). Saving is a cheap write of
 * at most 50 small turns, like renaming a dataset: not rate-limited.
 */
const conversationRoutes = (scopeOf: (c: Context<AppEnv>) => ConversationScope) =>
  new Hono<AppEnv>()
    .get('/', requireWorkspace(), async (c) =>
      c.json({ turns: await keptTurns(c.var.deps.database.db, scopeOf(c)) }),
    )
    .post('/', requireWorkspace(), async (c) => {
      const scope = scopeOf(c);
      const turns = await keepTurns(c.var.deps.database.db, scope, sentTurns(c));
      return c.json({ turns });
    })
    .delete('/', requireWorkspace(), async (c) => {
      await clearConversation(c.var.deps.database.db, scopeOf(c));
      return c.body(null, 204);
    });

const callerOf = (c: Context<AppEnv>) => ({ workspace: c.var.workspace, userId: c.var.user.id });

/** `/api/workspace/conversation`: the caller's conversation on Home, about the workspace's datasets. */
export const homeConversationRoutes = conversationRoutes((c) => ({ caller: callerOf(c), datasetId: null }));

/** `/api/workspace/datasets/:id/conversation`: the caller's conversation on a dataset's page. */
export const datasetConversationRoutes = conversationRoutes((c) => ({
  caller: callerOf(c),
  datasetId: idParam(c, datasetNotFound),
}));

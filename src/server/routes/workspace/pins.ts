import { Hono, type Context } from 'hono';
import { datasetsMessages } from '../../../shared/i18n/messages/datasets';
import { playgroundMessages } from '../../../shared/i18n/messages/playground';
import { maxPinnedInsightChars, pinInsightSchema } from '../../../shared/insights';
import type { AppEnv } from '../../app-env';
import { ApiError } from '../../lib/api-error';
import { parseJsonBody } from '../../lib/parse-body';
import { enforceRateLimits } from '../../lib/rate-limited';
import { requireWorkspace } from '../../lib/require-workspace';
import { actorOf } from '../admin/actor';
import { refuseWhenBusy } from '../../services/datasets/analyse';
import type { DatasetCaller } from '../../services/datasets/datasets';
import { stores } from './datasets';
import {
  listPins,
  pinBusy,
  pinInsight,
  pinNotFound,
  pinTarget,
  unpinInsight,
  type SentInsight,
} from '../../services/datasets/pinned-insights';
import { idParam } from '../../lib/uuid-param';

const caller = (c: Context<AppEnv>): DatasetCaller => ({ workspace: c.var.workspace, userId: c.var.user.id });

const datasetNotFound = () => new ApiError(404, 'not_found', playgroundMessages.api.notFound);

/** The insight of a pin's body: checked by the shared schema, and at most `maxPinnedInsightChars` of JSON. */
function sentInsight(c: Context<AppEnv>): SentInsight {
  const { insight } = parseJsonBody(c, pinInsightSchema);
  if (JSON.stringify(insight).length > maxPinnedInsightChars) {
    const kilobytes = Math.round(maxPinnedInsightChars / 1024);
    throw new ApiError(413, 'payload_too_large', datasetsMessages.api.pinTooLarge(kilobytes), {}, 'insight');
  }
  return insight as SentInsight;
}

/**
 * `POST /api/workspace/datasets/:id/pins` (src/shared/insights.ts): pins an insight of a dataset once the
 * server has found the same one in the dataset's file. The checks that cost nothing come first; the reader's
 * room (503) before the rate limit, so a refused pin spends none of the caller's allowance, as uploads do.
 */
export const datasetPinRoutes = new Hono<AppEnv>().post('/', requireWorkspace('insight:pin'), async (c) => {
  const { db } = c.var.deps.database;
  const { limiters } = c.var.deps;
  const datasetId = idParam(c, datasetNotFound);
  const sent = sentInsight(c);
  const target = await pinTarget(db, caller(c), datasetId, sent);
  if ('existing' in target) return c.json({ pin: target.existing }, 200);
  try {
    refuseWhenBusy(c.var.user.id);
  } catch {
    throw pinBusy();
  }
  await enforceRateLimits([{ limiter: limiters.insightPinsByAccount, key: c.var.user.id }]);
  const { pin, created } = await pinInsight(stores(c), caller(c), actorOf(c), {
    datasetId,
    sent,
    choices: target.choices,
  });
  return c.json({ pin }, created ? 201 : 200);
});

/** `/api/workspace/pins`: the workspace's pinned insights, for every member; unpinned by their pinner or Admins. */
export const pinRoutes = new Hono<AppEnv>()
  .get('/', requireWorkspace(), async (c) =>
    c.json({ pins: await listPins(c.var.deps.database.db, caller(c)) }),
  )
  // A cheap write like renaming a dataset: not rate-limited.
  .delete('/:id', requireWorkspace(), async (c) => {
    const id = idParam(c, pinNotFound);
    await unpinInsight(c.var.deps.database.db, caller(c), actorOf(c), id);
    return c.body(null, 204);
  });

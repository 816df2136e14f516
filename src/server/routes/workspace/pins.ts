import { Hono, type Context } from 'hono';
import { datasetsMessages } from '../../../shared/i18n/messages/datasets';
import { playgroundMessages } from '../../../shared/i18n/messages/playground';
import { assistantMessages } from '../../../shared/i18n/messages/assistant';
import {
  maxPinnedAnswerChars,
  maxPinnedInsightChars,
  pinAnswerSchema,
  pinInsightSchema,
  type PinnedAnswerBody,
} from '../../../shared/insights';
import { answerPinTarget, pinAnswer } from '../../services/datasets/pinned-answers';
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

/** An answer to pin: at most `maxPinnedAnswerChars` of JSON (413), of the pin's shape, an answer (400). */
function sentAnswer(c: Context<AppEnv>): PinnedAnswerBody {
  if (JSON.stringify(c.var.body ?? null).length > maxPinnedAnswerChars) {
    const kilobytes = Math.round(maxPinnedAnswerChars / 1024);
    throw new ApiError(
      413,
      'payload_too_large',
      assistantMessages.pinAnswer.tooLarge(kilobytes),
      {},
      'answer',
    );
  }
  const sent = parseJsonBody(c, pinAnswerSchema) as unknown as PinnedAnswerBody;
  // An offer to train or predict, or help, says nothing about the rows: nothing to pin.
  const result = (sent.answer as { result?: { kind?: unknown } }).result?.kind;
  if (result === 'action' || result === 'help') {
    throw new ApiError(400, 'invalid_input', assistantMessages.pinAnswer.notPinnable, {}, 'answer');
  }
  return sent;
}

/**
 * A new pin's turn, for both kinds: the reader's room (503) before the caller's pin allowance (429), so a pin
 * refused as busy spends none of it.
 */
async function claimPinTurn(c: Context<AppEnv>) {
  try {
    refuseWhenBusy(c.var.user.id);
  } catch {
    throw pinBusy();
  }
  await enforceRateLimits([{ limiter: c.var.deps.limiters.insightPinsByAccount, key: c.var.user.id }]);
}

/**
 * `POST /api/workspace/datasets/:id/pins` (src/shared/insights.ts): pins an insight of a dataset once the
 * server has found the same one in the dataset's file. The checks that cost nothing come first; the reader's
 * room (503) before the rate limit, so a refused pin spends none of the caller's allowance, as uploads do.
 */
export const datasetPinRoutes = new Hono<AppEnv>()
  .post('/', requireWorkspace('insight:pin'), async (c) => {
    const { db } = c.var.deps.database;
    const datasetId = idParam(c, datasetNotFound);
    const sent = sentInsight(c);
    const target = await pinTarget(db, caller(c), datasetId, sent);
    if ('existing' in target) return c.json({ pin: target.existing }, 200);
    await claimPinTurn(c);
    const { pin, created } = await pinInsight(stores(c), caller(c), actorOf(c), {
      datasetId,
      sent,
      choices: target.choices,
    });
    return c.json({ pin }, created ? 201 : 200);
  })
  /**
   * `POST /api/workspace/datasets/:id/pins/answer` (src/shared/insights.ts): pins an assistant's answer once the
   * server has asked the same question of the dataset's file and got the same answer; as an insight's pin, the
   * reader's room (503) before the rate limit, which pins of both kinds share.
   */
  .post('/answer', requireWorkspace('insight:pin'), async (c) => {
    const { db } = c.var.deps.database;
    const datasetId = idParam(c, datasetNotFound);
    const sent = sentAnswer(c);
    const target = await answerPinTarget(db, caller(c), datasetId, sent);
    if ('existing' in target) return c.json({ pin: target.existing }, 200);
    await claimPinTurn(c);
    const { pin, created } = await pinAnswer(stores(c), caller(c), actorOf(c), {
      datasetId,
      sent,
      choices: target.choices,
      name: target.name,
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

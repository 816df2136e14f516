import type { Context } from 'hono';
import { idempotencyKeyPattern } from '../../../shared/data-streams';
import { dataStreamsMessages } from '../../../shared/i18n/messages/data-streams';
import { ApiError } from '../../lib/api-error';
import { enforceRateLimits } from '../../lib/rate-limited';
import type { ApiEnv } from '../../lib/require-api-key';
import { idParam } from '../../lib/uuid-param';
import { ingestRows } from '../../services/streams/ingest';
import { pausedError } from '../../services/streams/ingest-refusals';
import { readPushedBatch, type CheckedBatch } from '../../services/streams/row-batches';
import { namedCharset } from '../../services/streams/rows';
import { streamNotFound, streamRow } from '../../services/streams/streams';
import { spoolDirOf } from '../../storage/spool';

const copy = () => dataStreamsMessages.api;

/** The rows of a push: JSON `{ rows: [...] }` or a CSV body under its header; 415 for anything else. */
async function pushedRows(c: Context<ApiEnv>): Promise<CheckedBatch & { digest: string }> {
  const contentType = c.req.header('content-type');
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'text/csv' && type !== 'application/json') {
    throw new ApiError(415, 'unsupported_media_type', copy().jsonOrCsv);
  }
  // A CSV's charset is read as named (JSON is UTF-8 whatever it says, RFC 8259).
  const charset = type === 'text/csv' ? namedCharset(contentType) : undefined;
  if (charset && 'unknown' in charset) {
    throw new ApiError(415, 'unsupported_charset', copy().unknownCharset(charset.unknown));
  }
  // Read, parsed and checked in the rows' worker thread: the request thread only hands the bytes over.
  return readPushedBatch(type === 'text/csv' ? 'csv' : 'json', await c.req.arrayBuffer(), charset?.encoding);
}

/**
 * `POST /api/v1/streams/:id/rows` (`streams:write`, src/shared/data-streams.ts): rows pushed to a push stream of
 * the key's workspace. Bad rows are listed with their reason and the rest stored; a retried batch with the same
 * `Idempotency-Key` is stored once; the same key with a different body is a 422. Another workspace's stream 404, a
 * paused one 409 (nothing stored; a retry of a batch stored before the pause gets its answer again).
 */
export async function pushStreamRows(c: Context<ApiEnv>) {
  const { deps, apiKey } = c.var;
  const id = idParam(c, streamNotFound);
  const key = c.req.header('idempotency-key');
  if (key !== undefined && !idempotencyKeyPattern.test(key)) {
    throw new ApiError(400, 'invalid_input', copy().badIdempotencyKey, {}, 'Idempotency-Key');
  }
  const { db } = deps.database;
  const stream = await streamRow(db, apiKey.workspaceId, id);
  if (stream.kind !== 'push') throw new ApiError(409, 'wrong_kind', copy().wrongKind);
  // With a key, a batch stored before the pause is answered as stored (`ingestRows` decides, under the lock).
  if (stream.status === 'paused' && key === undefined) throw pausedError();
  await enforceRateLimits([{ limiter: deps.limiters.streamBatchesByStream, key: id }]);
  const { rows, rejected, digest } = await pushedRows(c);
  const result = await ingestRows(
    {
      db,
      kind: deps.database.kind,
      storage: deps.storage,
      spoolDir: spoolDirOf(deps.env.DATA_DIR),
      insights: deps.datasetInsights,
    },
    id,
    apiKey.workspaceId,
    { rows, rejected, receipts: key === undefined ? [] : [`push:${key}`], digest },
  );
  if (result.replayed) c.header('idempotent-replayed', 'true');
  return c.json(result);
}

import type { Context } from 'hono';
import {
  idempotencyKeyPattern,
  maxPushRows,
  pushBodySchema,
  type RejectedRow,
} from '../../../shared/data-streams';
import { dataStreamsMessages } from '../../../shared/i18n/messages/data-streams';
import { ApiError } from '../../lib/api-error';
import { readJsonText } from '../../lib/json-text';
import { enforceRateLimits } from '../../lib/rate-limited';
import type { ApiEnv } from '../../lib/require-api-key';
import { idParam } from '../../lib/uuid-param';
import { ingestRows, pausedError } from '../../services/streams/ingest';
import { apiMessages } from '../../../shared/i18n/messages/api';
import { checkRows, rowsOfCsv } from '../../services/streams/rows';
import { streamNotFound, streamRow } from '../../services/streams/streams';
import { spoolDirOf } from '../../storage/spool';

const copy = () => dataStreamsMessages.api;
const tooManyRows = () => new ApiError(413, 'too_many_rows', copy().tooManyRows(maxPushRows));

/** The rows of a push: JSON `{ rows: [...] }` or a CSV body under its header; 415 for anything else. */
async function pushedRows(c: Context<ApiEnv>): Promise<{ rows: unknown[]; rejected: RejectedRow[] }> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/csv') {
    const text = await c.req.text();
    // PostgreSQL text and jsonb cannot hold NUL (a column name with one would fail the receipt's insert).
    if (text.includes('\u0000')) throw new ApiError(400, 'invalid_input', apiMessages.nulInText);
    return rowsOfCsv(text);
  }
  if (type !== 'application/json') throw new ApiError(415, 'unsupported_media_type', copy().jsonOrCsv);
  const body = readJsonText(await c.req.text());
  const rows = (body as { rows?: unknown } | null)?.rows;
  if (Array.isArray(rows) && rows.length > maxPushRows) throw tooManyRows();
  const result = pushBodySchema.safeParse(body);
  if (!result.success) throw new ApiError(400, 'invalid_input', copy().jsonOrCsv, {}, 'rows');
  return { rows: result.data.rows, rejected: [] };
}

/**
 * `POST /api/v1/streams/:id/rows` (`streams:write`, src/shared/data-streams.ts): rows pushed to a push stream of
 * the key's workspace. Bad rows are listed with their reason and the rest stored; a retried batch with the same
 * `Idempotency-Key` is stored once. Another workspace's stream 404, a paused one 409 (nothing stored).
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
  if (stream.status === 'paused') throw pausedError();
  await enforceRateLimits([{ limiter: deps.limiters.streamBatchesByStream, key: id }]);
  const { rows, rejected: unreadable } = await pushedRows(c);
  if (rows.length + unreadable.length > maxPushRows) throw tooManyRows();
  const checked = checkRows(rows);
  // Rows CSV could not read are numbered in the CSV's own order; the rest keep the order they were sent in.
  const rejected = [...unreadable, ...checked.rejected].sort((a, b) => a.row - b.row);
  const result = await ingestRows(
    { db, kind: deps.database.kind, storage: deps.storage, spoolDir: spoolDirOf(deps.env.DATA_DIR) },
    id,
    apiKey.workspaceId,
    { rows: checked.accepted, rejected, receipts: key === undefined ? [] : [`push:${key}`] },
  );
  if (result.replayed) c.header('idempotent-replayed', 'true');
  return c.json(result);
}

import { Hono, type Context } from 'hono';
import type * as z from 'zod/mini';
import type { RawRow } from '../../../shared/data/ml/index';
import { unreadableCells } from '../../../shared/data/ml/index';
import { apiMessages } from '../../../shared/i18n/messages/api';
import { apiKeysMessages } from '../../../shared/i18n/messages/api-keys';
import { maxPredictionCells, predictionRequestSchema } from '../../../shared/models';
import { maxListedCells, publicApiMaxBodyBytes, type PublicDataset } from '../../../shared/public-api';
import { ApiError, errorBody } from '../../lib/api-error';
import { bodySizeLimit } from '../../lib/body-size-limit';
import { readJsonText } from '../../lib/json-text';
import { requireApiKey, type ApiEnv } from '../../lib/require-api-key';
import { openDataset } from '../../services/datasets/datasets';
import { predictRows } from '../../services/models/predictions';
import { readyModel } from '../../services/models/ready-model';
import { spoolDirOf } from '../../storage/spool';
import { publicApiDocument } from '../../openapi/document';
import { idParam } from '../../lib/uuid-param';
import { maxPushBytes } from '../../../shared/data-streams';
import { pushStreamRows } from './stream-rows';

const copy = apiKeysMessages.api;
const modelNotFound = () => new ApiError(404, 'not_found', copy.modelNotFound);
const datasetNotFound = () => new ApiError(404, 'not_found', copy.datasetNotFound);

/**
 * The JSON body checked against a schema: JSON only (415), bounded depth and storable text (json-text.ts), then
 * `precheck` (cheap limits before the schema walks every value), else 400.
 */
async function jsonBody<T extends z.ZodMiniType>(
  c: Context<ApiEnv>,
  schema: T,
  precheck: (body: unknown) => void = () => {},
): Promise<z.infer<T>> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/json') throw new ApiError(415, 'unsupported_media_type', apiMessages.jsonOnly);
  const body = readJsonText(await c.req.text());
  precheck(body);
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ApiError(400, 'invalid_input', issue.message, {}, issue.path.join('.') || undefined);
  }
  return result.data;
}

/** A request row as the engine reads a file's: numbers and booleans as their text, null as missing. */
const rawRow = (row: Record<string, string | number | boolean | null>): RawRow => {
  const out: RawRow = {};
  for (const [column, value] of Object.entries(row)) {
    out[column] = value === null ? null : typeof value === 'string' ? value : String(value);
  }
  return out;
};

/** Refuses a prediction body of more than `maxPredictionCells` cells, counting no further than the limit. */
function refuseTooManyCells(body: unknown) {
  const rows = (body as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) return;
  let cells = 0;
  for (const row of rows) {
    if (row === null || typeof row !== 'object') continue;
    for (const _ in row) {
      if (++cells > maxPredictionCells) {
        throw new ApiError(413, 'payload_too_large', copy.tooManyCells(maxPredictionCells));
      }
    }
  }
}

const tooLarge = () => {
  throw new ApiError(413, 'payload_too_large', apiMessages.tooLarge);
};

const bodyLimit = bodySizeLimit({
  defaultMaxBytes: publicApiMaxBodyBytes,
  maxBytesByPath: {},
  onError: tooLarge,
});
/** Rows pushed to a stream may be larger than any other call's body. */
const pushBodyLimit = bodySizeLimit({ defaultMaxBytes: maxPushBytes, maxBytesByPath: {}, onError: tooLarge });
const pushPath = /^\/api\/v1\/streams\/[^/]+\/rows$/;

/**
 * `/api/v1`: the public API, called with a workspace API key from the caller's own software (src/shared/api-keys.ts,
 * docs/decisions/044-api-keys.md). Mounted beside `/api`, not under it: its callers are programs, not our pages, so
 * the same-origin guard of `/api` does not apply; the key is the credential, and no cookie is ever read here. No
 * CORS: a key belongs in a server, never in a web page.
 */
export const v1Routes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    if (/%00|\0/.test(c.req.url)) throw new ApiError(400, 'invalid_input', apiMessages.nulInAddress);
    await next();
    c.res.headers.set('cache-control', 'no-store');
  })
  .use((c, next) => (pushPath.test(c.req.path) ? pushBodyLimit(c, next) : bodyLimit(c, next)))
  .get('/openapi.json', (c) => c.json(publicApiDocument(c.var.deps.env.APP_URL)))
  .post('/models/:id/predictions', requireApiKey('models:predict'), async (c) => {
    const { db } = c.get('deps').database;
    const id = idParam(c, modelNotFound);
    const found = await readyModel(db, c.get('apiKey').workspaceId, id, c.get('apiRevision'));
    if (found.kind === 'missing') throw modelNotFound();
    if (found.kind === 'not-ready') throw new ApiError(409, 'model_not_ready', copy.modelNotReady);
    const { rows } = await jsonBody(c, predictionRequestSchema, refuseTooManyCells);
    const raw = rows.map(rawRow);
    const unreadable = unreadableCells(found.model.model, raw);
    if (unreadable.length > 0) {
      const first = unreadable[0]!;
      const message = copy.badCell(first.row, first.column, copy.expected[first.expected]);
      return c.json(
        {
          ...errorBody('invalid_row', message, `rows.${first.row}.${first.column}`),
          cells: unreadable
            .slice(0, maxListedCells)
            .map(({ row, column, expected }) => ({ row, column, expected })),
        },
        400,
      );
    }
    return c.json({ predictions: await predictRows(found.model, raw) });
  })
  .get('/datasets/:id', requireApiKey('datasets:read'), async (c) => {
    const { deps, apiKey } = c.var;
    const id = idParam(c, datasetNotFound);
    const caller = {
      // The key's workspace, read by its holder with the least role: only its id and role are looked at.
      workspace: {
        id: apiKey.workspaceId,
        name: '',
        logo: null,
        role: 'collaborator' as const,
        memberId: '',
        lastActiveAt: null,
      },
      userId: `api-key:${apiKey.id}`,
    };
    const stores = { db: deps.database.db, storage: deps.storage, spoolDir: spoolDirOf(deps.env.DATA_DIR) };
    const detail = await openDataset(stores, caller, id);
    if (!detail) throw datasetNotFound();
    const dataset: PublicDataset = {
      id: detail.id,
      name: detail.name,
      format: detail.format,
      rowCount: detail.rowCount,
      columnCount: detail.columnCount,
      sizeBytes: detail.sizeBytes,
      createdAt: detail.createdAt,
      profile: detail.profile,
    };
    return c.json({ dataset });
  })
  .post('/streams/:id/rows', requireApiKey('streams:write'), pushStreamRows)
  .all('*', () => {
    throw new ApiError(404, 'not_found', apiMessages.notFound);
  });

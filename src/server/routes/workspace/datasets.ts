import { Hono, type Context } from 'hono';
import { parseImportChoices } from '../../../shared/data/import-choices';
import type { ImportChoices } from '../../../shared/data/profile/types';
import {
  datasetMaxBytes,
  datasetNameSchema,
  datasetRenameSchema,
  type DatasetFormat,
} from '../../../shared/datasets';
import { datasetsMessages } from '../../../shared/i18n/messages/datasets';
import { playgroundMessages } from '../../../shared/i18n/messages/playground';
import type { AppEnv } from '../../app-env';
import { ApiError } from '../../lib/api-error';
import { callerBucket } from '../../lib/client-address';
import { parseJsonBody } from '../../lib/parse-body';
import { enforceRateLimits } from '../../lib/rate-limited';
import { requireWorkspace } from '../../lib/require-workspace';
import { refuseWhenBusy } from '../../services/datasets/analyse';
import {
  createDataset,
  datasetFile,
  datasetUploader,
  deleteDataset,
  listDatasets,
  mayDelete,
  openDataset,
  renameDataset,
  type DatasetCaller,
  type DatasetStores,
} from '../../services/datasets/datasets';
import { createSampleDataset } from '../../services/datasets/sample-dataset';
import { withStreamedUpload } from '../../lib/streamed-upload';
import { spoolDirOf, type SpooledFile } from '../../storage/spool';
import { webStream } from '../../storage/web-stream';
import { idParam } from '../../lib/uuid-param';

const megabytes = datasetMaxBytes / (1024 * 1024);

const caller = (c: Context<AppEnv>): DatasetCaller => ({ workspace: c.var.workspace, userId: c.var.user.id });

/** Where the caller's datasets live: the database, the file store and the spool folder of this server. */
export const stores = (c: Context<AppEnv>): DatasetStores => ({
  db: c.var.deps.database.db,
  storage: c.var.deps.storage,
  spoolDir: spoolDirOf(c.var.deps.env.DATA_DIR),
});

/** A dataset id from the path; anything that is not one names no dataset (404, like another workspace's). */
function datasetId(c: Context<AppEnv>): string {
  return idParam(c, notFound);
}

const notFound = () => new ApiError(404, 'not_found', playgroundMessages.api.notFound);

/**
 * The multipart body, streamed to a spool file (never buffered): exactly a `file` and a `name`, and optionally
 * `choices` (the import choices as JSON, checked by the shared schema: the server reads the file with them);
 * the name checked by the shared schema, the file held to the limit (the body limit in src/server/app.ts allows
 * the form's overhead).
 */
function withUploadedDataset<T>(
  c: Context<AppEnv>,
  save: (input: { name: string; file: SpooledFile; choices: ImportChoices }) => Promise<T>,
) {
  const invalid = () => new ApiError(400, 'invalid_upload', playgroundMessages.api.fields);
  const rules = {
    dir: spoolDirOf(c.var.deps.env.DATA_DIR),
    maxBytes: datasetMaxBytes,
    fields: ['name'],
    optionalFields: ['choices'],
    maxFieldBytes: 128 * 1024,
    invalid,
    tooLarge: () =>
      new ApiError(413, 'payload_too_large', playgroundMessages.api.tooLarge(megabytes), {}, 'file'),
  };
  return withStreamedUpload(c, rules, async (upload) => {
    const parsedName = datasetNameSchema.safeParse(upload.fields.name);
    if (!parsedName.success) {
      throw new ApiError(400, 'invalid_input', parsedName.error.issues[0]!.message, {}, 'name');
    }
    const choices = parseImportChoices(upload.fields.choices);
    if (!choices) throw new ApiError(400, 'invalid_input', playgroundMessages.api.choices, {}, 'choices');
    return save({ name: parsedName.data, file: upload, choices });
  });
}

/** The download's type: text as it was uploaded (its encoding unknown to the header beyond UTF-8 as today). */
const contentTypes: Record<DatasetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A file name for the download: the dataset's name, with anything a header or a file system dislikes replaced. */
const downloadName = (name: string, format: string) =>
  `${name.replace(/[^\p{L}\p{N} ._-]+/gu, '_').slice(0, 100) || 'dataset'}.${format}`;

/** `/api/workspace/datasets`: datasets saved from the playground, for every member of the active workspace. */
export const datasetRoutes = new Hono<AppEnv>()
  .get('/', requireWorkspace(), async (c) =>
    c.json({ datasets: await listDatasets(c.var.deps.database.db, caller(c)) }),
  )
  .post('/', requireWorkspace('dataset:create'), async (c) => {
    const { limiters } = c.var.deps;
    refuseWhenBusy(c.var.user.id);
    await enforceRateLimits([
      { limiter: limiters.datasetUploadsByAccount, key: c.var.user.id },
      { limiter: limiters.datasetUploadsByWorkspace, key: c.var.workspace.id },
    ]);
    const dataset = await withUploadedDataset(c, (input) => createDataset(stores(c), caller(c), input));
    return c.json({ dataset }, 201);
  })
  // 'Try with sample data': the shipped sample saved as an upload would be, under the same rules.
  .post('/sample', requireWorkspace('dataset:create'), async (c) => {
    const { limiters } = c.var.deps;
    refuseWhenBusy(c.var.user.id);
    await enforceRateLimits([
      { limiter: limiters.datasetUploadsByAccount, key: c.var.user.id },
      { limiter: limiters.datasetUploadsByWorkspace, key: c.var.workspace.id },
    ]);
    return c.json({ dataset: await createSampleDataset(stores(c), caller(c)) }, 201);
  })
  .get('/:id', requireWorkspace(), async (c) => {
    const dataset = await openDataset(stores(c), caller(c), datasetId(c));
    if (!dataset) throw notFound();
    return c.json({ dataset });
  })
  .get('/:id/file', requireWorkspace(), async (c) => {
    const { limiters } = c.var.deps;
    await enforceRateLimits([
      { limiter: limiters.datasetDownloadsByAccount, key: c.var.user.id },
      { limiter: limiters.datasetDownloadsByAddress, key: callerBucket(c) },
    ]);
    const file = await datasetFile(stores(c), caller(c), datasetId(c));
    if (!file) throw notFound();
    const filename = downloadName(file.name, file.format);
    const headers = {
      'content-type': contentTypes[file.format],
      'content-disposition': `attachment; filename="${filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    };
    // Hono answers a HEAD with this handler's answer, its body dropped: none is read or spooled for it.
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    const body = await file.read({ accountId: c.var.user.id, signal: c.req.raw.signal });
    if (!body) throw notFound();
    // Streamed from the file store or the spool: the file is never held in memory whole.
    return c.body(webStream(body.stream), 200, {
      ...headers,
      ...(body.size === undefined ? {} : { 'content-length': String(body.size) }),
    });
  })
  // A cheap write like renaming the workspace: not rate-limited (the limits guard costly work and secrets).
  .patch('/:id', requireWorkspace(), async (c) => {
    const { db } = c.var.deps.database;
    const id = datasetId(c);
    const found = await datasetUploader(db, caller(c), id);
    if (!found) throw notFound();
    // Renaming follows the rule for deleting: Owners, Admins and the uploader.
    if (!mayDelete(caller(c), found.uploaderId)) {
      throw new ApiError(403, 'forbidden', datasetsMessages.api.renameForbidden);
    }
    const { name } = parseJsonBody(c, datasetRenameSchema);
    const dataset = await renameDataset(db, caller(c), id, name);
    if (!dataset) throw notFound();
    return c.json({ dataset });
  })
  .delete('/:id', requireWorkspace(), async (c) => {
    const { db } = c.var.deps.database;
    const id = datasetId(c);
    const found = await datasetUploader(db, caller(c), id);
    if (!found) throw notFound();
    if (!mayDelete(caller(c), found.uploaderId)) {
      throw new ApiError(403, 'forbidden', playgroundMessages.api.deleteForbidden);
    }
    await deleteDataset(db, c.var.deps.storage, caller(c), id);
    return c.body(null, 204);
  });

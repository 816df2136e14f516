import { apiKeyScopes } from '../../shared/api-keys';
import { maxPushRows, pushBodySchema } from '../../shared/data-streams';
import { maxPredictionRows, predictionRequestSchema } from '../../shared/models';
import {
  datasetResponseSchema,
  invalidRowsResponseSchema,
  predictionResponseSchema,
  publicApiMaxBodyBytes,
  pushResultSchema,
} from '../../shared/public-api';
import { error, json, named, ref, type Operation } from './operation';

/** What the public API's own document says of itself (served alone at `/api/v1/openapi.json`). */
export const v1Info = {
  title: 'Tessera API',
  version: '1',
  description:
    'Reach a workspace’s models and datasets with a workspace API key (Settings → Workspace → API keys). ' +
    'Every call sends `Authorization: Bearer <key>`; a key acts only in its own workspace.',
};

export const apiKeyScheme = {
  type: 'http',
  scheme: 'bearer',
  description: `A workspace API key (\`tsr_…\`) with the route's scope: ${apiKeyScopes.join(', ')}.`,
};

const authErrors = {
  '401': {
    ...error('No key, or a key that is unknown, revoked or expired.'),
    headers: { 'WWW-Authenticate': { schema: { type: 'string' }, description: 'Bearer realm="tessera"' } },
  },
  '403': error('The key does not have this route’s scope.'),
  '429': {
    ...error('Too many calls with this key, or too many failed key checks from this address.'),
    headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } },
  },
};

const invalidRows = named('InvalidRows', invalidRowsResponseSchema, 'output');

/** `/api/v1`: the public API, called with a workspace API key (docs/decisions/044-api-keys.md). */
export const v1Operations: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/openapi.json',
    operationId: 'getPublicApiDocument',
    summary: 'This public API’s own OpenAPI document',
    tag: 'public API',
    caller: 'public',
    ok: {
      description: 'The OpenAPI 3.1 document of the routes called with an API key.',
      schema: { type: 'object' },
    },
    responses: {},
  },
  {
    method: 'post',
    path: '/api/v1/models/:id/predictions',
    operationId: 'predict',
    summary: 'Score rows with a model',
    tag: 'public API',
    caller: 'apiKey',
    description:
      `Scope \`models:predict\`. Up to ${maxPredictionRows} rows per call, each an object of column → value ` +
      '(numbers and booleans are read as their text; null or an absent column is a missing value). ' +
      'A regression model answers a `value` per row; a classifier the likeliest `label` and a probability ' +
      `per class. Bodies over ${publicApiMaxBodyBytes / 1024 / 1024} MB are refused (413).`,
    body: named('PredictionRequest', predictionRequestSchema),
    ok: {
      description: 'One prediction per row, in order.',
      schema: named('PredictionResponse', predictionResponseSchema, 'output'),
    },
    responses: {
      '400': {
        description:
          'A body that does not match the schema (`error.field` names it), or rows whose cells the ' +
          'model cannot read (`invalid_row`, naming the row, counted from 0, and the column).',
        content: json({ oneOf: [ref('Error'), ref(invalidRows.name)] }),
      },
      ...authErrors,
      '404': error('No such model in the key’s workspace.'),
      '409': error('The model is not ready (still training, failed or refused).'),
      '413': error('The body is too large.'),
      '415': error('The body is not application/json.'),
      '503': error('Predictions are busy; try again after Retry-After.'),
    },
  },
  {
    method: 'post',
    path: '/api/v1/streams/:id/rows',
    operationId: 'pushRows',
    summary: 'Push rows to a data stream',
    tag: 'public API',
    caller: 'apiKey',
    description:
      `Scope \`streams:write\`. Up to ${maxPushRows} rows per call, as JSON \`{ rows: [...] }\` (each an ` +
      'object of column → text, number, true/false or null) or as CSV (`text/csv`, under a header; read in ' +
      'the encoding its byte order mark names, else the `charset` its Content-Type names, else UTF-8, or ' +
      'Windows-1252 when the bytes are not UTF-8). Bad rows ' +
      'are listed with their reason and the rest stored; new columns are added. Send `Idempotency-Key` so a ' +
      'retried batch is stored once (the first answer comes back with `replayed: true`); the same key sent ' +
      'again with a different body is refused with 422 `idempotency_key_reused`.',
    parameters: [
      { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 200 } },
    ],
    body: {
      required: true,
      content: { ...json(ref('PushRequest')), 'text/csv': { schema: { type: 'string' } } },
    },
    ok: {
      description: 'Rows stored, and those refused.',
      schema: named('PushResult', pushResultSchema, 'output'),
    },
    responses: {
      '400': error('A body that is neither rows nor CSV, or a bad Idempotency-Key.'),
      ...authErrors,
      '404': error('No such stream in the key’s workspace.'),
      '409': error(
        'The stream is paused (nothing stored; a retry of a batch stored before the pause, with its Idempotency-Key, gets its answer again), or is not a push stream.',
      ),
      '413': error('Too many rows, or a body too large, or the dataset would pass 20 MB.'),
      '415': error(
        'The body is neither application/json nor text/csv (`unsupported_media_type`), or names a charset ' +
          'Tessera cannot read (`unsupported_charset`).',
      ),
      '422': error('The Idempotency-Key was already used with a different body (`idempotency_key_reused`).'),
    },
  },
  {
    method: 'get',
    path: '/api/v1/datasets/:id',
    operationId: 'getDataset',
    summary: 'Read a dataset’s summary and profile',
    tag: 'public API',
    caller: 'apiKey',
    description: 'Scope `datasets:read`. The profile only: never the file’s rows.',
    ok: { description: 'The dataset.', schema: named('DatasetResponse', datasetResponseSchema, 'output') },
    responses: { ...authErrors, '404': error('No such dataset in the key’s workspace.') },
  },
];

/** Components the v1 operations name by `$ref` alone. */
export const v1Components = [invalidRows, named('PushRequest', pushBodySchema)];

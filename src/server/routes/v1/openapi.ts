import * as z from 'zod/mini';
import { apiKeyScopes } from '../../../shared/api-keys';
import { maxPredictionRows, predictionRequestSchema } from '../../../shared/models';
import {
  datasetResponseSchema,
  errorResponseSchema,
  invalidRowsResponseSchema,
  predictionResponseSchema,
  publicApiMaxBodyBytes,
} from '../../../shared/public-api';

type JsonSchema = Record<string, unknown>;

/** A shared zod schema as an OpenAPI 3.1 schema (JSON Schema 2020-12), by zod's own converter. */
import { maxPushRows, pushBodySchema } from '../../../shared/data-streams';
import { pushResultSchema } from '../../../shared/public-api';

function schemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
  }) as JsonSchema;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(ref('Error')) });

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

let document: JsonSchema | undefined;

/**
 * The OpenAPI 3.1 description of `/api/v1` (docs/decisions/044-api-keys.md), generated once from the shared zod
 * schemas: what the server checks and answers is what the document says.
 */
export function openApiDocument(appUrl: string): JsonSchema {
  document ??= describe();
  return { ...document, servers: [{ url: `${appUrl}/api/v1` }] };
}

function describe(): JsonSchema {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tessera API',
      version: '1',
      description:
        'Reach a workspace’s models and datasets with a workspace API key (Settings → Workspace → API keys). ' +
        'Every call sends `Authorization: Bearer <key>`; a key acts only in its own workspace.',
    },
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: `A workspace API key (\`tsr_…\`) with the route's scope: ${apiKeyScopes.join(', ')}.`,
        },
      },
      schemas: {
        Error: schemaOf(errorResponseSchema, 'output'),
        PredictionRequest: schemaOf(predictionRequestSchema, 'input'),
        PredictionResponse: schemaOf(predictionResponseSchema, 'output'),
        InvalidRows: schemaOf(invalidRowsResponseSchema, 'output'),
        DatasetResponse: schemaOf(datasetResponseSchema, 'output'),
        PushRequest: schemaOf(pushBodySchema, 'input'),
        PushResult: schemaOf(pushResultSchema, 'output'),
      },
    },
    paths: {
      '/models/{id}/predictions': {
        post: {
          operationId: 'predict',
          summary: 'Score rows with a model',
          description:
            `Scope \`models:predict\`. Up to ${maxPredictionRows} rows per call, each an object of column → value ` +
            '(numbers and booleans are read as their text; null or an absent column is a missing value). ' +
            'A regression model answers a `value` per row; a classifier the likeliest `label` and a probability ' +
            `per class. Bodies over ${publicApiMaxBodyBytes / 1024 / 1024} MB are refused (413).`,
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          ],
          requestBody: { required: true, content: json(ref('PredictionRequest')) },
          responses: {
            '200': {
              description: 'One prediction per row, in order.',
              content: json(ref('PredictionResponse')),
            },
            '400': {
              description:
                'A body that does not match the schema (`error.field` names it), or rows whose cells the ' +
                'model cannot read (`invalid_row`, naming the row, counted from 0, and the column).',
              content: json({ oneOf: [ref('Error'), ref('InvalidRows')] }),
            },
            ...authErrors,
            '404': error('No such model in the key’s workspace.'),
            '409': error('The model is not ready (still training, failed or refused).'),
            '413': error('The body is too large.'),
            '415': error('The body is not application/json.'),
            '503': error('Predictions are busy; try again after Retry-After.'),
          },
        },
      },
      '/streams/{id}/rows': {
        post: {
          operationId: 'pushRows',
          summary: 'Push rows to a data stream',
          description:
            `Scope \`streams:write\`. Up to ${maxPushRows} rows per call, as JSON \`{ rows: [...] }\` (each an ` +
            'object of column → text, number, true/false or null) or as CSV (`text/csv`, under a header). Bad rows ' +
            'are listed with their reason and the rest stored; new columns are added. Send `Idempotency-Key` so a ' +
            'retried batch is stored once (the first answer comes back with `replayed: true`); the same key sent ' +
            'again with a different body is refused with 422 `idempotency_key_reused`.',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              schema: { type: 'string', maxLength: 200 },
            },
          ],
          requestBody: {
            required: true,
            content: { ...json(ref('PushRequest')), 'text/csv': { schema: { type: 'string' } } },
          },
          responses: {
            '200': { description: 'Rows stored, and those refused.', content: json(ref('PushResult')) },
            '400': error('A body that is neither rows nor CSV, or a bad Idempotency-Key.'),
            ...authErrors,
            '404': error('No such stream in the key’s workspace.'),
            '409': error('The stream is paused (nothing stored), or is not a push stream.'),
            '413': error('Too many rows, or a body too large, or the dataset would pass 20 MB.'),
            '415': error('The body is neither application/json nor text/csv.'),
            '422': error(
              'The Idempotency-Key was already used with a different body (`idempotency_key_reused`).',
            ),
          },
        },
      },
      '/datasets/{id}': {
        get: {
          operationId: 'getDataset',
          summary: 'Read a dataset’s summary and profile',
          description: 'Scope `datasets:read`. The profile only: never the file’s rows.',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          ],
          responses: {
            '200': { description: 'The dataset.', content: json(ref('DatasetResponse')) },
            ...authErrors,
            '404': error('No such dataset in the key’s workspace.'),
          },
        },
      },
    },
  };
}

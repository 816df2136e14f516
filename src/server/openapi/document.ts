import { can, workspaceRoles, type WorkspaceAction } from '../../shared/permissions';
import { errorResponseSchema } from '../../shared/public-api';
import { accountOperations } from './account';
import { adminOperations } from './admin';
import { authOperations } from './auth';
import { datasetsOperations } from './datasets';
import { modelsOperations } from './models';
import { error, json, named, ref, schemaOf, type JsonSchema, type Named, type Operation } from './operation';
import { serviceOperations } from './service';
import { streamsOperations } from './streams';
import { apiKeyScheme, v1Components, v1Info, v1Operations } from './v1';
import { workspaceOperations } from './workspace';

/** Every route mounted under `/api`, area by area; `openapi.test.ts` fails when one is missing or extra. */
export const operations: Operation[] = [
  ...serviceOperations,
  ...authOperations,
  ...accountOperations,
  ...workspaceOperations,
  ...datasetsOperations,
  ...modelsOperations,
  ...streamsOperations,
  ...adminOperations,
  ...v1Operations,
];

const errorSchema = named('Error', errorResponseSchema, 'output');

const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description:
      'The session cookie our pages hold after signing in (`__Secure-` prefixed over HTTPS). Calls that change ' +
      'anything must come from the app’s own origin (`Origin` or `Sec-Fetch-Site` is checked).',
  },
  apiKey: apiKeyScheme,
  signature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Hub-Signature-256',
    description: 'A webhook delivery signed with the stream’s secret (the service’s own signature header).',
  },
};

const securityOf = {
  session: [{ session: [] }],
  admin: [{ session: [] }],
  apiKey: [{ apiKey: [] }],
  signature: [{ signature: [] }],
  public: [],
} as const;

const isNamed = (value: unknown): value is Named =>
  typeof value === 'object' && value !== null && 'schema' in value && 'name' in value && 'io' in value;

/** The roles that may take a workspace action, from the one role × action matrix. */
const rolesAllowed = (action: WorkspaceAction) => workspaceRoles.filter((role) => can(role, action));

/** `/api/workspace/datasets/:id` → `/api/workspace/datasets/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);

/** `getApiWorkspaceDatasetsById` when the area gives none: unique because method and path are. */
function defaultOperationId({ method, path }: Operation): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function commonErrors(operation: Operation, params: string[]): Record<string, JsonSchema> {
  const errors: Record<string, JsonSchema> = {};
  if (operation.body || operation.query) errors['400'] = error('Input that does not match the schema.');
  if (operation.caller === 'session' || operation.caller === 'admin') {
    errors['401'] = error('Not signed in.');
    errors['403'] = error(
      operation.caller === 'admin'
        ? 'Not an administrator, or not the app’s own origin.'
        : 'The role does not allow it, or not the app’s own origin.',
    );
  }
  if (params.length > 0) errors['404'] = error('Nothing by that id for this caller.');
  errors['429'] = error('Too many requests; try again after Retry-After.');
  return errors;
}

function describeOperation(operation: Operation, refTo: (named: Named) => JsonSchema): JsonSchema {
  const params = pathParamNames(operation.path);
  const parameters: JsonSchema[] = params.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: operation.pathParams?.[name] ?? { type: 'string', format: 'uuid' },
  }));
  if (operation.query) {
    const { properties = {}, required = [] } = schemaOf(operation.query, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(properties)) {
      parameters.push({ name, in: 'query', required: required.includes(name), schema });
    }
  }
  parameters.push(...(operation.parameters ?? []));
  const { body, ok = { description: 'Done.' } } = operation;
  const okSchema =
    ok.schema === undefined ? { type: 'object' } : isNamed(ok.schema) ? refTo(ok.schema) : ok.schema;
  const roles = operation.action ? rolesAllowed(operation.action) : null;
  const description = [roles && `Roles: ${roles.join(', ')}.`, operation.description]
    .filter(Boolean)
    .join(' ');
  return {
    operationId: operation.operationId ?? defaultOperationId(operation),
    summary: operation.summary,
    ...(description ? { description } : {}),
    ...(operation.action ? { 'x-workspace-action': operation.action, 'x-workspace-roles': roles } : {}),
    tags: [operation.tag],
    security: securityOf[operation.caller],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? {
          requestBody: isNamed(body)
            ? { required: true, content: json(refTo(body)) }
            : { required: body.required ?? true, content: body.content },
        }
      : {}),
    responses: {
      [String(ok.status ?? 200)]: ok.empty
        ? { description: ok.description }
        : { description: ok.description, content: json(okSchema) },
      ...(operation.responses ?? commonErrors(operation, params)),
    },
  };
}

/** The paths and the components they name, from some of the operations; `strip` is cut from each path. */
function describe(chosen: Operation[], strip = '') {
  const components = new Map<string, JsonSchema>();
  const add = ({ name, schema, io }: Named) => {
    if (!components.has(name)) components.set(name, schemaOf(schema, io));
  };
  const refTo = (item: Named) => {
    add(item);
    return ref(item.name);
  };
  add(errorSchema);
  for (const item of v1Components) add(item);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of chosen) {
    const key = openApiPath(operation.path.slice(strip.length));
    paths[key] = { ...paths[key], [operation.method]: describeOperation(operation, refTo) };
  }
  // Only the components some operation names (directly or inside another component).
  const text = JSON.stringify(paths);
  const needed = [...components].filter(
    ([name]) => name === 'Error' || text.includes(`"#/components/schemas/${name}"`),
  );
  return { paths, schemas: Object.fromEntries(needed) };
}

let full: JsonSchema | undefined;
let publicApi: JsonSchema | undefined;

/**
 * The OpenAPI 3.1 description of every `/api` route (docs/decisions/062-one-api-description.md), generated once from
 * the shared zod schemas the routes parse with: what the server checks is what the document says.
 */
export function fullDocument(appUrl: string): JsonSchema {
  full ??= (() => {
    const { paths, schemas } = describe(operations);
    return {
      openapi: '3.1.0',
      info: {
        title: 'Tessera API (all routes)',
        version: '1',
        description:
          'Every route under `/api`: the app’s own, called by our pages with the session cookie, and the public ' +
          'API under `/api/v1`, called with a workspace API key (also described alone at `/api/v1/openapi.json`). ' +
          'Errors answer `{ error: { code, message, field? } }`. `/api/auth/*` is better-auth behind our own ' +
          'checks: only the routes listed here are mounted; every other better-auth endpoint answers 404. The ' +
          'app’s own routes may change with the app; only `/api/v1` is a kept contract.',
      },
      tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
      components: { securitySchemes, schemas },
      paths,
    };
  })();
  return { ...full, servers: [{ url: appUrl }] };
}

/** The public API alone (`/api/v1/openapi.json`, docs/decisions/044-api-keys.md): the v1 subset of the same operations. */
export function publicApiDocument(appUrl: string): JsonSchema {
  publicApi ??= (() => {
    const { paths, schemas } = describe(
      operations.filter((operation) => operation.caller === 'apiKey'),
      '/api/v1',
    );
    return {
      openapi: '3.1.0',
      info: v1Info,
      security: [{ apiKey: [] }],
      components: { securitySchemes: { apiKey: apiKeyScheme }, schemas },
      paths,
    };
  })();
  return { ...publicApi, servers: [{ url: `${appUrl}/api/v1` }] };
}

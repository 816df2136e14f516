import { expect, it } from 'vitest';
import { signUp, withCookie } from '../test/auth-helpers';
import { describeOnEachDatabase } from '../test/test-app';
import { openApiPath } from './document';

type Operation = {
  operationId: string;
  description?: string;
  tags: string[];
  summary: string;
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
};
type Document = {
  openapi: string;
  info: { description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** Every `METHOD /path` the document lists. */
const listed = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => methods.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );

/** Every `$ref` anywhere in a value. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

describeOnEachDatabase('the API description', (context) => {
  const fetchDocument = async () => {
    const { cookie } = await signUp(context());
    const response = await context().app.request('/api/openapi.json', withCookie(cookie));
    expect(response.status).toBe(200);
    return (await response.json()) as Document;
  };

  it('is for signed-in callers only', async () => {
    const response = await context().app.request('/api/openapi.json');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });

  it('lists every route mounted under /api, and nothing that is not mounted', async () => {
    const document = await fetchDocument();
    const mounted = new Set(
      context()
        .app.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
        .map((route) => `${route.method} ${openApiPath(route.path)}`),
    );
    expect(mounted.size).toBeGreaterThan(100);
    const documented = new Set(listed(document));
    expect([...mounted].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !mounted.has(route))).toEqual([]);
  });

  it('is well-formed OpenAPI 3.1: path parameters declared, $refs resolved, operation ids unique', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: context().env.APP_URL }]);
    const ids: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      for (const operation of Object.values(item)) {
        ids.push(operation.operationId);
        expect(operation.summary, path).toBeTruthy();
        expect(operation.tags, path).toHaveLength(1);
        expect(Object.keys(operation.responses).length, path).toBeGreaterThan(0);
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort(), `${path} parameters`).toEqual([...inPath].sort());
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    for (const ref of refsIn(document)) {
      const name = ref.replace('#/components/schemas/', '');
      expect(ref.startsWith('#/components/schemas/'), ref).toBe(true);
      expect(document.components.schemas[name], ref).toBeDefined();
    }
  });

  it('describes bodies and queries with the schemas the routes check', async () => {
    const document = await fetchDocument();
    const schemas = document.components.schemas as Record<
      string,
      { properties: Record<string, { maxLength?: number; enum?: string[]; maxItems?: number }> }
    >;
    // The same limits the routes enforce (src/shared): a change there changes the document.
    expect(schemas.WorkspaceUpdate!.properties.name!.maxLength).toBeGreaterThan(0);
    expect(schemas.PredictionRequest!.properties.rows!.maxItems).toBe(1000);
    // Who may call, from the one role × action matrix (src/shared/permissions.ts).
    const createKey = document.paths['/api/workspace/api-keys']!.post! as Operation & Record<string, unknown>;
    expect(createKey['x-workspace-roles']).toEqual(['owner', 'admin']);
    expect(createKey.description).toContain('Roles: owner, admin.');
    const train = document.paths['/api/workspace/datasets/{id}/models']!.post! as Record<string, unknown>;
    expect(train['x-workspace-roles']).toEqual(['owner', 'admin', 'editor']);
    const retrain = document.paths['/api/workspace/models/{id}/retrain']!.post! as Record<string, unknown>;
    expect(retrain['x-workspace-roles']).toEqual(['owner', 'admin', 'editor']);
    const members = document.paths['/api/workspace/members']!.get!;
    expect(members.parameters!.every((p) => p.in === 'query')).toBe(true);
    expect(members.parameters!.length).toBeGreaterThan(0);
    // The public API's own document is the v1 subset of the same description.
    const v1 = (await (await context().app.request('/api/v1/openapi.json')).json()) as Document;
    for (const [path, item] of Object.entries(v1.paths)) {
      expect(item).toEqual(document.paths[`/api/v1${path}`]);
    }
  });
});

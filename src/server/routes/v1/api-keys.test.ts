import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ApiKeySummary } from '../../../shared/api-keys';
import type { DatasetDetail } from '../../../shared/datasets';
import { apiKeys, auditLog, models } from '../../db/schema/index';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import { modelOfPlantedCsv } from '../../test/model-helpers';
import { plantedCsv } from '../../test/planted-csv';
import { describeOnEachDatabase, fromPeer, testOrigin, type TestApp } from '../../test/test-app';

const planted = plantedCsv();
const model = modelOfPlantedCsv();

describeOnEachDatabase('workspace API keys and /api/v1', (context) => {
  const app = () => context().app;
  const workspaceRequest = (cookie: string, path: string, init: RequestInit = {}) =>
    app().request(`/api/workspace/api-keys${path}`, {
      ...init,
      headers: {
        origin: testOrigin,
        cookie,
        'content-type': 'application/json',
        ...(init.headers as Record<string, string>),
      },
    });
  const createKey = async (
    cookie: string,
    body: Partial<{ name: string; scopes: string[]; expiresAt: string | null }> = {},
  ) => {
    const response = await workspaceRequest(cookie, '', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Scoring job',
        scopes: ['models:predict', 'datasets:read'],
        expiresAt: null,
        ...body,
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as { key: ApiKeySummary; secret: string };
  };
  const listKeys = async (cookie: string) => {
    const response = await workspaceRequest(cookie, '');
    expect(response.status).toBe(200);
    return ((await response.json()) as { keys: ApiKeySummary[] }).keys;
  };
  const saveDataset = async (cookie: string) => {
    const form = new FormData();
    form.append('file', new Blob([planted], { type: 'text/csv' }), 'planted.csv');
    form.append('name', 'Planted');
    const response = await app().request('/api/workspace/datasets', {
      method: 'POST',
      body: form,
      headers: { origin: testOrigin, cookie },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { dataset: DatasetDetail }).dataset;
  };
  const insertModel = async (
    testApp: TestApp,
    owner: { userId: string; workspace: { id: string } },
    datasetId: string,
    status: 'ready' | 'training' = 'ready',
  ) => {
    const [row] = await testApp.database.db
      .insert(models)
      .values({
        workspaceId: owner.workspace.id,
        datasetId,
        name: 'Y from x',
        target: 'y',
        task: model.task,
        status,
        model: status === 'ready' ? model : null,
        trainedBy: owner.userId,
        finishedAt: status === 'ready' ? new Date() : null,
      })
      .returning({ id: models.id });
    return row!.id;
  };
  const bearer = (secret: string, headers: Record<string, string> = {}) => ({
    authorization: `Bearer ${secret}`,
    ...headers,
  });
  const predict = (secret: string, modelId: string, body: unknown, address?: string) =>
    app().request(
      `/api/v1/models/${modelId}/predictions`,
      {
        method: 'POST',
        headers: bearer(secret, { 'content-type': 'application/json' }),
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      address ? fromPeer(address) : undefined,
    );
  const getDataset = (secret: string | undefined, id: string, address?: string) =>
    app().request(
      `/api/v1/datasets/${id}`,
      { headers: secret === undefined ? {} : bearer(secret) },
      address ? fromPeer(address) : undefined,
    );
  /** An owner with a saved dataset, a ready model on it and a key with both scopes. */
  const setUp = async () => {
    const owner = await signedUpOwner(context());
    const dataset = await saveDataset(owner.cookie);
    const modelId = await insertModel(context(), owner, dataset.id);
    const { key, secret } = await createKey(owner.cookie);
    return { owner, dataset, modelId, key, secret };
  };

  it('creates a key shown once and stored as its SHA-256 only, lists and revokes it, with audit rows', async () => {
    const owner = await signedUpOwner(context());
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const { key, secret } = await createKey(owner.cookie, {
      name: '  Nightly  ',
      scopes: ['datasets:read'],
      expiresAt,
    });
    expect(secret).toMatch(/^tsr_[A-Za-z0-9_-]{43}$/);
    expect(key).toEqual({
      id: expect.any(String),
      name: 'Nightly',
      scopes: ['datasets:read'],
      prefix: secret.slice(0, 10),
      createdAt: expect.any(String),
      createdBy: { id: owner.userId, name: owner.account.name },
      expiresAt,
      lastUsedAt: null,
      revokedAt: null,
    });
    const [stored] = await context().database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(stored!.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(JSON.stringify(await listKeys(owner.cookie))).not.toContain(secret);
    expect(await listKeys(owner.cookie)).toEqual([key]);

    const revoked = await workspaceRequest(owner.cookie, `/${key.id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(204);
    const [listed] = await listKeys(owner.cookie);
    expect(listed!.revokedAt).toEqual(expect.any(String));
    expect((await workspaceRequest(owner.cookie, `/${key.id}`, { method: 'DELETE' })).status).toBe(204);

    const audit = await context()
      .database.db.select({ action: auditLog.action, details: auditLog.details, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.actorId, owner.userId));
    expect(audit.map((row) => row.action).sort()).toEqual(['api-key.create', 'api-key.revoke']);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('refuses an expiry in the past, bad input, and a key past the cap', async () => {
    const owner = await signedUpOwner(context());
    const past = await workspaceRequest(owner.cookie, '', {
      method: 'POST',
      body: JSON.stringify({ name: 'Old', scopes: ['datasets:read'], expiresAt: '2020-01-01T00:00:00Z' }),
    });
    expect(past.status).toBe(400);
    expect(((await past.json()) as { error: { field: string } }).error.field).toBe('expiresAt');
    for (const body of [
      { name: 'x', scopes: [], expiresAt: null },
      { name: 'x', scopes: ['admin'], expiresAt: null },
      { name: '', scopes: ['datasets:read'], expiresAt: null },
      { name: 'x', scopes: ['datasets:read'], expiresAt: 'tomorrow' },
      'not json',
    ]) {
      const response = await workspaceRequest(owner.cookie, '', {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    await context()
      .database.db.insert(apiKeys)
      .values(
        Array.from({ length: 50 }, (_, at) => ({
          workspaceId: owner.workspace.id,
          name: `Key ${at}`,
          prefix: 'tsr_000000',
          secretHash: createHash('sha256').update(`${owner.workspace.id}-${at}`).digest('hex'),
          scopes: ['datasets:read' as const],
        })),
      );
    const full = await workspaceRequest(owner.cookie, '', {
      method: 'POST',
      body: JSON.stringify({ name: 'One more', scopes: ['datasets:read'], expiresAt: null }),
    });
    expect(full.status).toBe(409);
    expect(((await full.json()) as { error: { code: string } }).error.code).toBe('too-many-keys');

    // Revoked keys stay listed but do not count: rotating (revoke, then create) never runs out.
    await context()
      .database.db.update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.workspaceId, owner.workspace.id), eq(apiKeys.name, 'Key 0')));
    const rotated = await workspaceRequest(owner.cookie, '', {
      method: 'POST',
      body: JSON.stringify({ name: 'Rotated', scopes: ['datasets:read'], expiresAt: null }),
    });
    expect(rotated.status).toBe(201);
  });

  it('refuses a name holding half a surrogate pair with 400, not a database error', async () => {
    const owner = await signedUpOwner(context());
    for (const name of ['\ud800', 'a\udfff']) {
      const response = await workspaceRequest(owner.cookie, '', {
        method: 'POST',
        body: `{"name":${JSON.stringify(name)},"scopes":["datasets:read"],"expiresAt":null}`,
      });
      expect(response.status, name).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
    }
  });

  it('lets only Owners and Admins manage keys', async () => {
    const owner = await signedUpOwner(context());
    const { key } = await createKey(owner.cookie);
    for (const role of ['editor', 'collaborator'] as const) {
      const member = await teammate(context(), owner.workspace.id, role);
      expect((await workspaceRequest(member.cookie, '')).status).toBe(403);
      const create = await workspaceRequest(member.cookie, '', {
        method: 'POST',
        body: JSON.stringify({ name: 'Mine', scopes: ['datasets:read'], expiresAt: null }),
      });
      expect(create.status).toBe(403);
      expect((await workspaceRequest(member.cookie, `/${key.id}`, { method: 'DELETE' })).status).toBe(403);
    }
    const admin = await teammate(context(), owner.workspace.id, 'admin');
    expect((await listKeys(admin.cookie)).map((listed) => listed.id)).toEqual([key.id]);
    // Another workspace's Owner cannot see or revoke it.
    const stranger = await signedUpOwner(context());
    expect(await listKeys(stranger.cookie)).toEqual([]);
    expect((await workspaceRequest(stranger.cookie, `/${key.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await listKeys(owner.cookie))[0]!.revokedAt).toBeNull();
  });

  it('predicts with a ready model of the key’s workspace, as the engine does', async () => {
    const { modelId, secret, key } = await setUp();
    const response = await predict(secret, modelId, {
      rows: [
        { x: 10, group: 'a' },
        { x: '80.5', group: 'b', extra: true },
        { x: null, group: null },
      ],
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { predictions } = (await response.json()) as { predictions: { value: number }[] };
    expect(predictions).toHaveLength(3);
    const { predict: engine } = await import('../../../shared/data/ml/index');
    expect(predictions).toEqual(
      engine(model, [
        { x: '10', group: 'a' },
        { x: '80.5', group: 'b' },
        { x: null, group: null },
      ]),
    );
    expect(predictions[1]!.value).toBeGreaterThan(predictions[0]!.value);
    const [used] = await context().database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(used!.lastUsedAt).not.toBeNull();
    // A second call within the hour writes no second use row.
    expect((await predict(secret, modelId, { rows: [{ x: 1 }] })).status).toBe(200);
    const uses = await context()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api-key.use'), eq(auditLog.actorId, `api-key:${key.id}`)));
    expect(uses).toHaveLength(1);
  });

  it('answers a 1,000-row call and refuses 1,001 rows, bad rows naming row and column, and bad bodies', async () => {
    const { modelId, secret } = await setUp();
    const thousand = Array.from({ length: 1000 }, (_, at) => ({ x: at / 10, group: 'abcd'[at % 4]! }));
    const full = await predict(secret, modelId, { rows: thousand });
    expect(full.status).toBe(200);
    expect(((await full.json()) as { predictions: unknown[] }).predictions).toHaveLength(1000);
    const over = await predict(secret, modelId, { rows: [...thousand, { x: 1 }] });
    expect(over.status).toBe(400);
    expect(((await over.json()) as { error: { field: string } }).error.field).toBe('rows');

    const bad = await predict(secret, modelId, { rows: [{ x: 1 }, { x: 2 }, { x: 'lots', group: 'a' }] });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as {
      error: { code: string; message: string; field: string };
      cells: { row: number; column: string; expected: string }[];
    };
    expect(body.error.code).toBe('invalid_row');
    expect(body.error.field).toBe('rows.2.x');
    expect(body.error.message).toContain('rows[2]');
    expect(body.error.message).toContain('x');
    expect(body.cells).toEqual([{ row: 2, column: 'x', expected: 'number' }]);

    // A wide body is refused before it is validated: at most 50,000 cells a call.
    const wide = Object.fromEntries(Array.from({ length: 50_001 }, (_, at) => [`k${at}`, 1]));
    const tooWide = await predict(secret, modelId, { rows: [wide] });
    expect(tooWide.status).toBe(413);
    expect(((await tooWide.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');

    for (const sent of ['{', '[]', '{"rows":[]}', '{"rows":[1]}', '{"rows":[{"x":{"deep":1}}]}']) {
      expect((await predict(secret, modelId, sent)).status, sent).toBe(400);
    }
    const text = await app().request(`/api/v1/models/${modelId}/predictions`, {
      method: 'POST',
      headers: bearer(secret, { 'content-type': 'text/plain' }),
      body: '{"rows":[{"x":1}]}',
    });
    expect(text.status).toBe(415);
  });

  it('answers 404 for another workspace’s model or dataset, 409 for a model not ready', async () => {
    const { secret, owner } = await setUp();
    const other = await setUp();
    expect((await predict(secret, other.modelId, { rows: [{ x: 1 }] })).status).toBe(404);
    expect((await getDataset(secret, other.dataset.id)).status).toBe(404);
    expect((await predict(secret, 'not-a-uuid', { rows: [{ x: 1 }] })).status).toBe(404);
    expect((await getDataset(secret, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const dataset = await saveDataset(owner.cookie);
    const training = await insertModel(context(), owner, dataset.id, 'training');
    const notReady = await predict(secret, training, { rows: [{ x: 1 }] });
    expect(notReady.status).toBe(409);
  });

  it('reads a dataset’s summary and profile, never its rows', async () => {
    const { dataset, secret } = await setUp();
    const response = await getDataset(secret, dataset.id);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { dataset: Record<string, unknown> };
    expect(body.dataset).toEqual({
      id: dataset.id,
      name: 'Planted',
      format: 'csv',
      rowCount: 200,
      columnCount: 3,
      sizeBytes: dataset.sizeBytes,
      createdAt: dataset.createdAt,
      profile: dataset.profile,
    });
    expect(body.dataset).not.toHaveProperty('preview');
  });

  it('refuses missing, unknown, expired and revoked keys with 401 and a key without the scope with 403', async () => {
    const { owner, dataset, modelId, key, secret } = await setUp();
    const missing = await getDataset(undefined, dataset.id);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    const unknown = await getDataset(`tsr_${'A'.repeat(43)}`, dataset.id);
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('www-authenticate')).toContain('invalid_token');
    expect((await getDataset('garbage', dataset.id)).status).toBe(401);

    const readOnly = await createKey(owner.cookie, { scopes: ['datasets:read'] });
    const scoped = await predict(readOnly.secret, modelId, { rows: [{ x: 1 }] });
    expect(scoped.status).toBe(403);
    expect(scoped.headers.get('www-authenticate')).toContain('insufficient_scope');
    const predictOnly = await createKey(owner.cookie, { scopes: ['models:predict'] });
    expect((await getDataset(predictOnly.secret, dataset.id)).status).toBe(403);

    const expiring = await createKey(owner.cookie, {
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await getDataset(expiring.secret, dataset.id)).status).toBe(200);
    await context()
      .database.db.update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.key.id));
    expect((await getDataset(expiring.secret, dataset.id)).status).toBe(401);

    expect((await getDataset(secret, dataset.id)).status).toBe(200);
    await workspaceRequest(owner.cookie, `/${key.id}`, { method: 'DELETE' });
    const revoked = await getDataset(secret, dataset.id);
    expect(revoked.status).toBe(401);
    expect((await predict(secret, modelId, { rows: [{ x: 1 }] })).status).toBe(401);
  });

  it('limits calls per key and failed key checks per address (429)', async () => {
    const { dataset, key, secret } = await setUp();
    const { limiters } = context().deps;
    await limiters.apiCallsByKey.consume(key.id, limiters.apiCallsByKey.points);
    const limited = await getDataset(secret, dataset.id);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const { secret: other } = await createKey((await signedUpOwner(context())).cookie);
    const address = '100.99.1.2';
    for (let at = 0; at < limiters.apiKeyFailuresByAddress.points; at++) {
      expect((await getDataset(`tsr_${String(at).padStart(43, 'x')}`, dataset.id, address)).status).toBe(401);
    }
    // Past the failures, even a good key is not checked from that address; others are not affected.
    expect((await getDataset(other, dataset.id, address)).status).toBe(429);
    expect((await getDataset(other, '00000000-0000-4000-8000-000000000000', '100.99.1.3')).status).toBe(404);
  });

  it('answers odd requests with 4xx JSON, never 5xx', async () => {
    const { modelId, secret, dataset } = await setUp();
    for (const authorization of ['Bearer', 'Basic dXNlcjpwYXNz', `Bearer ${secret} extra`, 'Bearer \u00e9']) {
      const response = await app().request(`/api/v1/datasets/${dataset.id}`, { headers: { authorization } });
      expect(response.status, authorization).toBe(401);
    }
    const huge = await predict(
      secret,
      modelId,
      JSON.stringify({ rows: [{ x: 'a'.repeat(3 * 1024 * 1024) }] }),
    );
    expect(huge.status).toBe(413);
    const deep = await predict(secret, modelId, `{"rows":[{"x":${'['.repeat(40)}${']'.repeat(40)}}]}`);
    expect(deep.status).toBe(400);
    const nul = await predict(secret, modelId, { rows: [{ x: 'a\u0000b' }] });
    expect(nul.status).toBe(400);
    const inPath = await app().request(`/api/v1/datasets/${dataset.id}%00`, { headers: bearer(secret) });
    expect(inPath.status).toBe(400);
    const tooLong = await predict(secret, modelId, { rows: [{ x: 'a'.repeat(10_001) }] });
    expect(tooLong.status).toBe(400);
    for (const response of [huge, deep, nul, inPath, tooLong]) {
      expect(((await response.json()) as { error: { code: string } }).error.code).toEqual(expect.any(String));
    }
  });

  it('serves an OpenAPI 3.1 document of every route, generated from the shared schemas', async () => {
    const response = await app().request('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, { properties?: Record<string, { maxItems?: number }> }> };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual([
      '/models/{id}/predictions',
      '/streams/{id}/rows',
      '/datasets/{id}',
    ]);
    expect(document.components.schemas.PredictionRequest!.properties!.rows!.maxItems).toBe(1000);
    expect((await app().request('/api/v1/nothing')).status).toBe(404);
  });
});

// Keys and models the public API keeps in memory (services/api-keys/call-cache.ts): a change made anywhere holds on
// the very next call on every instance, the per-key limit still applies to a remembered key, and uses are still
// recorded. On PostgreSQL a second instance (its own pool, caches and limiters) shares the database with the first.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiKeySummary } from '../../../shared/api-keys';
import type { DatasetDetail } from '../../../shared/datasets';
import { createApp } from '../../app';
import { openDatabase } from '../../db/client';
import { apiKeys, models } from '../../db/schema/index';
import { createDeps } from '../../deps';
import { createLogger } from '../../logger';
import { signedUpOwner } from '../../test/invitation-helpers';
import { modelOfPlantedCsv } from '../../test/model-helpers';
import { plantedCsv } from '../../test/planted-csv';
import { createTestApp, databaseTargets, fromPeer, testOrigin, type TestApp } from '../../test/test-app';

const planted = plantedCsv();
const model = modelOfPlantedCsv();

type Instance = Pick<TestApp, 'app' | 'deps' | 'database'> & { close: () => Promise<void> };

/** Another instance on the same PostgreSQL database: its own pool, limiters and memory. */
async function secondInstance(first: TestApp): Promise<Instance> {
  const database = await openDatabase({ url: first.env.DATABASE_URL, dataDir: first.env.DATA_DIR });
  const { deps, close } = createDeps({
    env: first.env,
    database,
    logger: createLogger(first.env),
    deferredWorkJitterMs: 0,
  });
  return {
    app: createApp(deps),
    deps,
    database,
    close: async () => {
      await close();
      await database.close();
    },
  };
}

let peer = 0;
const nextPeer = () => fromPeer(`198.51.100.${(++peer % 250) + 1}`);

for (const target of databaseTargets) {
  describe(`API keys and models remembered between calls [${target}]`, () => {
    let first: TestApp;
    /** The instance calls are made on: a second one on PostgreSQL, the same one on the embedded database. */
    let other: Instance;

    beforeAll(async () => {
      first = await createTestApp(target);
      other = target === 'postgres' ? await secondInstance(first) : first;
    });
    afterAll(async () => {
      if (other !== first) await other?.close();
      await first?.close();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const setUp = async () => {
      const owner = await signedUpOwner(first);
      const form = new FormData();
      form.append('file', new Blob([planted], { type: 'text/csv' }), 'planted.csv');
      form.append('name', 'Planted');
      const saved = await first.app.request('/api/workspace/datasets', {
        method: 'POST',
        body: form,
        headers: { origin: testOrigin, cookie: owner.cookie },
      });
      expect(saved.status).toBe(201);
      const { dataset } = (await saved.json()) as { dataset: DatasetDetail };
      const [row] = await first.database.db
        .insert(models)
        .values({
          workspaceId: owner.workspace.id,
          datasetId: dataset.id,
          name: 'Y from x',
          target: 'y',
          task: model.task,
          status: 'ready',
          model,
          trainedBy: owner.userId,
          finishedAt: new Date(),
        })
        .returning({ id: models.id });
      const created = await first.app.request('/api/workspace/api-keys', {
        method: 'POST',
        headers: { origin: testOrigin, cookie: owner.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Scoring job', scopes: ['models:predict'], expiresAt: null }),
      });
      expect(created.status).toBe(201);
      const { key, secret } = (await created.json()) as { key: ApiKeySummary; secret: string };
      return { owner, modelId: row!.id, key, secret };
    };

    const predictOn = (instance: Instance, secret: string, modelId: string) =>
      instance.app.request(
        `/api/v1/models/${modelId}/predictions`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ rows: [{ x: 3, group: 'a' }] }),
        },
        nextPeer(),
      );

    it('refuses a key revoked on one instance at once on the other, though it answered from memory before', async () => {
      const { owner, modelId, key, secret } = await setUp();
      expect((await predictOn(other, secret, modelId)).status).toBe(200);
      expect((await predictOn(other, secret, modelId)).status).toBe(200);
      const revoked = await first.app.request(`/api/workspace/api-keys/${key.id}`, {
        method: 'DELETE',
        headers: { origin: testOrigin, cookie: owner.cookie },
      });
      expect(revoked.status).toBeLessThan(300);
      const refused = await predictOn(other, secret, modelId);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('invalid_key');
    });

    it('refuses a key whose expiry or scopes changed in the database, at once', async () => {
      const { modelId, key, secret } = await setUp();
      expect((await predictOn(other, secret, modelId)).status).toBe(200);
      await first.database.db
        .update(apiKeys)
        .set({ scopes: ['datasets:read'] })
        .where(eq(apiKeys.id, key.id));
      expect((await predictOn(other, secret, modelId)).status).toBe(403);
      await first.database.db
        .update(apiKeys)
        .set({ scopes: ['models:predict'], expiresAt: new Date(Date.now() + 60_000) })
        .where(eq(apiKeys.id, key.id));
      expect((await predictOn(other, secret, modelId)).status).toBe(200);
      // The expiry passing is checked on every call, with no change in the database.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      expect((await predictOn(other, secret, modelId)).status).toBe(401);
    });

    it('refuses a key whose stored scopes are not a list of scopes with 403, and still lists it, never a 500', async () => {
      const { owner, modelId, key, secret } = await setUp();
      // JSON null (a JavaScript null would be SQL's, which the column refuses), an object, a string, a list of neither.
      for (const scopes of [sql`'null'::jsonb`, {}, 'models:predict', [42, 'models:everything']]) {
        await first.database.db
          .update(apiKeys)
          .set({ scopes: scopes as never })
          .where(eq(apiKeys.id, key.id));
        expect((await predictOn(other, secret, modelId)).status).toBe(403);
      }
      await first.database.db
        .update(apiKeys)
        .set({ scopes: ['models:predict', 'models:everything'] as never })
        .where(eq(apiKeys.id, key.id));
      expect((await predictOn(other, secret, modelId)).status).toBe(200);
      const listed = await first.app.request('/api/workspace/api-keys', {
        headers: { origin: testOrigin, cookie: owner.cookie },
      });
      expect(listed.status).toBe(200);
      const { keys } = (await listed.json()) as { keys: ApiKeySummary[] };
      expect(keys.find(({ id }) => id === key.id)?.scopes).toEqual(['models:predict']);
    });

    it('answers a model being retrained with its last trained model, the new one once ready, 409 for one never trained and 404 for a deleted one, at once on the other instance', async () => {
      const { modelId, secret } = await setUp();
      const predictions = async () => {
        const response = await predictOn(other, secret, modelId);
        expect(response.status).toBe(200);
        return ((await response.json()) as { predictions: unknown[] }).predictions;
      };
      const before = await predictions();
      await first.database.db.update(models).set({ status: 'training' }).where(eq(models.id, modelId));
      expect(await predictions()).toEqual(before);
      // The retraining is ready with another model (a constant one): answered at once.
      const constant = { ...model, predictor: { kind: 'baseline' as const, base: [42] } };
      await first.database.db
        .update(models)
        .set({ status: 'ready', model: constant as typeof model, finishedAt: new Date(Date.now() + 1_000) })
        .where(eq(models.id, modelId));
      expect(await predictions()).not.toEqual(before);
      await first.database.db
        .update(models)
        .set({ status: 'training', model: null, finishedAt: null })
        .where(eq(models.id, modelId));
      expect((await predictOn(other, secret, modelId)).status).toBe(409);
      await first.database.db.delete(models).where(eq(models.id, modelId));
      expect((await predictOn(other, secret, modelId)).status).toBe(404);
    });

    it('still counts every call of a remembered key against its limit (429)', async () => {
      const { modelId, key, secret } = await setUp();
      expect((await predictOn(other, secret, modelId)).status).toBe(200);
      const limiter = other.deps.limiters.apiCallsByKey;
      await limiter.consume(key.id, limiter.points - 2);
      expect((await predictOn(other, secret, modelId)).status).toBe(200);
      const limited = await predictOn(other, secret, modelId);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('records the last use of a remembered key again once a minute has passed', async () => {
      const { modelId, key, secret } = await setUp();
      expect((await predictOn(other, secret, modelId)).status).toBe(200);
      const lastUsed = async () =>
        (await first.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!.lastUsedAt;
      const firstUse = await lastUsed();
      expect(firstUse).not.toBeNull();
      expect((await predictOn(other, secret, modelId)).status).toBe(200);
      expect(await lastUsed()).toEqual(firstUse);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(firstUse!.getTime() + 61_000);
      expect((await predictOn(other, secret, modelId)).status).toBe(200);
      expect((await lastUsed())!.getTime()).toBe(firstUse!.getTime() + 61_000);
    });
  });
}

// Pushes to one stream handled at once (services/streams/ingest.ts): the same batch (same Idempotency-Key) is stored
// once, and two batches are both kept, never one written over the other. On PostgreSQL the second instance is a
// fresh copy of the server's modules (its own queues, reader and pool), as another process would be; on the
// embedded database (one process) both pushes go to the same instance.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreatedStream, PushResult } from '../../../shared/data-streams';
import { dataStreams, datasets } from '../../db/schema/index';
import { ingestRows } from '../../services/streams/ingest';
import { checkDeliveredRows } from '../../services/streams/row-batches';
import { spoolDirOf } from '../../storage/spool';
import { withCookie } from '../../test/auth-helpers';
import { holdingStreamLock } from '../../test/stream-lock-holder';
import { signedUpOwner } from '../../test/invitation-helpers';
import { createTestApp, databaseTargets, jsonRequest, testOrigin, type TestApp } from '../../test/test-app';

type Instance = { app: TestApp['app']; close: () => Promise<void> };

/** Another instance on the same PostgreSQL database, from its own copy of the modules (as another process). */
async function secondInstance(first: TestApp): Promise<Instance> {
  vi.resetModules();
  const { openDatabase } = await import('../../db/client');
  const { createDeps } = await import('../../deps');
  const { createApp } = await import('../../app');
  const { createLogger } = await import('../../logger');
  const database = await openDatabase({ url: first.env.DATABASE_URL, dataDir: first.env.DATA_DIR });
  const { deps, close } = createDeps({
    env: first.env,
    database,
    logger: createLogger(first.env),
    deferredWorkJitterMs: 0,
  });
  return {
    app: createApp(deps),
    close: async () => {
      await close();
      await database.close();
    },
  };
}

for (const target of databaseTargets) {
  describe(`pushes to one stream at once [${target}]`, () => {
    let first: TestApp;
    let other: Instance;

    beforeAll(async () => {
      first = await createTestApp(target);
      other = target === 'postgres' ? await secondInstance(first) : first;
    });
    afterAll(async () => {
      if (other !== first) await other?.close();
      await first?.close();
    });

    const setUp = async () => {
      const owner = await signedUpOwner(first);
      const created = await first.app.request(
        '/api/workspace/data-streams/streams',
        withCookie(
          owner.cookie,
          jsonRequest('POST', { kind: 'push', name: 'Orders', datasetName: 'Orders' }),
        ),
      );
      expect(created.status).toBe(201);
      const { stream } = (await created.json()) as CreatedStream;
      const keyed = await first.app.request('/api/workspace/api-keys', {
        method: 'POST',
        headers: { origin: testOrigin, cookie: owner.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Pusher', scopes: ['streams:write'], expiresAt: null }),
      });
      expect(keyed.status).toBe(201);
      const { secret } = (await keyed.json()) as { secret: string };
      const push = (instance: Instance, from: number, count: number, idempotencyKey: string) =>
        instance.app.request(`/api/v1/streams/${stream.id}/rows`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${secret}`,
            'content-type': 'application/json',
            'idempotency-key': idempotencyKey,
          },
          body: JSON.stringify({
            rows: Array.from({ length: count }, (_, at) => ({ id: from + at, amount: (from + at) * 3 })),
          }),
        });
      const stored = async () => {
        const [row] = await first.database.db.select().from(dataStreams).where(eq(dataStreams.id, stream.id));
        const kept = await first.database.db
          .select({ rowCount: datasets.rowCount })
          .from(datasets)
          .where(eq(datasets.workspaceId, owner.workspace.id));
        return { rowsReceived: row!.rowsReceived, datasets: kept.map((each) => each.rowCount) };
      };
      return { push, stored, streamId: stream.id, workspaceId: owner.workspace.id };
    };

    it('stores a batch sent twice at once with the same Idempotency-Key once, and answers both alike', async () => {
      const { push, stored } = await setUp();
      const answers = await Promise.all([push(first, 1, 40, 'same-batch'), push(other, 1, 40, 'same-batch')]);
      const results = await Promise.all(
        answers.map(async (answer) => {
          expect(answer.status, await answer.clone().text()).toBe(200);
          return (await answer.json()) as PushResult;
        }),
      );
      expect(results.map((result) => result.replayed).sort()).toEqual([false, true]);
      expect(results[0]!.datasetId).toBe(results[1]!.datasetId);
      expect(await stored()).toEqual({ rowsReceived: 40, datasets: [40] });
    });

    it('keeps both of two batches sent at once with different keys', async () => {
      const { push, stored } = await setUp();
      expect((await push(first, 1, 10, 'seed')).status).toBe(200);
      const answers = await Promise.all([push(first, 100, 40, 'batch-a'), push(other, 200, 30, 'batch-b')]);
      for (const answer of answers) expect(answer.status, await answer.clone().text()).toBe(200);
      expect(await stored()).toEqual({ rowsReceived: 80, datasets: [80] });
    });

    it.runIf(target === 'postgres')(
      'answers 429 to a batch that waited too long for another instance holding the stream, and stores nothing',
      async () => {
        const { push, stored, streamId, workspaceId } = await setUp();
        expect((await push(first, 1, 5, 'seed')).status).toBe(200);
        await holdingStreamLock(first, streamId, async () => {
          const waited = ingestRows(
            {
              db: first.database.db,
              kind: 'postgres',
              storage: first.deps.storage,
              spoolDir: spoolDirOf(first.env.DATA_DIR),
              insights: first.deps.datasetInsights,
              lockWaitMs: 200,
            },
            streamId,
            workspaceId,
            { rows: (await checkDeliveredRows([{ id: '9', amount: '27' }])).rows, rejected: [] },
          );
          await expect(waited).rejects.toMatchObject({ status: 429, headers: { 'retry-after': '5' } });
        });
        expect(await stored()).toEqual({ rowsReceived: 5, datasets: [5] });
      },
    );

    it.runIf(target === 'postgres')(
      'answers a push that waited its whole time for the stream 429 with Retry-After, before the statement timeout',
      async () => {
        const { push, stored, streamId } = await setUp();
        expect((await push(first, 1, 5, 'seed')).status).toBe(200);
        await holdingStreamLock(first, streamId, async () => {
          // The default wait (streamLockWaitMs), which the pool's statement timeout would otherwise cut to a 503.
          const answer = await push(first, 10, 5, 'late');
          expect(answer.status, await answer.clone().text()).toBe(429);
          expect(answer.headers.get('retry-after')).toBe('5');
        });
        expect(await stored()).toEqual({ rowsReceived: 5, datasets: [5] });
      },
      15_000,
    );
  });
}

// What a batch reads before it writes (docs/decisions/086): its stream and the receipts it already holds, in one
// statement. On the embedded database, whose batches run outside a transaction, every statement is seen here.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CreatedStream } from '../../../shared/data-streams';
import { spoolDirOf } from '../../storage/spool';
import { withCookie } from '../../test/auth-helpers';
import { recordQueries } from '../../test/count-queries';
import { signedUpOwner } from '../../test/invitation-helpers';
import { createTestApp, jsonRequest, type TestApp } from '../../test/test-app';
import { ingestRows } from './ingest';
import { ingestDeliveries } from './ingest-deliveries';
import type { IngestStores } from './ingest-types';
import { batchOf } from './rows';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp('pglite');
});
afterAll(() => app?.close());

async function pushStream() {
  const owner = await signedUpOwner(app);
  const created = await app.app.request(
    '/api/workspace/data-streams/streams',
    withCookie(owner.cookie, jsonRequest('POST', { kind: 'push', name: 'Orders', datasetName: 'Orders' })),
  );
  expect(created.status).toBe(201);
  const { stream } = (await created.json()) as CreatedStream;
  const stores: IngestStores = {
    db: app.database.db,
    kind: app.database.kind,
    storage: app.deps.storage,
    spoolDir: spoolDirOf(app.env.DATA_DIR),
    insights: app.deps.datasetInsights,
  };
  return { streamId: stream.id, workspaceId: owner.workspace.id, stores };
}

/** `work`'s result and the statements it sent. */
async function recorded<T>(work: () => Promise<T>) {
  const recording = recordQueries(app.database.db);
  try {
    return { result: await work(), statements: recording.statements };
  } finally {
    recording.stop();
  }
}

it('answers a replayed webhook delivery after one statement: the stream and its receipts read together', async () => {
  const { streamId, workspaceId, stores } = await pushStream();
  const delivery = { rows: [{ title: 'Opened' }], receipts: ['hook:d-1', 'body:abc'] };
  expect(await ingestDeliveries(stores, streamId, workspaceId, [delivery])).toEqual([
    { accepted: 1, rejected: [], replayed: false },
  ]);
  const again = { rows: [{ title: 'Opened' }], receipts: ['hook:d-2', 'body:abc'] };
  const { result, statements } = await recorded(() =>
    ingestDeliveries(stores, streamId, workspaceId, [again]),
  );
  expect(result).toEqual([{ accepted: 1, rejected: [], replayed: true }]);
  expect(statements).toHaveLength(1);
});

it('answers a replayed push after one statement, and still refuses its key with another body', async () => {
  const { streamId, workspaceId, stores } = await pushStream();
  const push = (digest: string) =>
    ingestRows(stores, streamId, workspaceId, {
      rows: batchOf([{ id: '1', amount: '2' }]),
      rejected: [],
      receipts: ['push:key-1'],
      digest,
    });
  expect(await push('d1')).toMatchObject({ accepted: 1, replayed: false });
  const { result, statements } = await recorded(() => push('d1'));
  expect(result).toMatchObject({ accepted: 1, replayed: true });
  expect(statements).toHaveLength(1);
  await expect(push('d2')).rejects.toMatchObject({ status: 422 });
});

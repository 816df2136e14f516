// Deleting a dataset while its stream commits a new version (PostgreSQL, two connections): the delete takes the
// stream's row before the dataset's, in the order the version's commit takes them, so neither waits for the other
// for ever (the other way round, PostgreSQL found a deadlock and aborted one of them: a 500).
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spoolDirOf } from '../../storage/spool';
import { ownerWithPushStream } from '../../test/data-stream-calls';
import { createTestApp, databaseTargets, type TestApp } from '../../test/test-app';
import { ingestRows } from '../streams/ingest';
import { batchOf } from '../streams/rows';

describe.skipIf(!databaseTargets.includes('postgres'))('a dataset deleted while its stream commits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('postgres');
  });
  afterAll(() => app?.close());

  it('waits for the commit, which takes the dataset after the stream as before, and both end', async () => {
    const { owner, call, stream } = await ownerWithPushStream(app, 'Orders');
    const stores = {
      db: app.database.db,
      kind: app.database.kind,
      storage: app.deps.storage,
      spoolDir: spoolDirOf(app.env.DATA_DIR),
      insights: { queue: async () => {} },
    };
    const { datasetId } = await ingestRows(stores, stream.id, owner.workspace.id, {
      rows: batchOf([{ id: '1' }]),
      rejected: [],
    });
    // Another connection holds the stream's row, as a version's commit does before it takes the dataset's.
    const commit = new Client({ connectionString: app.env.DATABASE_URL });
    await commit.connect();
    try {
      await commit.query('begin');
      await commit.query('select id from data_streams where id = $1 for update', [stream.id]);
      const deleting = call('DELETE', `/api/workspace/datasets/${datasetId}`);
      // The delete has begun and waits for a lock this connection holds before the commit asks for the dataset's.
      await waitUntilBlocking(commit);
      await commit.query("set local lock_timeout = '3s'");
      await commit.query('select id from datasets where id = $1 for update', [datasetId]);
      await commit.query('commit');
      expect((await deleting).status).toBe(204);
    } finally {
      await commit.end();
    }
  });
});

/** Resolves once another session waits for a lock `holder` holds (polled; the test's own timeout bounds it). */
async function waitUntilBlocking(holder: Client) {
  for (;;) {
    const { rows } = await holder.query<{ waiting: number }>(
      'select count(*)::int as waiting from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))',
    );
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

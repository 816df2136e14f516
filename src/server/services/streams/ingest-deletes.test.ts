// A stream or its dataset deleted while a batch is being stored (attack review): the caller gets a 4xx, never a
// 500; no file stays behind without its dataset; a dataset that stays has a row that matches its file.
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { dataStreams, datasets } from '../../db/schema/index';
import { datasetObjectName } from '../../storage/buckets';
import type { ObjectStore } from '../../storage/object-store';
import { spoolDirOf } from '../../storage/spool';
import { ownerWithPushStream } from '../../test/data-stream-calls';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app';
import { ingestRows } from './ingest';
import { batchOf } from './rows';

describeOnEachDatabase('stream batches meeting a delete', (context) => {
  /** A push stream of a new workspace, and how to store a batch whose file write first runs `meanwhile`. */
  const setUp = async () => {
    const app: TestApp = context();
    const { owner, call, stream } = await ownerWithPushStream(app, 'Orders');
    const store = (
      count: number,
      meanwhile?: () => unknown,
      receipts: string[] = [],
      whileRead?: () => unknown,
    ) => {
      const storage: ObjectStore = {
        ...app.deps.storage,
        put: async (...args) => {
          await meanwhile?.();
          await app.deps.storage.put(...args);
        },
        // The append copies the stored file where it is kept: `whileRead` runs as that copy starts, so the copy
        // finds the file gone, as one deleted while its chunks are copied does.
        putAppended: async (...args) => {
          await meanwhile?.();
          await whileRead?.();
          await app.deps.storage.putAppended(...args);
        },
      };
      const rows = Array.from({ length: count }, (_, at) => ({ id: String(at), amount: String(at * 2) }));
      return ingestRows(
        {
          db: app.database.db,
          kind: app.database.kind,
          storage,
          spoolDir: spoolDirOf(app.env.DATA_DIR),
          insights: app.deps.datasetInsights,
        },
        stream.id,
        owner.workspace.id,
        { rows: batchOf(rows), rejected: [], receipts },
      );
    };
    const datasetOf = async () => {
      const [row] = await app.database.db
        .select({ datasetId: dataStreams.datasetId })
        .from(dataStreams)
        .where(eq(dataStreams.id, stream.id));
      return row?.datasetId ?? null;
    };
    const datasetRows = async (id: string) =>
      (await app.database.db.select().from(datasets).where(eq(datasets.id, id)))[0]?.rowCount;
    /** The file the dataset's row names (each stream version has its own, docs/decisions/065). */
    const stored = async (id: string) => {
      const [row] = await app.database.db
        .select({ objectName: datasets.objectName })
        .from(datasets)
        .where(eq(datasets.id, id));
      return app.deps.storage.open('datasets', datasetObjectName(id, row?.objectName));
    };
    /** Files of the datasets bucket that no dataset row names. */
    const unnamedFiles = async () => {
      const rows = await app.database.db
        .select({ id: datasets.id, objectName: datasets.objectName })
        .from(datasets);
      const named = new Set(rows.map((row) => datasetObjectName(row.id, row.objectName)));
      return (await app.deps.storage.list('datasets')).filter((name) => !named.has(name));
    };
    return { app, call, stream, store, datasetOf, datasetRows, stored, unnamedFiles };
  };

  it('the dataset deleted meanwhile: 409, the dataset is not brought back and no file stays', async () => {
    const { call, store, datasetOf, datasetRows, stored, unnamedFiles } = await setUp();
    await store(3);
    const datasetId = (await datasetOf())!;
    const batch = store(2, () => call('DELETE', `/api/workspace/datasets/${datasetId}`));
    await expect(batch).rejects.toMatchObject({ status: 409, code: 'dataset_deleted' });
    expect(await datasetRows(datasetId)).toBeUndefined();
    expect(await stored(datasetId)).toBeUndefined();
    expect(await unnamedFiles()).toEqual([]);
  });

  it('the dataset deleted while its file is read for the append: 409, never a 500 (attack review)', async () => {
    const { call, store, datasetOf, datasetRows, unnamedFiles } = await setUp();
    await store(3);
    const datasetId = (await datasetOf())!;
    const batch = store(2, undefined, [], () => call('DELETE', `/api/workspace/datasets/${datasetId}`));
    await expect(batch).rejects.toMatchObject({ status: 409, code: 'dataset_deleted' });
    expect(await datasetRows(datasetId)).toBeUndefined();
    expect(await unnamedFiles()).toEqual([]);
  });

  it('the stream paused meanwhile: 409, nothing stored after the pause was answered (attack review)', async () => {
    const { call, stream, store, datasetOf, datasetRows, unnamedFiles } = await setUp();
    await store(3);
    const datasetId = (await datasetOf())!;
    const batch = store(2, async () =>
      expect((await call('POST', `/api/workspace/data-streams/streams/${stream.id}/pause`)).status).toBe(200),
    );
    await expect(batch).rejects.toMatchObject({ status: 409, code: 'stream_paused' });
    expect(await datasetRows(datasetId)).toBe(3);
    expect(await unnamedFiles()).toEqual([]);
  });

  it('the stream deleted meanwhile: the dataset it fed keeps a row that matches its file', async () => {
    const { call, stream, store, datasetOf, datasetRows, stored, unnamedFiles } = await setUp();
    await store(3);
    const datasetId = (await datasetOf())!;
    const batch = await store(2, () => call('DELETE', `/api/workspace/data-streams/streams/${stream.id}`), [
      'push:retried-batch',
    ]);
    expect(batch).toMatchObject({ accepted: 2, datasetId });
    expect(await datasetRows(datasetId)).toBe(5);
    expect(await stored(datasetId)).toBeDefined();
    expect(await unnamedFiles()).toEqual([]);
  });

  it('the stream deleted before its first batch made a dataset: 404, and no dataset or file is left', async () => {
    const { app, call, stream, store, unnamedFiles } = await setUp();
    const before = await app.database.db.select({ id: datasets.id }).from(datasets);
    const batch = store(2, () => call('DELETE', `/api/workspace/data-streams/streams/${stream.id}`));
    await expect(batch).rejects.toMatchObject({ status: 404 });
    const after = await app.database.db.select({ id: datasets.id }).from(datasets);
    expect(after).toEqual(before);
    const names = await app.deps.storage.list('datasets');
    expect(await unnamedFiles()).toEqual([]);
    expect(names).toHaveLength(after.length);
  });

  it('a batch stored and a batch refused leave none of their files in the spool', async () => {
    const { app, call, store, datasetOf } = await setUp();
    const spooled = () => readdir(spoolDirOf(app.env.DATA_DIR)).catch(() => [] as string[]);
    await store(3);
    await store(2);
    expect(await spooled()).toEqual([]);
    const datasetId = (await datasetOf())!;
    const refused = store(2, () => call('DELETE', `/api/workspace/datasets/${datasetId}`));
    await expect(refused).rejects.toMatchObject({ status: 409 });
    expect(await spooled()).toEqual([]);
  });
});

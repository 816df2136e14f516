// The housekeeping's sweep of dataset files no row names (docs/decisions/065): a crash's leftover goes once it is
// old enough; a fresh one, one a row names (an upload's `<id>.gz`, a stream version's own name) and one still being
// written stay.
import { randomUUID } from 'node:crypto';
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CreatedStream } from '../../../shared/data-streams';
import { datasets, storageObjects } from '../../db/schema/index';
import { datasetObjectName } from '../../storage/buckets';
import { spoolDirOf } from '../../storage/spool';
import { withCookie } from '../../test/auth-helpers';
import { signedUpOwner } from '../../test/invitation-helpers';
import { saveDataset, workspaceRequest } from '../../test/model-helpers';
import { describeOnEachDatabase, jsonRequest, type TestApp } from '../../test/test-app';
import { ingestRows } from '../streams/ingest';
import { batchOf } from '../streams/rows';
import { leftoverFileAfterMs, sweepLeftoverDatasetFiles } from './leftover-files';

describeOnEachDatabase('the sweep of leftover dataset files', (context) => {
  const request = workspaceRequest(context);

  /** Makes a stored file look written `ageMs` ago: a file's modification time, or a chunk store row's stamp. */
  const age = async (name: string, ageMs: number) => {
    const app = context();
    if (app.database.kind === 'pglite') {
      const then = new Date(Date.now() - ageMs);
      await utimes(join(app.env.DATA_DIR, 'storage', 'datasets', name), then, then);
    } else {
      await app.database.db
        .update(storageObjects)
        .set({ createdAt: sql`clock_timestamp() - make_interval(secs => ${ageMs / 1000})` })
        .where(and(eq(storageObjects.bucket, 'datasets'), eq(storageObjects.name, name)));
    }
  };
  const leftover = async () => {
    const name = `${randomUUID()}.gz`;
    await context().deps.storage.put('datasets', name, 'application/gzip', new Uint8Array([1, 2, 3]));
    return name;
  };
  const sweep = (ageMs?: number) =>
    sweepLeftoverDatasetFiles(context().database.db, context().deps.storage, ageMs);
  const storedNames = () => context().deps.storage.list('datasets');

  it('removes an old file no row names and keeps a fresh one and every file a row names, however old', async () => {
    const app: TestApp = context();
    const owner = await signedUpOwner(app);
    // An upload: its row names `<id>.gz`.
    const uploaded = await saveDataset(request, owner.cookie, 'id,amount\n1,2\n3,4\n', 'Uploaded');
    // A stream's version: its row names the version's own file (docs/decisions/065).
    const created = await app.app.request(
      '/api/workspace/data-streams/streams',
      withCookie(owner.cookie, jsonRequest('POST', { kind: 'push', name: 'Orders', datasetName: 'Orders' })),
    );
    expect(created.status).toBe(201);
    const { stream } = (await created.json()) as CreatedStream;
    const pushed = await ingestRows(
      {
        db: app.database.db,
        kind: app.database.kind,
        storage: app.deps.storage,
        spoolDir: spoolDirOf(app.env.DATA_DIR),
        insights: app.deps.datasetInsights,
      },
      stream.id,
      owner.workspace.id,
      { rows: batchOf([{ id: '1', amount: '-5' }]), rejected: [] },
    );
    const datasetId = pushed.datasetId!;
    const [version] = await app.database.db
      .select({ objectName: datasets.objectName })
      .from(datasets)
      .where(eq(datasets.id, datasetId));
    const uploadFile = datasetObjectName(uploaded.id);
    const versionFile = datasetObjectName(datasetId, version!.objectName);
    expect(versionFile).not.toBe(`${datasetId}.gz`);

    const oldLeftover = await leftover();
    const freshLeftover = await leftover();
    const longAgo = leftoverFileAfterMs + 60_000;
    await Promise.all([age(uploadFile, longAgo), age(versionFile, longAgo), age(oldLeftover, longAgo)]);
    await age(freshLeftover, leftoverFileAfterMs - 60 * 60_000);

    expect(await sweep()).toBe(1);
    expect(await storedNames()).toEqual([uploadFile, versionFile, freshLeftover].sort());
    // Both datasets still download.
    for (const id of [uploaded.id, datasetId]) {
      const file = await request(owner.cookie, `/datasets/${id}/file`);
      expect(file.status).toBe(200);
    }
    // Nothing more to do on the next run.
    expect(await sweep()).toBe(0);
  });

  it('never removes a file still being written, even when every finished leftover counts as old', async () => {
    const { storage } = context().deps;
    const name = `${randomUUID()}.gz`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const writing = new Promise<void>((resolve) => (started = resolve));
    const put = storage.put(
      'datasets',
      name,
      'application/gzip',
      (async function* () {
        yield new Uint8Array(300_000);
        started();
        await held;
        yield new Uint8Array([1]);
      })(),
    );
    await writing;
    const before = await storedNames();
    await sweep(0);
    release();
    await put;
    expect(before).not.toContain(name);
    expect((await storage.get('datasets', name))?.size).toBe(300_001);
    await storage.delete('datasets', name);
  });
});

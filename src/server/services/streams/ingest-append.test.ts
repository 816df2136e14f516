// A stream dataset takes a batch without reading its stored file again (docs/decisions/091): the batch's
// records follow the stored file, the batch alone is read for its type conflicts, the profile stays the one it had
// (saying which rows it describes) until the insights job reads the whole file and stores the exact profile, the
// one an upload of the same file gets. A batch that adds a column still reads the whole file.
import { expect, it } from 'vitest';
import type { PushResult } from '../../../shared/data-streams';
import { eq } from 'drizzle-orm';
import { datasetMaxRows, type DatasetDetail } from '../../../shared/datasets';
import { datasets } from '../../db/schema/index';
import type { ObjectStore } from '../../storage/object-store';
import { spoolDirOf } from '../../storage/spool';
import { ownerWithPushStream } from '../../test/data-stream-calls';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app';
import { profileDataset } from '../datasets/analyse';
import { refreshInsights, type InsightsJob } from '../datasets/insights-refresh';
import { ingestRows } from './ingest';
import { batchOf } from './rows';

const readings = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return {
      id: `r${n}`,
      score: String((n * 7) % 100),
      day: `2026-11-${String((n % 28) + 1).padStart(2, '0')}`,
    };
  });

const csvOf = (columns: string[], rows: Record<string, string>[]) =>
  [columns.join(','), ...rows.map((row) => columns.map((column) => row[column] ?? '').join(','))].join(
    '\r\n',
  ) + '\r\n';

describeOnEachDatabase('a batch appended to a stream dataset', (context) => {
  /** `wrap`: the object store the batches use, made from the app's. */
  const setUp = async (wrap: (storage: ObjectStore) => ObjectStore = (storage) => storage) => {
    const app: TestApp = context();
    const { owner, call, stream } = await ownerWithPushStream(app, 'Readings');
    const jobs: InsightsJob[] = [];
    const stores = {
      db: app.database.db,
      storage: wrap(app.deps.storage),
      spoolDir: spoolDirOf(app.env.DATA_DIR),
    };
    const store = (rows: Record<string, string>[], receipts?: string[]): Promise<PushResult> =>
      ingestRows(
        { ...stores, kind: app.database.kind, insights: { queue: async (job) => void jobs.push(job) } },
        stream.id,
        owner.workspace.id,
        { rows: batchOf(rows), rejected: [], receipts },
      );
    const open = async (datasetId: string) => {
      const response = await call('GET', `/api/workspace/datasets/${datasetId}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { dataset: DatasetDetail }).dataset;
    };
    const file = async (datasetId: string) => {
      const response = await call('GET', `/api/workspace/datasets/${datasetId}/file`);
      expect(response.status).toBe(200);
      return response.text();
    };
    const runLatest = () => refreshInsights(stores, jobs.at(-1)!, new AbortController().signal);
    const streamRow = async () => {
      const response = await call('GET', `/api/workspace/data-streams/streams/${stream.id}`);
      return ((await response.json()) as { stream: { status: string } }).stream;
    };
    return { store, open, file, runLatest, jobs, streamRow, app };
  };

  it('the rows follow the stored ones, the conflicts are numbered in the dataset, and the job makes the profile exact', async () => {
    const { store, open, file, runLatest } = await setUp();
    const first = readings(1, 40);
    const { datasetId } = await store(first);
    const second = readings(41, 10);
    second[3]!.score = 'high';
    const appended = await store(second);
    expect(appended).toMatchObject({ accepted: 10, newColumns: [], replayed: false });
    expect(appended.typeConflicts).toEqual([{ row: 44, column: 'score', value: 'high' }]);

    // Read as one file: every row in order, the first batch's header only.
    const all = [...first, ...second];
    expect(await file(datasetId!)).toBe(csvOf(['id', 'score', 'day'], all));
    // The profile still describes the first 40 rows, and says so; the count is the dataset's.
    const meanwhile = await open(datasetId!);
    expect(meanwhile.rowCount).toBe(50);
    expect(meanwhile.profile.rowCount).toBe(40);
    expect(meanwhile.insightsUpdating).toBe(true);

    // The job reads the whole file: the profile is an upload's of the same rows.
    expect(await runLatest()).toBe('stored');
    const after = await open(datasetId!);
    const upload = await profileDataset(new TextEncoder().encode(csvOf(['id', 'score', 'day'], all)));
    expect(after.profile).toEqual(upload.profile);
    expect(after.report.anomalyCount).toBe(upload.report.anomalyCount);
    expect(after.insightsUpdating).toBe(false);

    // A third batch appended after the job: numbered after every row, the profile again of the rows before it.
    const third = await store(readings(51, 5));
    expect(third.accepted).toBe(5);
    const later = await open(datasetId!);
    expect(later.rowCount).toBe(55);
    expect(later.profile.rowCount).toBe(50);
    expect(await runLatest()).toBe('stored');
    expect((await open(datasetId!)).profile.rowCount).toBe(55);
  });

  it('a batch that adds a column reads the whole file: earlier rows padded, the profile exact at once', async () => {
    const { store, open, file } = await setUp();
    const first = readings(1, 20);
    const { datasetId } = await store(first);
    await store(readings(21, 5));
    const widened = readings(26, 3).map((row) => ({ ...row, site: 'north' }));
    const result = await store(widened);
    expect(result.newColumns).toEqual(['site']);
    const all = [...readings(1, 25), ...widened];
    expect(await file(datasetId!)).toBe(csvOf(['id', 'score', 'day', 'site'], all));
    const dataset = await open(datasetId!);
    expect(dataset.rowCount).toBe(28);
    expect(dataset.profile.rowCount).toBe(28);
    expect(dataset.profile.columns.map((column) => column.name)).toEqual(['id', 'score', 'day', 'site']);
  });

  it('a batch sent again with its Idempotency-Key is answered as first stored and appends nothing', async () => {
    const { store, open } = await setUp();
    const { datasetId } = await store(readings(1, 20));
    const again = readings(21, 5);
    const first = await store(again, ['push:batch-21']);
    const replay = await store(again, ['push:batch-21']);
    expect(replay).toEqual({ ...first, replayed: true });
    expect((await open(datasetId!)).rowCount).toBe(25);
  });

  // From the attack review: the batch alone must be read as Tessera wrote it, not as its own text suggests.
  it('a batch is read as written, whatever its own text suggests: a number-like header, quotes, a lone quote', async () => {
    const { store, open, file, runLatest } = await setUp();
    const levels = Array.from({ length: 20 }, (_, i) => ({ name: `n${i}`, '2024': i % 2 ? 'low' : 'high' }));
    const { datasetId } = await store(levels);
    // Its only typed column is named like a number: read alone, its header could pass for a row.
    const counts = Array.from({ length: 10 }, (_, i) => ({ name: `m${i}`, '2024': String(i) }));
    expect((await store(counts)).accepted).toBe(10);
    expect((await open(datasetId!)).rowCount).toBe(30);
    // Single quotes around every value, a line break in one cell, and a quote left open in another.
    const quoted = Array.from({ length: 20 }, (_, i) => ({
      name: `'q${i}'`,
      '2024': i === 3 ? 'line1\r\nline2' : 'low',
    }));
    quoted[7]!['2024'] = "'open";
    expect((await store(quoted)).typeConflicts).toEqual([]);
    const dataset = await open(datasetId!);
    expect(dataset.rowCount).toBe(50);
    // (A key that reads as an integer comes first in a JavaScript object, so '2024' is the first column.)
    const cell = (value: string) => (/[\r\n"]/.test(value) ? `"${value}"` : value);
    expect(await file(datasetId!)).toBe(
      csvOf(['2024', 'name'], [...levels, ...counts]) +
        quoted.map((row) => `${cell(row['2024'])},${row.name}`).join('\r\n') +
        '\r\n',
    );
    // The job's whole read agrees: the same count, the profile of every row.
    expect(await runLatest()).toBe('stored');
    const after = await open(datasetId!);
    expect(after.rowCount).toBe(50);
    expect(after.profile.rowCount).toBe(50);
  });

  it('a batch of one column’s empty cells is taken, not refused, and the stream stays active', async () => {
    const { store, open, streamRow } = await setUp();
    const { datasetId } = await store(Array.from({ length: 20 }, (_, i) => ({ v: String(i) })));
    const answer = await store([{ v: '' }, { v: '' }]);
    expect(answer.accepted).toBe(2);
    expect((await streamRow()).status).toBe('active');
    expect((await open(datasetId!)).rowCount).toBe(20);
  });

  it('a stored file removed while the batch is about to read it: the batch fails alone, nothing left unheard', async () => {
    let armed = false;
    const { store } = await setUp((storage) => ({
      ...storage,
      // The stored file removed as the append starts to copy it.
      putAppended: async (bucket, name, contentType, from, tail) => {
        if (armed) {
          armed = false;
          await storage.delete(bucket, from);
        }
        return storage.putAppended(bucket, name, contentType, from, tail);
      },
    }));
    await store(readings(1, 20));
    armed = true;
    await expect(store(readings(21, 5))).rejects.toMatchObject({ status: 409, code: 'dataset_unreadable' });
    // An error event no one heard would fail the run here (vitest reports it), and end a server.
    await new Promise((resolve) => setTimeout(resolve, 200));
  });

  // From the second attack review.
  it('a batch with control characters in its text is taken as the whole-file read took it', async () => {
    const { store, open, file, streamRow } = await setUp();
    const { datasetId } = await store(readings(1, 30));
    const odd = { id: 'step\u001eoutput\u0007', score: '5', day: '2026-11-02' };
    expect((await store([odd])).accepted).toBe(1);
    expect((await streamRow()).status).toBe('active');
    expect((await open(datasetId!)).rowCount).toBe(31);
    expect(await file(datasetId!)).toContain('step\u001eoutput\u0007,5,2026-11-02\r\n');
  });

  it('a batch that would take the dataset past the rows an upload may have is refused whole, nothing stored', async () => {
    const { store, open, file, streamRow, app } = await setUp();
    const { datasetId } = await store(readings(1, 20));
    // As if 999,990 rows were stored: ten more fit, eleven do not.
    await app.database.db
      .update(datasets)
      .set({ rowCount: datasetMaxRows - 10 })
      .where(eq(datasets.id, datasetId!));
    const refused = await store(readings(21, 11)).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 413,
      code: 'dataset_full',
      message: `The stream’s dataset would pass ${datasetMaxRows} rows: start a new dataset or use replace mode.`,
    });
    expect((await open(datasetId!)).rowCount).toBe(datasetMaxRows - 10);
    expect(await file(datasetId!)).toBe(csvOf(['id', 'score', 'day'], readings(1, 20)));
    expect((await streamRow()).status).toBe('failing');
    expect((await store(readings(21, 10))).accepted).toBe(10);
    expect((await open(datasetId!)).rowCount).toBe(datasetMaxRows);
  });
});

// A dataset downloaded as CSV (docs/decisions/072): a stream's rows come from strangers, so a text cell a spreadsheet
// would run as a formula comes out quoted away, numbers stay numbers; an upload comes back byte for byte.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { expect, it, vi } from 'vitest';
import type * as CsvRecords from '../../lib/csv-records';
import type { CreatedStream } from '../../../shared/data-streams';
import { spoolDirOf } from '../../storage/spool';
import { withCookie } from '../../test/auth-helpers';
import { signedUpOwner } from '../../test/invitation-helpers';
import { saveDataset, workspaceRequest } from '../../test/model-helpers';
import { describeOnEachDatabase, jsonRequest } from '../../test/test-app';
import { ingestRows } from '../../services/streams/ingest';
import { batchOf } from '../../services/streams/rows';
import type { StreamRow } from '../../services/streams/webhooks/types';

/** How long the spooled copies may take to go once read: seconds when the whole suite runs on two cores. */
const spoolEmptied = { timeout: 10_000 };

/**
 * The records this thread cuts from CSV text, counted: a stream's CSV is rewritten on the reading thread (its own
 * modules, not counted here), never on the request thread (docs/decisions/088).
 */
const recordsCut = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/csv-records', async (original) => {
  const actual = await original<typeof CsvRecords>();
  return {
    chunkedCsvRecords: async function* (...args: Parameters<typeof actual.chunkedCsvRecords>) {
      for await (const record of actual.chunkedCsvRecords(...args)) {
        recordsCut.count++;
        yield record;
      }
    },
  };
});

describeOnEachDatabase('Downloading a dataset as CSV', (context) => {
  const request = workspaceRequest(context);

  /** A push stream holding `rows`, stored as the first batch; its dataset's id and what to ingest more with. */
  async function streamOf(rows: StreamRow[]) {
    const app = context();
    const owner = await signedUpOwner(app);
    const created = await app.app.request(
      '/api/workspace/data-streams/streams',
      withCookie(owner.cookie, jsonRequest('POST', { kind: 'push', name: 'Rows', datasetName: 'Rows' })),
    );
    const { stream } = (await created.json()) as CreatedStream;
    const stores = {
      db: app.database.db,
      kind: app.database.kind,
      storage: app.deps.storage,
      spoolDir: spoolDirOf(app.env.DATA_DIR),
      insights: app.deps.datasetInsights,
    };
    const add = (more: StreamRow[]) =>
      ingestRows(stores, stream.id, owner.workspace.id, { rows: batchOf(more), rejected: [] });
    const { datasetId } = await add(rows);
    return { cookie: owner.cookie, datasetId: datasetId!, add };
  }

  it('quotes away a stream’s formula cells and keeps its negative numbers as numbers', async () => {
    const stream = await streamOf([
      { title: '=1+1', amount: -5, note: 'plain' },
      { title: '=HYPERLINK("http://evil.test","click")', amount: 3.5, note: '@SUM(A1)' },
      { title: 'fine, with a comma', amount: -0.25, note: '-1+1' },
    ]);
    // A second batch: the version is rewritten (appended) and read back the same way.
    await stream.add([{ title: '+cmd', amount: -12, note: '\t=1' }]);

    const response = await request(stream.cookie, `/datasets/${stream.datasetId}/file`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // Marked as UTF-8 for spreadsheets by a byte order mark.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1)).toBe(
      [
        'title,amount,note',
        "'=1+1,-5,plain",
        `"'=HYPERLINK(""http://evil.test"",""click"")",3.5,'@SUM(A1)`,
        `"fine, with a comma",-0.25,'-1+1`,
        "'+cmd,-12,'\t=1",
        '',
      ].join('\r\n'),
    );
  });

  const downloaded = async (cookie: string, datasetId: string) => {
    const response = await request(cookie, `/datasets/${datasetId}/file`);
    expect(response.status).toBe(200);
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  };

  // A push may send one row of 500 cells of 10,000 characters, megabytes once its quotes are doubled (that row was
  // read again from its start at each chunk of the file: 22 s against 1 s for the same bytes in 150 rows, minutes of
  // the request thread for a 7 MB row). The work stays in proportion to the file: lib/csv-records.test.ts.
  const columns = Array.from({ length: 150 }, (_, at) => `c${at}`);
  const quotes = '"'.repeat(10_000);
  const wideRow = Object.fromEntries(columns.map((column) => [column, quotes]));
  const tallRows = columns.map(() => ({ c0: quotes }));
  const cell = `"${'"'.repeat(20_000)}"`;

  it(
    'downloads a stream whose one row is megabytes long, and the same bytes in many rows',
    { timeout: 120_000 },
    async () => {
      const tall = await streamOf(tallRows);
      expect(await downloaded(tall.cookie, tall.datasetId)).toBe(
        `\uFEFFc0\r\n${tallRows.map(() => `${cell}\r\n`).join('')}`,
      );
      const wide = await streamOf([wideRow]);
      expect(await downloaded(wide.cookie, wide.datasetId)).toBe(
        `\uFEFF${columns.join(',')}\r\n${columns.map(() => cell).join(',')}\r\n`,
      );
    },
  );

  // A batch with a new column rewrites the stored records under the new header, read the same way.
  it('adds a column to a stream whose one row is megabytes long', { timeout: 120_000 }, async () => {
    const wide = await streamOf([wideRow]);
    const added = await wide.add([{ extra: 'x' }]);
    expect(added.newColumns).toEqual(['extra']);
    expect(await downloaded(wide.cookie, wide.datasetId)).toBe(
      `\uFEFF${[...columns, 'extra'].join(',')}\r\n${[...columns.map(() => cell), ''].join(',')}\r\n${','.repeat(150)}x\r\n`,
    );
  });

  it('rewrites a stream’s records off the request thread, for a new column and for a download', async () => {
    const stream = await streamOf([{ title: '=1+1', amount: 1 }]);
    recordsCut.count = 0;
    await stream.add([{ title: 'two', note: '@x' }]);
    const response = await request(stream.cookie, `/datasets/${stream.datasetId}/file`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      "\uFEFFtitle,amount,note\r\n'=1+1,1,\r\ntwo,,'@x\r\n",
    );
    expect(recordsCut.count).toBe(0);
    // Written whole before it is sent, so its length is known; the spooled copies are gone once it is read.
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    await expect.poll(() => readdir(spoolDirOf(context().env.DATA_DIR)), spoolEmptied).toEqual([]);
  });

  it('answers a HEAD with the download’s headers, reading and spooling nothing', async () => {
    const stream = await streamOf([{ title: '=1+1', amount: 1 }]);
    const response = await request(stream.cookie, `/datasets/${stream.datasetId}/file`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await response.text()).toBe('');
    expect(await readdir(spoolDirOf(context().env.DATA_DIR))).toEqual([]);
  });

  it('reads a version again when a batch replaces it while it is read', { timeout: 120_000 }, async () => {
    // ~7 MB of incompressible text: many chunks of the chunk store (PostgreSQL), removed when a batch replaces it.
    const rows = Array.from({ length: 7000 }, () => ({ text: randomBytes(750).toString('base64') }));
    const stream = await streamOf(rows);
    // The download's first read of the stored object, held after its first chunk until a batch has landed.
    const storage = context().deps.storage;
    const open = storage.open.bind(storage);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    const spy = vi.spyOn(storage, 'open').mockImplementationOnce(async (bucket, name) => {
      const found = await open(bucket, name);
      if (!found) return found;
      async function* held() {
        for await (const chunk of found!.stream()) {
          yield chunk as Buffer;
          started = true;
          await released;
        }
      }
      return { ...found, stream: () => Readable.from(held()) };
    });
    const download = request(stream.cookie, `/datasets/${stream.datasetId}/file`);
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 20_000 });
    spy.mockRestore();
    await stream.add([{ text: 'one more' }]);
    release();

    const response = await download;
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(response.status, text.slice(0, 200)).toBe(200);
    // The version as it was when read (a file of the embedded database's store stays readable once removed), or as
    // it is now (the chunk store's rows are gone, so the new version is read).
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFtext');
    expect(lines.length).toBeGreaterThanOrEqual(rows.length + 2);
    await expect.poll(() => readdir(spoolDirOf(context().env.DATA_DIR)), spoolEmptied).toEqual([]);
  });

  it('gives an upload back as it was uploaded, byte for byte', async () => {
    const owner = await signedUpOwner(context());
    const csv = 'title,amount\n=1+1,-5\n';
    const dataset = await saveDataset(request, owner.cookie, csv, 'Mine');
    const response = await request(owner.cookie, `/datasets/${dataset.id}/file`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(csv.length));
    expect(await response.text()).toBe(csv);
  });
});

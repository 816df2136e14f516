import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildWorkbook } from '../../../shared/data/ingest/test/xlsx-builder';
import {
  analyseDataset,
  closeDatasetPool,
  readerPoolForTests,
  readTimeoutMs,
  releaseReaderFromBytes,
} from './analyse';

// On the request thread, reading a dataset is forbidden: only the worker thread (which loads the real module)
// may do it. A regression that parses inline fails here.
vi.mock('./read-dataset', () => ({
  readDataset: () => {
    throw new Error('read on the request thread');
  },
}));

afterAll(() => closeDatasetPool());

const bytes = (text: string) => new TextEncoder().encode(text);

describe('analyseDataset', () => {
  it('reads and profiles the file in a worker thread, not on the request thread', async () => {
    const analysed = await analyseDataset(bytes('name,age\nAda,36\nGrace,45\n'));
    expect(analysed.format).toBe('csv');
    expect(analysed.profile.rowCount).toBe(2);
    expect(analysed.preview.names).toEqual(['name', 'age']);
  });

  it('reads with the user’s choices in the worker thread', async () => {
    const analysed = await analyseDataset(bytes('a,b\n1,2\n3,4,5\n'), { choices: { ragged: 'skip' } });
    expect(analysed.profile.rowCount).toBe(1);
    expect(analysed.report).toMatchObject({ anomalyCount: 1, choices: { ragged: 'skip' } });
  });

  it('reads an .xlsx workbook in the worker thread, as run from source too', async () => {
    const workbook = buildWorkbook({
      sheets: [
        {
          name: 'Orders',
          rows: [
            ['item', 'units'],
            ['tea', 3],
            ['milk', 5],
          ],
        },
      ],
    });
    const analysed = await analyseDataset(workbook);
    expect(analysed.format).toBe('xlsx');
    expect(analysed.report.sheet).toBe('Orders');
    expect(analysed.profile.columns.map((column) => column.kind)).toEqual(['text', 'number']);
  });

  it('answers a file that cannot be read with a 400 naming what and why', async () => {
    await expect(analyseDataset(bytes('[{"a":1}, 2]'))).rejects.toMatchObject({
      status: 400,
      code: 'invalid_dataset',
      message: 'Row 2: expected an object, found a number.',
    });
  });

  it('refuses a file whose reading ran out of time, with a 400 saying so', async () => {
    await expect(analyseDataset(bytes('a,b\n1,2\n'), { signal: AbortSignal.abort() })).rejects.toMatchObject({
      status: 400,
      code: 'invalid_dataset',
      message: 'This file took too long to read. Try a smaller or simpler file.',
    });
    // The thread is fine for the next upload.
    expect((await analyseDataset(bytes('a\n1\n'))).profile.rowCount).toBe(1);
  });

  it('answers binary data as not text', async () => {
    await expect(analyseDataset(new Uint8Array([0, 159, 146, 150]))).rejects.toMatchObject({
      status: 400,
      code: 'invalid_dataset',
    });
  });

  it('refuses uploads past the ones waiting with a 503 to retry, and reads the rest', async () => {
    const file = bytes(`n,t\n${Array.from({ length: 20_000 }, (_, i) => `${i},row ${i}`).join('\n')}\n`);
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => analyseDataset(file)));
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) {
      expect(outcome.reason).toMatchObject({
        status: 503,
        code: 'busy',
        message: 'Other uploads are being read right now. Try again in a minute.',
        headers: { 'retry-after': '60' },
      });
    }
    const read = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(read.length).toBeGreaterThanOrEqual(4);
    for (const outcome of read) expect(outcome.value.profile.rowCount).toBe(20_000);
  });

  it('ends the reading thread as soon as a large file is read, and keeps it after a small one', async () => {
    const reader = await readerPoolForTests();
    expect((await analyseDataset(bytes('a\n1\n'))).profile.rowCount).toBe(1);
    expect(await readerPoolForTests()).toBe(reader);
    const rows = Math.ceil(releaseReaderFromBytes / 20);
    const large = bytes(
      `n,t\n${Array.from({ length: rows }, (_, i) => `${i},row ${i} of many`).join('\n')}\n`,
    );
    expect(large.length).toBeGreaterThanOrEqual(releaseReaderFromBytes);
    expect((await analyseDataset(large)).profile.rowCount).toBe(rows);
    // The thread went with the read (its heap with it); the next upload starts another.
    expect(reader.threads).toHaveLength(0);
    expect(await readerPoolForTests()).not.toBe(reader);
  });

  it('gives an upload waiting behind others their time too, so it never runs out of time while it waits', async () => {
    const limits = vi.spyOn(AbortSignal, 'timeout');
    try {
      const reads = [
        analyseDataset(bytes('a\n1\n')),
        analyseDataset(bytes('b\n2\n')),
        analyseDataset(bytes('c\n3\n')),
      ];
      expect(limits.mock.calls.map(([ms]) => ms)).toEqual([
        readTimeoutMs,
        2 * readTimeoutMs,
        3 * readTimeoutMs,
      ]);
      for (const read of await Promise.all(reads)) expect(read.profile.rowCount).toBe(1);
    } finally {
      limits.mockRestore();
    }
  });
});

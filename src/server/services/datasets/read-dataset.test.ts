import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyseBytes, storedPreview } from '../../../shared/data/analyse';
import { buildWorkbook } from '../../../shared/data/ingest/test/xlsx-builder';
import { readDataset, releasedOnceRead } from './read-dataset';

const dir = mkdtempSync(join(tmpdir(), 'read-dataset-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const bytes = (text: string) => new TextEncoder().encode(text);

describe('readDataset', () => {
  it('reads a spooled file from its path with the shared analysis, and keeps its first rows cut', async () => {
    const rows = Array.from({ length: 80 }, (_, index) => `${index + 1};${index},5;${'x'.repeat(300)}`);
    const text = `id;amount;note\n${rows.join('\n')}\n`;
    const path = join(dir, 'upload');
    writeFileSync(path, text);
    const read = await readDataset({ file: path });
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    const analysed = await analyseBytes(bytes(text));
    if (!analysed.ok) throw new Error('not read');
    expect(read.profile).toEqual(analysed.profile);
    expect(read.report).toEqual(analysed.report);
    expect(read.format).toBe('csv');
    expect(read.report.dialect).toMatchObject({ delimiter: ';', decimal: ',' });
    expect(read.preview).toEqual(storedPreview(analysed.ingested.table));
    expect(read.preview.rowCount).toBe(50);
    expect(read.preview.columns[2]![0]).toHaveLength(200);
  });

  it('loads a file with a ragged row, listing it with its line, instead of refusing it', async () => {
    const text = 'a,b,c,d,e,f,g,h,i,j,k,l\n' + '1,2,3,4,5,6,7,8,9,10,11,12\n'.repeat(2499) + '1,2,3\n';
    const read = await readDataset({ file: bytes(text) });
    expect(read).toMatchObject({
      ok: true,
      profile: { rowCount: 2500 },
      report: {
        anomalyCount: 1,
        anomalies: [
          { kind: 'short-row', line: 2501, raw: '1,2,3', action: 'padded', expected: 12, found: 3 },
        ],
      },
    });
  });

  it('reads with the user’s choices, and echoes them in the report', async () => {
    const choices = { encoding: 'windows-1252' as const, dialect: { delimiter: ';' as const } };
    const read = await readDataset({ file: bytes('a;b\nx;1\n'), choices });
    expect(read).toMatchObject({ ok: true, report: { encoding: 'windows-1252', choices } });
  });

  it('refuses only what cannot be fixed, with the error code the message is worded from', async () => {
    expect(await readDataset({ file: new Uint8Array([0, 159, 146, 150]) })).toEqual({
      ok: false,
      error: { code: 'not-text' },
    });
    expect(await readDataset({ file: bytes('  \n') })).toEqual({ ok: false, error: { code: 'empty' } });
  });

  it('reads a workbook from its path as from its bytes, though it lets go of the bytes while reading', async () => {
    const workbook = buildWorkbook({
      sheets: [
        {
          name: 'Orders',
          rows: [['item', 'units'], ...Array.from({ length: 300 }, (_, index) => [`tea ${index}`, index])],
        },
      ],
    });
    const path = join(dir, 'workbook');
    writeFileSync(path, workbook);
    const read = await readDataset({ file: path });
    const analysed = await analyseBytes(workbook.slice());
    if (!read.ok || !analysed.ok) throw new Error('not read');
    expect(read.profile).toEqual(analysed.profile);
    expect(read.format).toBe('xlsx');
  });
});

describe('releasedOnceRead', () => {
  it('frees the bytes of text once parsing starts, as text is parsed from its decoded characters', () => {
    const bytes = new Uint8Array(64);
    const progress = releasedOnceRead(bytes);
    progress({ stage: 'decode', done: 0, total: 64 });
    progress({ stage: 'decode', done: 64, total: 64 });
    expect(bytes.length).toBe(64);
    progress({ stage: 'parse', done: 0, total: 64 });
    expect(bytes.length).toBe(0);
    progress({ stage: 'type', done: 1, total: 2 });
    expect(bytes.length).toBe(0);
  });

  it('keeps a workbook’s bytes while it is parsed from them, and frees them with the column types', () => {
    const bytes = new Uint8Array(64);
    const progress = releasedOnceRead(bytes);
    progress({ stage: 'parse', done: 0, total: 64 });
    progress({ stage: 'parse', done: 64, total: 64 });
    expect(bytes.length).toBe(64);
    progress({ stage: 'type', done: 0, total: 2 });
    expect(bytes.length).toBe(0);
  });
});

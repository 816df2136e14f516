import { describe, expect, it } from 'vitest';
import { handleReadRequest } from '../../../client/features/datasets/data-handler';
import type { ReadMessage } from '../../../client/features/datasets/data-messages';
import { unpackTable } from '../../../client/features/datasets/packed-table';
import type { ImportChoices } from '../../../shared/data/profile/types';
import {
  columnSpecs as c,
  generate,
  generateWorkbook,
  messyCorpus,
  type FileSpec,
} from '../../../shared/data/ingest/test/messy-corpus';
import { readDataset } from './read-dataset';

// The promise: the profile a user sees in the browser is the one the server stores. The browser
// worker's handler (run here as it runs in the worker, on a Blob) and the server's reader (run as the worker
// thread runs it, on the bytes) must give the same JSON for the same bytes and choices.

/**
 * The insights the browser shows for a read: those the worker posts after `done` (issue 20). Until the worker
 * posts them, those found from what it posted with `done` (its table, types and profile, as cloned to the page).
 */
function insightsInTheBrowser(messages: ReadMessage[]) {
  const posted = messages.find((message) => message.type === 'insights');
  if (posted?.type !== 'insights') throw new Error('the browser worker posted no insights');
  return posted.report;
}

/** Runs the browser worker's handler on the bytes, and returns every message it posted. */
async function inTheBrowser(bytes: Uint8Array, choices: ImportChoices = {}) {
  const messages: ReadMessage[] = [];
  await handleReadRequest({ id: 7, choices, file: new Blob([bytes as BlobPart]) }, (message) =>
    messages.push(structuredClone(message)),
  );
  return messages;
}

const files: FileSpec[] = [
  { name: 'comma', columns: [c.id, c.name, c.city, c.score, c.price, c.isoDate], rows: 300, delimiter: ',' },
  {
    name: 'semicolon, decimal commas, Windows-1252, ragged',
    columns: [c.orderKey, c.zip, c.quantity, c.amount, c.dmyDate, c.yesNo],
    rows: 250,
    delimiter: ';',
    decimalComma: true,
    encoding: 'windows-1252',
    shortRows: 2,
    longRows: 1,
  },
  {
    name: 'tab, UTF-16 with a BOM, CRLF',
    columns: [c.uuid, c.note, c.trueFalse, c.flag, c.timestamp, c.city],
    rows: 200,
    delimiter: '\t',
    encoding: 'utf-16le',
    bom: true,
    newline: '\r\n',
    longRows: 2,
  },
  {
    name: 'pipe, no header, month-first dates',
    columns: [c.id, c.mdyDate, c.price, c.zip, c.name, c.score, c.euro],
    rows: 180,
    delimiter: '|',
    header: false,
    shortRows: 1,
  },
  {
    name: 'large enough for a preview',
    columns: [c.orderKey, c.city, c.amount, c.note, c.quantity, c.dmyDate, c.trueFalse],
    rows: 3000,
    delimiter: ',',
    bom: true,
    shortRows: 3,
    longRows: 2,
  },
];

describe('the browser worker and the server reader', () => {
  it.each(files.map((spec, index) => [spec.name, spec, index] as const))(
    'give the same profile and report: %s',
    async (_name, spec, index) => {
      const { bytes } = generate(spec, 500 + index);
      const messages = await inTheBrowser(bytes);
      const done = messages.find((message) => message.type === 'done');
      if (done?.type !== 'done') throw new Error(JSON.stringify(messages.at(-1)));
      const server = await readDataset({ file: bytes });
      if (!server.ok) throw new Error(JSON.stringify(server.error));
      expect(JSON.stringify(done.profile)).toBe(JSON.stringify(server.profile));
      expect(done.report).toEqual(server.report);
      expect(done.profile.rowCount).toBe(done.table.rowCount);
      // Progress came first, from the decoding on; then the result, and last what the table says.
      expect(messages[0]).toMatchObject({ id: 7, type: 'progress', stage: 'decode' });
      expect(messages.at(-1)).toMatchObject({ id: 7, type: 'insights' });
      expect(messages.indexOf(done)).toBeLessThan(messages.length - 1);
      if (bytes.length > 64 * 1024) {
        const preview = messages.find((message) => message.type === 'preview');
        if (preview?.type !== 'preview') throw new Error('no preview');
        // The first 100 rows, as the whole reading gives them (an extra column may join later).
        const { table } = preview;
        expect(table.rowCount).toBe(100);
        expect(table.names).toEqual(done.table.names.slice(0, table.names.length));
        expect(table.columns).toEqual(
          unpackTable(done.table)
            .columns.slice(0, table.names.length)
            .map((cells) => cells.slice(0, 100)),
        );
        expect(messages.indexOf(preview)).toBeLessThan(messages.indexOf(done));
      }
    },
  );

  it('give the same profile on every file of the messy corpus', async () => {
    for (const [index, spec] of messyCorpus.entries()) {
      const { bytes } = generate(spec, 1000 + index);
      const done = (await inTheBrowser(bytes)).find((message) => message.type === 'done');
      const server = await readDataset({ file: bytes });
      if (done?.type !== 'done' || !server.ok) throw new Error(`${spec.name} not read`);
      expect(JSON.stringify(done.profile), spec.name).toBe(JSON.stringify(server.profile));
      expect(done.report, spec.name).toEqual(server.report);
    }
  });

  it('give the same profile with the user’s choices, which both echo', async () => {
    const { bytes } = generate(files[1]!, 501);
    const choices: ImportChoices = {
      ragged: 'skip',
      overrides: { zip: { kind: 'text' }, quantity: { kind: 'category' } },
      dialect: { delimiter: ';', decimal: ',' },
    };
    const done = (await inTheBrowser(bytes, choices)).find((message) => message.type === 'done');
    const server = await readDataset({ file: bytes, choices });
    if (done?.type !== 'done' || !server.ok) throw new Error('not read');
    expect(JSON.stringify(done.profile)).toBe(JSON.stringify(server.profile));
    expect(done.report).toEqual(server.report);
    expect(server.report.choices).toEqual(choices);
  });

  it('give the same profile for an Excel workbook’s chosen sheet', async () => {
    const workbook = generateWorkbook(77);
    const choices: ImportChoices = { sheet: workbook.sheet };
    const done = (await inTheBrowser(workbook.bytes, choices)).find((message) => message.type === 'done');
    const server = await readDataset({ file: workbook.bytes, choices });
    if (done?.type !== 'done' || !server.ok) throw new Error('not read');
    expect(JSON.stringify(done.profile)).toBe(JSON.stringify(server.profile));
    expect(done.report).toEqual(server.report);
    expect(server).toMatchObject({
      format: 'xlsx',
      report: { sheet: 'Orders', sheets: workbook.sheets },
      profile: { rowCount: workbook.rowCount },
    });
    expect(done.ingested).toMatchObject({ format: 'xlsx', sheet: 'Orders', sheets: workbook.sheets });
  });

  it('give the same insights, byte for byte, as the server stores and compares a pin with', async () => {
    let found = 0;
    for (const [index, spec] of [...files, ...messyCorpus].entries()) {
      const { bytes } = generate(spec, 2000 + index);
      const browser = insightsInTheBrowser(await inTheBrowser(bytes));
      const server = await readDataset({ file: bytes });
      if (!server.ok) throw new Error(`${spec.name} not read`);
      expect(JSON.stringify(browser), spec.name).toBe(JSON.stringify(server.insights));
      found += server.insights!.insights.length;
    }
    // Not only empty lists: the corpus has relationships and segments to find.
    expect(found).toBeGreaterThan(0);
  });

  it('give the same insights with the user’s choices', async () => {
    const { bytes } = generate(files[1]!, 501);
    const choices: ImportChoices = {
      ragged: 'skip',
      overrides: { zip: { kind: 'text' }, quantity: { kind: 'category' } },
      dialect: { delimiter: ';', decimal: ',' },
    };
    const browser = insightsInTheBrowser(await inTheBrowser(bytes, choices));
    const server = await readDataset({ file: bytes, choices });
    if (!server.ok) throw new Error('not read');
    expect(JSON.stringify(browser)).toBe(JSON.stringify(server.insights));
  });

  it('refuse the same files with the same error', async () => {
    for (const bytes of [new Uint8Array([0, 1, 2, 3]), new TextEncoder().encode('[{"a":1}, 2]')]) {
      const failed = (await inTheBrowser(bytes)).at(-1);
      const server = await readDataset({ file: bytes });
      expect(failed).toEqual({ id: 7, type: 'failed', error: !server.ok && server.error });
    }
  });
});

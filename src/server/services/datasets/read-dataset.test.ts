import { describe, expect, it } from 'vitest';
import { decodeDatasetText, parseDataset } from '../../../shared/dataset-parse';
import { cutCell, profileDataset } from '../../../shared/dataset-profile';
import { datasetMaxColumns, datasetPreviewRows } from '../../../shared/datasets';
import { readDataset, type ReadOutcome } from './read-dataset';

// The server reads a CSV upload a piece at a time; the playground reads the whole text. Both must give the same
// outcome for every file: the same profile and preview, or the same error naming the same row. Files here pass
// the first megabyte (where the line break is guessed), so the pieces after it are read as a stream.

/** The whole-text reading the playground does (and the server did before reading in pieces). */
function wholeText(bytes: Uint8Array): ReadOutcome {
  const text = decodeDatasetText(bytes);
  if (text === undefined) return { ok: false, notText: true };
  const parsed = parseDataset(text);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const { table } = parsed;
  return {
    ok: true,
    format: parsed.format,
    profile: profileDataset(table),
    preview: {
      columns: table.columns.map(cutCell),
      rows: table.rows.slice(0, datasetPreviewRows).map((row) => row.map(cutCell)),
    },
  };
}

/** A seeded generator, so every run reads the same files. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = ['Ada', 'Grace', 'Linus', 'naïve', 'Zürich', '東京', 'emoji 😀', 'n/a', 'x'];
type Next = () => number;
const pick = <T>(next: Next, items: readonly T[]) => items[Math.floor(next() * items.length)]!;

/** Cells of one kind; quoted ones hold the delimiter, doubled quotes and line breaks. */
const cellKinds: Record<string, (next: Next, delimiter: string) => string> = {
  integer: (next) => String(Math.floor(next() * 1000) - 100),
  decimal: (next) => (next() * 100).toFixed(2),
  date: (next) => `2026-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}`,
  boolean: (next) => pick(next, ['true', 'FALSE', 'True']),
  word: (next) => pick(next, words),
  quoted: (next, delimiter) => `"${pick(next, words)}${delimiter} ${pick(next, words)}"`,
  doubledQuotes: (next) => `"say ""${pick(next, words)}"""`,
  lineBreak: (next) => `"two\nlines ${pick(next, words)}"`,
  spaced: (next) => `  ${pick(next, words)} `,
  empty: () => '',
};
const kinds = Object.keys(cellKinds);

type Fault = 'none' | 'field-count' | 'unclosed-quote' | 'stray-quote' | 'late-text' | 'blank-lines' | 'boms';

/** A CSV file of a little over `bytes`, with one fault (or none) placed past the first megabyte. */
function csvFile(seed: number, fault: Fault, bytes = 1_200_000) {
  const next = random(seed);
  const delimiter = pick(next, [',', ';', '\t', '|']);
  const newline = pick(next, ['\n', '\r\n']);
  const columns = 1 + Math.floor(next() * 5);
  const columnKinds = Array.from({ length: columns }, () => pick(next, kinds));
  const lines = [Array.from({ length: columns }, (_, index) => `col ${index}`).join(delimiter)];
  let size = 0;
  let faulted = fault === 'none';
  while (size < bytes) {
    const pastFirstMegabyte = size > 1_050_000;
    const cells = columnKinds.map((kind) => cellKinds[kind]!(next, delimiter));
    if (!faulted && pastFirstMegabyte) {
      faulted = true;
      if (fault === 'field-count') cells.push('extra');
      if (fault === 'unclosed-quote') cells[0] = `"never closed${delimiter} ${cells[0]}`;
      if (fault === 'stray-quote') cells[0] = `"closed" then text`;
      if (fault === 'late-text') cells.fill('not a number');
    }
    if (fault === 'blank-lines' && next() < 0.05) lines.push('');
    const line = cells.join(delimiter);
    lines.push(line);
    size += line.length + newline.length;
  }
  const text = `${fault === 'boms' ? '\uFEFF\uFEFF\uFEFF' : ''}${lines.join(newline)}${next() < 0.5 ? newline : ''}`;
  return new TextEncoder().encode(text);
}

/** Piece sizes that cut rows, quoted fields, CRLF pairs and multi-byte characters anywhere. */
const pieceSizes = [4093, 65_521, 1021];

describe('readDataset reads a file in pieces with the outcome of reading it whole', () => {
  const faults: Fault[] = [
    'none',
    'field-count',
    'unclosed-quote',
    'stray-quote',
    'late-text',
    'blank-lines',
    'boms',
  ];
  faults.forEach((fault, index) => {
    it(`CSV with ${fault === 'none' ? 'no fault' : `a fault: ${fault}`}`, async () => {
      for (const [round, pieceBytes] of pieceSizes.entries()) {
        const bytes = csvFile(100 * index + round, fault);
        const expected = wholeText(bytes);
        if (fault === 'none' || fault === 'late-text' || fault === 'blank-lines' || fault === 'boms') {
          expect(expected.ok).toBe(true);
        }
        expect(await readDataset(bytes, pieceBytes)).toEqual(expected);
      }
    });
  });

  it('a column of numbers that turns to text late counts the numbers read before as text', async () => {
    const bytes = csvFile(7, 'late-text');
    const outcome = await readDataset(bytes, 4093);
    expect(outcome.ok && outcome.profile.columns.every((column) => column.type === 'text')).toBe(true);
    expect(outcome).toEqual(wholeText(bytes));
  });

  it('too many columns, and bytes that are not text past the first megabyte', async () => {
    const wide = Array.from({ length: datasetMaxColumns + 1 }, (_, index) => `c${index}`).join(',');
    const row = Array.from({ length: datasetMaxColumns + 1 }, () => '1').join(',');
    const tooWide = new TextEncoder().encode(`${wide}\n${`${row}\n`.repeat(1200)}`);
    expect(await readDataset(tooWide, 4093)).toEqual(wholeText(tooWide));

    const csv = csvFile(8, 'none');
    const withNul = new Uint8Array([...csv, 0x0a, 0x00]);
    const notUtf8 = new Uint8Array([...csv, 0x0a, 0xc3, 0x28]);
    expect(await readDataset(withNul, 4093)).toEqual({ ok: false, notText: true });
    expect(await readDataset(notUtf8, 4093)).toEqual({ ok: false, notText: true });
  });

  it('JSON past the first megabyte, read whole as before', async () => {
    const items = Array.from({ length: 20_000 }, (_, index) => ({
      id: index,
      name: `row ${index}`,
      ok: index % 2 === 0,
    }));
    const bytes = new TextEncoder().encode(`  ${JSON.stringify(items)}`);
    const outcome = await readDataset(bytes, 4093);
    expect(outcome.ok && outcome.format).toBe('json');
    expect(outcome).toEqual(wholeText(bytes));
  });
});

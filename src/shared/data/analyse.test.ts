import { describe, expect, it } from 'vitest';
import {
  analyseBytes,
  previewHead,
  previewMaxChars,
  reportMaxAnomalies,
  reportMaxRawChars,
  storedPreview,
} from './analyse';
import { notText } from './ingest/json-values';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('analyseBytes', () => {
  it('lists anomalies up to 1,000 with raw lines cut to 500 characters, counts them all, and echoes the choices', async () => {
    const long = `${'x,'.repeat(400)}x`;
    const lines = ['a,b', ...Array.from({ length: 4500 }, (_, index) => (index % 3 ? '1,2' : long))];
    const analysed = await analyseBytes(bytes(lines.join('\n')), { ragged: 'keep', booleanDigits: false });
    if (!analysed.ok) throw new Error(JSON.stringify(analysed.error));
    const { report } = analysed;
    expect(report.anomalyCount).toBe(1500);
    expect(report.anomalies).toHaveLength(reportMaxAnomalies);
    expect(report.anomalies[0]).toMatchObject({ kind: 'long-row', line: 2, action: 'extra' });
    expect(report.anomalies[0]!.raw).toHaveLength(reportMaxRawChars);
    expect(report.choices).toEqual({ ragged: 'keep', booleanDigits: false });
  });

  it('cuts the values a profile quotes to 200 characters, and reports stages in order', async () => {
    const long = 'y'.repeat(5000);
    const stages: string[] = [];
    const analysed = await analyseBytes(
      bytes(`note\n${long}\n${long}\nshort\n`),
      {},
      {
        onProgress: ({ stage }) => {
          if (stages.at(-1) !== stage) stages.push(stage);
        },
      },
    );
    if (!analysed.ok) throw new Error('not read');
    const [column] = analysed.profile.columns;
    if (column?.kind !== 'text' && column?.kind !== 'category') throw new Error(column?.kind);
    expect(column.topValues[0]).toMatchObject({ count: 2 });
    expect(column.topValues[0]!.value).toHaveLength(200);
    expect(column.topValues[0]!.value.endsWith('…')).toBe(true);
    expect(stages).toEqual(['decode', 'parse', 'type', 'profile']);
  });

  it('never cuts a value, a raw line or a column name inside an emoji, and cuts names at 255 characters', async () => {
    // Half a surrogate pair is no text: the server's database refused the profile (a 500) before.
    const cell = `${'x'.repeat(198)}😀 and more`;
    const raw = `${'z'.repeat(499)}😀,1,2,3`;
    const name = `${'n'.repeat(254)}😀${'n'.repeat(60_000)}`;
    const text = `${name},${name},b\n${cell},1,2\n${cell},3,4\n${raw}\n`;
    const analysed = await analyseBytes(bytes(text));
    if (!analysed.ok) throw new Error(JSON.stringify(analysed.error));
    const { profile, report, ingested } = analysed;
    const strings: string[] = [];
    JSON.stringify({ profile, report, preview: storedPreview(ingested.table) }, (_, value: unknown) => {
      if (typeof value === 'string') strings.push(value);
      return value;
    });
    expect(strings.filter((value) => notText.test(value))).toEqual([]);
    expect(profile.columns.map((column) => column.name)).toEqual([
      'n'.repeat(254),
      `${'n'.repeat(254)} (2)`,
      'b',
      'extra',
    ]);
    const [first] = profile.columns;
    if (first?.kind !== 'text' && first?.kind !== 'category') throw new Error(first?.kind);
    expect(first.topValues[0]!.value).toBe(`${'x'.repeat(198)}…`);
    expect(report.anomalies[0]!.raw).toBe('z'.repeat(499));
  });

  it('refuses what cannot be fixed', async () => {
    expect(await analyseBytes(new Uint8Array([0, 0, 0]))).toEqual({ ok: false, error: { code: 'not-text' } });
  });
});

describe('previewHead', () => {
  it('reads the first 100 rows from the first 64 KB of a larger file, and nothing of a small one', () => {
    const text = `n,w\n${Array.from({ length: 20_000 }, (_, index) => `${index},w${index}`).join('\n')}\n`;
    const head = previewHead(bytes(text));
    expect(head).toMatchObject({ names: ['n', 'w'], rowCount: 100 });
    expect(head!.columns[0]!.slice(0, 2)).toEqual(['0', '1']);
    expect(head!.lines[99]).toBe(101);
    expect(previewHead(bytes('a,b\n1,2\n'))).toBeUndefined();
  });
});

describe('storedPreview', () => {
  it('keeps a wide file of long cells to a preview of bounded size, with at least one row', async () => {
    const cell = (row: number, column: number) => `${row}-${column}-`.padEnd(300, 'x');
    const rows = Array.from({ length: 60 }, (_, row) =>
      Array.from({ length: 500 }, (_, column) => cell(row, column)),
    );
    const header = Array.from({ length: 500 }, (_, column) => `c${column}`).join(',');
    const text = [header, ...rows.map((row) => row.join(','))].join('\n');
    const analysed = await analyseBytes(new TextEncoder().encode(text));
    if (!analysed.ok) throw new Error('not read');
    const preview = storedPreview(analysed.ingested.table);
    const chars = preview.columns.reduce((sum, column) => sum + column.join('').length, 0);
    expect(preview.rowCount).toBeGreaterThan(0);
    expect(preview.rowCount).toBeLessThan(50);
    expect(chars).toBeLessThanOrEqual(previewMaxChars);
    expect(preview.columns[0]![0]).toMatch(/^0-0-x+…$/);
  });
});

import { describe, expect, it } from 'vitest';
import { analyseBytes, previewHead, reportMaxAnomalies, reportMaxRawChars } from './analyse';

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
    const analysed = await analyseBytes(bytes(`note\n${long}\n${long}\nshort\n`), {}, ({ stage }) => {
      if (stages.at(-1) !== stage) stages.push(stage);
    });
    if (!analysed.ok) throw new Error('not read');
    const [column] = analysed.profile.columns;
    if (column?.kind !== 'text' && column?.kind !== 'category') throw new Error(column?.kind);
    expect(column.topValues[0]).toMatchObject({ count: 2 });
    expect(column.topValues[0]!.value).toHaveLength(200);
    expect(column.topValues[0]!.value.endsWith('…')).toBe(true);
    expect(stages).toEqual(['decode', 'parse', 'type', 'profile']);
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

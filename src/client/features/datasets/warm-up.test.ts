import { describe, expect, it } from 'vitest';
import { analyseBytes } from '@/shared/data/analyse';
import { warmUpTable } from './warm-up';

describe('warmUpTable', () => {
  it('is a table of every kind of column, read without an anomaly, so the warm-up runs every profile', async () => {
    const analysed = await analyseBytes(new TextEncoder().encode(warmUpTable()));
    if (!analysed.ok) throw new Error(analysed.error.code);
    expect(analysed.profile.rowCount).toBe(4000);
    expect(analysed.report.anomalyCount).toBe(0);
    expect(new Set(analysed.ingested.types.map((type) => type.kind))).toEqual(
      new Set(['id', 'date', 'category', 'number', 'boolean', 'text']),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ingestBytes } from '../ingest/ingest';
import { generate, messyCorpus } from '../ingest/test/messy-corpus';
import { profileTable } from './profile';

/** Every number finite: JSON.stringify would write NaN and Infinity as null without a word. */
function nonFinite(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === 'number' && !Number.isFinite(value)) found.push(path);
  else if (Array.isArray(value)) value.forEach((item, index) => nonFinite(item, `${path}[${index}]`, found));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) nonFinite(item, `${path}.${key}`, found);
  return found;
}

describe('profiling the generated messy corpus', () => {
  // The ingest corpus's 40 messy files, with the same seeds, each read and then profiled.
  it.each(messyCorpus.map((spec, index) => [spec.name, spec, index] as const))(
    '%s profiles as plain, repeatable JSON',
    (_, spec, index) => {
      const file = generate(spec, 1000 + index);
      const ingested = ingestBytes(file.bytes);
      if (!ingested.ok) throw new Error(`${spec.name}: ${JSON.stringify(ingested.error)}`);
      const profile = profileTable(ingested.table, ingested.types);
      expect(nonFinite(profile, 'profile', [])).toEqual([]);
      const json = JSON.stringify(profile);
      expect(json).not.toMatch(/NaN|Infinity/);
      expect(JSON.stringify(profileTable(ingested.table, ingested.types))).toBe(json);
      expect(profile.rowCount).toBe(file.rowCount);
      expect(profile.columns.map((column) => column.kind)).toEqual(ingested.types.map((type) => type.kind));
      for (const column of profile.columns) {
        if (column.kind === 'number' && column.stats)
          expect(column.histogram.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(
            column.present - column.nonConforming,
          );
        if ((column.kind === 'date' || column.kind === 'datetime') && column.min)
          expect(column.overTime.bins.length).toBeLessThanOrEqual(60);
      }
    },
  );
});

import { describe, expect, it } from 'vitest';
import { ingestBytes } from '../ingest/ingest';
import { columnSpecs as c, generate, type ColumnSpec, type FileSpec } from '../ingest/test/messy-corpus';
import { profileTable } from './profile';

const sets: ColumnSpec[][] = [
  [c.id, c.name, c.city, c.score, c.price, c.isoDate],
  [c.orderKey, c.zip, c.quantity, c.amount, c.dmyDate, c.yesNo],
  [c.uuid, c.note, c.trueFalse, c.flag, c.timestamp, c.city],
  [c.id, c.mdyDate, c.price, c.zip, c.name, c.score, c.euro],
  [c.orderKey, c.city, c.amount, c.note, c.quantity, c.dmyDate, c.trueFalse],
];
const delimiters = [',', ';', '\t', '|'] as const;
const encodings = ['utf-8', 'windows-1252', 'utf-16le', 'utf-16be'] as const;

/** The ingest corpus's 40 messy files (the same generator and seeds), each read and then profiled. */
const specs: FileSpec[] = Array.from({ length: 40 }, (_, index) => {
  const delimiter = delimiters[index % 4]!;
  const encoding = encodings[Math.floor(index / 4) % 4]!;
  return {
    name: `messy-${index + 1}`,
    columns: sets[index % sets.length]!,
    rows: 100 + ((index * 37) % 400),
    delimiter,
    decimalComma: delimiter === ';' || index % 10 === 0,
    newline: index % 3 === 0 ? '\r\n' : '\n',
    encoding,
    bom: encoding.startsWith('utf-16') || index % 5 === 1,
    shortRows: index % 4 === 2 ? 0 : (index % 3) + 1,
    longRows: index % 4 === 3 ? 0 : index % 2 ? 2 : 1,
    trailingNewline: index % 7 !== 0,
    ...(index % 9 === 4 ? { header: false as const } : {}),
  };
});

/** Every number finite: JSON.stringify would write NaN and Infinity as null without a word. */
function nonFinite(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === 'number' && !Number.isFinite(value)) found.push(path);
  else if (Array.isArray(value)) value.forEach((item, index) => nonFinite(item, `${path}[${index}]`, found));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) nonFinite(item, `${path}.${key}`, found);
  return found;
}

describe('profiling the generated messy corpus', () => {
  it.each(specs.map((spec, index) => [spec.name, spec, index] as const))(
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

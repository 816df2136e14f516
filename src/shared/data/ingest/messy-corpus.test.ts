import { describe, expect, it } from 'vitest';
import { ingestBytes } from './ingest';
import { generate, messyCorpus as specs } from './test/messy-corpus';

describe('the generated messy corpus', () => {
  const results = specs.map((spec, index) => {
    const file = generate(spec, 1000 + index);
    return { file, result: ingestBytes(file.bytes) };
  });

  it.each(results.map(({ file, result }) => [file.spec.name, file, result] as const))(
    '%s loads with every ragged row listed by its line',
    (_, file, result) => {
      if (!result.ok) throw new Error(`${file.spec.name}: ${JSON.stringify(result.error)}`);
      // Plain ASCII is UTF-8 as much as Windows-1252, and reads the same either way.
      const ascii = file.bytes.every((byte) => byte < 0x80);
      expect(result.encoding).toBe(ascii ? 'utf-8' : file.spec.encoding);
      expect(result.dialect?.delimiter).toBe(file.spec.delimiter);
      expect(result.table.rowCount).toBe(file.rowCount);
      expect(result.anomalies.map((anomaly) => anomaly.line)).toEqual(file.raggedLines);
      expect(result.anomalies.every((anomaly) => anomaly.kind !== 'broken-quote')).toBe(true);
    },
  );

  it('types at least 95 % of the columns as written beside their generators', () => {
    let right = 0;
    let total = 0;
    const wrong: string[] = [];
    for (const { file, result } of results) {
      if (!result.ok) continue;
      file.spec.columns.forEach((column, index) => {
        total++;
        const kind = result.types[index]?.kind;
        if (kind === column.expected) right++;
        else wrong.push(`${file.spec.name} ${column.name}: ${kind}, expected ${column.expected}`);
      });
    }
    console.log(
      `Generated corpus: ${results.length} files loaded, ${right} of ${total} columns typed right`,
      wrong,
    );
    expect(right / total).toBeGreaterThanOrEqual(0.95);
    expect(right).toBe(total);
  });
});

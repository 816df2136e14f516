import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { datasetMaxColumns, datasetMaxRows } from '../../datasets';
import { columnValues } from './column-values';
import { parseDelimited } from './parse';
import { sniffDialect } from './sniff';

const parse = (text: string, ragged?: 'keep' | 'skip') => {
  const result = parseDelimited(text, sniffDialect(text), { ragged });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
};

describe('parseDelimited', () => {
  it('reads quoted newlines, \\r\\n and a trailing empty line without an anomaly', () => {
    const result = parse('id,note\r\n1,"two\r\nlines"\r\n2,"say ""hi"""\r\n\r\n');
    expect(result.anomalies).toEqual([]);
    expect(result.table).toEqual({
      names: ['id', 'note'],
      columns: [
        ['1', '2'],
        ['two\r\nlines', 'say "hi"'],
      ],
      rowCount: 2,
      lines: [2, 4],
    });
  });

  it('pads short rows and keeps long rows’ extra fields, listing each with its line and text', () => {
    const result = parse('a,b,c\n1,2,3\n4,5\n6,7,8,9,10\n"x\ny",1,2\n11,12,13\n');
    expect(result.table.names).toEqual(['a', 'b', 'c', 'extra']);
    expect(result.table.columns).toEqual([
      ['1', '4', '6', 'x\ny', '11'],
      ['2', '5', '7', '1', '12'],
      ['3', '', '8', '2', '13'],
      ['', '', '9,10', '', ''],
    ]);
    expect(result.table.extraColumn).toBe(3);
    expect(result.anomalies).toEqual([
      { kind: 'short-row', line: 3, raw: '4,5', action: 'padded', expected: 3, found: 2, row: 2 },
      { kind: 'long-row', line: 4, raw: '6,7,8,9,10', action: 'extra', expected: 3, found: 5, row: 3 },
    ]);
    expect(result.table.lines).toEqual([2, 3, 4, 5, 7]);
  });

  it('skips ragged rows when asked, still listing them', () => {
    const result = parse('a,b\n1,2\n3\n4,5,6\n7,8\n', 'skip');
    expect(result.table.columns).toEqual([
      ['1', '7'],
      ['2', '8'],
    ]);
    expect(result.anomalies.map(({ line, action }) => ({ line, action }))).toEqual([
      { line: 3, action: 'skipped' },
      { line: 4, action: 'skipped' },
    ]);
  });

  it('reads a line whose quote never closes as plain fields and goes on', () => {
    const result = parse('a,b\n1,"open\n2,3\n4,5\n');
    expect(result.table.columns).toEqual([
      ['1', '2', '4'],
      ['"open', '3', '5'],
    ]);
    expect(result.anomalies).toEqual([
      { kind: 'broken-quote', line: 2, raw: '1,"open', action: 'kept', row: 1 },
    ]);
  });

  it('reads a file of quotes that never close in a bounded number of passes, each line kept as it reads', () => {
    // Each `"x` opens a quote that no later quote closes: reading the rest again for each line was quadratic
    // (a 9 MB file of them held the server's reader past its time limit at 1.3 GB).
    const lines = 5000;
    const text = `a,b\n${'"x,1\n'.repeat(lines)}`;
    const parse = vi.spyOn(Papa, 'parse');
    try {
      const result = parseDelimited(text, sniffDialect(text));
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      expect(parse.mock.calls.length).toBeLessThan(lines / 10);
      expect(result.table.columns).toEqual([Array(lines).fill('"x'), Array(lines).fill('1')]);
      expect(result.table.lines).toEqual(Array.from({ length: lines }, (_, row) => row + 2));
      expect(result.anomalyCount).toBe(lines);
      expect(result.anomalies.at(-1)).toEqual({
        kind: 'broken-quote',
        line: lines + 1,
        raw: '"x,1',
        action: 'kept',
        row: lines,
      });
    } finally {
      parse.mockRestore();
    }
  });

  it('takes bidi controls out of column names, so a name shows as it is spelled', () => {
    expect(parse('\u202Egnp.exe,b\u2067c\u2069,\u202E\n1,2,3\n').table.names).toEqual([
      'gnp.exe',
      'bc',
      'Column 3',
    ]);
  });

  it('counts lines in a file of old Mac newlines', () => {
    expect(parse('a,b\r1,2\r3\r').anomalies[0]).toMatchObject({ line: 3, raw: '3' });
  });

  it('names blank and repeated headers, and columns of a file without a header', () => {
    expect(parse('name,,name\n1,2,3\n').table.names).toEqual(['name', 'Column 2', 'name (2)']);
    expect(parse('1,2.5\n2,3.5\n3,4.5\n').table.names).toEqual(['Column 1', 'Column 2']);
  });

  it('refuses more columns or rows than the limits, and a file with no rows', () => {
    const wide = Array.from({ length: datasetMaxColumns + 1 }, (_, index) => `c${index}`).join(',');
    const tooWide = parseDelimited(`${wide}\n${wide}\n`, sniffDialect(`${wide}\n`));
    expect(tooWide).toEqual({
      ok: false,
      error: { code: 'too-many-columns', found: datasetMaxColumns + 1, max: datasetMaxColumns },
    });
    const long = `n\n${'1\n'.repeat(datasetMaxRows + 1)}`;
    expect(parseDelimited(long, sniffDialect(long))).toEqual({
      ok: false,
      error: { code: 'too-many-rows', max: datasetMaxRows },
    });
    expect(parseDelimited('a,b\n', sniffDialect('a,b\n'))).toEqual({ ok: false, error: { code: 'no-rows' } });
  });

  it('refuses more columns or rows than the limits in quoted text too (the quoting parser’s path)', () => {
    const wide = Array.from({ length: datasetMaxColumns + 1 }, (_, index) => `"c${index}"`).join(',');
    expect(parseDelimited(`${wide}\n${wide}\n`, sniffDialect(`${wide}\n`))).toEqual({
      ok: false,
      error: { code: 'too-many-columns', found: datasetMaxColumns + 1, max: datasetMaxColumns },
    });
    const long = `"n"\n${'"1"\n'.repeat(datasetMaxRows + 1)}`;
    expect(parseDelimited(long, sniffDialect(long))).toEqual({
      ok: false,
      error: { code: 'too-many-rows', max: datasetMaxRows },
    });
  });

  it('counts each column as it cuts it exactly as columnValues counts the cells', () => {
    const many = Array.from({ length: 6000 }, (_, row) => `${row},${row % 7 ? 'Paris' : ' N/A'},x${row % 3}`);
    const texts = [
      'id,city,score\n1,Paris,5\n2,,4\n3,paris ,N/A\n4,Paris,5,extra\n5,Köln\n\n6,Paris,-\n',
      'a;b\r\n1;x\r\n2;y\nz\r\n3;x\r\n',
      `n,city,code\n${many.join('\n')}\n`,
    ];
    for (const text of texts) {
      const result = parse(text);
      expect(result.values).toBeDefined();
      result.values!.forEach((values, index) => {
        if (values) expect(values).toEqual(columnValues(result.table.columns[index]!));
      });
      // The repeating columns were counted while parsing; a column of new values is counted afterwards.
      expect(result.values!.filter(Boolean).length).toBeGreaterThan(0);
    }
    expect(parse(texts[2]!).values!.map((values) => values !== undefined)).toEqual([false, true, true]);
    expect(parse('a,b\n"1",2\n').values).toBeUndefined();
  });

  it('counts thousands of values, and texts whose lengths share their low 16 bits, as columnValues does', () => {
    const many = Array.from({ length: 6000 }, (_, row) => `v${row % 2000},${row % 3}`);
    const long = Array.from(
      { length: 20 },
      (_, row) => `${'x'.repeat(70_000 + (row % 2) * 65_536)},${row % 2}`,
    );
    for (const text of [`a,b\n${many.join('\n')}\n`, `a,b\n${long.join('\n')}\n`]) {
      const result = parse(text);
      expect(result.values!.map((values) => values !== undefined)).toEqual([true, true]);
      result.values!.forEach((values, index) =>
        expect(values).toEqual(columnValues(result.table.columns[index]!)),
      );
    }
    expect(parse(`a,b\n${long.join('\n')}\n`).values![0]!.counts).toEqual([10, 10]);
  });

  it('keeps every cell as written in a column counted while parsing and in one that stopped counting', () => {
    const rows = Array.from({ length: 6000 }, (_, row) => [
      `${row}`,
      row % 7 ? 'Paris' : ' N/A',
      `x${row % 3}`,
    ]);
    const ragged = 'n,city,code\n' + rows.map((cells) => cells.join(',')).join('\n') + '\n9,Köln\n';
    const { table, values } = parse(ragged);
    expect(values!.map((counted) => counted !== undefined)).toEqual([false, true, true]);
    expect(table.columns.slice(0, 3)).toEqual([
      [...rows.map((cells) => cells[0]), '9'],
      [...rows.map((cells) => cells[1]), 'Köln'],
      [...rows.map((cells) => cells[2]), ''],
    ]);
  });
});

import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { rowRefusalText } from '../../../shared/stream-errors';
import { csvRecords, csvRecordsOver, jsonRowsOver, newColumnsOf, readBody, rowsOfCsv } from './rows';

/** What papaparse's `header: true` made of a CSV (the reading before rows.ts built its own rows), record by record. */
function headerModeReading(text: string) {
  const parsed = Papa.parse<Record<string, unknown>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const reasons = new Map<number, string>();
  for (const error of parsed.errors) if (typeof error.row === 'number') reasons.set(error.row, error.message);
  return parsed.data.map((row, index) => reasons.get(index) ?? { ...row });
}

/** The same, from `rowsOfCsv`: each record its row or papaparse's reason. */
function ownReading(text: string) {
  const { rows, refused } = rowsOfCsv(text);
  const reasons = new Map(refused.map(({ row, refusal }) => [row, refusal]));
  const records: unknown[] = [];
  let next = 0;
  for (let index = 0; records.length < rows.length + refused.length; index++) {
    const refusal = reasons.get(index);
    records.push(refusal?.kind === 'unreadable' ? refusal.message : rows[next++]);
  }
  return records;
}

describe('rows of a pushed body', () => {
  it.each([
    ['plain', 'a,b\n1,2\n3,4\n'],
    ['repeated names renamed', 'a,a,a_1,b\n1,2,3,4\n'],
    ['a blank first line: the next line is the header, not renamed', '\n a , \na,a\n1,2\n'],
    ['a blank header renamed stays the header', ',\n1,2\n,\n'],
    ['too few and too many fields', 'a,b,c\n1\n1,2,3,4\n\n5,6,7\n'],
    ['quotes: escaped, unterminated, malformed', 'a,b\n"x ""y""",2\n"bad"x,3\n4,"open\n'],
    ['another delimiter guessed', 'a;b;c\n1;2;3\n4;5;6\n'],
    ['CR line ends and a BOM', '\uFEFFa,b\r1,2\r3,4\r'],
    ['names of Object’s prototype', 'constructor,toString,hasOwnProperty\n1,2,3\n'],
  ])('reads CSV as papaparse’s header mode did: %s', (_, text) => {
    expect(ownReading(text)).toEqual(headerModeReading(text));
  });

  it('keeps a `__proto__` column as its own property (papaparse’s header mode lost its cells)', () => {
    const { rows } = rowsOfCsv('id,__proto__\n1,x\n');
    expect(Object.hasOwn(rows[0]!, '__proto__')).toBe(true);
    expect(Object.entries(rows[0]!)).toEqual([
      ['id', '1'],
      ['__proto__', 'x'],
    ]);
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
  });

  it('refuses a CSV header wider than a row may be before reading it, and NUL', () => {
    const header = Array.from({ length: 900_000 }, (_, at) => `c${at}`).join(',');
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(readBody('csv', encode(`${header}\n1\n`))).toEqual({ ok: false, failure: 'too-many-columns' });
    expect(readBody('csv', encode('a\u0000,b\n1,2\n'))).toEqual({ ok: false, failure: 'nul-in-csv' });
    expect(readBody('json', encode('{"rows": 1}'))).toEqual({ ok: false, failure: 'not-rows' });
  });

  it('refuses a JSON number past what a double holds as too large, not as a nested value', () => {
    const read = readBody(
      'json',
      new TextEncoder().encode('{"rows":[{"a":1e400},{"a":{"b":1}},{"a":-1e400},{"a":1e308}]}'),
    );
    expect(read).toMatchObject({
      ok: true,
      batch: { length: 1 },
      refused: [
        { row: 0, refusal: { kind: 'number-too-large', column: 'a' } },
        { row: 1, refusal: { kind: 'nested', column: 'a' } },
        { row: 2, refusal: { kind: 'number-too-large', column: 'a' } },
      ],
    });
    expect(rowRefusalText({ kind: 'number-too-large', column: 'a' })).toBe(
      'column “a”: the number is too large to store; send it as text',
    );
  });

  it('writes the records of a batch under the stream’s columns, new and missing ones empty', () => {
    const read = readBody(
      'json',
      new TextEncoder().encode(JSON.stringify({ rows: [{ b: 1, a: 'x,y' }, { c: true }] })),
    );
    if (!read.ok) throw new Error(read.failure);
    const columns = ['a', 'z', ...newColumnsOf(['a', 'z'], read.batch)];
    expect(columns).toEqual(['a', 'z', 'b', 'c']);
    expect(new TextDecoder().decode(csvRecords(columns, read.batch))).toBe('"x,y",,1,\r\n,,,true\r\n');
  });

  it('counts a JSON body’s rows without parsing it, strings and nested values aside', () => {
    const body = (rows: unknown[], extra = '') =>
      `{"other":[1,2,3,4]${extra},"rows":${JSON.stringify(rows)}}`;
    const tricky = { a: 'x,y]}{[",', nested: [1, 2, 3] };
    expect(jsonRowsOver(body([tricky, tricky, tricky]), 3)).toBe(false);
    expect(jsonRowsOver(body([tricky, tricky, tricky, tricky]), 3)).toBe(true);
    expect(jsonRowsOver(body([], ',"r\\u006fws":[1,2,3,4]'), 3)).toBe(true);
    expect(jsonRowsOver('[{},{},{},{}]', 3)).toBe(false);
    const encode = (text: string) => new TextEncoder().encode(text);
    const many = encode(JSON.stringify({ rows: Array.from({ length: 10_001 }, () => ({})) }));
    expect(readBody('json', many)).toEqual({ ok: false, failure: 'too-many-rows' });
  });

  it('counts a CSV body’s records as papaparse reads them: blank lines and quoted line breaks are no records', () => {
    const records = (count: number) => Array.from({ length: count }, (_, at) => `${at},"x\ny"`).join('\n\n');
    expect(csvRecordsOver(`a,b\n${records(3)}\n`, 4)).toBe(false);
    expect(csvRecordsOver(`a,b\n${records(4)}\n`, 4)).toBe(true);
    expect(csvRecordsOver('a;b\r1;2\r3;4\r5;6\r', 3)).toBe(true);
    const encode = (text: string) => new TextEncoder().encode(text);
    const lines = (count: number) => `a\n${'1\n\n'.repeat(count)}`;
    expect(readBody('csv', encode(lines(10_000)))).toMatchObject({ ok: true, batch: { length: 10_000 } });
    expect(readBody('csv', encode(lines(10_001)))).toEqual({ ok: false, failure: 'too-many-rows' });
  });
});

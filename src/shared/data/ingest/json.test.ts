import { describe, expect, it } from 'vitest';
import { datasetMaxColumns, datasetMaxRows } from '../../dataset-limits';
import { parseJsonTable } from './json';

describe('parseJsonTable', () => {
  it('reads an array of objects by their own keys, in order, as columns', () => {
    const result = parseJsonTable('[{"a":1,"b":"x"},{"b":null,"c":{"d":true},"constructor":2}]');
    expect(result).toEqual({
      ok: true,
      table: {
        names: ['a', 'b', 'c', 'constructor'],
        columns: [
          ['1', ''],
          ['x', ''],
          ['', '{"d":true}'],
          ['', '2'],
        ],
        rowCount: 2,
        lines: [1, 2],
      },
    });
  });

  it('refuses more columns or rows than the limits', () => {
    const wide = Object.fromEntries(
      Array.from({ length: datasetMaxColumns + 1 }, (_, index) => [`c${index}`, 1]),
    );
    expect(parseJsonTable(JSON.stringify([wide]))).toEqual({
      ok: false,
      error: { code: 'too-many-columns', found: datasetMaxColumns + 1, max: datasetMaxColumns },
    });
    const long = `[${'{"n":1},'.repeat(datasetMaxRows)}{"n":1}]`;
    expect(parseJsonTable(long)).toEqual({
      ok: false,
      error: { code: 'too-many-rows', max: datasetMaxRows },
    });
  });

  it('reads an object whose rows is the array', () => {
    expect(parseJsonTable('{"rows":[{"a":1}]}')).toMatchObject({ ok: true, table: { names: ['a'] } });
  });

  it('says what is wrong with JSON it cannot read', () => {
    expect(parseJsonTable('[{"a":1},]')).toMatchObject({
      ok: false,
      error: { code: 'invalid-json', line: 1 },
    });
    expect(parseJsonTable('{"a":1}')).toEqual({ ok: false, error: { code: 'json-shape' } });
    expect(parseJsonTable('[{"a":1},3]')).toEqual({
      ok: false,
      error: { code: 'not-an-object', row: 2, found: 'number' },
    });
    expect(parseJsonTable('[{"a":"\\u0000"}]')).toEqual({ ok: false, error: { code: 'not-text' } });
  });
});

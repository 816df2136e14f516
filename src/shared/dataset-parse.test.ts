import { describe, expect, it } from 'vitest';
import { playgroundMessages } from './i18n/en/playground';
import { parseErrorMessage } from './dataset-errors';
import { decodeDatasetText, parseDataset } from './dataset-parse';
import { datasetMaxColumns } from './datasets';

const errorOf = (text: string) => {
  const result = parseDataset(text);
  if (result.ok) throw new Error('expected a parse error');
  return parseErrorMessage(result.error, playgroundMessages.errors);
};

describe('parseDataset: CSV', () => {
  it('reads a header and rows, with quoted fields, empty cells and a BOM', () => {
    const result = parseDataset('\uFEFFname,age,note\nAda,36,"likes, commas"\nGrace,,\n');
    expect(result).toEqual({
      ok: true,
      format: 'csv',
      table: {
        columns: ['name', 'age', 'note'],
        rows: [
          ['Ada', '36', 'likes, commas'],
          ['Grace', '', ''],
        ],
      },
    });
  });

  it('detects tabs and semicolons as delimiters', () => {
    const tabs = parseDataset('a\tb\n1\t2\n');
    const semis = parseDataset('a;b\n1;2\n');
    expect(tabs.ok && tabs.table.rows).toEqual([['1', '2']]);
    expect(semis.ok && semis.table.rows).toEqual([['1', '2']]);
  });

  it('reads a file of one column', () => {
    const result = parseDataset('city\nParis\nRome\n');
    expect(result.ok && result.table).toEqual({ columns: ['city'], rows: [['Paris'], ['Rome']] });
  });

  it('names blank and repeated headers', () => {
    const result = parseDataset('name,,name\n1,2,3\n');
    expect(result.ok && result.table.columns).toEqual(['name', 'Column 2', 'name (2)']);
  });

  it('names the row with the wrong number of fields', () => {
    const rows = Array.from({ length: 11 }, (_, index) => `${index},b,c,d,e`);
    expect(errorOf(['a,b,c,d,e', ...rows, '1,2,3,4,5,6,7'].join('\n'))).toBe(
      'Row 12: expected 5 fields, found 7.',
    );
  });

  it('names the row of an unclosed quote', () => {
    expect(errorOf('a,b\n1,2\n3,"open\n')).toBe('Row 2: a quoted field is never closed.');
  });

  it('refuses empty files, a header without rows, binary files and too many columns', () => {
    expect(errorOf('')).toBe('The file is empty.');
    expect(errorOf('  \n\n')).toBe('The file is empty.');
    expect(errorOf('a,b,c\n')).toBe('No rows were found under the header.');
    expect(errorOf('a,b\n1,\u00002\n')).toMatch(/not a UTF-8 text file/);
    const wide = Array.from({ length: datasetMaxColumns + 1 }, (_, index) => `c${index}`).join(',');
    expect(errorOf(`${wide}\n${wide}\n`)).toBe(
      `The file has ${datasetMaxColumns + 1} columns; the playground reads up to ${datasetMaxColumns}.`,
    );
  });
});

describe('parseDataset: JSON', () => {
  it('reads an array of objects, every key in the order first seen', () => {
    const result = parseDataset('[{"a":1,"b":true},{"b":null,"c":"x"},{"a":{"nested":[1]}}]');
    expect(result).toEqual({
      ok: true,
      format: 'json',
      table: {
        columns: ['a', 'b', 'c'],
        rows: [
          ['1', 'true', ''],
          ['', '', 'x'],
          ['{"nested":[1]}', '', ''],
        ],
      },
    });
  });

  it('reads only keys a row has itself: a key another row has is empty here, never an inherited member', () => {
    const result = parseDataset('[{"constructor":"c","toString":"t"},{"a":1},{"__proto__":{"a":2}}]');
    expect(result.ok && result.table).toEqual({
      columns: ['constructor', 'toString', 'a', '__proto__'],
      rows: [
        ['c', 't', '', ''],
        ['', '', '1', ''],
        ['', '', '', '{"a":2}'],
      ],
    });
  });

  it('reads an object whose rows is an array of objects', () => {
    const result = parseDataset('{"rows":[{"x":1},{"x":2}]}');
    expect(result.ok && result.table).toEqual({ columns: ['x'], rows: [['1'], ['2']] });
  });

  it('names the row that is not an object', () => {
    expect(errorOf('[{"a":1},{"a":2},3]')).toBe('Row 3: expected an object, found a number.');
    expect(errorOf('[{"a":1},[1,2]]')).toBe('Row 2: expected an object, found an array.');
  });

  it('names the line and column of a syntax error', () => {
    expect(errorOf('[\n  {"a": 1},\n  {"a": 2,}\n]')).toMatch(
      /^Line 3, column \d+: this is not valid JSON\.$/,
    );
  });

  it('refuses other shapes and empty arrays', () => {
    expect(errorOf('{"data":[]}')).toBe(
      'Expected an array of objects, or an object whose "rows" is an array of objects.',
    );
    expect(errorOf('[]')).toBe('No rows were found under the header.');
    expect(errorOf('[{}, {}]')).toBe('No rows were found under the header.');
  });
});

describe('decodeDatasetText', () => {
  it('decodes UTF-8 and refuses other bytes', () => {
    expect(decodeDatasetText(new TextEncoder().encode('é,ü\n1,2'))).toBe('é,ü\n1,2');
    expect(decodeDatasetText(new Uint8Array([0xff, 0xfe, 0x41]))).toBeUndefined();
    expect(decodeDatasetText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00]))).toBeUndefined();
  });
});

describe('parseDataset: files shaped to exhaust the server', () => {
  it('refuses a header of 40,000 repeated names as too many columns, before naming them', () => {
    expect(errorOf(`${Array(40_000).fill('a').join(',')}\n`)).toBe(
      'The file has 40000 columns; the playground reads up to 500.',
    );
  });

  it('numbers many repeats of one name in order', () => {
    const result = parseDataset(`${Array(300).fill('a').join(',')}\n${Array(300).fill('1').join(',')}\n`);
    expect(result.ok && result.table.columns.slice(0, 3)).toEqual(['a', 'a (2)', 'a (3)']);
    expect(result.ok && result.table.columns.at(-1)).toBe('a (300)');
  });

  it('refuses JSON objects with thousands of different keys as too many columns', () => {
    const objects = Array.from({ length: 24_000 }, (_, index) => `{"k${index}":1}`);
    expect(errorOf(`[${objects.join(',')}]`)).toBe(
      'The file has 24000 columns; the playground reads up to 500.',
    );
  });

  it('refuses more than a million rows', () => {
    expect(errorOf(`a\n${'1\n'.repeat(1_000_001)}`)).toBe(
      'The file has more than 1000000 rows; the playground reads up to 1000000.',
    );
  });

  it('refuses JSON that spells a NUL or an unpaired surrogate, in a value or a key', () => {
    const notText = 'This is not a UTF-8 text file. Save it as CSV or JSON and try again.';
    expect(errorOf('[{"a":"x\\u0000y"}]')).toBe(notText);
    expect(errorOf('[{"a\\u0000":"1"}]')).toBe(notText);
    expect(errorOf('[{"a":"\\ud800"}]')).toBe(notText);
    expect(parseDataset('[{"a":"\\ud83d\\ude00"}]').ok).toBe(true);
  });

  it('names the row whose value is nested too deeply to write out', () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expect(errorOf(`[{"a":1},{"a":${deep}}]`)).toBe('Row 2: a value is nested too deeply to read.');
  });
});

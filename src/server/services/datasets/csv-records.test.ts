import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCsvRecords } from './csv-records';

async function* inPieces(text: string, size: number) {
  for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
}

afterEach(() => vi.restoreAllMocks());

describe('readCsvRecords', () => {
  it('parses a long unfinished row a few times over, not once per piece (one line of quoted cells)', async () => {
    const Parser = Papa.Parser;
    let parsed = 0;
    vi.spyOn(Papa, 'Parser').mockImplementation(function (this: unknown, config: Papa.ParseConfig) {
      const parser = new Parser(config);
      const parse = parser.parse.bind(parser);
      parser.parse = (input: string, baseIndex: number, ignoreLastRow: boolean) => {
        parsed += input.length;
        return parse(input, baseIndex, ignoreLastRow);
      };
      return parser;
    } as unknown as typeof Papa.Parser);
    const text = `a,b\n${'"x",'.repeat(50_000)}\n1,2\n`;
    const lengths: number[] = [];
    const quoteError = await readCsvRecords(
      inPieces(text, 1024),
      { delimiter: ',', newline: '\n' },
      (record) => {
        if (record.join('') !== '') lengths.push(record.length);
      },
    );
    expect(quoteError).toBeUndefined();
    expect(lengths).toEqual([2, 50_001, 2]);
    // Once per piece, the 200 KB row would be parsed about 200 times over (some 20 MB of text).
    expect(parsed).toBeLessThan(4 * text.length);
  });
});

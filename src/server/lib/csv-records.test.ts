import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkedCsvRecords } from './csv-records';

type Handle = { parse(input: string, base: number, ignoreLast: boolean): Papa.ParseResult<string[]> };
type Parsers = { ParserHandle: new (config: Papa.ParseConfig) => Handle };
const parsers = Papa as unknown as Parsers;
const RealHandle = parsers.ParserHandle;

/** Counts the characters papaparse's parser is given to read, over every parser made meanwhile. */
function countCharactersRead() {
  const counted = { characters: 0 };
  vi.spyOn(parsers, 'ParserHandle').mockImplementation(function (config: Papa.ParseConfig) {
    const real = new RealHandle(config);
    return {
      parse(input: string, base: number, ignoreLast: boolean) {
        counted.characters += input.length;
        return real.parse(input, base, ignoreLast);
      },
    };
  } as unknown as Parsers['ParserHandle']);
  return counted;
}

async function* chunksOf(text: string, size: number) {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

const recordsOf = async (text: string, size: number, config: Papa.ParseConfig = {}) => {
  const records: string[][] = [];
  for await (const record of chunkedCsvRecords(chunksOf(text, size), config)) records.push(record);
  return records;
};

afterEach(() => vi.restoreAllMocks());

describe('chunkedCsvRecords', () => {
  it('reads a record of megabytes a few times over, not once per chunk', async () => {
    const cell = `"${'"'.repeat(20_000)}"`;
    const text = `a,b\r\n${Array.from({ length: 150 }, () => cell).join(',')}\r\n`;
    const counted = countCharactersRead();
    const records = await recordsOf(text, 16 * 1024, { newline: '\r\n', skipEmptyLines: true });
    expect(records).toHaveLength(2);
    expect(records[1]).toEqual(Array.from({ length: 150 }, () => '"'.repeat(10_000)));
    // Read again from its start at each 16 KB chunk, this 3 MB row cost ~190 × its length.
    expect(counted.characters).toBeLessThan(4 * text.length);
  });
});

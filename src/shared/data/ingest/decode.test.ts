import { describe, expect, it } from 'vitest';
import { datasetMaxBytes } from '../../datasets';
import { ChunkedDecoder, decodeBytes, detectEncoding, type TextEncoding } from './decode';

const utf8 = (text: string) => new TextEncoder().encode(text);
const utf16 = (text: string, littleEndian: boolean) => {
  const bytes = new Uint8Array(2 + text.length * 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  for (let index = 0; index < text.length; index++)
    view.setUint16(2 + index * 2, text.charCodeAt(index), littleEndian);
  return bytes;
};

describe('decodeBytes', () => {
  it('reads UTF-8 with and without a BOM, dropping the BOM', () => {
    expect(decodeBytes(utf8('a,b\né,€\n'))).toEqual({
      ok: true,
      text: 'a,b\né,€\n',
      encoding: 'utf-8',
      bom: false,
    });
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('a\n1\n')]);
    expect(decodeBytes(withBom)).toEqual({ ok: true, text: 'a\n1\n', encoding: 'utf-8', bom: true });
  });

  it('reads UTF-16 in both byte orders by their BOM', () => {
    expect(decodeBytes(utf16('naïve,1\n', true))).toMatchObject({
      text: 'naïve,1\n',
      encoding: 'utf-16le',
      bom: true,
    });
    expect(decodeBytes(utf16('naïve,1\n', false))).toMatchObject({
      text: 'naïve,1\n',
      encoding: 'utf-16be',
      bom: true,
    });
  });

  it('reads bytes that are not UTF-8 as Windows-1252, with the standard’s 0x80–0x9F block on every runtime', () => {
    // "café €5 “quoted”" in Windows-1252: é = E9, € = 80, curly quotes = 93 / 94.
    const bytes = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35, 0x20, 0x93, 0x71, 0x94]);
    expect(detectEncoding(bytes)).toBe('windows-1252');
    expect(decodeBytes(bytes)).toMatchObject({ ok: true, text: 'café €5 “q”', encoding: 'windows-1252' });
  });

  it('reads the encoding the user chose instead of the detected one', () => {
    const bytes = utf8('Zürich');
    expect(decodeBytes(bytes, { encoding: 'windows-1252' })).toMatchObject({
      text: 'ZÃ¼rich',
      encoding: 'windows-1252',
    });
  });

  it('refuses binary, empty and oversized files with the reason', () => {
    expect(decodeBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]))).toEqual({
      ok: false,
      error: { code: 'not-text' },
    });
    expect(decodeBytes(utf8(' \n\n'))).toEqual({ ok: false, error: { code: 'empty' } });
    expect(decodeBytes(new Uint8Array(datasetMaxBytes + 1))).toEqual({
      ok: false,
      error: { code: 'too-large', max: datasetMaxBytes },
    });
  });
});

describe('ChunkedDecoder', () => {
  const readings: [string, Uint8Array, { encoding?: TextEncoding }][] = [
    ['UTF-8', utf8('city,€\nZürich,1 €\n日本,🙂\n'), {}],
    ['UTF-8 with a BOM', new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('a,ü\n1,€\n')]), {}],
    ['UTF-16 LE', utf16('naïve,€ 1\nZürich,2\n', true), {}],
    ['UTF-16 BE', utf16('naïve,€ 1\nZürich,2\n', false), {}],
    // Valid UTF-8 until its last lines: read again from the start as Windows-1252.
    ['not UTF-8 late', new Uint8Array([...utf8('a,é\n'.repeat(20)), 0x63, 0x61, 0x66, 0xe9, 0x0a]), {}],
    ['a UTF-8 sequence cut at the end', new Uint8Array([...utf8('a,b\n1,€\n'), 0xe2, 0x82]), {}],
    [
      'Windows-1252 chosen',
      new Uint8Array([0x63, 0x80, 0x0a, 0x93, 0x71, 0x94, 0x0a]),
      { encoding: 'windows-1252' },
    ],
    ['UTF-8 chosen over a UTF-16 BOM', utf16('ab\n', true), { encoding: 'utf-8' }],
    ['empty', utf8(' \n'), {}],
    ['binary', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]), {}],
  ];

  it.each(readings)('decodes %s part by part to what decodeBytes gives at once', (_, bytes, options) => {
    const whole = decodeBytes(bytes, options);
    for (const part of [1, 2, 3, 5, 7]) {
      const decoder = new ChunkedDecoder(bytes, options);
      for (let end = part; end < bytes.length; end += part) decoder.decodeTo(end);
      expect(decoder.finish()).toEqual(whole);
    }
  });
});

import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { neutralisedCsv } from './neutralised-csv';

/** The file as written, its byte order mark kept; fed `chunk` bytes at a time. */
const read = async (bytes: Uint8Array, how: Parameters<typeof neutralisedCsv>[1], chunk = 3) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(
    await buffer(
      neutralisedCsv(
        Readable.from(
          (function* () {
            for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
          })(),
        ),
        how,
      ),
    ),
  );

it('reads a pulled file in its own dialect and encoding, a chunk at a time, and writes it as UTF-8', async () => {
  // Windows-1252 "é" is 0xE9; semicolons; a formula behind a byte order mark in the first cell is still found.
  const bytes = Uint8Array.from([
    ...Buffer.from('=name;amount\r\nRen', 'latin1'),
    0xe9,
    ...Buffer.from(';-5\r\n"=1;2";3\r\n\r\n', 'latin1'),
  ]);
  expect(await read(bytes, { encoding: 'windows-1252', dialect: { delimiter: ';', quote: '"' } })).toBe(
    '\uFEFF\'=name;amount\r\nRené;-5\r\n"\'=1;2";3\r\n',
  );
  const withBom = new TextEncoder().encode('\uFEFF=a,b\n1,€\n');
  expect(await read(withBom, { encoding: 'utf-8' }, 2)).toBe("\uFEFF'=a,b\r\n1,€\r\n");
});

it('reads a file that starts with LF line ends and goes on with CRLF (records a stream appended)', async () => {
  const bytes = new TextEncoder().encode('n,t\n1,=a\n2,b\r\n3,-4\r\n');
  expect(await read(bytes, { encoding: 'utf-8' })).toBe("\uFEFFn,t\r\n1,'=a\r\n2,b\r\n3,-4\r\n");
});

it('quotes a cell holding the other list separator, so no spreadsheet locale splits a formula out of it', async () => {
  // A spreadsheet opens a .csv with its locale's list separator: `;` would split `x;=1+1` of a comma file (and `,`
  // would split `y,=2+2` of a semicolon file) into a cell of its own that starts with `=`.
  const comma = new TextEncoder().encode('a,b\nx;=1+1,1\n');
  const written = await read(comma, { encoding: 'utf-8' });
  expect(written).toBe('\uFEFFa,b\r\n"x;=1+1",1\r\n');
  const semicolon = new TextEncoder().encode('a;b\ny,=2+2;-1,5\n');
  expect(await read(semicolon, { encoding: 'utf-8', dialect: { delimiter: ';', quote: '"' } })).toBe(
    '\uFEFFa;b\r\n"y,=2+2";"-1,5"\r\n',
  );
});

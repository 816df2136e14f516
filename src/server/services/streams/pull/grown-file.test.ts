import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grownFrom, writeNewRecords } from './grown-file';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'grown-file-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The new records a pull would append when `before` was stored and `after` is served, or null for "whole". */
async function newRecordsOf(before: string, after: string): Promise<string | null> {
  const path = join(dir, 'pulled.csv');
  const to = join(dir, 'records.csv');
  await writeFile(path, after);
  const previous = {
    length: Buffer.byteLength(before),
    digest: createHash('sha256').update(before).digest('hex'),
  };
  const start = await grownFrom(path, previous);
  if (start === null) return null;
  return (await writeNewRecords(path, start, to)) ? readFile(to, 'utf8') : '';
}

describe('a pulled CSV that grew from its end', () => {
  it('gives its new records under the header, a quoted line break included', async () => {
    expect(await newRecordsOf('a,b\n1,2\n', 'a,b\n1,2\n3,4\n')).toBe('a,b\n3,4\n');
    expect(await newRecordsOf('a,b\n1,"x\ny"\n', 'a,b\n1,"x\ny"\n2,"say ""hi"""\n')).toBe(
      'a,b\n2,"say ""hi"""\n',
    );
  });

  it('starts after the line break that ends the stored version, also one split between the versions', async () => {
    expect(await newRecordsOf('a,b\n1,2', 'a,b\n1,2\n3,4\n')).toBe('a,b\n3,4\n');
    expect(await newRecordsOf('a,b\r\n1,2', 'a,b\r\n1,2\r\n3,4\r\n')).toBe('a,b\r\n3,4\r\n');
    // Pulled while the writer was between `\r` and `\n`.
    expect(await newRecordsOf('a,b\r\n1,2\r', 'a,b\r\n1,2\r\n3,4\r\n')).toBe('a,b\r\n3,4\r\n');
  });

  it('is appended whole when the stored version cannot be cut safely or changed', async () => {
    // A literal quote in an unquoted field, then an open quoted field: a raw count of quotes would pair them.
    expect(await newRecordsOf('a,b\n1,x"y\n2,"open\n', 'a,b\n1,x"y\n2,"open\n3,4"\n5,6\n')).toBeNull();
    // Ends inside a quoted field.
    expect(await newRecordsOf('a,b\n1,"x\n', 'a,b\n1,"x\ny"\n2,3\n')).toBeNull();
    // Text after a closing quote.
    expect(await newRecordsOf('a,b\n1,"x"y\n', 'a,b\n1,"x"y\n2,3\n')).toBeNull();
    // The record was not complete: the file went on with more of it.
    expect(await newRecordsOf('a,b\n1,2', 'a,b\n1,23\n3,4\n')).toBeNull();
    // Changed before its end.
    expect(await newRecordsOf('a,b\n1,2\n', 'a,b\n1,9\n3,4\n')).toBeNull();
  });
});

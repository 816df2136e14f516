import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOfPulled, verbatimUse } from './parse-pulled';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pulled-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const use = async (name: string, body: string) => {
  const path = join(dir, name);
  await writeFile(path, body);
  return verbatimUse(path, 'text/csv', `https://files.example.test/${name}`);
};

it('lets a plain CSV start a dataset, quoted fields and escaped quotes included', async () => {
  expect(await use('plain.csv', 'region,note\nNorth,"said ""hi"", then left"\nSouth,x\n')).toBe('start');
  expect(await use('no-final-break.csv', 'region,amount\nNorth,10\nSouth,12')).toBe('start');
});

it('never lets a CSV that ends inside a quoted field start one: records appended after it would join that field', async () => {
  expect(await use('open-quote.csv', 'region,note\nNorth,"never closed\nSouth,x\n')).toBe('replace');
});

it('reads a pulled CSV as an upload is, whatever charset its server names: Latin-1 keeps its accents', () => {
  const latin1 = Buffer.from('name,city\nZoé,Besançon\n', 'latin1');
  const url = 'https://files.example.test/towns.csv';
  for (const type of ['text/csv; charset=iso-8859-1', 'text/csv', 'text/csv; charset=klingon']) {
    expect(rowsOfPulled(latin1, type, url).rows).toEqual([{ name: 'Zoé', city: 'Besançon' }]);
  }
  // Valid UTF-8 is UTF-8, as the file stored whole is read (verbatimUse), even under a Latin-1 label.
  const utf8 = Buffer.from('name\nZoé\n', 'utf8');
  expect(rowsOfPulled(utf8, 'text/csv; charset=iso-8859-1', url).rows).toEqual([{ name: 'Zoé' }]);
});

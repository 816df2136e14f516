import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { fileStore } from './file-store';
import { spoolDirOf, spoolLeftoverAfterMs, sweepSpool } from './spool';

let dataDir: string;
afterEach(() => rm(dataDir, { recursive: true, force: true }));

it('writes a file in the spool until it is whole, so what a killed write leaves is swept with the spool', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'file-store-'));
  const store = fileStore(join(dataDir, 'storage'));
  const name = `${randomUUID()}.gz`;
  let finish!: () => void;
  const rest = new Promise<void>((resolve) => (finish = resolve));
  // A body whose second half never comes while the test looks: the write stands still half-way, as a killed one does.
  const body = (async function* () {
    yield new Uint8Array([1, 2, 3]);
    await rest;
    yield new Uint8Array([4]);
  })();
  const writing = store.put('datasets', name, 'application/gzip', body);
  const spool = spoolDirOf(dataDir);
  await expect.poll(async () => (await readdir(spool).catch(() => [])).length).toBe(1);
  expect(await store.list('datasets')).toEqual([]);

  expect(await sweepSpool(spool, Date.now() + spoolLeftoverAfterMs + 60_000)).toBe(1);
  expect(await readdir(spool)).toEqual([]);
  finish();
  await expect(writing).rejects.toThrow();
  expect(await store.list('datasets')).toEqual([]);
});

it('renames a whole write into its bucket and leaves nothing in the spool', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'file-store-'));
  const store = fileStore(join(dataDir, 'storage'));
  const name = `${randomUUID()}.gz`;
  await store.put('datasets', name, 'application/gzip', new Uint8Array([1, 2, 3]));
  expect(await store.list('datasets')).toEqual([name]);
  expect(await readdir(spoolDirOf(dataDir))).toEqual([]);
  expect((await store.get('datasets', name))?.data).toEqual(Buffer.from([1, 2, 3]));
});

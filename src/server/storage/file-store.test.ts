import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { fileStore } from './file-store';
import { ObjectGone } from './object-store';
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

it('writes a file as another one’s bytes then a tail, the source left as it was; a missing source is ObjectGone', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'file-store-'));
  const store = fileStore(join(dataDir, 'storage'));
  const source = `${randomUUID()}.gz`;
  const appended = `${randomUUID()}.gz`;
  const first = randomBytes(300_000);
  const tail = randomBytes(1_000);
  await store.put('datasets', source, 'application/gzip', first);
  await store.putAppended('datasets', appended, 'application/gzip', source, tail);
  expect((await store.get('datasets', appended))?.data.equals(Buffer.concat([first, tail]))).toBe(true);
  expect((await store.get('datasets', source))?.data.equals(first)).toBe(true);
  expect(await readdir(spoolDirOf(dataDir))).toEqual([]);

  const gone = `${randomUUID()}.gz`;
  const never = `${randomUUID()}.gz`;
  await expect(store.putAppended('datasets', never, 'application/gzip', gone, tail)).rejects.toBeInstanceOf(
    ObjectGone,
  );
  expect(await store.get('datasets', never)).toBeUndefined();
  expect(await readdir(spoolDirOf(dataDir))).toEqual([]);
});

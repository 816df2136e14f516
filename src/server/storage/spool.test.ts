import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { spoolLeftoverAfterMs, sweepSpool } from './spool';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

it('removes the files a killed process left in the spool, and nothing being written', async () => {
  dir = await mkdtemp(join(tmpdir(), 'spool-'));
  const now = Date.now();
  await writeFile(join(dir, 'left-behind'), 'x');
  await writeFile(join(dir, 'left-behind.gz'), 'x');
  await writeFile(join(dir, 'uploading'), 'x');
  await mkdir(join(dir, 'a-folder'));
  const old = new Date(now - spoolLeftoverAfterMs - 60_000);
  await utimes(join(dir, 'left-behind'), old, old);
  await utimes(join(dir, 'left-behind.gz'), old, old);
  await utimes(join(dir, 'a-folder'), old, old);

  expect(await sweepSpool(dir, now)).toBe(2);
  expect((await readdir(dir)).sort()).toEqual(['a-folder', 'uploading']);
});

it('is fine with a spool that was never made', async () => {
  dir = join(tmpdir(), `spool-none-${process.pid}`);
  expect(await sweepSpool(dir)).toBe(0);
});

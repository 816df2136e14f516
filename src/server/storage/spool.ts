import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploads wait while they are read, and where the file store writes a file before renaming it into place:
 * inside the file store's folder (`DATA_DIR/storage`, one file system, so a rename moves nothing), on this
 * instance's disk. Whatever a killed process left there is swept (`sweepSpool`).
 */
export const spoolDirIn = (storageRoot: string) => join(storageRoot, '.uploads');

/** The spool of the instance whose data folder is `dataDir`. */
export const spoolDirOf = (dataDir: string) => spoolDirIn(join(dataDir, 'storage'));

/** An upload waiting on disk: its path and size in bytes. */
export type SpooledFile = { path: string; size: number };

/** A spooled file untouched this long is a leftover (a process that died mid-upload, mid-pull or mid-write). */
export const spoolLeftoverAfterMs = 60 * 60_000;

/**
 * Removes the spool's leftovers: files not written for `spoolLeftoverAfterMs`. Uploads, pulls and batches take
 * minutes at most and their own files go when they end; a killed process leaves its files behind. Answers how
 * many went.
 */
export async function sweepSpool(spoolDir: string, now = Date.now()): Promise<number> {
  const names = await readdir(spoolDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(spoolDir, name);
    const stats = await stat(path).catch(() => undefined);
    if (!stats?.isFile() || now - stats.mtimeMs < spoolLeftoverAfterMs) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}

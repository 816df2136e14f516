import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { lock } from 'proper-lockfile';

/**
 * One process at a time writes an embedded database: two PGlite instances on one directory each believe they
 * own it, and one's acknowledged writes vanish (docs/decisions/030-single-writer-and-supervision.md).
 */
export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another Tessera process is using DATA_DIR ${dataDir}: stop it first (one process per data directory).`,
    );
  }
}

/** The holder refreshes the lock every `update` ms; one not refreshed for `stale` ms was left by a killed process. */
const stale = 10_000;
const update = 2_000;

/**
 * Takes the data directory's lock, or throws DataDirLockedError when a live process holds it. A lock left by a
 * process killed with -9 stops being refreshed and is taken over once it is stale (≤ 10 s after the kill).
 * Resolves to the release function. Losing the lock later (its directory removed, or the process stalled past
 * `stale`) stops the process: going on could let a second writer in.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockfilePath = join(dataDir, 'tessera.lock');
  const onCompromised = (error: Error) => {
    console.error(`Tessera lost its lock on DATA_DIR ${dataDir} (${error.message}); stopping.`);
    process.exit(70);
  };
  let lastSeen: number | undefined;
  for (;;) {
    try {
      return await lock(dataDir, { lockfilePath, stale, update, realpath: false, onCompromised });
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ELOCKED') throw error;
      // A holder that refreshed the lock since the last look is alive; one that did not may have been killed.
      const refreshed = statSync(lockfilePath, { throwIfNoEntry: false })?.mtimeMs;
      if (lastSeen !== undefined && refreshed !== undefined && refreshed !== lastSeen)
        throw new DataDirLockedError(dataDir);
      lastSeen = refreshed;
      await sleep(update + 500);
    }
  }
}

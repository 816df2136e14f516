import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { withPreparedStatements } from './pglite-statements';

/**
 * PGlite starts PostgreSQL with a server's defaults: 128 MB of shared buffers, most of which the process
 * then keeps resident. A small team's database fits in far less, and reads past it come from the OS page
 * cache (docs/decisions/024-embedded-database.md has the measurements).
 */
export const pgliteSettings = ['shared_buffers=16MB'];

/**
 * PGlite's own start parameters (single-user mode, no fsync: its Node file system has none to call) plus
 * ours. A commit still writes its WAL to the kernel before it returns, so killing the app loses nothing.
 */
export const pgliteOptions: PGliteOptions = {
  startParams: [...PGlite.defaultStartParams, ...pgliteSettings.flatMap((setting) => ['-c', setting])],
};

/** An in-memory PGlite, optionally started from a dump of a data directory. */
function openMemoryPglite(loadDataDir?: Blob): PGlite {
  return new PGlite({ ...pgliteOptions, loadDataDir });
}

/**
 * PGlite in `dir`, creating the database there first when it is new. Creating runs initdb in a second
 * WebAssembly instance and copies its output through a tarball: ~800 MB that the allocator keeps after it
 * is freed. A short-lived child process does it instead, so the server never holds that memory.
 */
async function openPgliteDir(dir: string): Promise<PGlite> {
  if (!existsSync(join(dir, 'PG_VERSION'))) await createPgliteDir(dir);
  return new PGlite(dir, pgliteOptions);
}

/**
 * PGlite in `dir`, or in memory (started from the dump `loadDataDir` when given), started, its statements through
 * kept plans (docs/decisions/024, 084): in the caller's thread, or on the database's own (089).
 */
export async function openPgliteWithPlans(dir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  const pglite = dir ? await openPgliteDir(dir) : openMemoryPglite(loadDataDir);
  await pglite.waitReady;
  return withPreparedStatements(pglite);
}

// Runs in the child: creates the database in argv[2] and closes it cleanly.
const createScript = `
const [moduleUrl, dir, options] = process.argv.slice(1);
const { PGlite } = await import(moduleUrl);
const db = await PGlite.create(dir, JSON.parse(options));
await db.close();
`;

/** Builds the database in a scratch directory and renames it into place, so a half-made one is never opened. */
async function createPgliteDir(dir: string): Promise<void> {
  const scratch = `${dir}.creating`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const moduleUrl = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', createScript, moduleUrl, scratch, JSON.stringify(pgliteOptions)],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${dir} failed: ${stderr.trim()}`);
  // An empty directory left by an earlier version goes; one with anything else in it stops start-up.
  if (existsSync(dir)) rmdirSync(dir);
  renameSync(scratch, dir);
}

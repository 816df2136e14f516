// How the built server is started. `npm start`, the end-to-end tests and the bench all start it this way, so
// what the bench measures is what runs (docs/decisions/028-small-machine-runtime.md).

import { usesPostgres } from '../src/server/db/database-url';

export const serverEntry = 'dist/server/index.js';

/**
 * glibc hands freed blocks of 128 KB and more back to the system, instead of keeping them after the first large
 * free (a 20 MB upload's reading thread frees many), with PostgreSQL (docs/decisions/040-server-memory.md); the
 * embedded server hands back smaller ones still (`smallMachine`).
 */
const mallocReturns = { MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * On both databases: AsyncLocalStorage (each request's language, better-auth's request context) kept on V8's
 * continuation data instead of promise hooks on every promise, as Node 24 does by default: ~10 % of a request's
 * CPU (docs/decisions/063-request-hot-path.md). vitest.config.ts runs the server tests with it too.
 */
const everyServer = ['--experimental-async-context-frame'];

/**
 * With PostgreSQL a young generation of 8 MB semi-spaces (V8's own goes up to 16 MB): ~20 MB less RSS under the
 * dataset-files load, for ~8 % more CPU per prediction call; a 32 MB one gave the prediction API no better tail
 * (docs/decisions/074-reading-thread-ends-after-large-reads.md, which amends 071 and 063).
 */
const throughput = { nodeArgs: ['--max-semi-space-size=8'] };

/**
 * With the embedded database memory binds (≤ 200 MB idle), with PostgreSQL throughput: ADR 028 has the figures.
 * There blocks from 32 KB go to their own mappings, handed back when freed: the working memory V8's optimising
 * compiler takes for PGlite's WebAssembly after start (~70 MB at its peak, in blocks under 128 KB) otherwise stays
 * mapped in the malloc heap once freed, ~25 MB of the idle server (docs/decisions/067-compiler-memory-handed-back.md).
 */
const smallMachine = {
  nodeArgs: ['--max-semi-space-size=4', '--v8-pool-size=1'],
  env: { MALLOC_ARENA_MAX: '1', MALLOC_TRIM_THRESHOLD_: '32768', MALLOC_MMAP_THRESHOLD_: '32768' },
};

/**
 * The node arguments (ending with the entry) and the environment to start the server with, given its
 * configuration; a malloc variable already set in `env` wins over ours.
 */
export function serverCommand<Env extends Record<string, string | undefined>>(
  env: Env,
): { args: string[]; env: Env } {
  return !usesPostgres(env.DATABASE_URL)
    ? { args: [...everyServer, ...smallMachine.nodeArgs, serverEntry], env: { ...smallMachine.env, ...env } }
    : { args: [...everyServer, ...throughput.nodeArgs, serverEntry], env: { ...mallocReturns, ...env } };
}

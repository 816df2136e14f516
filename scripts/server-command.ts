// How the built server is started. `npm start`, the end-to-end tests and the bench all start it this way, so
// what the bench measures is what runs (docs/decisions/028-small-machine-runtime.md).

export const serverEntry = 'dist/server/index.js';

/**
 * With the embedded database, Tessera is the small team's whole deployment and memory is the budget that binds
 * (DESIGN §6: ≤ 200 MB idle): one malloc arena instead of one per thread (the threads that compile
 * PGlite's WebAssembly otherwise leave ~45 MB behind), 1 MB young-generation semi-spaces and one V8 worker
 * thread. With PostgreSQL, throughput binds and V8's defaults stay.
 */
const smallMachine = {
  nodeArgs: ['--max-semi-space-size=1', '--v8-pool-size=1'],
  env: { MALLOC_ARENA_MAX: '1', MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '131072' },
};

/** The node arguments (ending with the entry) and the extra environment for a server with this environment. */
export function serverCommand(env: Record<string, string | undefined>): {
  args: string[];
  env: Record<string, string>;
} {
  const embedded = !env.DATABASE_URL?.startsWith('postgres');
  return embedded
    ? { args: [...smallMachine.nodeArgs, serverEntry], env: smallMachine.env }
    : { args: [serverEntry], env: {} };
}

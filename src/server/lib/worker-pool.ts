import { fileURLToPath } from 'node:url';
import type { Piscina } from 'piscina';

type WorkerPoolOptions = {
  /** The calling module's `import.meta.url`: the worker is the file `worker` beside it. */
  besides: string;
  /**
   * The worker's file name without its extension: from source (tsx, Vitest) the TypeScript file, loaded through
   * tsx; in the bundle (dist/server/index.js) the `.js` entry beside it.
   */
  worker: string;
  idleTimeout: number;
  resourceLimits: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number };
};

/**
 * A pool of one worker thread (started on demand, gone after `idleTimeout`), Piscina loaded on first use. A thread
 * that fails with no task of its own (out of memory while being stopped after its task timed out, whose caller
 * already had its answer) is an 'error' on the pool, which would end the process if nothing listened: that
 * thread is gone, and the pool starts another for the next task.
 */
export async function startWorkerPool({
  besides,
  worker,
  idleTimeout,
  resourceLimits,
}: WorkerPoolOptions): Promise<Piscina> {
  const fromSource = besides.endsWith('.ts');
  const { Piscina } = await import('piscina');
  const pool = new Piscina({
    filename: fileURLToPath(new URL(`./${worker}.${fromSource ? 'ts' : 'js'}`, besides)),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout,
    resourceLimits,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
  });
  pool.on('error', () => {});
  return pool;
}

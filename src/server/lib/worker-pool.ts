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
async function startWorkerPool({
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

/**
 * A pool started at its first use (`get`); `close` ends its thread, and the next use starts another. A failed
 * start is not kept: the next use tries again. `options` is read at each start.
 */
export function lazyWorkerPool(options: () => WorkerPoolOptions) {
  let pool: Promise<Piscina> | undefined;
  return {
    get(): Promise<Piscina> {
      if (pool) return pool;
      const starting = startWorkerPool(options());
      starting.catch(() => {
        if (pool === starting) pool = undefined;
      });
      pool = starting;
      return pool;
    },
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.then(
        (running) => running.destroy(),
        () => {},
      );
    },
  };
}

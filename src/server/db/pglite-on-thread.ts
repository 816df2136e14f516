import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import {
  rebuiltError,
  type PgliteReply,
  type PgliteRequest,
  type PgliteThreadStart,
} from './pglite-thread-messages';

/** Each kind of request without its `id`, which `send` gives it. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Request = WithoutId<PgliteRequest>;

/** What drizzle, pg-boss's executor and the query counter ask of PGlite: the same methods, answered by the thread. */
export type PgliteOnThread = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'> & {
  /** Resolves when the engine answers (pglite-thread.ts's `ping`). */
  ping: () => Promise<void>;
};

/** The thread's file: the TypeScript source through tsx (tests), or the bundle's `.js` entry beside this one. */
function threadFile(): { file: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = fileURLToPath(new URL(`./pglite-thread.${fromSource ? 'ts' : 'js'}`, import.meta.url));
  return { file, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

/**
 * The embedded database on a thread of its own (docs/decisions/089): PGlite's engine runs there, so its statements
 * no longer hold the request thread. Queries, statements and transactions go to it as messages and come back
 * with the same rows, the same counts and errors with the same fields (PostgreSQL's `code` among them). The
 * thread holds the process open only while it has work. If it ends unasked, every query waiting and every later
 * one fails as a lost connection (08006), and `onEnded` is told.
 */
export async function openPgliteOnThread(
  start: PgliteThreadStart,
  onEnded: (error: Error) => void = () => {},
): Promise<PgliteOnThread> {
  const { file, execArgv } = threadFile();
  const worker = new Worker(file, {
    workerData: start,
    transferList: start.loadDataDir ? [start.loadDataDir] : [],
    execArgv,
  });
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let gone: Error | undefined;
  let closing = false;
  let opened = false;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: PgliteReply) => {
      if ('ready' in message) {
        if (message.ready) resolve();
        else reject(rebuiltError(message.error));
        return;
      }
      const caller = waiting.get(message.id);
      if (!caller) return;
      waiting.delete(message.id);
      if (waiting.size === 0) worker.unref();
      if (message.ok) caller.resolve(message.result);
      else caller.reject(rebuiltError(message.error));
    });
    const end = (cause?: Error) => {
      if (gone) return;
      // A connection failure's code (class 08): callers answer 503 as for a database that went away.
      gone = Object.assign(new Error("The embedded database's thread ended", { cause }), { code: '08006' });
      reject(gone);
      for (const caller of waiting.values()) caller.reject(gone);
      waiting.clear();
      if (opened && !closing) onEnded(gone);
    };
    worker.on('error', end);
    worker.on('exit', () => end());
  });
  await ready;
  opened = true;
  worker.unref();

  const send = <T>(request: Request): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      // A parameter that cannot be copied (a function, a symbol) throws here: nothing is left waiting.
      worker.postMessage({ ...request, id } satisfies PgliteRequest);
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
    });
  };

  // Only the row shape crosses: the text reading of dates drizzle asks for is set on the thread's client once
  // (pglite-statements.ts), and parsers, being functions, cannot be sent.
  const queryOn =
    (tx?: number) =>
    <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      send<Results<T>>({ op: 'query', text, params, rowMode: options?.rowMode, tx });
  const execOn = (tx?: number) => (text: string) => send<Results[]>({ op: 'exec', text, tx });

  const transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    const tx = await send<number>({ op: 'begin' });
    let result: T;
    try {
      result = await callback({ query: queryOn(tx), exec: execOn(tx) } as Transaction);
    } catch (error) {
      await send({ op: 'end', tx, commit: false }).catch(() => {});
      throw error;
    }
    await send({ op: 'end', tx, commit: true });
    return result;
  };

  const close = async () => {
    closing = true;
    if (!gone) await send({ op: 'close' });
    await worker.terminate();
  };

  const ping = async () => {
    await send({ op: 'ping' });
  };

  return { query: queryOn(), exec: execOn(), transaction, close, ping } as PgliteOnThread;
}

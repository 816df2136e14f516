// The embedded database's own thread (docs/decisions/089): PGlite runs here, its WebAssembly engine and its
// protocol off the request thread, and answers the queries `pglite-on-thread.ts` sends; bundled as
// dist/server/pglite-thread.js.
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openPgliteWithPlans } from './pglite';
import {
  crossedError,
  type PgliteReply,
  type PgliteRequest,
  type PgliteThreadStart,
} from './pglite-thread-messages';

const port = parentPort!;
const reply = (message: PgliteReply) => port.postMessage(message);

/** Thrown into a transaction's callback to roll it back: the caller's own error stays on its side. */
const rolledBack = Symbol('rolled back');

type OpenTransaction = { tx: Transaction; end: (commit: boolean) => void; ended: Promise<unknown> };

let client: PGlite;
try {
  const { dir, loadDataDir } = workerData as PgliteThreadStart;
  client = await openPgliteWithPlans(dir, loadDataDir ? new Blob([loadDataDir]) : undefined);
} catch (error) {
  reply({ ready: false, error: crossedError(error) });
  process.exit(1);
}

const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

/** Begins a transaction, held open until its `end`; PGlite runs nothing else meanwhile, as on one thread. */
function begin(): Promise<number> {
  const id = nextTransaction++;
  return new Promise<number>((begun, failed) => {
    const ended = client.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          transactions.set(id, { tx, end: (yes) => (yes ? commit() : rollback(rolledBack)), ended });
          begun(id);
        }),
    );
    // A `BEGIN` that failed never reached the callback; once it did, `end` reads the outcome.
    ended.catch(failed);
  });
}

async function end(id: number, commit: boolean): Promise<null> {
  const open = transactions.get(id);
  if (!open) throw new Error('No such transaction');
  transactions.delete(id);
  open.end(commit);
  try {
    await open.ended;
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
  return null;
}

/** Callers told, once, when the engine next finishes a query or statement. */
let toTell: (() => void)[] = [];
const markFinished = () => {
  const told = toTell;
  toTell = [];
  for (const tell of told) tell();
};

/**
 * Whether the engine answers: a `select 1`, or, while a transaction holds the engine (the `select 1` waits behind
 * it), the next statement the engine finishes, which shows it answering as well.
 */
async function ping(): Promise<null> {
  const selected = client.query('select 1');
  if (transactions.size === 0) {
    await selected;
    return null;
  }
  // Its failure, should the engine fail, is the next statement's to report.
  selected.catch(() => {});
  await Promise.race([selected, new Promise<void>((resolve) => toTell.push(resolve))]);
  return null;
}

function on(tx: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (tx === undefined) return client;
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

async function answer(request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return on(request.tx)
        .query(request.text, request.params, { rowMode: request.rowMode })
        .finally(markFinished);
    case 'exec':
      return on(request.tx).exec(request.text).finally(markFinished);
    case 'ping':
      return ping();
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'close':
      await client.close();
      return null;
  }
}

port.on('message', (request: PgliteRequest) => {
  answer(request).then(
    (result) => reply({ id: request.id, ok: true, result }),
    (error: unknown) => reply({ id: request.id, ok: false, error: crossedError(error) }),
  );
});
reply({ ready: true });

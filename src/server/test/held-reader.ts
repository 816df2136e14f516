import { pathToFileURL } from 'node:url';
import datasetWorker from '../services/datasets/dataset-worker';

/**
 * The reader's thread, held shut until a test opens it: uploads (and pins, which read their dataset's file again,
 * and streams' CSVs rewritten for a download) wait in it for as long as the test needs. A test file swaps Piscina
 * for it with `vi.mock('piscina', () => import('../../test/held-reader'))` and drives it through `reader`.
 */
let open = () => {};
let opened = new Promise<void>((resolve) => (open = resolve));
let waiting = 0;

export const reader = {
  wait: async () => {
    waiting++;
    await opened;
    waiting--;
  },
  waiting: () => waiting,
  open: () => open(),
  close: () => (opened = new Promise<void>((resolve) => (open = resolve))),
};

/**
 * Piscina as the reader pool uses it: each task waits for the reader to open, then runs in this thread as the
 * reader's worker runs it. Other pools (stream rows, predictions) run their worker's task in this thread at once.
 */
export class Piscina {
  private readonly filename: string;
  constructor(options: { filename: string }) {
    this.filename = options.filename;
  }
  async run(task: Parameters<typeof datasetWorker>[0]) {
    if (!/dataset-worker\.[jt]s$/.test(this.filename)) {
      const worker = (await import(pathToFileURL(this.filename).href)) as {
        default: (task: unknown) => unknown;
      };
      return worker.default(task);
    }
    await reader.wait();
    return datasetWorker(task);
  }
  on() {
    return this;
  }
  async destroy() {}
}

import type { ReadMessage, ReadRequest } from './data-messages';
import { handleReadRequest } from './data-handler';
import { warmUp } from './warm-up';

/**
 * Reads and profiles a file off the main thread with the code the server runs on every upload: a thin shell
 * around `handleReadRequest` (docs/decisions/035). The page cancels a read by terminating this worker. Started
 * ahead of any file, it first reads a small table of its own (`warmUp`, docs/decisions/068); a request waits for it.
 */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<ReadRequest>) => void): void;
  postMessage(message: ReadMessage, transfer?: Transferable[]): void;
};

const warm = warmUp().catch(() => undefined);

scope.addEventListener('message', (event) => {
  const { id } = event.data;
  warm
    .then(() => handleReadRequest(event.data, (message, transfer) => scope.postMessage(message, transfer)))
    .catch(() => scope.postMessage({ id, type: 'failed', error: 'read-failed' }));
});
